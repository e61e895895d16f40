import { describe, expect, it } from 'vitest';
import {
  contractStartRange,
  contractStartWindow,
  effectiveRange,
  effectiveWindow,
  formatDateText,
  fromIsoDay,
  fromIsoMonth,
  isDisabledDay,
  isSelectableEffectiveDay,
  isSelectableStartMonth,
  parseDateText,
  toIsoDay,
  toIsoMonth,
} from './dates';

/** Wednesday 18 June 2025, mid-afternoon. */
const today = new Date(2025, 5, 18, 15, 30);
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('windows', () => {
  it('effective: one year ago to today', () => {
    const w = effectiveWindow(today);
    expect(toIsoDay(w.min)).toBe('2024-06-18');
    expect(toIsoDay(w.max)).toBe('2025-06-18');
    expect(w.max.getHours()).toBe(0);
  });

  it('contract start: the current month to two years ahead', () => {
    const w = contractStartWindow(today);
    expect(toIsoDay(w.min)).toBe('2025-06-01');
    expect(toIsoDay(w.max)).toBe('2027-06-01');
  });

  it('selectable effective days stay in the window and skip Mondays', () => {
    expect(isSelectableEffectiveDay(day(2025, 6, 18), today)).toBe(true);
    expect(isSelectableEffectiveDay(day(2025, 6, 19), today)).toBe(false);
    expect(isSelectableEffectiveDay(day(2024, 6, 18), today)).toBe(true);
    expect(isSelectableEffectiveDay(day(2024, 6, 14), today)).toBe(false);
    expect(isSelectableEffectiveDay(day(2025, 6, 16), today)).toBe(false);
    expect(isSelectableEffectiveDay(day(2025, 6, 16), today, [1])).toBe(true);
  });

  it('selectable start months run from this month to +2 years', () => {
    expect(isSelectableStartMonth(day(2025, 6, 30), today)).toBe(true);
    expect(isSelectableStartMonth(day(2025, 5, 31), today)).toBe(false);
    expect(isSelectableStartMonth(day(2027, 6, 15), today)).toBe(true);
    expect(isSelectableStartMonth(day(2027, 7, 1), today)).toBe(false);
  });
});

describe('Monday rule', () => {
  it('disables Mondays unless weekday 1 is enabled', () => {
    const monday = day(2025, 6, 16);
    expect(isDisabledDay(monday)).toBe(true);
    expect(isDisabledDay(monday, [0, 2, 3])).toBe(true);
    expect(isDisabledDay(monday, [1])).toBe(false);
  });

  it('never disables the other days', () => {
    for (let d = 17; d <= 22; d += 1) expect(isDisabledDay(day(2025, 6, d))).toBe(false);
  });
});

describe('parseDateText', () => {
  it('reads mm/dd/yyyy', () => {
    expect(toIsoDay(parseDateText('06/18/2025')!)).toBe('2025-06-18');
    expect(toIsoDay(parseDateText(' 12/31/1999 ')!)).toBe('1999-12-31');
  });

  it('two-digit years under 50 are 20xx, others 19xx', () => {
    expect(parseDateText('01/02/00')!.getFullYear()).toBe(2000);
    expect(parseDateText('01/02/24')!.getFullYear()).toBe(2024);
    expect(parseDateText('01/02/49')!.getFullYear()).toBe(2049);
    expect(parseDateText('01/02/50')!.getFullYear()).toBe(1950);
    expect(parseDateText('01/02/99')!.getFullYear()).toBe(1999);
  });

  it('a four-digit year is taken as written', () => {
    expect(parseDateText('01/02/0024')!.getFullYear()).toBe(24);
  });

  it('invalid calendar dates give null', () => {
    expect(parseDateText('02/30/24')).toBeNull();
    expect(parseDateText('02/29/23')).toBeNull();
    expect(parseDateText('13/01/24')).toBeNull();
    expect(parseDateText('00/10/24')).toBeNull();
    expect(parseDateText('04/31/2024')).toBeNull();
    expect(toIsoDay(parseDateText('02/29/24')!)).toBe('2024-02-29');
  });

  it('is strict about the shape', () => {
    for (const text of ['', '6/18/2025', '06-18-2025', '06/18/025', '06/18/20255', '2025-06-18', '06/18/2025x']) {
      expect(parseDateText(text)).toBeNull();
    }
  });
});

describe('formatting and ranges', () => {
  it('formats and reads ISO days and months', () => {
    expect(formatDateText(day(2025, 1, 5))).toBe('01/05/2025');
    expect(toIsoMonth(day(2025, 1, 5))).toBe('2025-01');
    expect(toIsoDay(fromIsoDay('2025-03-04')!)).toBe('2025-03-04');
    expect(fromIsoDay('2025-02-30')).toBeNull();
    expect(toIsoDay(fromIsoMonth('2026-02')!)).toBe('2026-02-01');
    expect(fromIsoMonth('2026-13')).toBeNull();
  });

  it('effectiveRange fills blanks with the window and clamps into it', () => {
    expect(effectiveRange(null, null, today)).toEqual({ from: '2024-06-18', to: '2025-06-18' });
    expect(effectiveRange('2025-01-01', '2025-02-01', today)).toEqual({ from: '2025-01-01', to: '2025-02-01' });
    expect(effectiveRange('2020-01-01', '2030-01-01', today)).toEqual({ from: '2024-06-18', to: '2025-06-18' });
  });

  it('contractStartRange runs from the first day of the from-month to the last day of the to-month', () => {
    expect(contractStartRange(null, null, today)).toEqual({ from: '2025-06-01', to: '2027-06-30' });
    expect(contractStartRange('2025-09', '2026-02', today)).toEqual({ from: '2025-09-01', to: '2026-02-28' });
    expect(contractStartRange('2024-01', '2030-01', today)).toEqual({ from: '2025-06-01', to: '2027-06-30' });
  });
});
