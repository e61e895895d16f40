import { describe, expect, it } from 'vitest';
import { freshnessOf, newestPriceDay } from './freshness';
import type { ChartData } from './types';

const priced = (Date: string, price: number | null = 0.08): ChartData[number] => ({
  Date,
  Suppliers: [{ Supplier: 'A', InsightsSupplierIdentifier: '1001', Rank: price === null ? null : 1, Deltas: [{ CurrPrice: price, BestPrice: price, WorstPrice: price, NextBetterPrice: null, NextWorsePrice: null }] }],
} as ChartData[number]);

describe('the newest price day of a reply', () => {
  it('is the latest date that has a price, whatever the order', () => {
    expect(newestPriceDay([priced('06/30/2025'), priced('12/29/2025'), priced('07/07/2025')])).toBe('2025-12-29');
  });

  it('skips dates without a price and is null without any', () => {
    expect(newestPriceDay([priced('06/30/2025'), { Date: '07/07/2025', Suppliers: [] }, priced('07/14/2025', null)])).toBe('2025-06-30');
    expect(newestPriceDay([])).toBeNull();
    expect(newestPriceDay(null)).toBeNull();
  });

  it('reads one-digit months and days, and passes over dates that are not real days', () => {
    expect(newestPriceDay([priced('6/3/2025'), priced('05/31/2025')])).toBe('2025-06-03');
    expect(newestPriceDay([priced('02/30/2025'), priced('13/01/2025'), priced('2025-12-01'), priced('soon'), priced('01/06/2025')])).toBe('2025-01-06');
    expect(newestPriceDay([priced('02/29/2024')])).toBe('2024-02-29');
  });
});

describe("'Prices as of'", () => {
  it('reads the day in the app format and is fresh up to 48 hours', () => {
    expect(freshnessOf('2026-11-23', new Date(2026, 10, 25, 0, 0))).toEqual({ text: 'Prices as of 11/23/2026', stale: false });
    expect(freshnessOf('2026-11-23', new Date(2026, 10, 24, 13, 0))).toEqual({ text: 'Prices as of 11/23/2026', stale: false });
  });

  it('is stale (warning colour) once older than 48 hours', () => {
    expect(freshnessOf('2026-11-23', new Date(2026, 10, 25, 0, 1))?.stale).toBe(true);
    expect(freshnessOf('2025-06-30', new Date(2026, 10, 25))?.stale).toBe(true);
  });

  it('says nothing without a day', () => {
    expect(freshnessOf(null)).toBeNull();
    expect(freshnessOf('soon')).toBeNull();
  });
});
