import { toCsv } from '../../core/files/csv';
import { formatCount } from '../../core/format/number';
import { monthOf, type ActivityMonth } from '../../core/api/activity';

/** The four figures of a month, in the order the table, the CSV and the comparisons show them. */
export const FIGURES = [
  { key: 'new', label: 'New' },
  { key: 'renewed', label: 'Renewed' },
  { key: 'expired', label: 'Expired' },
  { key: 'active', label: 'Active' },
] as const;
export type FigureKey = (typeof FIGURES)[number]['key'];

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11' → 'Nov 2026'. */
export function monthLabel(month: string): string {
  const index = Number(month.slice(5, 7)) - 1;
  return MONTH_NAMES[index] ? `${MONTH_NAMES[index]} ${month.slice(0, 4)}` : month;
}

/** '2026-11' → 'Nov 26': the chart's axis, where room is short. */
export function shortMonthLabel(month: string): string {
  const index = Number(month.slice(5, 7)) - 1;
  return MONTH_NAMES[index] ? `${MONTH_NAMES[index]} ${month.slice(2, 4)}` : month;
}

/** The same month a year before: '2026-11' → '2025-11'. */
export const yearBefore = (month: string) => `${String(Number(month.slice(0, 4)) - 1).padStart(4, '0')}${month.slice(4)}`;

/** The months the screen shows: the last `count` of the reply (it asks one more year back for the comparison). */
export const shownMonths = (months: readonly ActivityMonth[], count: number): ActivityMonth[] => months.slice(-count);

export interface Change {
  /** Latest minus the other month. */
  delta: number;
  /** Rounded per cent of the other month; null when that month counted 0 (no per cent of nothing). */
  percent: number | null;
}

export interface FigureComparison {
  key: FigureKey;
  label: string;
  value: number;
  previousMonth: Change | null;
  lastYear: Change | null;
}

export interface PeriodComparison {
  /** The month compared, YYYY-MM: the reply's latest month that is over. */
  month: string;
  figures: FigureComparison[];
  /** Today's month when the reply ends with it: its figures so far, shown but not compared (a few days of a month
   * against a whole one would read as a collapse). */
  underway: ActivityMonth | null;
}

const change = (value: number, other: number | undefined): Change | null =>
  other === undefined ? null : { delta: value - other, percent: other === 0 ? null : Math.round(((value - other) / other) * 100) };

/**
 * The latest month that is over against the month before and the same month a year earlier, per figure; null without
 * months. `today`'s month, when the reply ends with it, is still under way: it is set apart, not compared.
 */
export function comparePeriods(months: readonly ActivityMonth[], today?: Date): PeriodComparison | null {
  const last = months[months.length - 1];
  if (!last) return null;
  const underway = today && months.length > 1 && last.month === monthOf(today) ? last : null;
  const over = underway ? months.slice(0, -1) : months;
  const latest = over[over.length - 1];
  const previous = over.length > 1 ? over[over.length - 2] : undefined;
  const lastYear = over.find((m) => m.month === yearBefore(latest.month));
  return {
    month: latest.month,
    figures: FIGURES.map(({ key, label }) => ({
      key,
      label,
      value: latest[key],
      previousMonth: change(latest[key], previous?.[key]),
      lastYear: change(latest[key], lastYear?.[key]),
    })),
    underway,
  };
}

const MINUS = '\u2212';
const signed = (value: number, text: string) => (value > 0 ? `+${text}` : value < 0 ? `${MINUS}${text}` : text);

/** '+12', '−8', '0'. */
export const formatDelta = (delta: number) => signed(delta, formatCount(Math.abs(delta)));

/** '+5%', '−8%', '0%'; '' without a per cent. */
export const formatPercent = (percent: number | null) => (percent === null ? '' : signed(percent, `${Math.abs(percent)}%`));

/** Whether the reply has anything to draw: every figure of every month 0 is an empty market. */
export const isEmptyActivity = (months: readonly ActivityMonth[]) =>
  months.every((m) => m.new === 0 && m.renewed === 0 && m.expired === 0 && m.active === 0);

export const ACTIVITY_CSV_HEADER = ['Month', 'New', 'Renewed', 'Expired', 'Active'] as const;

/** 'Download CSV': Month as YYYY-MM, then the four figures, through the product's one (formula-safe) CSV writer. */
export function activityCsv(months: readonly ActivityMonth[]): string {
  return toCsv(ACTIVITY_CSV_HEADER, months.map((m) => [m.month, m.new, m.renewed, m.expired, m.active]));
}
