import type { ChartSeries } from './series';

export const CSV_HEADER = ['Date', 'Supplier', 'Rank', 'Price', 'BestPrice', 'WorstPrice'] as const;

/** Spreadsheet formula triggers (CSV injection): such cells get a leading single quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value == null ? '' : String(value);
  // Numbers we write ourselves (e.g. a negative delta) are data, not formulas.
  const ownNumber = typeof value === 'number' && Number.isFinite(value);
  if (!ownNumber && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** 'Export CSV' of the series behind a chart: one row per supplier and date where the supplier has a value. */
export function toCsv(series: readonly ChartSeries[]): string {
  const rows: string[] = [CSV_HEADER.map(csvCell).join(',')];
  for (const s of series) {
    for (const p of s.data) {
      if (p.rank == null && p.currPrice == null) continue;
      rows.push(
        [p.date, s.id, p.rank, p.currPrice, p.deltas?.BestPrice, p.deltas?.WorstPrice].map(csvCell).join(','),
      );
    }
  }
  return rows.join('\r\n') + '\r\n';
}
