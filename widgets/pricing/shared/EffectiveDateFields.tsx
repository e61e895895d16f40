import { DateInput, type DateInputMessages } from '../../core/ui/DateInput';
import { effectiveWindow, isDisabledDay } from '../../../contract/pricing/dates';
import type { DateField, FiltersAction } from '../logic/cascade';
import * as S from './filterStyles';

/** The refusal the pricing form has always shown for a Monday. */
export const MONDAY_MESSAGE = 'Mondays cannot be selected.';

const MESSAGES: Partial<DateInputMessages> = { disabledDay: MONDAY_MESSAGE };

export interface EffectiveDateFieldsProps {
  /** Prefix of the inputs' ids (the form's useId). */
  idPrefix: string;
  effectiveFrom: string | null;
  effectiveTo: string | null;
  dispatch: (action: FiltersAction) => void;
  /** Weekdays (0–6) the pickers allow even though the Monday rule disables them (spec 2 §5, weekDay number 1). */
  enabledWeekDays?: readonly number[];
  today: Date;
}

/**
 * Effective From / Effective To (spec 2 §5): a calendar per field limited to one year ago – today, Mondays disabled
 * unless weekday 1 is enabled; typed mm/dd/yy(yy) text meets the same rules and says why it is refused.
 */
export function EffectiveDateFields({
  idPrefix, effectiveFrom, effectiveTo, dispatch, enabledWeekDays = [], today,
}: EffectiveDateFieldsProps) {
  const allowed = effectiveWindow(today);
  const isDayDisabled = (date: Date) => isDisabledDay(date, enabledWeekDays);
  const field = (name: DateField, label: string, value: string | null) => (
    <S.Field>
      <S.Label htmlFor={`${idPrefix}-${name}`}>{label}</S.Label>
      <DateInput
        id={`${idPrefix}-${name}`}
        value={value}
        onChange={(next) => dispatch({ type: 'setDate', field: name, value: next })}
        min={allowed.min}
        max={allowed.max}
        today={today}
        isDayDisabled={isDayDisabled}
        messages={MESSAGES}
        pickerLabel={`Choose ${label}`}
      />
    </S.Field>
  );
  return (
    <S.Row>
      {field('effectiveFrom', 'Effective From', effectiveFrom)}
      {field('effectiveTo', 'Effective To', effectiveTo)}
    </S.Row>
  );
}
