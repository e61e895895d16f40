import { styled } from 'styled-components';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { offerQueries, type OfferMarket, type OfferUnit } from '../api/offers';
import { useApiContext } from '../api/queryScope';
import { useQuery } from '../api/useQuery';
import {
  PRICE_WATCH_RULE_KINDS,
  PRICE_WATCH_RULE_LABELS,
  PRICE_WATCH_RULE_LIMIT,
  RANK_DIRECTION_LABELS,
  RANK_DIRECTIONS,
  RANK_TOP_MAX,
  type PriceWatchBody,
  type PriceWatchRuleKind,
  type RankDirection,
} from '../api/priceWatches';
import { Button } from '../ui/Button';
import { FieldProblem, invalidProps } from '../ui/FieldProblem';
import { compactFieldCss, textFieldCss } from '../ui/textField';
import { t } from '../ui/tokens';
import {
  draftBody,
  draftProblems,
  emptyRule,
  hasProblems,
  priceFieldUnit,
  type PriceWatchDraft,
  type RuleDraft,
  type RuleProblems,
  type WatchMarket,
} from './priceWatchDraft';
import { offerMarketName } from '../../../contract/offers/wording';

const Form = styled.form`
  display: grid;
  gap: 4px;
  label,
  legend {
    display: block;
    margin-bottom: 4px;
    font-weight: 600;
    font-size: 13px;
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  input {
    ${textFieldCss}
    padding: 0 10px;
  }
  select {
    ${compactFieldCss}
    height: 36px;
    width: 100%;
    min-width: 0;
    text-overflow: ellipsis;
  }
`;

const Rules = styled.ol`
  display: grid;
  gap: 10px;
  margin: 0 0 4px;
  padding: 0;
  list-style: none;
`;

const RuleCard = styled.li`
  padding: 10px 12px 0;
  border: 1px solid ${t.border};
  border-radius: ${t.radius};
  background: ${t.surfaceMuted};
`;

const RuleHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 6px;
  h3 {
    margin: 0;
    font-size: 14px;
    font-weight: 600;
  }
`;

/** A rule's fields side by side, wrapping in a narrow dialog. */
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 0 10px;
  > [data-wide] {
    grid-column: 1 / -1;
  }
  > [data-span='2'] {
    grid-column: span 2;
  }
`;

const Note = styled.p`
  margin: 0 0 10px;
  color: ${t.muted};
  font-size: 13px;
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-bottom: 4px;
`;

const ServerProblem = styled.p`
  margin: 0 0 8px;
  color: ${t.danger};
  font-size: 13px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 8px;
`;

const marketValue = (m: WatchMarket) => [m.stateCode, m.utility, m.commodity, m.customerClass].join('|');
const sameMarket = (a: WatchMarket, b: WatchMarket) =>
  a.stateCode.toLowerCase() === b.stateCode.toLowerCase() &&
  a.utility.toLowerCase() === b.utility.toLowerCase() &&
  (!a.commodity || !b.commodity || a.commodity.toLowerCase() === b.commodity.toLowerCase()) &&
  (!a.customerClass || !b.customerClass || a.customerClass.toLowerCase() === b.customerClass.toLowerCase());

/** The imported market a draft names (commodity and class may be left out by a prefill), if any. */
export const findMarket = (markets: readonly OfferMarket[], market: WatchMarket | null) => (market ? markets.find((m) => sameMarket(m, market)) : undefined);

interface Supplier {
  companyId: string;
  name: string;
}

/** The market's suppliers that are companies (a rule names a company), terms and rate types: from its latest offers. */
function useMarketChoices(market: OfferMarket | undefined) {
  const ctx = useApiContext();
  const key = market ?? { stateCode: '', utility: '', commodity: '', customerClass: '' };
  const offers = useQuery({ ...offerQueries.offers(ctx, key, null), enabled: Boolean(market) });
  return useMemo(() => {
    const list = offers.data?.offers ?? [];
    const suppliers = new Map<string, string>();
    for (const offer of list) if (offer.companyId && !suppliers.has(offer.companyId)) suppliers.set(offer.companyId, offer.companyName || offer.supplierName);
    return {
      loading: offers.isFetching,
      suppliers: [...suppliers].map(([companyId, name]): Supplier => ({ companyId, name })).sort((a, b) => a.name.localeCompare(b.name)),
      terms: [...new Set(list.flatMap((o) => (o.termMonths === null ? [] : [o.termMonths])))].sort((a, b) => a - b),
      rateTypes: [...new Set(list.flatMap((o) => (o.rateType ? [o.rateType] : [])))].sort(),
    };
  }, [offers.data, offers.isFetching]);
}

export interface PriceWatchFormProps {
  initial: PriceWatchDraft;
  /** GET /api/Offers/Markets; undefined while it loads. */
  markets: readonly OfferMarket[] | undefined;
  saving: boolean;
  /** The server's refusal of the last save, shown above the buttons. */
  serverError?: string;
  submitLabel?: string;
  onSave: (body: PriceWatchBody) => void;
  onCancel: () => void;
}

/**
 * A price watch's market, name and rules (issue 61 §2): the four kinds, a supplier picker from the market's offers for
 * rank and supplier rules, prices typed in ¢/kWh for kWh markets (ADR 0058). Checked on submit, each message in the
 * room kept under its field (ADR 0046).
 */
export function PriceWatchForm({ initial, markets, saving, serverError, submitLabel = 'Save Watch', onSave, onCancel }: PriceWatchFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<PriceWatchDraft>(initial);
  const [tried, setTried] = useState(false);
  const market = findMarket(markets ?? [], draft.market);
  const unit: OfferUnit | undefined = market?.unit;
  const choices = useMarketChoices(market);
  const problems = tried ? draftProblems(draft, unit) : { byRule: {} as Record<string, RuleProblems> };
  const states = [...new Set((markets ?? []).map((m) => m.stateCode))];
  const setRule = (key: string, change: Partial<RuleDraft>) => setDraft((d) => ({ ...d, rules: d.rules.map((r) => (r.key === key ? { ...r, ...change } : r)) }));
  const full = draft.rules.length >= PRICE_WATCH_RULE_LIMIT;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    // The market as imported (its commodity and class), so the server need not guess.
    const chosen = market ? { ...draft, market: { stateCode: market.stateCode, utility: market.utility, commodity: market.commodity, customerClass: market.customerClass } } : draft;
    if (!hasProblems(draftProblems(chosen, unit))) onSave(draftBody(chosen, unit));
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Price watch">
      <div>
        <label htmlFor={`${id}-market`}>Market</label>
        <select
          id={`${id}-market`}
          value={market ? marketValue(market) : ''}
          disabled={!markets}
          {...invalidProps(`${id}-market`, problems.market)}
          onChange={(e) => {
            const next = (markets ?? []).find((m) => marketValue(m) === e.target.value);
            // Another market has other suppliers: a supplier's rule keeps its kind and loses its company.
            setDraft((d) => ({
              ...d,
              market: next ? { stateCode: next.stateCode, utility: next.utility, commodity: next.commodity, customerClass: next.customerClass } : null,
              rules: d.rules.map((r) => (next && d.market && sameMarket(next, d.market) ? r : { ...r, companyId: '', companyName: '' })),
            }));
          }}
        >
          <option value="">{markets ? 'Choose a market' : 'Loading markets…'}</option>
          {states.map((state) => (
            <optgroup key={state} label={state}>
              {(markets ?? [])
                .filter((m) => m.stateCode === state)
                .map((m) => (
                  <option key={marketValue(m)} value={marketValue(m)}>
                    {`${m.stateCode} · ${m.utility} · ${m.commodity} · ${m.customerClass}`}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        <FieldProblem id={`${id}-market`} error={problems.market} />
      </div>
      <div>
        <label htmlFor={`${id}-name`}>Name (optional)</label>
        <input id={`${id}-name`} value={draft.name} maxLength={100} placeholder={market ? offerMarketName(market) : ''} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        <FieldProblem id={`${id}-name`} />
      </div>
      <fieldset aria-describedby={problems.rules ? `${id}-rules-error` : undefined}>
        <legend>Rules</legend>
        <Note>A rule tells you once when it becomes true, and again only after it has cleared.</Note>
        {draft.rules.length > 0 && (
          <Rules>
            {draft.rules.map((rule, i) => (
              <RuleCard key={rule.key} aria-label={`Rule ${i + 1}: ${PRICE_WATCH_RULE_LABELS[rule.kind]}`}>
                <RuleHead>
                  <h3>{PRICE_WATCH_RULE_LABELS[rule.kind]}</h3>
                  <Button
                    variant="link"
                    size="sm"
                    aria-label={`Remove rule ${i + 1}: ${PRICE_WATCH_RULE_LABELS[rule.kind]}`}
                    onClick={() => setDraft((d) => ({ ...d, rules: d.rules.filter((r) => r.key !== rule.key) }))}
                  >
                    Remove
                  </Button>
                </RuleHead>
                <RuleFields
                  id={`${id}-${rule.key}`}
                  rule={rule}
                  unit={unit}
                  problems={problems.byRule[rule.key] ?? {}}
                  choices={choices}
                  hasMarket={Boolean(market)}
                  onChange={(change) => setRule(rule.key, change)}
                />
              </RuleCard>
            ))}
          </Rules>
        )}
        <AddRow role="group" aria-label="Add a rule">
          {PRICE_WATCH_RULE_KINDS.map((kind) => (
            <Button key={kind} variant="secondary" size="sm" disabled={full} onClick={() => setDraft((d) => ({ ...d, rules: [...d.rules, emptyRule(kind)] }))}>
              {`+ ${PRICE_WATCH_RULE_LABELS[kind]}`}
            </Button>
          ))}
        </AddRow>
        <FieldProblem id={`${id}-rules`} error={problems.rules} />
      </fieldset>
      {serverError && <ServerProblem role="alert">{serverError}</ServerProblem>}
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={saving}>
          {submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}

interface RuleFieldsProps {
  id: string;
  rule: RuleDraft;
  unit: OfferUnit | undefined;
  problems: RuleProblems;
  choices: ReturnType<typeof useMarketChoices>;
  hasMarket: boolean;
  onChange: (change: Partial<RuleDraft>) => void;
}

function RuleFields({ id, rule, unit, problems, choices, hasMarket, onChange }: RuleFieldsProps) {
  switch (rule.kind as PriceWatchRuleKind) {
    case 'priceAtOrBelow': {
      const terms = rule.termMonths && !choices.terms.includes(Number(rule.termMonths)) ? [...choices.terms, Number(rule.termMonths)] : choices.terms;
      const rateTypes = rule.rateType && !choices.rateTypes.includes(rule.rateType) ? [...choices.rateTypes, rule.rateType] : choices.rateTypes;
      return (
        <Fields>
          <div>
            <label htmlFor={`${id}-price`}>{`Price (${priceFieldUnit(unit)})`}</label>
            <input id={`${id}-price`} inputMode="decimal" value={rule.price} {...invalidProps(`${id}-price`, problems.price)} onChange={(e) => onChange({ price: e.target.value })} />
            <FieldProblem id={`${id}-price`} error={problems.price} />
          </div>
          <div>
            <label htmlFor={`${id}-term`}>Term</label>
            <select id={`${id}-term`} value={rule.termMonths} onChange={(e) => onChange({ termMonths: e.target.value })}>
              <option value="">Any term</option>
              {terms.map((months) => (
                <option key={months} value={String(months)}>
                  {months === 1 ? '1 month' : `${months} months`}
                </option>
              ))}
            </select>
            <FieldProblem id={`${id}-term`} />
          </div>
          <div>
            <label htmlFor={`${id}-rate-type`}>Rate type</label>
            <select id={`${id}-rate-type`} value={rule.rateType} onChange={(e) => onChange({ rateType: e.target.value })}>
              <option value="">Any rate type</option>
              {rateTypes.map((rateType) => (
                <option key={rateType} value={rateType}>
                  {rateType}
                </option>
              ))}
            </select>
            <FieldProblem id={`${id}-rate-type`} />
          </div>
        </Fields>
      );
    }
    case 'rank':
      return (
        <Fields>
          <SupplierField id={id} rule={rule} problems={problems} choices={choices} hasMarket={hasMarket} onChange={onChange} />
          <div>
            <label htmlFor={`${id}-top`}>Top</label>
            <input id={`${id}-top`} inputMode="numeric" value={rule.top} {...invalidProps(`${id}-top`, problems.top)} onChange={(e) => onChange({ top: e.target.value })} />
            <FieldProblem id={`${id}-top`} error={problems.top} hint={`1 to ${RANK_TOP_MAX}`} />
          </div>
          <div data-span="2">
            <label htmlFor={`${id}-direction`}>When it</label>
            <select id={`${id}-direction`} value={rule.direction} onChange={(e) => onChange({ direction: e.target.value as RankDirection })}>
              {RANK_DIRECTIONS.map((direction) => (
                <option key={direction} value={direction}>
                  {`${RANK_DIRECTION_LABELS[direction]} the top`}
                </option>
              ))}
            </select>
            <FieldProblem id={`${id}-direction`} />
          </div>
        </Fields>
      );
    case 'supplierChange':
      return (
        <Fields>
          <SupplierField id={id} rule={rule} problems={problems} choices={choices} hasMarket={hasMarket} onChange={onChange} />
          <div data-span="2">
            <label htmlFor={`${id}-min`}>Minimum change (%)</label>
            <input id={`${id}-min`} inputMode="decimal" value={rule.minPercent} placeholder="Any" {...invalidProps(`${id}-min`, problems.minPercent)} onChange={(e) => onChange({ minPercent: e.target.value })} />
            <FieldProblem id={`${id}-min`} error={problems.minPercent} />
          </div>
        </Fields>
      );
    default:
      return <Note>Every offer of the market posted, withdrawn or repriced (by 0.1¢/kWh or 0.1% at least).</Note>;
  }
}

function SupplierField({ id, rule, problems, choices, hasMarket, onChange }: Omit<RuleFieldsProps, 'unit'>) {
  // A supplier the offers do not list (a prefill, or a watch kept after it left the market) still shows.
  const suppliers = rule.companyId && !choices.suppliers.some((s) => s.companyId === rule.companyId)
    ? [...choices.suppliers, { companyId: rule.companyId, name: rule.companyName || rule.companyId }]
    : choices.suppliers;
  return (
    <div data-wide="">
      <label htmlFor={`${id}-supplier`}>Supplier</label>
      <select
        id={`${id}-supplier`}
        value={rule.companyId}
        {...invalidProps(`${id}-supplier`, problems.companyId)}
        onChange={(e) => onChange({ companyId: e.target.value, companyName: suppliers.find((s) => s.companyId === e.target.value)?.name ?? '' })}
      >
        <option value="">{!hasMarket ? 'Choose a market first' : choices.loading && suppliers.length === 0 ? 'Loading suppliers…' : 'Choose a supplier'}</option>
        {suppliers.map((s) => (
          <option key={s.companyId} value={s.companyId}>
            {s.name}
          </option>
        ))}
      </select>
      <FieldProblem id={`${id}-supplier`} error={problems.companyId} />
    </div>
  );
}
