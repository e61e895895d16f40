import { styled } from 'styled-components';
import { DayPicker, type Matcher } from 'react-day-picker';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { format, isAfter, isBefore, isValid, parse, startOfDay } from 'date-fns';
import { parseDateText } from '../../../contract/pricing/dates';
import { t } from './tokens';
import { useAnchoredFloating } from './floating';
import { textFieldCss } from './textField';

/** The picker writes mm/dd/yyyy; the field also accepts mm/dd/yy (spec 2 §5, parsed strictly by parseDateText). */
const TEXT_FORMAT = 'MM/dd/yyyy';
const ISO_DAY = 'yyyy-MM-dd';

function fromIso(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parse(value, ISO_DAY, new Date(0));
  return isValid(date) ? date : null;
}

const toText = (date: Date | null) => (date ? format(date, TEXT_FORMAT) : '');

export interface DateInputMessages {
  /** Text that is not a real mm/dd/yyyy date. */
  invalid: string;
  /** A real date outside min–max; receives both ends as mm/dd/yyyy. */
  outOfRange: (min: string, max: string) => string;
  /** A real date inside the window that `isDayDisabled` refuses. */
  disabledDay: string;
}

export const DATE_INPUT_MESSAGES: DateInputMessages = {
  invalid: 'Enter a date as mm/dd/yyyy.',
  outOfRange: (min, max) => `Choose a date from ${min} to ${max}.`,
  disabledDay: 'This day cannot be selected.',
};

export interface DateInputProps {
  /** The input's id (its label's htmlFor). */
  id: string;
  /** yyyy-mm-dd, or null/'' for none. */
  value: string | null | undefined;
  /** Receives yyyy-mm-dd for a valid pick or typed date, null when the text is cleared. Refused text never reaches it. */
  onChange: (value: string | null) => void;
  /** First and last selectable days (inclusive); the calendar does not page beyond their months. */
  min?: Date;
  max?: Date;
  /** Days the calendar disables and typed text refuses (for example Mondays). */
  isDayDisabled?: (date: Date) => boolean;
  messages?: Partial<DateInputMessages>;
  /** Accessible name of the calendar button and dialog, e.g. "Choose Effective From". */
  pickerLabel?: string;
  placeholder?: string;
  /** Today as the calendar marks it (tests and stories pin it). */
  today?: Date;
  /** Extra ids for the input's aria-describedby. */
  describedBy?: string;
  disabled?: boolean;
}

const Wrapper = styled.div`
  position: relative;
  min-width: 0;
`;

const Field = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${textFieldCss}
  padding: 0 38px 0 10px;
  border-color: ${(p) => (p.$invalid ? t.danger : t.border)};
`;

const CalendarButton = styled.button`
  position: absolute;
  right: 4px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 28px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${t.muted};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${t.surfaceMuted};
    color: ${t.text};
  }
  &:focus-visible {
    outline: 2px solid ${t.primary};
    outline-offset: 0;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const ErrorText = styled.div`
  margin-top: 4px;
  color: ${t.danger};
  font-size: 12px;
`;

/**
 * The calendar's look. react-day-picker ships plain CSS (`react-day-picker/style.css`), which a document-level import
 * cannot carry into an element's shadow root; these rules (its structure, our tokens) travel with the component as
 * styled-components do, into whichever root renders it.
 */
const Popover = styled.div`
  /* Placed by useAnchoredFloating: below the field (above when there is no room), inside the window. */
  z-index: 40;
  /* Its own width, not the field's: the placed box would otherwise shrink to the narrow field. */
  width: max-content;
  max-width: calc(100vw - 16px);
  max-height: var(--insights-floating-max-height, none);
  overflow-y: auto;
  padding: 8px 10px 10px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surface};
  color: ${t.text};
  box-shadow: 0 12px 28px rgb(15 23 42 / 0.16);

  .rdp-root {
    position: relative;
    box-sizing: border-box;
    --rdp-day-size: 36px;
  }
  .rdp-root * {
    box-sizing: border-box;
  }
  .rdp-months {
    position: relative;
    display: flex;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: 36px;
    padding: 0 72px 0 6px;
    font-weight: 600;
    font-size: 14px;
  }
  .rdp-caption_label {
    white-space: nowrap;
  }
  .rdp-nav {
    position: absolute;
    top: 0;
    right: 0;
    z-index: 1;
    display: flex;
    align-items: center;
    gap: 2px;
    height: 36px;
  }
  .rdp-button_previous,
  .rdp-button_next {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    padding: 0;
    border: 0;
    border-radius: 6px;
    background: none;
    color: ${t.text};
    cursor: pointer;
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${t.surfaceMuted};
    }
    &:focus-visible {
      outline: 2px solid ${t.primary};
    }
    &:disabled,
    &[aria-disabled='true'] {
      cursor: default;
      opacity: 0.35;
    }
  }
  .rdp-chevron {
    fill: currentColor;
    width: 14px;
    height: 14px;
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    width: var(--rdp-day-size);
    padding: 4px 0;
    color: ${t.muted};
    font-size: 12px;
    font-weight: 600;
    text-align: center;
  }
  .rdp-day {
    width: var(--rdp-day-size);
    height: var(--rdp-day-size);
    padding: 1px;
    text-align: center;
  }
  .rdp-day_button {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    height: 100%;
    margin: 0;
    padding: 0;
    border: 1px solid transparent;
    border-radius: 6px;
    background: none;
    color: inherit;
    font: inherit;
    font-size: 13px;
    cursor: pointer;
    &:hover:not(:disabled) {
      background: ${t.surfaceMuted};
      border-color: ${t.border};
    }
    &:focus-visible {
      outline: 2px solid ${t.primary};
      outline-offset: 1px;
    }
  }
  .rdp-today:not(.rdp-outside) .rdp-day_button {
    font-weight: 700;
    border-color: ${t.primary};
  }
  .rdp-selected .rdp-day_button,
  .rdp-selected .rdp-day_button:hover:not(:disabled) {
    background: ${t.primary};
    border-color: ${t.primary};
    color: ${t.primaryContrast};
    font-weight: 600;
  }
  .rdp-outside {
    color: ${t.muted};
  }
  /* Disabled days stay readable (no low opacity) but are struck through: not colour alone. */
  .rdp-disabled:not(.rdp-selected) .rdp-day_button {
    color: ${t.muted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
  .rdp-hidden {
    visibility: hidden;
  }
`;

function CalendarIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="2" y="3" width="12" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A date field: type mm/dd/yyyy, or open a calendar (button, Alt+↓ or ↓ in the field) whose refused days are disabled
 * and cannot be focused or picked. Arrow keys move between days, Enter picks, Esc closes and gives focus back.
 */
export function DateInput({
  id, value, onChange, min, max, isDayDisabled, messages, pickerLabel = 'Choose date',
  placeholder = 'mm/dd/yyyy', today, describedBy, disabled,
}: DateInputProps) {
  const text = { ...DATE_INPUT_MESSAGES, ...messages };
  const selected = fromIso(value);
  const [draft, setDraft] = useState(() => toText(selected));
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { setAnchor, setFloating, floatingStyles } = useAnchoredFloating({ open, placement: 'bottom-start', gap: 4 });
  const returnFocus = useRef<HTMLElement | null>(null);
  const dialogId = useId();
  const errorId = `${id}-error`;

  // A value set from outside (reset, chip removal) replaces the text, and with it any refusal.
  const lastValue = useRef(value);
  useEffect(() => {
    if (lastValue.current === value) return;
    lastValue.current = value;
    setDraft(toText(fromIso(value)));
    setError(null);
  }, [value]);

  const refusal = (date: Date): string | null => {
    if ((min && isBefore(date, startOfDay(min))) || (max && isAfter(date, startOfDay(max)))) {
      return text.outOfRange(min ? toText(min) : '…', max ? toText(max) : '…');
    }
    if (isDayDisabled?.(date)) return text.disabledDay;
    return null;
  };

  const commit = (date: Date | null) => {
    const iso = date ? format(date, ISO_DAY) : null;
    lastValue.current = iso;
    setDraft(toText(date));
    setError(null);
    onChange(iso);
  };

  /** Checks the typed text (on blur or Enter): empty clears, a refused date keeps the text and says why. */
  const commitText = () => {
    const trimmed = draft.trim();
    if (trimmed === '') {
      if (value) commit(null);
      else setError(null);
      return;
    }
    const parsed = parseDateText(trimmed);
    const date = parsed && startOfDay(parsed);
    if (!date) {
      setError(text.invalid);
      return;
    }
    const refused = refusal(date);
    if (refused) {
      setError(refused);
      return;
    }
    if (format(date, ISO_DAY) !== value) commit(date);
    else {
      setDraft(toText(date));
      setError(null);
    }
  };

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) (returnFocus.current ?? inputRef.current)?.focus();
  }, []);

  const openPicker = (from: HTMLElement | null) => {
    if (disabled) return;
    returnFocus.current = from;
    setOpen(true);
  };

  // Outside pointer-down closes without moving focus; composedPath sees through shadow roots.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (wrapperRef.current && !event.composedPath().includes(wrapperRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitText();
    } else if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      openPicker(inputRef.current);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onPopoverKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const disabledMatchers: Matcher[] = [];
  if (min) disabledMatchers.push({ before: startOfDay(min) });
  if (max) disabledMatchers.push({ after: startOfDay(max) });
  if (isDayDisabled) disabledMatchers.push(isDayDisabled);

  // The month the calendar opens on: the chosen day's, else the last allowed one's, else today's.
  const anchor = today ?? new Date();
  const initialMonth = selected ?? (max && isAfter(anchor, max) ? max : min && isBefore(anchor, min) ? min : anchor);
  const describedByIds = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <Wrapper
      ref={wrapperRef}
      onBlur={(event) => {
        // Tabbing out of the field and its calendar closes the calendar. A null relatedTarget (a day button that
        // unmounts when the month changes) is not leaving.
        const next = event.relatedTarget as Node | null;
        if (open && next && !wrapperRef.current?.contains(next)) setOpen(false);
      }}
    >
      <Field ref={setAnchor}>
        <Input
          ref={inputRef}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          value={draft}
          disabled={disabled}
          $invalid={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedByIds}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commitText}
          onKeyDown={onInputKeyDown}
        />
        <CalendarButton
          ref={buttonRef}
          type="button"
          aria-label={pickerLabel}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          disabled={disabled}
          onClick={() => (open ? close(false) : openPicker(buttonRef.current))}
        >
          <CalendarIcon />
        </CalendarButton>
      </Field>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
      {open && (
        <Popover
          ref={setFloating}
          style={floatingStyles}
          id={dialogId}
          role="dialog"
          aria-label={pickerLabel}
          onKeyDown={onPopoverKeyDown}
        >
          <DayPicker
            mode="single"
            autoFocus
            selected={selected ?? undefined}
            defaultMonth={initialMonth}
            startMonth={min}
            endMonth={max}
            today={today}
            disabled={disabledMatchers}
            showOutsideDays
            onSelect={(date) => {
              if (!date) return; // picking the selected day again keeps it
              commit(startOfDay(date));
              close(true);
            }}
          />
        </Popover>
      )}
    </Wrapper>
  );
}
