import { describe, expect, it } from 'vitest';
import { CHART_CSV_HEADER, chartCsv, chartFileName } from './chartCsv';
import { toRankSeries, toSeries } from './series';
import type { ChartData } from './types';

const HEADER = 'Date,Supplier,Rank,Price,BestPrice,WorstPrice,NextBetterPrice,NextWorsePrice,DeltaToBest,DeltaToWorst';

const reply: ChartData = [
  {
    Date: '06/16/2025',
    Suppliers: [
      {
        Supplier: '=Evil Energy', InsightsSupplierIdentifier: '9', Rank: 2,
        Deltas: [{ CurrPrice: 0.09, BestPrice: 0.07, WorstPrice: 0.12, NextBetterPrice: 0.08, NextWorsePrice: null }],
      },
      {
        Supplier: 'Lone Star, Inc.', InsightsSupplierIdentifier: '1001', Rank: 1,
        Deltas: [{ CurrPrice: 0.07, BestPrice: 0.07, WorstPrice: 0.12, NextBetterPrice: null, NextWorsePrice: 0.09 }],
      },
    ],
  },
  // A date without prices draws no point, so it writes no row.
  { Date: '06/23/2025', Suppliers: [] },
  {
    Date: '06/30/2025',
    Suppliers: [
      { Supplier: '-5 Power', InsightsSupplierIdentifier: '1003', Rank: 1, Deltas: [{ CurrPrice: 0.081, BestPrice: 0.081, WorstPrice: 0.081, NextBetterPrice: null, NextWorsePrice: null }] },
    ],
  },
];

describe("a chart's 'Download CSV'", () => {
  it('writes the header and one row per supplier and date drawn, with the price deltas', () => {
    expect(chartCsv(toSeries(reply).series).split('\r\n')).toEqual([
      HEADER,
      // The formula-like name is neutralised, the comma quoted, as in the raw data files.
      `06/16/2025,'=Evil Energy,2,0.09,0.07,0.12,0.08,,0.02,-0.03`,
      '"Lone Star, Inc.",1,0.07,0.07,0.12,,0.09,0,-0.05'.replace(/^/, '06/16/2025,'),
      `06/30/2025,'-5 Power,1,0.081,0.081,0.081,,,0,0`,
      '',
    ]);
  });

  it('writes the same rows for the ranking chart (its line is the rank, the file keeps both)', () => {
    expect(chartCsv(toRankSeries(reply).series)).toBe(chartCsv(toSeries(reply).series));
  });

  it('is the header alone for no series', () => {
    expect(chartCsv([])).toBe(`${HEADER}\r\n`);
    expect(CHART_CSV_HEADER.join(',')).toBe(HEADER);
  });

  it('names the files after the chart and its prices day', () => {
    expect(chartFileName('Price Trend Chart', '2025-06-16', 'csv')).toBe('price-trend-chart-2025-06-16.csv');
    expect(chartFileName('Best Pricing Ranks', null, 'png')).toBe('best-pricing-ranks.png');
  });

  it('names the applied market, state, utility and term in the file name', () => {
    const filters = [
      { key: 'market', value: 'ERCOT' }, { key: 'state', value: 'Texas' }, { key: 'utility', value: 'Oncor Electric Delivery' },
      { key: 'usageFrom', value: '1,000' }, { key: 'term', value: '12 Months' },
    ];
    expect(chartFileName('Forward Curve Overview Chart', '2025-06-16', 'png', filters)).toBe(
      'forward-curve-overview-chart-ercot-texas-oncor-electric-delivery-12-months-2025-06-16.png',
    );
    expect(chartFileName('Price Trend Chart', null, 'csv', filters.slice(0, 2))).toBe('price-trend-chart-ercot-texas.csv');
  });
});
