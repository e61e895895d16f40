import type { Company } from '../../core/api/companies';
import { toCsvColumns, type CsvValue } from '../../core/files/csv';
import { companyTypeLabel } from '../shared/companyType';

/** The columns of 'Export CSV' (the product's one CSV writer neutralises formula cells). */
export const CSV_COLUMNS: readonly (readonly [string, (c: Company) => CsvValue])[] = [
  ['Company', (c) => c.legalName],
  ['Domain', (c) => c.emailDomain],
  // The screen's label ('Aggregator'), not the wire value ('aggregator'): a file reads like the table it came from.
  ['Company Type', (c) => companyTypeLabel(c.companyType)],
  ['License Type', (c) => c.licenseType],
  ['Licenses', (c) => c.licenseCount],
  ['Contacts', (c) => c.contactCount],
  ['Following', (c) => (c.isSubscribe ? 'Yes' : 'No')],
];

export const companiesCsv = (rows: readonly Company[]): string => toCsvColumns(CSV_COLUMNS, rows);
