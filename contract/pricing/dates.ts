import {
  addYears,
  endOfMonth,
  format,
  getDay,
  isAfter,
  isBefore,
  parse,
  startOfDay,
  startOfMonth,
  subYears,
} from 'date-fns';

/** Inclusive range of selectable dates (days for effective dates, first days of months for contract start). */
export interface DateWindow {
  min: Date;
  max: Date;
}

const ISO_DAY = 'yyyy-MM-dd';
const ISO_MONTH = 'yyyy-MM';
const MONDAY = 1;
/** Two-digit years below this become 20xx, the rest 19xx (spec 2 §9). */
export const TWO_DIGIT_YEAR_PIVOT = 50;

/** Effective date: one year ago to today. */
export function effectiveWindow(today: Date): DateWindow {
  const max = startOfDay(today);
  return { min: subYears(max, 1), max };
}

/** Contract start month: the current month to the same month two years ahead. */
export function contractStartWindow(today: Date): DateWindow {
  const min = startOfMonth(today);
  return { min, max: addYears(min, 2) };
}

/** Mondays are disabled in the date pickers unless weekday 1 is among the enabled weekdays. */
export function isDisabledDay(date: Date, enabledWeekDays: readonly number[] = []): boolean {
  return getDay(date) === MONDAY && !enabledWeekDays.includes(MONDAY);
}

export function isWithin(date: Date, window: DateWindow): boolean {
  return !isBefore(date, window.min) && !isAfter(date, window.max);
}

/** Whether an effective-date picker offers this day. */
export function isSelectableEffectiveDay(date: Date, today: Date, enabledWeekDays: readonly number[] = []): boolean {
  return isWithin(startOfDay(date), effectiveWindow(today)) && !isDisabledDay(date, enabledWeekDays);
}

/** Whether the contract-start month picker offers the month of this date. */
export function isSelectableStartMonth(date: Date, today: Date): boolean {
  return isWithin(startOfMonth(date), contractStartWindow(today));
}

export function clampDate(date: Date, window: DateWindow): Date {
  if (isBefore(date, window.min)) return window.min;
  if (isAfter(date, window.max)) return window.max;
  return date;
}

const DATE_TEXT = /^(\d{2})\/(\d{2})\/(\d{2}|\d{4})$/;

/**
 * Strict mm/dd/yy or mm/dd/yyyy. Two-digit years under 50 are 20xx, others 19xx.
 * Anything else, or a day that does not exist (02/30/24), gives null.
 */
export function parseDateText(text: string): Date | null {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  let year = Number(match[3]);
  if (match[3].length === 2) year += year < TWO_DIGIT_YEAR_PIVOT ? 2000 : 1900;
  // setFullYear, unlike new Date(y, …) and isExists, keeps a written year 0024 as year 24.
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  const exists = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? date : null;
}

export function formatDateText(date: Date): string {
  return format(date, 'MM/dd/yyyy');
}

export function toIsoDay(date: Date): string {
  return format(date, ISO_DAY);
}

export function toIsoMonth(date: Date): string {
  return format(date, ISO_MONTH);
}

/** yyyy-MM-dd → local Date, or null if malformed. */
export function fromIsoDay(text: string): Date | null {
  const date = parse(text, ISO_DAY, new Date(0));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** yyyy-MM → first day of that month, or null if malformed. */
export function fromIsoMonth(text: string): Date | null {
  const date = parse(text, ISO_MONTH, new Date(0));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The effective range sent to the service: blank ends take the window's ends, and both are kept inside it. */
export function effectiveRange(from: string | null, to: string | null, today: Date): { from: string; to: string } {
  const window = effectiveWindow(today);
  const start = clampDate((from && fromIsoDay(from)) || window.min, window);
  const end = clampDate((to && fromIsoDay(to)) || window.max, window);
  return { from: toIsoDay(start), to: toIsoDay(end) };
}

/** The contract-start range sent to the service: first day of the from-month to the last day of the to-month. */
export function contractStartRange(
  from: string | null,
  to: string | null,
  today: Date,
): { from: string; to: string } {
  const window = contractStartWindow(today);
  const start = clampDate((from && fromIsoMonth(from)) || window.min, window);
  const end = clampDate((to && fromIsoMonth(to)) || window.max, window);
  return { from: toIsoDay(start), to: toIsoDay(endOfMonth(end)) };
}
