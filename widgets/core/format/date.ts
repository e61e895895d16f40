import {
  formatDate as formatDateAs,
  INVALID_DATE_MESSAGE,
  parseDay,
  type DateInput,
  type FormatDateOptions as ContractDateOptions,
} from '../../../contract/format/date';

export { INVALID_DATE_MESSAGE, parseDay, type DateInput };

/**
 * The one date format of every screen (issue 38, ADR 0026): MM/DD/YYYY, date-fns' 'MM/dd/yyyy'. Spec 1 §9 shows
 * dates as "MM/DD/YY, or with a four-digit year where requested", and the screens request the four digits
 * everywhere: one format, and a year nobody has to guess. The same rules as the contract's formatter (shared with
 * the server's notification wording and digests): empty and year-0001 values give emptyText, unparsable text throws
 * 'Invalid date string'.
 */
export const DATE_FORMAT = 'MM/dd/yyyy';

export type FormatDateOptions = Omit<ContractDateOptions, 'fourDigitYear'>;

/** A date as every screen shows it: MM/DD/YYYY; emptyText ('' by default) for empty and year-0001 values. */
export function formatDate(value: DateInput, options: FormatDateOptions = {}): string {
  return formatDateAs(value, { emptyText: options.emptyText, fourDigitYear: true });
}

/** Like formatDate with 'N/A' for empty values, as the licensed-companies table shows them. */
export function formatDateOrNA(value: DateInput): string {
  return formatDate(value, { emptyText: 'N/A' });
}

/** For views: one bad value from the server must not break a whole table, so it renders as invalidText. */
export function formatDateSafe(value: DateInput, options: FormatDateOptions & { invalidText?: string } = {}): string {
  try {
    return formatDate(value, options);
  } catch {
    return options.invalidText ?? '';
  }
}
