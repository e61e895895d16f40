import { addYears, differenceInCalendarDays, startOfDay, startOfYear } from 'date-fns';
import type { License } from '../../core/api/companies';
import { formatDate, parseDay } from '../../core/format/date';
import { formatLicenseType } from '../../core/format/text';

/**
 * The expiry window of a user who never saved one: the server's default for notification_trigger_in_days
 * (server/src/db/migrations/003_follows_and_notifications.sql), also used by its expiry alerts.
 */
export const DEFAULT_EXPIRY_WINDOW_DAYS = 30;

/** How a bar is drawn: `undated` has no position at all (premium dates hidden, or no date known). */
export type TimelineTone = 'active' | 'expiring' | 'expired' | 'undated';

/** A bar's place on the axis in percent of its width; an open end runs to the edge and fades. */
export interface TimelineBar {
  start: number;
  end: number;
  openStart: boolean;
  openEnd: boolean;
}

export interface TimelineItem {
  id: number;
  /** 'TX electric Supplier' */
  name: string;
  /** '03/14/2024 – 03/13/2026', or what stands for a missing or hidden date. */
  dates: string;
  /** The rest of the item's text after the dates: status and expiry note ('' when none). */
  after: string;
  /** The whole item as one line, as a screen reader reads it. */
  text: string;
  tone: TimelineTone;
  bar: TimelineBar | null;
  /** Undated because the dates are premium data the user may not see. */
  hidden: boolean;
}

export interface TimelineTick {
  label: string;
  at: number;
}

export interface TimelineModel {
  items: TimelineItem[];
  /** Year marks; empty when no license has a date to place. */
  ticks: TimelineTick[];
  /** Where today is, in percent; null when nothing is placed (an axis of today alone says nothing). */
  today: number | null;
}

export const HIDDEN_DATES_TEXT = 'dates hidden (premium data)';
export const NO_DATES_TEXT = 'no dates';
const NO_START_TEXT = 'no registered date';
const NO_END_TEXT = 'no expiry date';
const MAX_TICKS = 6;

const fullDate = (date: Date) => formatDate(date);

/** The license as the table names it: state, commodity (lower case, as in running text) and type. */
export function timelineName(license: License): string {
  return [license.stateCode, license.commodity?.toLowerCase(), formatLicenseType(license.licenseType)].filter(Boolean).join(' ');
}

function expiryNote(days: number): string {
  if (days === 0) return 'expires today';
  return days === 1 ? 'expires in 1 day' : `expires in ${days} days`;
}

interface Dated {
  license: License;
  premium: boolean;
  from: Date | null;
  to: Date | null;
}

/**
 * One item per license. A license whose dates the server blanked (isPremium: false) is drawn exactly like one
 * without dates and never takes part in the axis, so neither its bar nor the axis can tell where its dates were.
 */
export function buildTimeline(licenses: License[], now: Date, windowDays: number): TimelineModel {
  const today = startOfDay(now);
  const dated: Dated[] = licenses.map((license) => {
    const premium = license.isPremium !== false;
    return {
      license,
      premium,
      from: premium ? parseDay(license.licenseRegisteredDate) : null,
      to: premium ? parseDay(license.licenseExpiryDate) : null,
    };
  });

  const known = dated.flatMap((d) => [d.from, d.to]).filter((d): d is Date => d !== null);
  const axis = known.length === 0 ? null : yearAxis([...known, today]);
  const at = (date: Date) => (axis ? (differenceInCalendarDays(date, axis.start) / axis.days) * 100 : 0);

  const items = dated.map(({ license, premium, from, to }): TimelineItem => {
    const status = premium ? (license.licenseStatus ?? '').trim() : '';
    const expired = (to !== null && to < today) || /^expired$/i.test(status);
    const daysLeft = to === null ? null : differenceInCalendarDays(to, today);
    const expiring = !expired && daysLeft !== null && daysLeft <= windowDays;
    const placed = from !== null || to !== null;
    const tone: TimelineTone = !placed ? 'undated' : expired ? 'expired' : expiring ? 'expiring' : 'active';

    const dates = !premium
      ? HIDDEN_DATES_TEXT
      : placed
        ? `${from ? fullDate(from) : NO_START_TEXT} – ${to ? fullDate(to) : NO_END_TEXT}`
        : NO_DATES_TEXT;
    const notes = [status];
    if (expiring && daysLeft !== null) notes.push(expiryNote(daysLeft));
    else if (expired && to !== null && !/^expired$/i.test(status)) notes.push('expired');
    const after = notes.filter(Boolean).join(', ');
    const name = timelineName(license);

    let bar: TimelineBar | null = null;
    if (placed) {
      const start = from ? at(from) : 0;
      const end = to ? at(to) : 100;
      bar = { start: Math.min(start, end), end: Math.max(start, end), openStart: from === null, openEnd: to === null };
    }
    return { id: license.id, name, dates, after, text: [name, dates, after].filter(Boolean).join(', '), tone, bar, hidden: !premium };
  });

  return { items, ticks: axis?.ticks ?? [], today: axis ? at(today) : null };
}

/** Whole calendar years around the dates, with at most MAX_TICKS labelled year starts. */
function yearAxis(dates: Date[]) {
  const times = dates.map((d) => d.getTime());
  const start = startOfYear(new Date(Math.min(...times)));
  const end = addYears(startOfYear(new Date(Math.max(...times))), 1);
  const days = differenceInCalendarDays(end, start);
  const years = end.getFullYear() - start.getFullYear();
  const step = [1, 2, 5, 10, 20, 50].find((s) => Math.ceil(years / s) <= MAX_TICKS) ?? Math.ceil(years / MAX_TICKS);
  const ticks: TimelineTick[] = [];
  for (let year = start.getFullYear(); year < end.getFullYear(); year += step) {
    const tick = new Date(year, 0, 1);
    ticks.push({ label: String(year), at: (differenceInCalendarDays(tick, start) / days) * 100 });
  }
  return { start, days, ticks };
}

/** Whether any license has an expiry date the user may see: only then does the expiry window matter. */
export const hasVisibleExpiry = (licenses: License[]) =>
  licenses.some((license) => license.isPremium !== false && parseDay(license.licenseExpiryDate) !== null);
