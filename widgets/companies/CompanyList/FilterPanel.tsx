import { inputCss } from '../shared/inputCss';
import { styled } from 'styled-components';
import { useId, useState } from 'react';
import type { CommodityCode, LicenseTypeFilter, State } from '../../core/api/companies';
import { Button } from '../../core/ui/Button';
import { Drawer } from '../../core/ui/Drawer';
import { SideSheetBody as Body, SideSheetFoot as Foot } from '../../core/ui/SideSheet';
import { INITIAL_STATE, type ListState } from './listState';

const Field = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
  legend,
  label.title {
    font-weight: 600;
    margin-bottom: 6px;
    padding: 0;
  }
`;

const Radios = styled.div`
  display: flex;
  gap: 16px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    cursor: pointer;
  }
`;

const Input = styled.input`
  ${inputCss}
`;

const Select = styled.select`
  ${inputCss}
`;

type Filters = Pick<ListState, 'search' | 'stateCode' | 'licenseType' | 'commodity'>;

export interface FilterPanelProps {
  value: Filters;
  states: State[];
  onApply: (filters: Filters) => void;
  onClose: () => void;
}

/** Spec 1 §2 filter panel: commodity radios, search text, License Type, State ('All' first), Reset and Apply. */
export function FilterPanel({ value, states, onApply, onClose }: FilterPanelProps) {
  const [draft, setDraft] = useState<Filters>(value);
  const id = useId();

  const commodities: [CommodityCode, string][] = [[1, 'Electric'], [2, 'Nat Gas'], [0, 'Both']];
  return (
    <Drawer part="filters" title="Filters" onClose={onClose}>
      <Body>
        <Field>
          <legend>Commodity</legend>
          <Radios>
            {commodities.map(([code, label]) => (
              <label key={code}>
                <input
                  type="radio"
                  name={`${id}-commodity`}
                  value={code}
                  checked={draft.commodity === code}
                  onChange={() => setDraft({ ...draft, commodity: code })}
                />
                {label}
              </label>
            ))}
          </Radios>
        </Field>
        <Field>
          <label className="title" htmlFor={`${id}-search`}>Search</label>
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Company, Domain, LicenseNo."
            value={draft.search}
            maxLength={200}
            onChange={(event) => setDraft({ ...draft, search: event.target.value })}
          />
        </Field>
        <Field>
          <label className="title" htmlFor={`${id}-type`}>License Type</label>
          <Select
            id={`${id}-type`}
            value={draft.licenseType}
            onChange={(event) => setDraft({ ...draft, licenseType: event.target.value as LicenseTypeFilter })}
          >
            <option value="">Both</option>
            <option value="ABC">ABC</option>
            <option value="Supplier">Supplier</option>
          </Select>
        </Field>
        <Field>
          <label className="title" htmlFor={`${id}-state`}>State</label>
          <Select id={`${id}-state`} value={draft.stateCode} onChange={(event) => setDraft({ ...draft, stateCode: event.target.value })}>
            <option value="">All</option>
            {states.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </Select>
        </Field>
      </Body>
      <Foot>
        <Button variant="secondary" onClick={() => onApply({ search: INITIAL_STATE.search, stateCode: '', licenseType: '', commodity: 0 })}>
          Reset
        </Button>
        <Button onClick={() => onApply({ ...draft, search: draft.search.trim() })}>Apply</Button>
      </Foot>
    </Drawer>
  );
}
