import { describe, expect, it } from 'vitest';
import { followedLicensesText, licenseDate, priceText, sliderPercent } from './format';

describe('dashboard formatting (spec 2 §4, §5, §9)', () => {
  it('license dates: MM/DD/YYYY as on every screen, blank for empty or 0000/0001, "-" when missing', () => {
    expect(licenseDate('2024-03-05T00:00:00Z')).toBe('03/05/2024');
    expect(licenseDate('2024-03-05')).toBe('03/05/2024');
    expect(licenseDate('garbage')).toBe('garbage');
    expect(licenseDate('')).toBe('');
    expect(licenseDate('0001-01-01T00:00:00')).toBe('');
    expect(licenseDate('0000-00-00')).toBe('');
    expect(licenseDate(null)).toBe('-');
    expect(licenseDate(undefined)).toBe('-');
  });
  it('prices with a dollar sign and 6 decimals', () => {
    expect(priceText(0.0123)).toBe('$0.012300');
    expect(priceText(0)).toBe('$0.000000');
  });
  it('slider at (rank-1)/(N-1), 0 when N ≤ 1', () => {
    expect(sliderPercent(1, 5)).toBe(0);
    expect(sliderPercent(5, 5)).toBe(100);
    expect(sliderPercent(2, 3)).toBe(50);
    expect(sliderPercent(1, 1)).toBe(0);
    expect(sliderPercent(1, 0)).toBe(0);
  });
  it('followed licenses: singular, plural, nothing for 0', () => {
    expect(followedLicensesText(1)).toBe('(1 license)');
    expect(followedLicensesText(4)).toBe('(4 licenses)');
    expect(followedLicensesText(0)).toBe('');
  });
});
