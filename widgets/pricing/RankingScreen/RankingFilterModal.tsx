import { useId, useState } from 'react';
import { Button } from '../../core/ui/Button';
import { Modal } from '../../core/ui/Modal';
import type { PricingCaller } from '../../core/api/pricing';
import { ALL, TERM_OPTIONS } from '../../../contract/pricing/constants';
import { emptyForm } from '../logic/cascade';
import { stateId, stateLabel, utilityId, loadZoneId, showsLoadZone } from '../logic/options';
import type { CommodityCode, PricingForm } from '../logic/types';
import * as S from '../shared/filterStyles';
import { useRankingFilterOptions } from './useRankingFilterOptions';

/** The modal filter variant of the Ranking screen (spec 2 §2). */
export function RankingFilterModal({ open, onClose, caller, onApply }: {
  open: boolean;
  onClose: () => void;
  caller: PricingCaller | null;
  onApply: (filters: PricingForm) => void;
}) {
  const id = useId();
  const [f, setF] = useState({ commodity: 1 as CommodityCode, state: 'TX', utility: ALL, rateClass: ALL, loadZone: ALL, billingMethod: ALL, term: ALL, from: '', to: '' });
  const set = (patch: Partial<typeof f>) => setF((prev) => ({ ...prev, ...patch }));
  const { states, utilities, zones, rateClasses, billing } = useRankingFilterOptions(caller, open, f);

  const select = (label: string, value: string, items: { value: string; label: string }[], onChange: (v: string) => void) => (
    <S.Field>
      <S.Label htmlFor={`${id}-${label}`}>{label}</S.Label>
      <S.Select id={`${id}-${label}`} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value={ALL}>All</option>
        {items.map((i) => <option key={i.value} value={i.value}>{i.label}</option>)}
      </S.Select>
    </S.Field>
  );

  const apply = () => {
    onApply({
      ...emptyForm(null),
      market: null,
      commodity: f.commodity,
      state: f.state,
      utility: f.utility,
      rateClass: f.rateClass,
      loadZone: showsLoadZone(f.commodity) ? f.loadZone : ALL,
      billingMethod: f.billingMethod,
      term: f.term,
      effectiveFrom: f.from || null,
      effectiveTo: f.to || null,
    });
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Filters"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>Cancel</Button>
          <Button onClick={apply}>Apply</Button>
        </>
      }
    >
      <div style={{ display: 'grid', gap: 10 }}>
        <S.Field>
          <S.Label as="span" id={`${id}-commodity`}>Commodity</S.Label>
          <div role="radiogroup" aria-labelledby={`${id}-commodity`} style={{ display: 'flex', gap: 16 }}>
            {([[1, 'Electric'], [2, 'Nat Gas']] as const).map(([value, label]) => (
              <label key={value} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
                <input type="radio" name={`${id}-commodity`} value={value} checked={f.commodity === value}
                  onChange={() => set({ commodity: value, utility: ALL, rateClass: ALL, loadZone: ALL })} />
                {label}
              </label>
            ))}
          </div>
        </S.Field>
        {select('State', f.state, (states.data ?? []).map((s) => ({ value: stateId(s), label: stateLabel(s) })),
          (v) => set({ state: v, utility: ALL, rateClass: ALL, loadZone: ALL }))}
        {select('Utility', f.utility, (utilities.data ?? []).map((u) => ({ value: utilityId(u), label: u.utilityName })),
          (v) => set({ utility: v, rateClass: ALL }))}
        {select('Rate Classes', f.rateClass, (rateClasses.data ?? []).map((r) => ({ value: r.rateClassName, label: r.rateClassName })),
          (v) => set({ rateClass: v }))}
        {showsLoadZone(f.commodity) && select('Load Zones', f.loadZone, (zones.data ?? []).map((z) => ({ value: loadZoneId(z), label: z.name })),
          (v) => set({ loadZone: v }))}
        {select('Billing Method', f.billingMethod, (billing.data ?? []).map((b) => ({ value: b.shortName, label: b.shortName })),
          (v) => set({ billingMethod: v }))}
        <S.Field>
          <S.Label htmlFor={`${id}-term`}>Term</S.Label>
          <S.Select id={`${id}-term`} value={f.term} onChange={(e) => set({ term: e.target.value })}>
            {TERM_OPTIONS.map((term) => <option key={term.value} value={term.value}>{term.label}</option>)}
          </S.Select>
        </S.Field>
        <S.Row>
          <S.Field>
            <S.Label htmlFor={`${id}-from`}>From Date</S.Label>
            <S.Input id={`${id}-from`} type="date" value={f.from} onChange={(e) => set({ from: e.target.value })} />
          </S.Field>
          <S.Field>
            <S.Label htmlFor={`${id}-to`}>To Date</S.Label>
            <S.Input id={`${id}-to`} type="date" value={f.to} onChange={(e) => set({ to: e.target.value })} />
          </S.Field>
        </S.Row>
      </div>
    </Modal>
  );
}
