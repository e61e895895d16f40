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

/**
 * A calendar day for a CSV cell: 'YYYY-MM-DD', or empty for no date and for the year-0001 "no date" placeholder
 * (spec 1 §5), so a file says what the screens say ('N/A'), not "0001-01-01".
 */
export function csvDay(value: string | null | undefined): string | null {
  const day = value?.trim().slice(0, 10);
  return day && !day.startsWith('0001-') ? day : null;
}

/** Rows of objects through named columns: `[title, value of a row]`. */
export function toCsvColumns<T>(columns: readonly (readonly [string, (row: T) => CsvValue])[], rows: readonly T[], options?: { bom?: boolean }): string {
  return toCsv(columns.map(([title]) => title), rows.map((row) => columns.map(([, get]) => get(row))), options);
}
