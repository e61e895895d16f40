import { styled } from 'styled-components';
import { useId, useState, type FormEvent } from 'react';
import {
  COMMODITY_LABELS,
  LICENSE_TYPE_LABELS,
  marketWatchProblems,
  WATCH_COMMODITIES,
  WATCH_EVENT_TYPES,
  WATCH_LICENSE_TYPES,
  type MarketWatchDraft,
  type WatchCommodity,
  type WatchLicenseType,
} from '../../core/api/marketWatches';
import { Button } from '../../core/ui/Button';
import { FieldProblem } from '../../core/ui/FieldProblem';
import { compactFieldCss } from '../../core/ui/textField';
import { t } from '../../core/ui/tokens';

const Form = styled.form`
  display: grid;
  gap: 16px;
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend,
  .label {
    display: block;
    margin-bottom: 6px;
    font-weight: 600;
  }
  select {
    ${compactFieldCss}
    height: 34px;
    min-width: 200px;
    max-width: 100%;
  }
`;

const StateGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(64px, 1fr));
  gap: 4px 8px;
  max-height: 180px;
  overflow: auto;
  padding: 8px;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  cursor: pointer;
  input {
    width: 16px;
    height: 16px;
    accent-color: ${t.primary};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
`;

const Problem = styled.p`
  margin: 6px 0 0;
  color: ${t.danger};
  font-size: 13px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

export interface WatchFormProps {
  initial: MarketWatchDraft;
  states: Array<{ code: string; name: string }>;
  saving: boolean;
  /** The server's refusal of the last save, shown above the buttons. */
  serverError?: string;
  onSave: (draft: MarketWatchDraft) => void;
  onCancel: () => void;
}

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] => (on ? [...list, item] : list.filter((x) => x !== item));

/** States (several), commodity, license type and the events wanted; the contract's texts for what is missing. */
export function WatchForm({ initial, states, saving, serverError, onSave, onCancel }: WatchFormProps) {
  const ids = { states: useId(), events: useId(), commodity: useId(), type: useId() };
  const [draft, setDraft] = useState<MarketWatchDraft>(initial);
  const [tried, setTried] = useState(false);
  const problems = tried ? marketWatchProblems(draft) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(marketWatchProblems(draft)).length === 0) onSave(draft);
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Market watch">
      <fieldset aria-describedby={problems.stateCodes ? `${ids.states}-error` : undefined} aria-invalid={problems.stateCodes ? true : undefined}>
        <legend>States</legend>
        <StateGrid>
          {states.map((state) => (
            <Check key={state.code} title={state.name}>
              <input
                type="checkbox"
                aria-label={state.name}
                checked={draft.stateCodes.includes(state.code)}
                onChange={(e) => setDraft({ ...draft, stateCodes: toggle(draft.stateCodes, state.code, e.target.checked) })}
              />
              {state.code}
            </Check>
          ))}
        </StateGrid>
        <FieldProblem id={ids.states} error={problems.stateCodes} />
      </fieldset>
      <Row>
        <div>
          <label className="label" htmlFor={ids.commodity}>Commodity</label>
          <select
            id={ids.commodity}
            value={draft.commodity}
            onChange={(e) => setDraft({ ...draft, commodity: Number(e.target.value) as WatchCommodity })}
          >
            {WATCH_COMMODITIES.map((c) => <option key={c} value={c}>{COMMODITY_LABELS[c]}</option>)}
          </select>
        </div>
        <div>
          <label className="label" htmlFor={ids.type}>License Type</label>
          <select
            id={ids.type}
            value={draft.licenseType}
            onChange={(e) => setDraft({ ...draft, licenseType: e.target.value as WatchLicenseType })}
          >
            {WATCH_LICENSE_TYPES.map((type) => <option key={type} value={type}>{LICENSE_TYPE_LABELS[type]}</option>)}
          </select>
        </div>
      </Row>
      <fieldset aria-describedby={problems.eventTypes ? `${ids.events}-error` : undefined} aria-invalid={problems.eventTypes ? true : undefined}>
        <legend>Events</legend>
        <Row>
          {WATCH_EVENT_TYPES.map((type) => (
            <Check key={type}>
              <input
                type="checkbox"
                checked={draft.eventTypes.includes(type)}
                onChange={(e) => setDraft({ ...draft, eventTypes: WATCH_EVENT_TYPES.filter((x) => (x === type ? e.target.checked : draft.eventTypes.includes(x))) })}
              />
              {type}
            </Check>
          ))}
        </Row>
        <FieldProblem id={ids.events} error={problems.eventTypes} />
      </fieldset>
      {serverError && <Problem role="alert">{serverError}</Problem>}
      <Actions>
        <Button variant="secondary" onClick={onCancel}>Cancel</Button>
        <Button type="submit" busy={saving}>Save Watch</Button>
      </Actions>
    </Form>
  );
}
