import { addHours, isAfter, isValid, parse } from 'date-fns';
import { formatDateSafe } from '../../core/format/date';
import type { ChartData } from './types';

/** Prices older than this are shown in the warning colour. */
export const STALE_AFTER_HOURS = 48;

/** `MM/dd/yyyy` (one-digit month and day allowed, as date-fns reads them). */
const US_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A reply's `MM/dd/yyyy` as `yyyy-MM-dd`, null unless it is a real day. By hand rather than date-fns' parse, which
 * builds its parsers for every call: a weekly reply has a hundred dates, and this runs as each chart's data arrives.
 */
function isoDay(usDay: string): string | null {
  const match = US_DAY.exec(usDay);
  if (!match) return null;
  const [, month, day, year] = match;
  // A day that does not exist (02/30) rolls over into the next month.
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * The newest day with a price in a weekly reply (Price Trend and Ranking write `MM/dd/yyyy`), as `yyyy-MM-dd`;
 * null when no entry has one. Forward replies are dated by contract month, not by price day: ask their trend.
 */
export function newestPriceDay(data: ChartData | null | undefined): string | null {
  let newest: string | null = null;
  for (const entry of data ?? []) {
    if (!(entry.Suppliers ?? []).some((s) => s.Deltas?.[0]?.CurrPrice != null || s.Rank != null)) continue;
    const day = typeof entry.Date === 'string' ? isoDay(entry.Date) : null;
    // yyyy-MM-dd strings sort as their days do.
    if (day !== null && (newest === null || day > newest)) newest = day;
  }
  return newest;
}

export interface Freshness {
  /** 'Prices as of 06/16/2025' */
  text: string;
  /** Older than 48 hours: the text shows in the warning colour. */
  stale: boolean;
}

/** What a chart says about its data's age; null without a date. The day counts from its start, in local time. */
export function freshnessOf(day: string | null, now: Date = new Date()): Freshness | null {
  if (!day) return null;
  const date = parse(day, 'yyyy-MM-dd', new Date(0));
  if (!isValid(date)) return null;
  return {
    text: `Prices as of ${formatDateSafe(day)}`,
    stale: isAfter(now, addHours(date, STALE_AFTER_HOURS)),
  };
}
