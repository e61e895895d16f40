import { isValid, lightFormat, parseISO } from 'date-fns';

export const INVALID_DATE_MESSAGE = 'Invalid date string';

export interface FormatDateOptions {
  /** MM/DD/YYYY instead of MM/DD/YY. */
  fourDigitYear?: boolean;
  /** Shown for empty values and year-0001 placeholders ('' by default; 'N/A' on some screens). */
  emptyText?: string;
}

export type DateInput = string | Date | null | undefined;

const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Takes the calendar date as the server wrote it. Parsing '2024-03-05T00:00:00Z' as an instant
 * would show 03/04 in US time zones; a license date is a day, not an instant.
 */
function toDate(value: string | Date): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  const trimmed = value.trim();
  const iso = ISO_DATE_PREFIX.exec(trimmed);
  if (iso) {
    const date = parseISO(iso[0]);
    return isValid(date) ? date : null;
  }
  // Other shapes (e.g. '3/5/2024' from older endpoints) go through the platform parser.
  const date = new Date(trimmed);
  return isValid(date) ? date : null;
}

/** The server's "no date" placeholder (.NET DateTime.MinValue) is year 0001 (spec 1 §5). */
function isYearOne(value: string | Date, date: Date): boolean {
  return typeof value === 'string' ? value.trim().startsWith('0001-') : date.getFullYear() <= 1;
}

/**
 * The calendar day a value names, or null for empty, year-0001 and unparsable values: what formatDate would show
 * as a date, for views that place a date (a timeline) rather than print it.
 */
export function parseDay(value: DateInput): Date | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const date = toDate(value);
  return date && !isYearOne(value, date) ? date : null;
}

/** MM/DD/YY (or MM/DD/YYYY). Empty and year-0001 values give emptyText; unparsable text throws 'Invalid date string'. */
export function formatDate(value: DateInput, options: FormatDateOptions = {}): string {
  const emptyText = options.emptyText ?? '';
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return emptyText;
  const date = toDate(value);
  if (!date) throw new Error(INVALID_DATE_MESSAGE);
  if (isYearOne(value, date)) return emptyText;
  // lightFormat: the numeric tokens without locale data (date-fns' format brings every locale-aware formatter along).
  return lightFormat(date, options.fourDigitYear ? 'MM/dd/yyyy' : 'MM/dd/yy');
}

/** Like formatDate with 'N/A' for empty values, as the licensed-companies table shows them. */
export function formatDateOrNA(value: DateInput, options: Omit<FormatDateOptions, 'emptyText'> = {}): string {
  return formatDate(value, { ...options, emptyText: 'N/A' });
}

/** For views: one bad value from the server must not break a whole table, so it renders as invalidText. */
export function formatDateSafe(value: DateInput, options: FormatDateOptions & { invalidText?: string } = {}): string {
  try {
    return formatDate(value, options);
  } catch {
    return options.invalidText ?? '';
  }
}
