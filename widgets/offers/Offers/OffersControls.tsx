import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { OfferMarket } from '../../core/api/offers';
import { formatDateSafe } from '../../core/format/date';
import { compactFieldCss } from '../../core/ui/textField';
import type { OfferFilterOptions } from './offerRows';
import { marketValue, type OffersState } from './offersFilters';

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px 16px;
  margin-bottom: 12px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 600;
    font-size: 13px;
    flex: 1 1 150px;
    max-width: 220px;
    min-width: 0;
  }
  label[data-wide] {
    flex: 3 1 320px;
    max-width: 560px;
  }
  select {
    ${compactFieldCss}
    height: 36px;
    font-weight: 400;
    width: 100%;
    min-width: 0;
    text-overflow: ellipsis;
  }
  @container offers (max-width: 480px) {
    label,
    label[data-wide] {
      flex-basis: calc(50% - 8px);
      max-width: none;
    }
    label[data-wide] {
      flex-basis: 100%;
    }
  }
`;

/** Snapshot dates, newest first, as MM/DD/YYYY. */
function DateOptions({ dates }: { dates: readonly string[] }) {
  return (
    <>
      {[...dates].reverse().map((date) => (
        <option key={date} value={date}>
          {formatDateSafe(date)}
        </option>
      ))}
    </>
  );
}

export interface MarketBarProps {
  markets: readonly OfferMarket[];
  market: OfferMarket | undefined;
  /** The snapshot shown (YYYY-MM-DD). */
  asOf: string;
  onMarket: (market: OfferMarket) => void;
  onAsOf: (asOf: string) => void;
  children?: ReactNode;
}

/** The market picker (grouped by state) and the snapshot date. */
export function MarketBar({ markets, market, asOf, onMarket, onAsOf, children }: MarketBarProps) {
  const id = useId();
  const states = [...new Set(markets.map((m) => m.stateCode))];
  const snapshots = market?.snapshots ?? [];
  return (
    <Bar part="filters" role="group" aria-label="Market and snapshot">
      <label htmlFor={`${id}-market`} data-wide="">
        Market
        <select
          id={`${id}-market`}
          value={market ? marketValue(market) : ''}
          onChange={(e) => {
            const next = markets.find((m) => marketValue(m) === e.target.value);
            if (next) onMarket(next);
          }}
        >
          {!market && <option value="">Choose a market</option>}
          {states.map((state) => (
            <optgroup key={state} label={state}>
              {markets
                .filter((m) => m.stateCode === state)
                .map((m) => (
                  <option key={marketValue(m)} value={marketValue(m)}>
                    {`${m.stateCode} · ${m.utility} · ${m.commodity} · ${m.customerClass}`}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-as-of`}>
        As of
        <select id={`${id}-as-of`} value={asOf} disabled={snapshots.length === 0} onChange={(e) => onAsOf(e.target.value)}>
          {snapshots.length === 0 && <option value={asOf}>{formatDateSafe(asOf)}</option>}
          <DateOptions dates={snapshots} />
        </select>
      </label>
      {children}
    </Bar>
  );
}

export interface OfferFiltersProps {
  state: OffersState;
  options: OfferFilterOptions;
  onChange: (state: OffersState) => void;
}

/** Term, rate type and supplier; each choice applies at once. A value from the URL the snapshot lacks still shows. */
export function OfferFilters({ state, options, onChange }: OfferFiltersProps) {
  const id = useId();
  const terms = state.term && !options.terms.includes(Number(state.term)) ? [...options.terms, Number(state.term)] : options.terms;
  const rateTypes = state.rateType && !options.rateTypes.some((r) => r.toLowerCase() === state.rateType.toLowerCase()) ? [...options.rateTypes, state.rateType] : options.rateTypes;
  const suppliers = state.supplier && !options.suppliers.some((s) => s.toLowerCase() === state.supplier.toLowerCase()) ? [...options.suppliers, state.supplier] : options.suppliers;
  const chosen = (list: readonly string[], value: string) => list.find((item) => item.toLowerCase() === value.toLowerCase()) ?? '';
  return (
    <Bar role="group" aria-label="Filters">
      <label htmlFor={`${id}-term`}>
        Term
        <select id={`${id}-term`} value={state.term} onChange={(e) => onChange({ ...state, term: e.target.value })}>
          <option value="">All terms</option>
          {terms.map((months) => (
            <option key={months} value={String(months)}>
              {months === 1 ? '1 month' : `${months} months`}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-rate-type`}>
        Rate type
        <select id={`${id}-rate-type`} value={chosen(rateTypes, state.rateType)} onChange={(e) => onChange({ ...state, rateType: e.target.value })}>
          <option value="">All rate types</option>
          {rateTypes.map((rateType) => (
            <option key={rateType} value={rateType}>
              {rateType}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-supplier`} data-wide="">
        Supplier
        <select id={`${id}-supplier`} value={chosen(suppliers, state.supplier)} onChange={(e) => onChange({ ...state, supplier: e.target.value })}>
          <option value="">All suppliers</option>
          {suppliers.map((supplier) => (
            <option key={supplier} value={supplier}>
              {supplier}
            </option>
          ))}
        </select>
      </label>
    </Bar>
  );
}

export interface ChangeRangeProps {
  snapshots: readonly string[];
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/** What changed's two dates: From lists the snapshots before To, To those after From. */
export function ChangeRange({ snapshots, from, to, onChange }: ChangeRangeProps) {
  const id = useId();
  return (
    <Bar role="group" aria-label="Dates compared">
      <label htmlFor={`${id}-from`}>
        From
        <select id={`${id}-from`} value={from} onChange={(e) => onChange({ from: e.target.value, to })}>
          <DateOptions dates={snapshots.filter((date) => date < to)} />
        </select>
      </label>
      <label htmlFor={`${id}-to`}>
        To
        <select id={`${id}-to`} value={to} onChange={(e) => onChange({ from, to: e.target.value })}>
          <DateOptions dates={snapshots.filter((date) => date > from)} />
        </select>
      </label>
    </Bar>
  );
}
