import { addHours, isAfter, isValid, parse } from 'date-fns';
import { formatDateSafe } from '../../core/format/date';
import type { ChartData } from './types';

/** Prices older than this are shown in the warning colour. */
export const STALE_AFTER_HOURS = 48;

const US_DAY = 'MM/dd/yyyy';

/**
 * The newest day with a price in a weekly reply (Price Trend and Ranking write `MM/dd/yyyy`), as `yyyy-MM-dd`;
 * null when no entry has one. Forward replies are dated by contract month, not by price day: ask their trend.
 */
export function newestPriceDay(data: ChartData | null | undefined): string | null {
  let newest: Date | null = null;
  for (const entry of data ?? []) {
    if (!(entry.Suppliers ?? []).some((s) => s.Deltas?.[0]?.CurrPrice != null || s.Rank != null)) continue;
    const day = parse(entry.Date, US_DAY, new Date(0));
    if (isValid(day) && (newest === null || day > newest)) newest = day;
  }
  if (!newest) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${newest.getFullYear()}-${pad(newest.getMonth() + 1)}-${pad(newest.getDate())}`;
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
