import { ALL } from '../../../contract/pricing/constants';
import {
  commodityOf,
  defaultMarket,
  findState,
  isTexas,
  loadZoneId,
  showsLoadZone,
  stateId,
  utilityId,
} from './options';
import { clampForm, hasErrors, validateForm } from '../../../contract/pricing/validation';
import { settleRestore, startRestore, type CascadeSteps } from './restore';
import type { UrlRestore } from './urlFilters';
import type {
  BillingMethod,
  CommodityCode,
  FilterKey,
  FilterOptions,
  FiltersState,
  FormVariant,
  LoadProfile,
  LoadZone,
  Market,
  PricingForm,
  RateClass,
  State,
  Utility,
} from './types';

export { defaultMarket, isTexas, showsLoadZone } from './options';

/** Fields a plain input sets without cascading (term: one value, so one term at a time). */
export type PlainField =
  | 'loadZone'
  | 'rateClass'
  | 'loadProfile'
  | 'billingMethod'
  | 'usageFrom'
  | 'usageTo'
  | 'usage'
  | 'demand'
  | 'term';

/** yyyy-MM-dd for effective dates, yyyy-MM for contract start; null = whole window. */
export type DateField = 'effectiveFrom' | 'effectiveTo' | 'contractStartFrom' | 'contractStartTo';

export type FiltersAction =
  | { type: 'marketsLoaded'; markets: Market[] }
  | { type: 'selectMarket'; market: string }
  | { type: 'statesLoaded'; market: string; states: State[] }
  | { type: 'selectState'; state: string }
  | { type: 'utilitiesLoaded'; state: string; utilities: Utility[] }
  | { type: 'loadZonesLoaded'; state: string; loadZones: LoadZone[] }
  | { type: 'selectUtility'; utility: string }
  | { type: 'rateClassesLoaded'; utility: string; rateClasses: RateClass[] }
  | { type: 'loadProfilesLoaded'; loadProfiles: LoadProfile[] }
  | { type: 'billingMethodsLoaded'; billingMethods: BillingMethod[] }
  /** A list call failed: it is only logged (spec 2 §8); the list becomes empty so it is not asked again. */
  | { type: 'loadFailed'; list: keyof FilterOptions }
  | { type: 'setField'; field: PlainField; value: string }
  | { type: 'setDate'; field: DateField; value: string | null }
  | { type: 'apply'; variant?: FormVariant }
  | { type: 'reset' }
  | { type: 'removeChip'; key: FilterKey }
  /** Filters from a URL: plain fields at once, list fields as their lists arrive; applied once all are checked. */
  | { type: 'restore'; restore: UrlRestore };

export function emptyForm(market: Market | null): PricingForm {
  return {
    market: market?.Market ?? null,
    commodity: market ? commodityOf(market) : 1,
    state: ALL,
    utility: ALL,
    loadZone: ALL,
    rateClass: ALL,
    loadProfile: ALL,
    billingMethod: ALL,
    usageFrom: '',
    usageTo: '',
    usage: '',
    demand: '',
    term: ALL,
    effectiveFrom: null,
    effectiveTo: null,
    contractStartFrom: null,
    contractStartTo: null,
  };
}

export function initialFiltersState(): FiltersState {
  return {
    form: emptyForm(null),
    applied: null,
    options: {
      markets: null,
      states: null,
      utilities: null,
      loadZones: null,
      rateClasses: null,
      loadProfiles: null,
      billingMethods: null,
    },
  };
}

/** The selected state's record when the list holds it, else the raw identifier. */
function currentState(s: FiltersState): State | string {
  return findState(s.options.states, s.form.state) ?? s.form.state;
}

export function selectedIsTexas(s: FiltersState): boolean {
  return isTexas(currentState(s));
}

/** Which of the dependent inputs the form shows. */
export function visibleFields(s: FiltersState): { loadZone: boolean; rateClass: boolean; loadProfile: boolean } {
  const texas = selectedIsTexas(s);
  return { loadZone: showsLoadZone(s.form.commodity), rateClass: !texas, loadProfile: texas };
}

function selectMarket(s: FiltersState, name: string): FiltersState {
  const market = s.options.markets?.find((m) => m.Market === name) ?? null;
  const commodity: CommodityCode = market ? commodityOf(market) : s.form.commodity;
  return {
    ...s,
    form: {
      ...s.form,
      market: name,
      commodity,
      state: ALL,
      utility: ALL,
      rateClass: ALL,
      loadProfile: ALL,
      loadZone: ALL,
      billingMethod: ALL,
    },
    options: { ...s.options, states: null, utilities: null, loadZones: null, rateClasses: null },
  };
}

function selectState(s: FiltersState, state: string): FiltersState {
  return {
    ...s,
    form: { ...s.form, state, utility: ALL, loadZone: ALL, rateClass: ALL, loadProfile: ALL },
    options: { ...s.options, utilities: null, loadZones: null, rateClasses: null },
  };
}

function selectUtility(s: FiltersState, utility: string): FiltersState {
  return {
    ...s,
    form: { ...s.form, utility, rateClass: ALL },
    options: { ...s.options, rateClasses: null },
  };
}

function statesLoaded(s: FiltersState, states: State[]): FiltersState {
  const next = { ...s, options: { ...s.options, states } };
  return states.length === 1 ? selectState(next, stateId(states[0])) : next;
}

function reset(s: FiltersState): FiltersState {
  const market = defaultMarket(s.options.markets);
  const keepStates = market !== null && market.Market === s.form.market ? s.options.states : null;
  const next: FiltersState = {
    ...s,
    form: emptyForm(market),
    options: { ...s.options, states: null, utilities: null, loadZones: null, rateClasses: null },
  };
  // Same market: its states are still valid, so re-run the single-option auto-selection now.
  return keepStates ? statesLoaded(next, keepStates) : next;
}

/** The form with one filter back to its default, dependents included (state → utility, zone, rate class, profile). */
export function resetFilter(form: PricingForm, key: FilterKey): PricingForm {
  switch (key) {
    case 'market':
      return form;
    case 'state':
      return { ...form, state: ALL, utility: ALL, loadZone: ALL, rateClass: ALL, loadProfile: ALL };
    case 'utility':
      return { ...form, utility: ALL, rateClass: ALL };
    case 'effective':
      return { ...form, effectiveFrom: null, effectiveTo: null };
    case 'contractStart':
      return { ...form, contractStartFrom: null, contractStartTo: null };
    case 'usageFrom':
    case 'usageTo':
    case 'usage':
    case 'demand':
      return { ...form, [key]: '' };
    default:
      return { ...form, [key]: ALL };
  }
}

const STEPS: CascadeSteps = { selectMarket, selectState, selectUtility, isTexas: selectedIsTexas };

/** What the user does by hand; it ends a URL restore still under way (the user's choice wins over the URL's). */
const USER_ACTIONS: ReadonlySet<FiltersAction['type']> = new Set([
  'selectMarket', 'selectState', 'selectUtility', 'setField', 'setDate', 'reset', 'removeChip',
]);

export function filtersReducer(s: FiltersState, action: FiltersAction): FiltersState {
  if (action.type === 'restore') return startRestore(s, action.restore, STEPS);
  if (s.pending || s.applyWhenRestored) {
    if (USER_ACTIONS.has(action.type)) return cascadeReducer({ ...s, pending: null, applyWhenRestored: false }, action);
    const next = cascadeReducer(s, action);
    return next.pending ? settleRestore(next, STEPS) : next;
  }
  return cascadeReducer(s, action);
}

function cascadeReducer(s: FiltersState, action: Exclude<FiltersAction, { type: 'restore' }>): FiltersState {
  switch (action.type) {
    case 'marketsLoaded': {
      const next = { ...s, options: { ...s.options, markets: action.markets } };
      const stillThere = action.markets.some((m) => m.Market === s.form.market);
      if (stillThere) return next;
      const market = defaultMarket(action.markets);
      return market ? selectMarket(next, market.Market) : { ...next, form: { ...next.form, market: null } };
    }
    case 'selectMarket':
      return selectMarket(s, action.market);
    case 'statesLoaded':
      // A late answer for a market no longer selected is dropped.
      return action.market === s.form.market ? statesLoaded(s, action.states) : s;
    case 'selectState':
      return selectState(s, action.state);
    case 'utilitiesLoaded': {
      if (action.state !== s.form.state) return s;
      const next = { ...s, options: { ...s.options, utilities: action.utilities } };
      return action.utilities.length === 1 ? selectUtility(next, utilityId(action.utilities[0])) : next;
    }
    case 'loadZonesLoaded': {
      if (action.state !== s.form.state || !showsLoadZone(s.form.commodity)) return s;
      const zones = action.loadZones;
      return {
        ...s,
        form: zones.length === 1 ? { ...s.form, loadZone: loadZoneId(zones[0]) } : s.form,
        options: { ...s.options, loadZones: zones },
      };
    }
    case 'selectUtility':
      return selectUtility(s, action.utility);
    case 'rateClassesLoaded':
      if (action.utility !== s.form.utility || selectedIsTexas(s)) return s;
      return { ...s, options: { ...s.options, rateClasses: action.rateClasses } };
    case 'loadProfilesLoaded':
      return { ...s, options: { ...s.options, loadProfiles: action.loadProfiles } };
    case 'billingMethodsLoaded':
      return { ...s, options: { ...s.options, billingMethods: action.billingMethods } };
    case 'loadFailed':
      return { ...s, options: { ...s.options, [action.list]: [] } };
    case 'setField':
    case 'setDate':
      return { ...s, form: { ...s.form, [action.field]: action.value } };
    case 'apply': {
      const variant = action.variant ?? 'pricing';
      if (hasErrors(validateForm(s.form, variant))) return s.applyWhenRestored ? { ...s, applyWhenRestored: false } : s;
      const clamped = clampForm(s.form, variant);
      return { ...s, form: clamped, applied: clamped, applyWhenRestored: false };
    }
    case 'reset':
      return reset(s);
    case 'removeChip': {
      if (action.key === 'market') return s;
      const next =
        action.key === 'state'
          ? selectState(s, ALL)
          : action.key === 'utility'
            ? selectUtility(s, ALL)
            : { ...s, form: resetFilter(s.form, action.key) };
      return { ...next, applied: s.applied ? resetFilter(s.applied, action.key) : null };
    }
  }
}

/** A list the view should fetch now, with what the request needs. `key` doubles as a query key. */
export type ListLoad =
  | { list: 'markets'; key: readonly unknown[] }
  | { list: 'billingMethods'; key: readonly unknown[] }
  | { list: 'loadProfiles'; key: readonly unknown[] }
  | { list: 'states'; key: readonly unknown[]; market: string }
  | { list: 'utilities'; key: readonly unknown[]; state: string; commodity: CommodityCode }
  | { list: 'loadZones'; key: readonly unknown[]; state: string }
  | { list: 'rateClasses'; key: readonly unknown[]; utility: string; commodity: CommodityCode };

/**
 * The lists the current state still needs (null in options), in the order they can be asked.
 * Dispatch the matching `…Loaded` action (with the key fields echoed) or `loadFailed` when each answers.
 */
export function nextLoads(s: FiltersState): ListLoad[] {
  const { form, options } = s;
  const loads: ListLoad[] = [];
  if (options.markets === null) loads.push({ list: 'markets', key: ['markets'] });
  if (options.billingMethods === null) loads.push({ list: 'billingMethods', key: ['billingMethods'] });
  if (form.market !== null && options.states === null) {
    loads.push({ list: 'states', key: ['states', form.market], market: form.market });
  }
  if (options.states !== null && form.state !== ALL) {
    if (options.utilities === null) {
      loads.push({ list: 'utilities', key: ['utilities', form.state, form.commodity], state: form.state, commodity: form.commodity });
    }
    if (showsLoadZone(form.commodity) && options.loadZones === null) {
      loads.push({ list: 'loadZones', key: ['loadZones', form.state], state: form.state });
    }
    const texas = selectedIsTexas(s);
    if (texas && options.loadProfiles === null) loads.push({ list: 'loadProfiles', key: ['loadProfiles'] });
    if (!texas && form.utility !== ALL && options.utilities !== null && options.rateClasses === null) {
      loads.push({
        list: 'rateClasses',
        key: ['rateClasses', form.utility, form.commodity],
        utility: form.utility,
        commodity: form.commodity,
      });
    }
  }
  return loads;
}

/** The first chart fetch waits for a token, a market, the market's states and one specific state. */
export function readyForFirstFetch(input: {
  token: string | null | undefined;
  market: string | null | undefined;
  states: readonly State[] | null | undefined;
  state: string | null | undefined;
}): boolean {
  return Boolean(input.token && input.market && input.states && input.states.length > 0 && input.state);
}

export { stateId, utilityId, loadZoneId };
