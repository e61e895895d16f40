import { describe, expect, it } from 'vitest';
import {
  categoriesOf,
  isEmptyChart,
  ownSupplierIdOf,
  toRankSeries,
  toSeries,
  tooltipRows,
} from './series';
import type { ChartData, ChartSupplier } from './types';

const supplier = (name: string, id: string, rank: number, price: number): ChartSupplier => ({
  Supplier: name,
  InsightsSupplierIdentifier: id,
  Rank: rank,
  Deltas: [{ CurrPrice: price, BestPrice: 0.07, WorstPrice: 0.12, NextBetterPrice: price - 0.001, NextWorsePrice: null }],
});

const data: ChartData = [
  { Date: '06/16/2025', Suppliers: [supplier('Alpha', '1001', 1, 0.08), supplier('Beta', '1002', 2, 0.09)] },
  { Date: '06/17/2025', Suppliers: [supplier('Beta', '1002', 1, 0.075)] },
  { Date: '06/18/2025', Suppliers: [supplier('Alpha', '1001', 2, 0.085), supplier('Gamma', '1003', 1, 0.081)] },
];

describe('toSeries', () => {
  it('makes categories from the first 5 characters of each date, in order', () => {
    expect(categoriesOf(data)).toEqual(['06/16', '06/17', '06/18']);
    expect(toSeries(data).categories).toEqual(['06/16', '06/17', '06/18']);
  });

  it('makes one series per supplier, in order of first appearance, id = name, with the identifier', () => {
    const { series } = toSeries(data);
    expect(series.map((s) => [s.id, s.supplierId])).toEqual([
      ['Alpha', '1001'],
      ['Beta', '1002'],
      ['Gamma', '1003'],
    ]);
  });

  it('gives every series one point per category, y the price, null where the supplier is absent', () => {
    const alpha = toSeries(data).series[0];
    expect(alpha.data.map((p) => [p.x, p.y])).toEqual([
      ['06/16', 0.08],
      ['06/17', null],
      ['06/18', 0.085],
    ]);
    expect(alpha.data[0]).toEqual({
      x: '06/16',
      y: 0.08,
      date: '06/16/2025',
      rank: 1,
      currPrice: 0.08,
      deltas: data[0].Suppliers[0].Deltas[0],
    });
    expect(alpha.data[1]).toEqual({ x: '06/17', y: null, date: '06/17/2025', rank: null, currPrice: null, deltas: null });
  });

  it('ranking variant plots the rank', () => {
    const beta = toRankSeries(data).series[1];
    expect(beta.data.map((p) => p.y)).toEqual([2, 1, null]);
    expect(beta.data[1].currPrice).toBe(0.075);
  });

  it('copes with a supplier without deltas', () => {
    const { series } = toSeries([{ Date: '01/01/2025', Suppliers: [{ ...supplier('A', '1', 3, 1), Deltas: [] }] }]);
    expect(series[0].data[0]).toMatchObject({ y: null, rank: 3, deltas: null });
  });
});

describe('isEmptyChart', () => {
  it('is empty without series or without categories', () => {
    const full = toSeries(data);
    expect(isEmptyChart(full.series, full.categories)).toBe(false);
    expect(isEmptyChart([], full.categories)).toBe(true);
    expect(isEmptyChart(full.series, [])).toBe(true);
    const none = toSeries([]);
    expect(isEmptyChart(none.series, none.categories)).toBe(true);
    const nothing = toSeries(null);
    expect(isEmptyChart(nothing.series, nothing.categories)).toBe(true);
    const dateOnly = toSeries([{ Date: '01/01/2025', Suppliers: [] }]);
    expect(isEmptyChart(dateOnly.series, dateOnly.categories)).toBe(true);
  });
});

describe('tooltipRows', () => {
  it('shows the supplier price and deltas as $ with 6 decimals', () => {
    const point = toSeries(data).series[0].data[0];
    expect(tooltipRows(point)).toEqual([
      { label: 'Price', value: '$0.080000' },
      { label: 'Rank', value: '1' },
      { label: 'Best Price', value: '$0.070000' },
      { label: 'Worst Price', value: '$0.120000' },
      { label: 'Next Better Price', value: '$0.079000' },
      { label: 'Delta to Best', value: '+$0.010000' },
      { label: 'Delta to Worst', value: '-$0.040000' },
    ]);
  });

  it('leaves out a row without a value (no rank that day, no next better price for the cheapest)', () => {
    const point = toSeries([{
      Date: '06/16/2025',
      Suppliers: [{
        Supplier: 'Cheapest Energy', InsightsSupplierIdentifier: '7', Rank: null as unknown as number, // a deployment that sends no rank
        Deltas: [{ CurrPrice: 0.07, BestPrice: 0.07, WorstPrice: 0.12, NextBetterPrice: null, NextWorsePrice: 0.075 }],
      }],
    }] as ChartData).series[0].data[0];
    expect(tooltipRows(point).map((r) => r.label)).toEqual(['Price', 'Best Price', 'Worst Price', 'Next Worse Price', 'Delta to Best', 'Delta to Worst']);
  });
});


describe('ownSupplierIdOf', () => {
  it('is the one supplier of a trend or curve reply that is not one of the four fixed ones', () => {
    const trend: ChartData = [
      { Date: '06/16/2025', Suppliers: [supplier('Alpha', '1001', 1, 0.08), supplier('Beta', '1002', 2, 0.09)] },
      { Date: '06/23/2025', Suppliers: [supplier('Alpha', '1001', 2, 0.08), supplier('Own', '1005', 1, 0.07), supplier('Delta', '1004', 3, 0.1)] },
    ];
    expect(ownSupplierIdOf(trend)).toBe('1005');
  });

  it('is null for an empty reply or one that holds only fixed suppliers', () => {
    expect(ownSupplierIdOf([])).toBeNull();
    expect(ownSupplierIdOf(null)).toBeNull();
    expect(ownSupplierIdOf(data)).toBeNull();
    expect(ownSupplierIdOf(data, ['1001', '1002'])).toBe('1003');
  });
});
