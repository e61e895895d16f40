import type { Company } from '../../core/api/companies';

/**
 * A spreadsheet would run a cell starting with = + - @, tab or carriage return as a formula:
 * such cells get a leading apostrophe (OWASP "CSV injection").
 */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvCell(value: unknown): string {
  const text = neutralizeCell(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_COLUMNS: [string, (c: Company) => unknown][] = [
  ['Company', (c) => c.legalName],
  ['Domain', (c) => c.emailDomain],
  ['Company Type', (c) => c.companyType],
  ['License Type', (c) => c.licenseType],
  ['Licenses', (c) => c.licenseCount],
  ['Contacts', (c) => c.contactCount],
  ['Following', (c) => (c.isSubscribe ? 'Yes' : 'No')],
];

export function companiesCsv(rows: Company[]): string {
  const lines = [CSV_COLUMNS.map(([title]) => csvCell(title)).join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map(([, get]) => csvCell(get(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
