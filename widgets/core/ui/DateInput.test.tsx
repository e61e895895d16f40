import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { getDay } from 'date-fns';
import { DateInput } from './DateInput';

// Wednesday 18 November 2026; the window is the spec's effective one: one year back to today.
const TODAY = new Date(2026, 10, 18);
const MIN = new Date(2025, 10, 18);
const isMonday = (date: Date) => getDay(date) === 1;

function Harness({ initial = null, onChange = () => {} }: { initial?: string | null; onChange?: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <label htmlFor="eff">Effective From</label>
      <DateInput
        id="eff"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        min={MIN}
        max={TODAY}
        today={TODAY}
        isDayDisabled={isMonday}
        messages={{ disabledDay: 'Mondays cannot be selected.' }}
        pickerLabel="Choose Effective From"
      />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

const cell = (iso: string) => {
  const td = document.querySelector<HTMLElement>(`[data-day="${iso}"]`);
  if (!td) throw new Error(`no calendar cell for ${iso}`);
  return td;
};
const dayButton = (iso: string) => cell(iso).querySelector('button') as HTMLButtonElement;

function openCalendar() {
  fireEvent.click(screen.getByRole('button', { name: 'Choose Effective From' }));
  return screen.getByRole('dialog', { name: 'Choose Effective From' });
}

describe('DateInput', () => {
  it('disables every Monday in the calendar, and only Mondays inside the window', () => {
    render(<Harness />);
    openCalendar();
    // November 2026: Mondays 2, 9, 16; Tuesday 17 and Sunday 15 stay selectable.
    for (const monday of ['2026-11-02', '2026-11-09', '2026-11-16']) {
      expect(cell(monday).getAttribute('data-disabled')).toBe('true');
      expect(dayButton(monday).disabled).toBe(true);
    }
    for (const open of ['2026-11-15', '2026-11-17', '2026-11-18']) {
      expect(cell(open).hasAttribute('data-disabled')).toBe(false);
      expect(dayButton(open).disabled).toBe(false);
    }
  });

  it('disables days outside the allowed window and does not page past it', () => {
    render(<Harness />);
    openCalendar();
    // Thursday 19 November 2026 is after today (the window's end).
    expect(cell('2026-11-19').getAttribute('data-disabled')).toBe('true');
    expect(dayButton('2026-11-19').disabled).toBe(true);
    const next = screen.getByRole('button', { name: /next month/i });
    expect(next.getAttribute('aria-disabled')).toBe('true');
  });

  it('clicking a disabled Monday picks nothing', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    openCalendar();
    fireEvent.click(dayButton('2026-11-16'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('value').textContent).toBe('none');
  });

  it('picks with the keyboard: arrows move over allowed days and skip Mondays, Enter picks, focus returns', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2026-11-17" onChange={onChange} />);
    const opener = screen.getByRole('button', { name: 'Choose Effective From' });
    await user.click(opener);
    // The calendar takes focus on the selected day (Tuesday 17 November).
    expect(document.activeElement).toBe(dayButton('2026-11-17'));
    // ArrowLeft skips the disabled Monday 16 and lands on Sunday 15; ArrowUp goes a week back, to Sunday 8.
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(dayButton('2026-11-15'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(dayButton('2026-11-08'));
    await user.keyboard('{ArrowRight}'); // Monday 9 is skipped too
    expect(document.activeElement).toBe(dayButton('2026-11-10'));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('2026-11-10');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect((screen.getByLabelText('Effective From') as HTMLInputElement).value).toBe('11/10/2026');
  });

  it('Escape closes the calendar without picking and gives focus back to the field that opened it', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Effective From');
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const dialog = screen.getByRole('dialog', { name: 'Choose Effective From' });
    await act(async () => {});
    fireEvent.keyDown(dialog.querySelector('button[tabindex="0"]') ?? dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(input);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes when focus leaves the field and its calendar, not when the month changes', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness initial="2026-11-17" />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Choose Effective From' }));
    await user.click(screen.getByRole('button', { name: /previous month/i }));
    expect(screen.getByRole('dialog', { name: 'Choose Effective From' })).toBeTruthy();
    expect(document.querySelector('[data-day="2026-10-15"]')).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses typed text that is not a date, a Monday, or a day outside the window, each with its message', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Effective From') as HTMLInputElement;
    const type = (text: string) => {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.keyDown(input, { key: 'Enter' });
    };

    type('02/30/2026'); // no such day
    expect(screen.getByRole('alert').textContent).toBe('Enter a date as mm/dd/yyyy.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('eff-error');

    type('11/16/2026'); // a Monday
    expect(screen.getByRole('alert').textContent).toBe('Mondays cannot be selected.');

    type('11/19/26'); // tomorrow
    expect(screen.getByRole('alert').textContent).toBe('Choose a date from 11/18/2025 to 11/18/2026.');
    expect(onChange).not.toHaveBeenCalled();

    type('11/17/26'); // two-digit year under 50 → 2026, a Tuesday
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('2026-11-17');
    expect(input.value).toBe('11/17/2026');

    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows a value set from outside and drops a pending refusal', () => {
    const { rerender } = render(
      <DateInput id="d" value="2026-11-10" onChange={() => {}} min={MIN} max={TODAY} today={TODAY} />,
    );
    const input = screen.getByRole('textbox') as HTMLInputElement;
    expect(input.value).toBe('11/10/2026');
    fireEvent.change(input, { target: { value: 'nope' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(<DateInput id="d" value={null} onChange={() => {}} min={MIN} max={TODAY} today={TODAY} />);
    expect(input.value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
