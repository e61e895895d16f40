/**
 * What every offer source shares: the file read with csv-parse (../../csv/readCsv), its header found and checked by
 * column name, and each data row turned into an offer or skipped with its line and reason. A source names the
 * columns it needs in the order its publisher writes them, so a wrong file is answered with the first one missing.
 */
import { OFFER_MESSAGES, OFFER_SOURCE_NAMES, type OfferSource, type SkippedRow } from '../../../../contract/offers/schemas.js';
import { CsvSyntaxError, readCsv, type CsvRecord } from '../../csv/readCsv.js';
import { SourceFormatError, type NormalizedOffer, type SourceResult } from './types.js';

/** A data row that cannot be an offer (a price of 'abc', a missing term): skipped with this reason, the rest read. */
export class RowError extends Error {}

/** Header names are compared without case, spaces or punctuation: '[kwh1000]' and 'kwh 1000' are one column. */
const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The file's records; one that is not CSV at all is a format error (400), not a crash. */
export function recordsOf(text: string): CsvRecord[] {
  let records: CsvRecord[];
  try {
    records = readCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new SourceFormatError(error.message);
    throw error;
  }
  if (records.length === 0 || records.every(isBlank)) throw new SourceFormatError(OFFER_MESSAGES.emptyBody);
  return records;
}

export const isBlank = (record: CsvRecord) => record.cells.every((cell) => cell.trim() === '');

/** A header row: its columns by name. */
export class Header {
  private readonly index = new Map<string, number>();
  /** Where each asked-for name is, looked up once: a reader asks for the same names on every row. */
  private readonly asked = new Map<string, number | undefined>();
  readonly width: number;

  constructor(cells: string[]) {
    this.width = cells.length;
    // A name written twice: the first one, the publisher's, is read.
    cells.forEach((cell, i) => {
      if (!this.index.has(keyOf(cell))) this.index.set(keyOf(cell), i);
    });
  }

  has(column: string): boolean {
    return this.index.has(keyOf(column));
  }

  /** Throws the 400 of a file that is not the source's format, naming the first needed column it lacks. */
  require(source: OfferSource, columns: readonly string[]): void {
    const missing = columns.find((column) => !this.has(column));
    if (missing) throw new SourceFormatError(OFFER_MESSAGES.missingColumn(OFFER_SOURCE_NAMES[source], missing));
  }

  /** A row's cell, trimmed; blank (and a missing column) is null. */
  cell(record: CsvRecord, column: string): string | null {
    if (!this.asked.has(column)) this.asked.set(column, this.index.get(keyOf(column)));
    const i = this.asked.get(column);
    const value = i === undefined ? undefined : record.cells[i]?.trim();
    return value ? value : null;
  }
}

/** Turns data rows into offers; a RowError skips its row with the line where it starts. */
export function collect(
  source: OfferSource,
  rows: CsvRecord[],
  toOffer: (record: CsvRecord) => NormalizedOffer,
): SourceResult {
  const offers: NormalizedOffer[] = [];
  const skipped: SkippedRow[] = [];
  for (const record of rows) {
    try {
      offers.push(toOffer(record));
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      skipped.push({ line: record.line, reason: error.message });
    }
  }
  return { source, rows: rows.length, offers, skipped };
}

/** A number as a file writes it: '0.1490', '$4.95', '1,250', '100%'. Null for a blank cell; a RowError for text. */
export function numberIn(value: string | null, column: string): number | null {
  if (value === null) return null;
  const plain = value.replace(/^\$\s*/, '').replace(/,/g, '').replace(/\s*%$/, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(plain)) throw new RowError(`${column} '${value}' is not a number.`);
  return Number(plain);
}

/** A price: a number, not negative, and present. */
export function priceIn(value: string | null, column: string): number {
  if (value === null) throw new RowError(`${column} is empty: the offer has no price.`);
  const price = numberIn(value, column)!;
  if (price < 0) throw new RowError(`${column} '${value}' is not a price.`);
  return price;
}

/** A term in whole months: '12', '12 months'. */
export function termIn(value: string | null, column: string): number {
  if (value === null) throw new RowError(`${column} is empty: the offer has no term.`);
  const months = /^(\d+)(\s*months?)?$/i.exec(value);
  if (!months) throw new RowError(`${column} '${value}' is not a number of months.`);
  return Number(months[1]);
}

/** 'True', 'TRUE', 'Yes', '1' are true; anything else, blank included, is false. */
export const flagIn = (value: string | null) => value !== null && /^(true|yes|y|1)$/i.test(value);

/** A link as written; a bare domain ('www.ntherm.com') gets https:// so it opens as a link, not a relative path. */
export function urlIn(value: string | null): string | null {
  if (value === null) return null;
  if (/^https?:\/\//i.test(value)) return value;
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#].*)?$/i.test(value) ? `https://${value}` : value;
}

/** Several free texts as one, blanks and repeats left out. */
export function joinTexts(...texts: (string | null)[]): string | null {
  const kept = [...new Set(texts.filter((text): text is string => Boolean(text)))];
  return kept.length > 0 ? kept.join('\n') : null;
}

/** Runs of spaces as one: Ohio writes 'Shipley Choice  LLC'. */
export const oneSpaced = (text: string) => text.replace(/\s+/g, ' ');
