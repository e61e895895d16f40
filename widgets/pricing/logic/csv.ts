import { toCsv as writeCsv } from '../../core/files/csv';
import type { ChartSeries } from './series';

export const CSV_HEADER = ['Date', 'Supplier', 'Rank', 'Price', 'BestPrice', 'WorstPrice'] as const;

/** 'Export CSV' of the series behind a chart: one row per supplier and date where the supplier has a value. */
export function toCsv(series: readonly ChartSeries[]): string {
  const rows = series.flatMap((s) =>
    s.data
      .filter((p) => p.rank != null || p.currPrice != null)
      .map((p) => [p.date, s.id, p.rank, p.currPrice, p.deltas?.BestPrice, p.deltas?.WorstPrice]),
  );
  return writeCsv(CSV_HEADER, rows, { bom: false });
}

/** 'price-trend-chart-2025-06-16.csv' from the chart title and its "prices as of" date. */
export const csvFileName = (title: string, asOf: string | null) =>
  `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}${asOf ? `-${asOf}` : ''}.csv`;
