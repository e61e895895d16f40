/**
 * The offer reads' tests import the real sample files (the seed's, src/db/seed/data) through the real import, and compute what
 * the reads must answer from the CSV themselves: the rows a market shows, the benchmark ranks, what changed.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import type { Db } from '../src/db/db.js';
import { importOffers } from '../src/offers/import.js';
import type { ImportReply, OfferSource } from '../../contract/offers/schemas.js';
import type { SourceOptions } from '../src/offers/sources/types.js';

export const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/seed/data');
export const PTC_FILE = path.join(FIXTURES, 'tx-power-to-choose', 'power-to-choose-2026-01-09.csv');
export const PTC_DAY = '2026-01-09';
export const MA_FILE = path.join(FIXTURES, 'ma-energy-switch', 'energy-switch-eversource-nstar-residential-2019-11-10.csv');
const OHIO_DIR = path.join(FIXTURES, 'oh-apples-to-apples');

export type CsvRow = Record<string, string>;

/** A CSV file's data rows by column name (a Power to Choose trailer, which has one field, is left out). */
export function csvRows(text: string): CsvRow[] {
  const rows = parse(text, { columns: true, bom: true, relax_column_count: true, skip_empty_lines: true }) as CsvRow[];
  const width = Math.max(...rows.map((row) => Object.keys(row).length));
  return rows.filter((row) => Object.keys(row).length === width);
}

/** Rows back to a Power to Choose file: every field quoted, CRLF, the trailer the site writes. */
export function ptcText(rows: CsvRow[]): string {
  const columns = Object.keys(rows[0]!);
  const line = (cells: string[]) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',');
  return [line(columns), ...rows.map((row) => line(columns.map((c) => row[c] ?? '')))].join('\r\n') + '\r\n\r\nEND OF FILE\r\n';
}

/** A supplier as the import names it (whitespace trimmed and single). */
export const oneSpaced = (name: string) => name.trim().replace(/\s+/g, ' ');
const yes = (value: string | undefined) => /^(true|yes|1)$/i.test((value ?? '').trim());

export interface ExpectedRank {
  supplierName: string;
  price: number;
}

/** Each supplier's lowest price among `rows`, cheapest first, ties by name (byte order of the lower-cased name). */
export function ranked(rows: { supplierName: string; price: number }[]): ExpectedRank[] {
  const best = new Map<string, number>();
  for (const row of rows) best.set(row.supplierName, Math.min(row.price, best.get(row.supplierName) ?? Infinity));
  const lower = (s: string) => s.toLowerCase();
  return [...best].map(([supplierName, price]) => ({ supplierName, price }))
    .sort((a, b) => a.price - b.price || (lower(a.supplierName) < lower(b.supplierName) ? -1 : lower(a.supplierName) > lower(b.supplierName) ? 1 : 0));
}

/** The Texas benchmark of one utility: English, [Fixed] 1, 12 months, neither prepaid nor time of use; [kwh1000]. */
export function texasBenchmark(rows: CsvRow[], utility: string): ExpectedRank[] {
  return ranked(rows
    .filter((r) => r['[TduCompanyName]'] === utility && r['[Language]'] === 'English' && r['[Fixed]'] === '1'
      && Number(r['[TermValue]']) === 12 && !yes(r['[PrePaid]']) && !yes(r['[TimeOfUse]']))
    .map((r) => ({ supplierName: oneSpaced(r['[RepCompany]']!), price: Number(r['[kwh1000]']) })));
}

/** The Ohio benchmark: fixed, 12 months, not introductory; the supplier as customers shop it. */
export function ohioBenchmark(rows: CsvRow[]): ExpectedRank[] {
  return ranked(rows
    .filter((r) => r.RateType?.trim().toLowerCase() === 'fixed' && Number(r.TermLength) === 12 && !yes(r.IsIntroductoryOffer))
    .map((r) => ({ supplierName: oneSpaced(r.SupplierCompanyName?.trim() || r.CompanyName!), price: Number(r.Price) })));
}

export interface OhioDay {
  file: string;
  utility: string;
  unit: 'Ccf' | 'Mcf';
  asOf: string;
}

/** The Ohio sample days, oldest first: Columbia Gas prices per Ccf, Enbridge Gas Ohio per Mcf. */
export function ohioDays(): OhioDay[] {
  return readdirSync(OHIO_DIR).filter((f) => f.endsWith('.csv')).sort().map((name) => {
    const columbia = name.startsWith('columbia');
    return {
      file: path.join(OHIO_DIR, name),
      utility: columbia ? 'Columbia Gas of Ohio' : 'Enbridge Gas Ohio',
      unit: columbia ? 'Ccf' : 'Mcf',
      asOf: /\d{4}-\d{2}-\d{2}/.exec(name)![0],
    };
  });
}

export async function importText(db: Db, source: OfferSource, text: string, options: SourceOptions): Promise<ImportReply> {
  return importOffers(db, { source, text, options, importedBy: 'offersRead.test' });
}

export async function importOhioDay(db: Db, day: OhioDay): Promise<ImportReply> {
  return importText(db, 'oh-apples-to-apples', readFileSync(day.file, 'utf8'), {
    asOf: day.asOf, stateCode: 'OH', utility: day.utility, customerClass: 'Residential', commodity: 'Natural Gas', unit: day.unit,
  });
}
