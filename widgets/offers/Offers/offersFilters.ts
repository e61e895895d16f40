import type { OfferMarket, OfferMarketKey } from '../../core/api/offers';
import type { QueryValue } from '../../core/config/routes';

/** The screen's two views: the snapshot's offers, or what changed between two snapshot dates. */
export type OffersView = 'offers' | 'changes';

/** The offers table's sort: a column id and its direction; cheapest first unless the URL says otherwise. */
export interface OffersSort {
  id: string;
  desc: boolean;
}
export const DEFAULT_SORT: OffersSort = { id: 'price', desc: false };

/** Everything the screen's URL holds; '' = not chosen (the latest snapshot, every term…). */
export interface OffersState {
  state: string;
  utility: string;
  commodity: string;
  customerClass: string;
  asOf: string;
  term: string;
  rateType: string;
  supplier: string;
  sort: OffersSort;
  view: OffersView;
  /** What changed: from and to (YYYY-MM-DD); '' = the snapshot before the one shown, and the one shown. */
  from: string;
  to: string;
}

/**
 * The URL's values as the host passes them: `/offers?state=TX&utility=ONCOR…&commodity=Electric&customerClass=Residential
 * &asOf=2026-01-09&term=12&rateType=Fixed&supplier=…&sort=-renewable&view=changes&from=…&to=…`.
 */
export interface OffersParams {
  state?: string | null;
  utility?: string | null;
  commodity?: string | null;
  customerClass?: string | null;
  asOf?: string | null;
  term?: string | number | null;
  rateType?: string | null;
  supplier?: string | null;
  sort?: string | null;
  view?: string | null;
  from?: string | null;
  to?: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null | undefined) => (value && DAY.test(value.trim()) ? value.trim() : '');
const textOf = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value).trim());

/** 'price' → cheapest first; '-renewable' → most renewable first. */
export function parseSort(value: string | null | undefined): OffersSort {
  const text = textOf(value);
  if (!/^-?[A-Za-z][\w-]*$/.test(text)) return DEFAULT_SORT;
  return text.startsWith('-') ? { id: text.slice(1), desc: true } : { id: text, desc: false };
}

const sortText = (sort: OffersSort) => `${sort.desc ? '-' : ''}${sort.id}`;

/** The state the URL describes; a value the screen cannot read falls back to its default. */
export function stateFromParams(params: OffersParams): OffersState {
  const stateCode = textOf(params.state).toUpperCase();
  const term = textOf(params.term);
  return {
    state: /^[A-Z]{2}$/.test(stateCode) ? stateCode : '',
    utility: textOf(params.utility),
    commodity: textOf(params.commodity),
    customerClass: textOf(params.customerClass),
    asOf: day(params.asOf),
    term: /^\d{1,3}$/.test(term) ? String(Number(term)) : '',
    rateType: textOf(params.rateType),
    supplier: textOf(params.supplier),
    sort: parseSort(params.sort),
    view: textOf(params.view).toLowerCase() === 'changes' ? 'changes' : 'offers',
    from: day(params.from),
    to: day(params.to),
  };
}

/** The URL query of a state, in the URL's names; defaults are left out. */
export function stateQuery(state: OffersState): Record<string, QueryValue> {
  const sort = sortText(state.sort);
  return {
    state: state.state,
    utility: state.utility,
    commodity: state.commodity,
    customerClass: state.customerClass,
    asOf: state.asOf,
    term: state.term,
    rateType: state.rateType,
    supplier: state.supplier,
    sort: sort === sortText(DEFAULT_SORT) ? undefined : sort,
    view: state.view === 'changes' ? 'changes' : undefined,
    from: state.view === 'changes' ? state.from : undefined,
    to: state.view === 'changes' ? state.to : undefined,
  };
}

/** What of the host's parameters counts: a change (a link, Back) reads the state again. */
export const paramsKeyOf = (params: OffersParams) => JSON.stringify(stateFromParams(params));

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The market the state names, among the imported ones: state and utility must match (case aside), commodity and
 * class only when given. Nothing named: the first market (of the state, when only a state is given). Undefined when
 * the state names a market that was never imported.
 */
export function chooseMarket(markets: readonly OfferMarket[], state: Pick<OffersState, 'state' | 'utility' | 'commodity' | 'customerClass'>): OfferMarket | undefined {
  if (!state.state) return markets[0];
  const ofState = markets.filter((m) => same(m.stateCode, state.state));
  if (!state.utility) return ofState[0];
  return ofState.find(
    (m) =>
      same(m.utility, state.utility) &&
      (!state.commodity || same(m.commodity, state.commodity)) &&
      (!state.customerClass || same(m.customerClass, state.customerClass)),
  );
}

/** The state once a market is picked: its full name in the URL, the snapshot and every filter back to the default. */
export function withMarket(state: OffersState, market: OfferMarketKey): OffersState {
  return {
    ...state,
    state: market.stateCode,
    utility: market.utility,
    commodity: market.commodity,
    customerClass: market.customerClass,
    asOf: '',
    term: '',
    rateType: '',
    supplier: '',
    from: '',
    to: '',
  };
}

/** 'TX · ONCOR ELECTRIC DELIVERY COMPANY · Electric · Residential'. */
export const marketLabel = (market: OfferMarketKey) => [market.stateCode, market.utility, market.commodity, market.customerClass].join(' · ');

/** A market's identity as one string (the picker's option values). */
export const marketValue = (market: OfferMarketKey) => [market.stateCode, market.utility, market.commodity, market.customerClass].join('|');

/** 'offers-TX-ONCOR-ELECTRIC-DELIVERY-COMPANY-Electric-Residential-2026-01-09.csv'. */
export function offersFileName(prefix: 'offers' | 'offer-changes', market: OfferMarketKey, ...dates: string[]): string {
  const parts = [prefix, market.stateCode, market.utility, market.commodity, market.customerClass, ...dates].filter(Boolean);
  return `${parts.join('-').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}.csv`;
}
