import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { EffectiveDateFields, MONDAY_MESSAGE } from './EffectiveDateFields';

// Wednesday 18 November 2026: the effective window is 11/18/2025 – 11/18/2026 (spec 2 §5).
const TODAY = new Date(2026, 10, 18);

function setup(enabledWeekDays: number[] = []) {
  const dispatch = vi.fn();
  render(
    <EffectiveDateFields
      idPrefix="f"
      effectiveFrom={null}
      effectiveTo="2026-11-17"
      dispatch={dispatch}
      enabledWeekDays={enabledWeekDays}
      today={TODAY}
    />,
  );
  return dispatch;
}

const cell = (iso: string) => document.querySelector(`[data-day="${iso}"]`)!;

describe('EffectiveDateFields', () => {
  it('labels both fields and shows the applied date as mm/dd/yyyy', () => {
    setup();
    expect((screen.getByLabelText('Effective From') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Effective To') as HTMLInputElement).value).toBe('11/17/2026');
  });

  it('disables Mondays and the days after today in the calendar; a pick dispatches setDate', () => {
    const dispatch = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Choose Effective To' }));
    expect(cell('2026-11-16').getAttribute('data-disabled')).toBe('true');
    expect(cell('2026-11-19').getAttribute('data-disabled')).toBe('true');
    fireEvent.click(cell('2026-11-13').querySelector('button')!);
    expect(dispatch).toHaveBeenCalledWith({ type: 'setDate', field: 'effectiveTo', value: '2026-11-13' });
  });

  it('the earliest day is one year ago: the day before is disabled', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Choose Effective From' }));
    // Open on November 2025 by paging back twelve months.
    for (let i = 0; i < 12; i += 1) fireEvent.click(screen.getByRole('button', { name: /previous month/i }));
    expect(cell('2025-11-17').getAttribute('data-disabled')).toBe('true');
    expect(cell('2025-11-18').hasAttribute('data-disabled')).toBe(false);
    expect(screen.getByRole('button', { name: /previous month/i }).getAttribute('aria-disabled')).toBe('true');
  }, 20_000); // twelve calendar re-renders: slow on a loaded 2-core machine

  it('refuses a typed Monday with the form\'s message and dispatches nothing', () => {
    const dispatch = setup();
    const input = screen.getByLabelText('Effective From');
    fireEvent.change(input, { target: { value: '11/16/2026' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe(MONDAY_MESSAGE);
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('allows Mondays when weekday 1 is enabled', () => {
    const dispatch = setup([1]);
    const input = screen.getByLabelText('Effective From');
    fireEvent.change(input, { target: { value: '11/16/26' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(dispatch).toHaveBeenCalledWith({ type: 'setDate', field: 'effectiveFrom', value: '2026-11-16' });
  });
});
