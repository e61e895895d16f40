import { describe, expect, it } from 'vitest';
import {
  CHART_HEIGHT,
  COMMODITY_ELECTRICITY,
  COMMODITY_GAS,
  DEFAULT_MARKET,
  DEMAND_MAX,
  FIXED_SUPPLIER_IDS,
  PRICING_CHARTS,
  RATECLASSES_COMMODITY,
  TERM_OPTIONS,
  USAGE_MAX,
  UTILITIES_COMMODITY,
} from './constants';

describe('constants of spec 2 §9', () => {
  it('term options: All empty, and 48 Months carries 46', () => {
    expect(TERM_OPTIONS).toEqual([
      { label: 'All', value: '' },
      { label: '6 Months', value: '6' },
      { label: '12 Months', value: '12' },
      { label: '24 Months', value: '24' },
      { label: '36 Months', value: '36' },
      { label: '48 Months', value: '46' },
    ]);
  });

  it('limits, codes and defaults', () => {
    expect(USAGE_MAX).toBe(2_000_000);
    expect(DEMAND_MAX).toBe(100_000);
    expect([COMMODITY_ELECTRICITY, COMMODITY_GAS]).toEqual([1, 2]);
    expect(RATECLASSES_COMMODITY).toEqual({ 1: '2', 2: '1' });
    expect(UTILITIES_COMMODITY).toEqual({ 1: 'Electric', 2: 'NatGas' });
    expect(DEFAULT_MARKET).toBe('ERCOT');
    expect(CHART_HEIGHT).toBe(500);
    expect(new Set(FIXED_SUPPLIER_IDS).size).toBe(4);
  });

  it('the four pricing charts, in order', () => {
    expect(PRICING_CHARTS.map((c) => c.title)).toEqual([
      'Price Trend Chart',
      'Price Trend Overview Chart',
      'Forward Curve Chart',
      'Forward Curve Overview Chart',
    ]);
  });
});
