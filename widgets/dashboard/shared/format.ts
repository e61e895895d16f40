import { formatDateSafe } from '../../core/format/date';

/**
 * Spec 2 §5's rules for the dashboard's license dates: empty, or starting 0000 or 0001, blank; missing '-'. The format
 * itself is every screen's one format, MM/DD/YYYY (issue 38: the spec's yyyy-mm-dd made the dashboard the one screen
 * that read differently; ADR 0026). Text no date parser understands shows as it came.
 */
export function licenseDate(value: string | null | undefined): string {
  if (value == null) return '-';
  const text = value.trim();
  if (!text || text.startsWith('0000') || text.startsWith('0001')) return '';
  return formatDateSafe(text, { invalidText: text });
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
