import { useId, useMemo, type FormEvent } from 'react';
import { Button } from '../../core/ui/Button';
import type { PricingClient } from '../../core/api/pricing';
import { ALL, FILTER_SECTIONS, NO_MARKETS, TERM_OPTIONS } from '../../../contract/pricing/constants';
import { visibleFields, type FiltersAction, type PlainField } from '../logic/cascade';
import { stateId, stateLabel, utilityId, loadZoneId } from '../logic/options';
import { validateForm, type FormErrors } from '../../../contract/pricing/validation';
import { chipsFor } from '../logic/chips';
import { contractStartMonthOptions } from '../logic/monthOptions';
import { hasPendingChanges } from '../logic/pending';
import type { FiltersState, FormVariant, NumberField } from '../logic/types';
import { EffectiveDateFields } from './EffectiveDateFields';
import { ElectricIcon, GasIcon } from './icons';
import * as S from './filterStyles';

export interface PricingFiltersViewProps {
  state: FiltersState;
  dispatch: (action: FiltersAction) => void;
  variant?: FormVariant;
  /** Called after a valid Apply (the reducer has stored the clamped filters). */
  onApply?: () => void;
  /** Called after a chip was removed (the applied filters changed). */
  onChipRemoved?: () => void;
  onReset?: () => void;
  /** 'View as' clients: the selector shows only when given (super admins). */
  clients?: readonly PricingClient[] | null;
  viewAs?: string | null;
  onViewAsChange?: (clientId: string) => void;
  /** Weekdays (0–6) a date picker allows even though the Monday rule disables them. */
  enabledWeekDays?: readonly number[];
  today?: Date;
}

const NUMBER_LABELS: Record<NumberField, string> = {
  usageFrom: 'Usage From',
  usageTo: 'Usage To',
  usage: 'Usage',
  demand: 'Demand',
};

export function PricingFiltersView({
  state, dispatch, variant = 'pricing', onApply, onChipRemoved, onReset, clients, viewAs, onViewAsChange,
  enabledWeekDays = [], today = new Date(),
}: PricingFiltersViewProps) {
  const id = useId();
  const { form, options } = state;
  const errors: FormErrors = useMemo(() => validateForm(form, variant), [form, variant]);
  const visible = visibleFields(state);
  const chips = useMemo(() => chipsFor(state.applied, options), [state.applied, options]);
  const day = today.toDateString();
  const months = useMemo(
    () => contractStartMonthOptions(new Date(day), [form.contractStartFrom, form.contractStartTo]),
    [day, form.contractStartFrom, form.contractStartTo],
  );
  const pending = hasPendingChanges(state, variant);

  const setField = (field: PlainField) => (value: string) => dispatch({ type: 'setField', field, value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) return;
    dispatch({ type: 'apply', variant });
    onApply?.();
  };

  /** The usage pair shows its errors below both inputs, across the row: the spec's messages need the width. */
  const numberInput = (field: NumberField, inlineError = true) => (
    <S.Field>
      <S.Label htmlFor={`${id}-${field}`}>{NUMBER_LABELS[field]}</S.Label>
      <S.Input
        id={`${id}-${field}`}
        inputMode="decimal"
        autoComplete="off"
        placeholder={field === 'demand' ? 'kW' : 'kWh'}
        value={form[field]}
        $invalid={Boolean(errors[field])}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(e) => setField(field)(e.target.value)}
      />
      {inlineError && errors[field] && <S.ErrorText id={`${id}-${field}-error`}>{errors[field]}</S.ErrorText>}
    </S.Field>
  );
  const rowErrors = (fields: NumberField[]) =>
    fields.map((field) => errors[field] && <S.ErrorText key={field} id={`${id}-${field}-error`}>{errors[field]}</S.ErrorText>);

  const monthSelect = (field: 'contractStartFrom' | 'contractStartTo', label: string) => (
    <S.Field>
      <S.Label htmlFor={`${id}-${field}`}>{label}</S.Label>
      <S.Select
        id={`${id}-${field}`}
        value={form[field] ?? ''}
        onChange={(e) => dispatch({ type: 'setDate', field, value: e.target.value || null })}
      >
        <option value="">Any month</option>
        {months.map((m) => (
          <option key={m.value} value={m.value}>{m.label}</option>
        ))}
      </S.Select>
    </S.Field>
  );

  const select = (
    field: 'state' | 'utility' | 'loadZone' | 'rateClass' | 'loadProfile' | 'billingMethod',
    label: string,
    items: { value: string; label: string }[] | null,
  ) => (
    <S.Field>
      <S.Label htmlFor={`${id}-${field}`}>{label}</S.Label>
      <S.Select
        id={`${id}-${field}`}
        value={form[field]}
        disabled={items === null}
        onChange={(e) => {
          const value = e.target.value;
          if (field === 'state') dispatch({ type: 'selectState', state: value });
          else if (field === 'utility') dispatch({ type: 'selectUtility', utility: value });
          else setField(field)(value);
        }}
      >
        <option value={ALL}>All</option>
        {(items ?? []).map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </S.Select>
    </S.Field>
  );

  const stateItems = form.market === null ? [] : options.states?.map((s) => ({ value: stateId(s), label: stateLabel(s) })) ?? null;
  const utilityItems = form.state === ALL ? [] : options.utilities?.map((u) => ({ value: utilityId(u), label: u.utilityName })) ?? null;
  const zoneItems = form.state === ALL ? [] : options.loadZones?.map((z) => ({ value: loadZoneId(z), label: z.name })) ?? null;
  const rateItems = form.utility === ALL ? [] : options.rateClasses?.map((r) => ({ value: r.rateClassName, label: r.rateClassName })) ?? null;
  const profileItems = options.loadProfiles?.map((p) => ({ value: String(p.value), label: p.name })) ?? null;
  const billingItems = options.billingMethods?.map((b) => ({ value: b.shortName, label: b.shortName })) ?? null;
  const [market, geography, load, pricing] = FILTER_SECTIONS;

  return (
    <S.Card part="filters" onSubmit={submit} noValidate aria-label="Pricing filters">
      {clients && clients.length > 0 && (
        <S.ViewAs>
          <S.Label htmlFor={`${id}-viewas`}>View as</S.Label>
          <S.Select id={`${id}-viewas`} value={viewAs ?? ''} onChange={(e) => onViewAsChange?.(e.target.value)}>
            {clients.map((c) => (
              <option key={c.clientID} value={c.clientID}>
                {c.clientName}
              </option>
            ))}
          </S.Select>
        </S.ViewAs>
      )}
      <S.Sections>
        <S.Section>
          <S.Legend>{market}</S.Legend>
          {options.markets === null ? (
            <S.MarketsLoading>
              <S.Hint>Loading markets…</S.Hint>
            </S.MarketsLoading>
          ) : options.markets.length === 0 ? (
            <S.Hint>{NO_MARKETS}</S.Hint>
          ) : (
            <S.MarketGrid role="group" aria-label="Markets">
              {options.markets.map((m) => (
                <S.MarketButton
                  key={m.Market}
                  type="button"
                  $active={m.Market === form.market}
                  aria-pressed={m.Market === form.market}
                  onClick={() => m.Market !== form.market && dispatch({ type: 'selectMarket', market: m.Market })}
                >
                  {m.Commodity === 'NatGas' ? <GasIcon /> : <ElectricIcon />}
                  {m.Market}
                </S.MarketButton>
              ))}
            </S.MarketGrid>
          )}
        </S.Section>

        <S.Section>
          <S.Legend>{geography}</S.Legend>
          {select('state', 'State', stateItems)}
          {select('utility', 'Utility', utilityItems)}
          {visible.loadZone && select('loadZone', 'Load Zone', zoneItems)}
        </S.Section>

        <S.Section>
          <S.Legend>{load}</S.Legend>
          {visible.loadProfile ? select('loadProfile', 'Load Profile', profileItems) : select('rateClass', 'Rate Class', rateItems)}
          {variant === 'pricing' ? (
            <>
              <S.Row>
                {numberInput('usageFrom', false)}
                {numberInput('usageTo', false)}
              </S.Row>
              {rowErrors(['usageFrom', 'usageTo'])}
            </>
          ) : (
            numberInput('usage')
          )}
          {numberInput('demand')}
        </S.Section>

        <S.Section>
          <S.Legend>{pricing}</S.Legend>
          {select('billingMethod', 'Billing Method', billingItems)}
          <S.Field>
            <S.Label as="span" id={`${id}-term`}>Term</S.Label>
            <S.TermGroup role="radiogroup" aria-labelledby={`${id}-term`}>
              {TERM_OPTIONS.map((term) => (
                <S.TermButton
                  key={term.value}
                  type="button"
                  role="radio"
                  aria-checked={form.term === term.value}
                  $active={form.term === term.value}
                  onClick={() => setField('term')(term.value)}
                >
                  {term.label}
                </S.TermButton>
              ))}
            </S.TermGroup>
          </S.Field>
          <EffectiveDateFields
            idPrefix={id}
            effectiveFrom={form.effectiveFrom}
            effectiveTo={form.effectiveTo}
            dispatch={dispatch}
            enabledWeekDays={enabledWeekDays}
            today={today}
          />
          {variant === 'pricing' && (
            <S.Row>
              {monthSelect('contractStartFrom', 'Start From')}
              {monthSelect('contractStartTo', 'Start To')}
            </S.Row>
          )}
        </S.Section>
      </S.Sections>

      <S.Footer>
        <S.Chips aria-label="Applied filters">
          {chips.some((section) => section.chips.length > 0) && <S.ChipsTitle aria-hidden="true">Applied:</S.ChipsTitle>}
          {chips.flatMap((section) =>
            section.chips.length === 0
              ? []
              : [
                  <S.ChipSectionName key={section.section} aria-hidden="true">{section.section}</S.ChipSectionName>,
                  ...section.chips.map((chip) => (
                    <S.Chip key={chip.key} data-removable={chip.removable}>
                      {chip.label}
                      {chip.removable && (
                        <S.ChipRemove
                          type="button"
                          aria-label={`Remove ${chip.label}`}
                          onClick={() => {
                            dispatch({ type: 'removeChip', key: chip.key });
                            onChipRemoved?.();
                          }}
                        >
                          <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
                            <path d="M2 2l6 6M8 2L2 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                          </svg>
                        </S.ChipRemove>
                      )}
                    </S.Chip>
                  )),
                ],
          )}
        </S.Chips>
        <S.Actions>
          {pending && (
            <S.PendingHint role="status">Pending changes: select Apply to update the charts</S.PendingHint>
          )}
          <Button variant="secondary" onClick={() => { dispatch({ type: 'reset' }); onReset?.(); }}>
            Reset
          </Button>
          <Button type="submit">Apply</Button>
        </S.Actions>
      </S.Footer>
    </S.Card>
  );
}
