import { describe, expect, it } from 'vitest';
import { formatPrice, formatPriceDelta } from './format';

describe('formatPrice', () => {
  it('is a dollar sign and 6 decimals', () => {
    expect(formatPrice(0.0812345)).toBe('$0.081235');
    expect(formatPrice(12)).toBe('$12.000000');
    expect(formatPrice(0)).toBe('$0.000000');
    expect(formatPrice(-0.5)).toBe('-$0.500000');
    expect(formatPrice(-0.0000001)).toBe('$0.000000');
  });

  it('shows a dash for missing values', () => {
    expect(formatPrice(null)).toBe('-');
    expect(formatPrice(undefined)).toBe('-');
    expect(formatPrice(Number.NaN)).toBe('-');
  });
});

describe('formatPriceDelta', () => {
  it('carries a sign', () => {
    expect(formatPriceDelta(0.0012)).toBe('+$0.001200');
    expect(formatPriceDelta(-0.0005)).toBe('-$0.000500');
    expect(formatPriceDelta(0)).toBe('$0.000000');
    expect(formatPriceDelta(1e-9)).toBe('$0.000000');
    expect(formatPriceDelta(null)).toBe('-');
  });
});
