import { describe, expect, it } from 'vitest';
import { csvFileName, toCsv } from './csv';
import { toSeries } from './series';
import type { ChartData } from './types';

describe('toCsv', () => {
  const data: ChartData = [
    {
      Date: '06/16/2025',
      Suppliers: [
        {
          Supplier: '=Evil Energy',
          InsightsSupplierIdentifier: '9',
          Rank: 2,
          Deltas: [{ CurrPrice: 0.09, BestPrice: 0.07, WorstPrice: 0.12, NextBetterPrice: 0.08, NextWorsePrice: null }],
        },
      ],
    },
    { Date: '06/17/2025', Suppliers: [] },
  ];

  it('writes the header and one row per supplier and date with a value', () => {
    expect(toCsv(toSeries(data).series)).toBe(
      'Date,Supplier,Rank,Price,BestPrice,WorstPrice\r\n' +
        `06/16/2025,'=Evil Energy,2,0.09,0.07,0.12\r\n`,
    );
  });

  it('is only the header for no series', () => {
    expect(toCsv([])).toBe('Date,Supplier,Rank,Price,BestPrice,WorstPrice\r\n');
  });

  it('names the file after the chart and its date', () => {
    expect(csvFileName('Price Trend Chart', '2025-06-16')).toBe('price-trend-chart-2025-06-16.csv');
    expect(csvFileName('Best Pricing Ranks', null)).toBe('best-pricing-ranks.csv');
  });
});
