import { DIGEST_HOUR, DEFAULT_TIME_ZONE, type DigestChoice } from '../../../../contract/notifications/digest.js';

/** A digest's period in the user's own wall-clock time: [start, end) as local 'YYYY-MM-DD HH:MM' texts. */
export interface DigestPeriod {
  /** Unique per user and period: 'daily:2030-06-01', 'weekly:2030-05-27'; a manual `now` send adds ':now'. */
  key: string;
  start: string;
  end: string;
  /** The covered day or week's Monday (YYYY-MM-DD). */
  first: string;
  /** The covered period's last day (YYYY-MM-DD). */
  last: string;
}

/** A time zone the platform knows, or the default (a user record may hold anything). */
export function validTimeZone(zone: string | null | undefined): string {
  if (!zone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The date and hour on the wall clock of `zone` at `now`. */
export function localClock(now: Date, zone: string): { date: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Monday of the week of `date` (weeks run Monday to Sunday). */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(date, -((weekday + 6) % 7));
}

function period(kind: DigestChoice, first: string, days: number, suffix = ''): DigestPeriod {
  const next = addDays(first, days);
  return { key: `${kind}:${first}${suffix}`, start: `${first} 00:00`, end: `${next} 00:00`, first, last: addDays(next, -1) };
}

/**
 * The period whose digest is due at `now` on the user's clock: daily, yesterday's day once it is DIGEST_HOUR
 * (before that, the day before); weekly, last week (Monday to Sunday) from Monday DIGEST_HOUR on. A server that was
 * down sends the latest due period, not every missed one. `sofar`: the period that is still running (today, this
 * week) — what a person who asks for a digest now wants to see.
 */
export function duePeriod(kind: Exclude<DigestChoice, 'off'>, now: Date, zone: string, sofar = false): DigestPeriod {
  const { date, hour } = localClock(now, zone);
  if (kind === 'daily') {
    if (sofar) return period(kind, date, 1, ':now');
    return period(kind, addDays(date, hour >= DIGEST_HOUR ? -1 : -2), 1);
  }
  const monday = mondayOf(date);
  if (sofar) return period(kind, monday, 7, ':now');
  const sendingMonday = date === monday && hour < DIGEST_HOUR ? addDays(monday, -7) : monday;
  return period(kind, addDays(sendingMonday, -7), 7);
}
