import { describe, expect, it } from 'vitest';
import { monthOf, type ActivityMonth } from '../../core/api/activity';
import { activityCsv, comparePeriods, formatDelta, formatPercent, isEmptyActivity, monthLabel, shownMonths, yearBefore } from './activitySeries';
import { changeText, underwayText } from './ActivityFigures';

const m = (month: string, n: number, renewed = 0, expired = 0, active = 0): ActivityMonth => ({ month, new: n, renewed, expired, active });

describe('activity series', () => {
  it('writes months as the table shows them', () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(monthLabel('2025-01')).toBe('Jan 2025');
    expect(yearBefore('2026-03')).toBe('2025-03');
  });

  it('compares the latest month with the previous one and the same month a year before, in numbers and per cent', () => {
    const months = [m('2025-11', 50, 1, 2, 100), ...Array.from({ length: 11 }, (_, i) => m(`2026-${String(i + 1).padStart(2, '0')}`, 10, 1, 1, 100))];
    months[11] = m('2026-11', 46, 1, 0, 120);
    months[10] = m('2026-10', 34, 0, 1, 80);
    const result = comparePeriods(months)!;
    expect(result.month).toBe('2026-11');
    const fresh = result.figures.find((f) => f.key === 'new')!;
    expect(fresh.value).toBe(46);
    expect(fresh.previousMonth).toEqual({ delta: 12, percent: 35 });
    expect(fresh.lastYear).toEqual({ delta: -4, percent: -8 });
    expect(changeText(fresh.previousMonth!, 'previous month')).toBe('+12 (+35%) vs previous month');
    expect(changeText(fresh.lastYear!, 'last year')).toBe('\u22124 (\u22128%) vs last year');
    // From 0 there is no per cent.
    const renewed = result.figures.find((f) => f.key === 'renewed')!;
    expect(renewed.previousMonth).toEqual({ delta: 1, percent: null });
    expect(changeText(renewed.previousMonth!, 'previous month')).toBe('+1 vs previous month');
  });

  it("sets today's month apart, figures so far, and compares the last month that is over", () => {
    // October 2025 to November 2026, 40 new a month but for the three set here.
    const months = Array.from({ length: 14 }, (_, i) => m(monthOf(new Date(2025, 9 + i, 1)), 40));
    months[0] = m('2025-10', 20);
    months[12] = m('2026-10', 50, 2, 1, 95);
    months[13] = m('2026-11', 3, 1, 0, 90);
    // 2 November: the month has barely begun.
    const result = comparePeriods(months, new Date(2026, 10, 2))!;
    expect(result.month).toBe('2026-10');
    const fresh = result.figures.find((f) => f.key === 'new')!;
    expect(fresh.value).toBe(50);
    expect(fresh.previousMonth).toEqual({ delta: 10, percent: 25 });
    expect(fresh.lastYear).toEqual({ delta: 30, percent: 150 });
    expect(result.underway).toEqual(m('2026-11', 3, 1, 0, 90));
    expect(underwayText(result.underway!)).toBe('Nov 2026 so far: 3 new, 1 renewed, 0 expired; compared once the month is over.');
    // The first of December: November is over and is the one compared.
    const december = comparePeriods(months, new Date(2026, 11, 1))!;
    expect(december.month).toBe('2026-11');
    expect(december.underway).toBeNull();
    // A reply of today's month alone has nothing over to compare: it is shown as it is.
    expect(comparePeriods([m('2026-11', 3)], new Date(2026, 10, 2))!.month).toBe('2026-11');
  });

  it('has no comparison without the months it needs', () => {
    expect(comparePeriods([])).toBeNull();
    const one = comparePeriods([m('2026-11', 3)])!;
    expect(one.figures[0].previousMonth).toBeNull();
    expect(one.figures[0].lastYear).toBeNull();
  });

  it('formats changes with a sign', () => {
    expect(formatDelta(1234)).toBe('+1,234');
    expect(formatDelta(-8)).toBe('\u22128');
    expect(formatDelta(0)).toBe('0');
    expect(formatPercent(null)).toBe('');
    expect(formatPercent(-8)).toBe('\u22128%');
  });

  it('shows the last months of the reply, and knows an all-zero market is empty', () => {
    const months = [m('2026-09', 1), m('2026-10', 2), m('2026-11', 3)];
    expect(shownMonths(months, 2).map((x) => x.month)).toEqual(['2026-10', '2026-11']);
    expect(isEmptyActivity([m('2026-10', 0), m('2026-11', 0)])).toBe(true);
    expect(isEmptyActivity([m('2026-10', 0, 0, 0, 1)])).toBe(false);
  });

  it('writes the CSV: Month as YYYY-MM, then New, Renewed, Expired, Active', () => {
    expect(activityCsv([m('2026-10', 34, 5, 1, 80), m('2026-11', 46, 1, 0, 120)])).toBe(
      '\uFEFFMonth,New,Renewed,Expired,Active\r\n2026-10,34,5,1,80\r\n2026-11,46,1,0,120\r\n',
    );
  });
});
