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

/** Header row and one record per line, CRLF line ends as RFC 4180 and Excel expect, with a BOM. */
export function toCsv(header: readonly string[], rows: readonly CsvValue[][]): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
