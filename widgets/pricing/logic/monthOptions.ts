import { eachMonthOfInterval, format } from 'date-fns';
import { contractStartWindow, fromIsoMonth, toIsoMonth } from '../../../contract/pricing/dates';

export interface MonthOption {
  /** yyyy-MM, as the form stores it. */
  value: string;
  /** 'Nov 2026' */
  label: string;
}

/**
 * The contract start months a user may pick (spec 2 §5: the current month to two years ahead) as select options:
 * a select reads well when empty, where Chromium's month input shows '--------- ----'. A value the form already
 * holds outside the window (restored from an older session) stays listed, so the select shows what is applied.
 */
export function contractStartMonthOptions(today: Date, current: readonly (string | null)[] = []): MonthOption[] {
  const window = contractStartWindow(today);
  const months = eachMonthOfInterval({ start: window.min, end: window.max });
  const values = new Set(months.map(toIsoMonth));
  const extra = current
    .filter((v): v is string => Boolean(v) && !values.has(v as string))
    .map(fromIsoMonth)
    .filter((d): d is Date => d !== null);
  return [...months, ...extra]
    .sort((a, b) => a.getTime() - b.getTime())
    .filter((d, i, all) => i === 0 || toIsoMonth(all[i - 1]) !== toIsoMonth(d))
    .map((d) => ({ value: toIsoMonth(d), label: format(d, 'MMM yyyy') }));
}

