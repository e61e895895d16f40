import { toCsv, type CsvValue } from '../../core/files/csv';
import type { ChartSeries, SeriesPoint } from './series';

/** Columns of a chart's 'Download CSV': the point as drawn, its reference prices and its deltas. */
export const CHART_CSV_HEADER = [
  'Date', 'Supplier', 'Rank', 'Price', 'BestPrice', 'WorstPrice', 'NextBetterPrice', 'NextWorsePrice', 'DeltaToBest', 'DeltaToWorst',
] as const;

/** The service rounds prices to 6 places; a difference of two is rounded the same, so 0.09 − 0.07 reads 0.02. */
const delta = (price: number | null, other: number | null | undefined): number | null =>
  price == null || other == null ? null : Math.round((price - other) * 1e6) / 1e6;

const hasValue = (p: SeriesPoint) => p.rank != null || p.currPrice != null;

/** The series behind a chart as CSV rows: one per supplier and date where the supplier has a value, in legend order. */
export function chartCsvRows(series: readonly ChartSeries[]): CsvValue[][] {
  return series.flatMap((s) =>
    s.data.filter(hasValue).map((p) => {
      const d = p.deltas;
      return [
        p.date, s.id, p.rank, p.currPrice, d?.BestPrice, d?.WorstPrice, d?.NextBetterPrice, d?.NextWorsePrice,
        delta(p.currPrice, d?.BestPrice), delta(p.currPrice, d?.WorstPrice),
      ];
    }),
  );
}

/** The whole file: header row and rows through the product's one CSV writer (formula cells neutralised). */
export function chartCsv(series: readonly ChartSeries[]): string {
  return toCsv(CHART_CSV_HEADER, chartCsvRows(series), { bom: false });
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');

/** The applied filters a file name carries (issue 38): which market, state, utility and term the chart shows. */
const FILE_NAME_FILTERS: readonly string[] = ['market', 'state', 'utility', 'term'];

/**
 * 'price-trend-chart-ercot-texas-12-months-2025-06-16' from the chart title, the applied market, state, utility and
 * term, and its "prices as of" day; the caller adds the extension.
 */
export const chartFileName = (
  title: string,
  asOf: string | null,
  extension: 'csv' | 'png',
  filters: readonly { key: string; value: string }[] = [],
) =>
  `${[title, ...filters.filter((f) => FILE_NAME_FILTERS.includes(f.key)).map((f) => f.value), asOf ?? '']
    .map(slug).filter(Boolean).join('-')}.${extension}`;
