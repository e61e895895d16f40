const DAY_MS = 86_400_000;

/** UTC midnight of the given instant, so one seed run yields the same dates all day long. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** 'YYYY-MM-DD' for DATE columns. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
