/** Spec 2 §5: license dates as yyyy-mm-dd; empty, or starting 0000 or 0001, blank; missing '-'. */
export function licenseDate(value: string | null | undefined): string {
  if (value == null) return '-';
  const text = value.trim();
  if (!text || text.startsWith('0000') || text.startsWith('0001')) return '';
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(text);
  if (iso) return iso[1];
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? text : parsed.toISOString().slice(0, 10);
}

/** Spec 2 §9: a dollar sign and 6 decimals. */
export const priceText = (value: number | null | undefined): string => `$${(value ?? 0).toFixed(6)}`;

/** Spec 2 §4: the rank slider's position, (rank-1)/(N-1) as a percentage; 0 when N is 1 or less. */
export const sliderPercent = (rank: number, total: number): number => (total <= 1 ? 0 : ((rank - 1) / (total - 1)) * 100);

/** '(1 license)' / '(n licenses)' after a followed company, nothing for 0. */
export const followedLicensesText = (n: number | null | undefined): string =>
  n && n > 0 ? `(${n} ${n === 1 ? 'license' : 'licenses'})` : '';

/** Today as the pricing service's day (local calendar date). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
