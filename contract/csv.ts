/**
 * The one CSV writer of the product (server files and the widgets' exports): RFC 4180 quoting, CRLF line ends,
 * formula cells neutralised. Pure TypeScript, no dependencies.
 */
/** UTF-8 byte order mark: Excel then reads the file as UTF-8 instead of the local code page. */
export const UTF8_BOM = '\uFEFF';

// A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

/** One cell: formula triggers neutralised with a leading apostrophe, then quoted when needed (RFC 4180). */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Header row and one record per line, CRLF line ends as RFC 4180 and Excel expect; a BOM unless `bom: false`. */
export function toCsv(header: readonly string[], rows: readonly CsvValue[][], options: { bom?: boolean } = {}): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${options.bom === false ? '' : UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** Rows of objects through named columns: `[title, value of a row]`. */
export function toCsvColumns<T>(columns: readonly (readonly [string, (row: T) => CsvValue])[], rows: readonly T[], options?: { bom?: boolean }): string {
  return toCsv(columns.map(([title]) => title), rows.map((row) => columns.map(([, get]) => get(row))), options);
}
