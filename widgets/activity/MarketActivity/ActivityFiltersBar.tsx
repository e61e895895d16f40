import { useId } from 'react';
import { styled } from 'styled-components';
import { compactFieldCss } from '../../core/ui/textField';
import {
  ACTIVITY_PERIODS,
  COMMODITY_OPTIONS,
  LICENSE_TYPE_OPTIONS,
  type ActivityFilters,
  type ActivityPeriod,
} from './activityFilters';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 16px;
  margin-bottom: 16px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 600;
    font-size: 13px;
    flex: 1 1 150px;
    max-width: 240px;
  }
  select {
    ${compactFieldCss}
    height: 36px;
    font-weight: 400;
    width: 100%;
  }
  @container activity (max-width: 480px) {
    label {
      flex-basis: calc(50% - 8px);
      max-width: none;
    }
  }
`;

export interface ActivityFiltersBarProps {
  filters: ActivityFilters;
  states: readonly { code: string; name: string }[];
  onChange: (filters: ActivityFilters) => void;
}

/** State, Commodity, License Type and the period; each choice applies at once. */
export function ActivityFiltersBar({ filters, states, onChange }: ActivityFiltersBarProps) {
  const id = useId();
  // A state from the URL that the list does not (yet) hold still shows as chosen.
  const stateOptions = filters.state && !states.some((s) => s.code === filters.state) ? [...states, { code: filters.state, name: filters.state }] : states;
  return (
    <Bar part="filters" role="group" aria-label="Filters">
      <label htmlFor={`${id}-state`}>
        State
        <select id={`${id}-state`} value={filters.state} onChange={(e) => onChange({ ...filters, state: e.target.value })}>
          <option value="">All states</option>
          {stateOptions.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-commodity`}>
        Commodity
        <select
          id={`${id}-commodity`}
          value={filters.commodity}
          onChange={(e) => onChange({ ...filters, commodity: e.target.value as ActivityFilters['commodity'] })}
        >
          <option value="">All commodities</option>
          {COMMODITY_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-type`}>
        License Type
        <select id={`${id}-type`} value={filters.type} onChange={(e) => onChange({ ...filters, type: e.target.value as ActivityFilters['type'] })}>
          <option value="">All license types</option>
          {LICENSE_TYPE_OPTIONS.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-months`}>
        Period
        <select
          id={`${id}-months`}
          value={filters.months}
          onChange={(e) => onChange({ ...filters, months: Number(e.target.value) as ActivityPeriod })}
        >
          {ACTIVITY_PERIODS.map((months) => (
            <option key={months} value={months}>
              {months} months
            </option>
          ))}
        </select>
      </label>
    </Bar>
  );
}
