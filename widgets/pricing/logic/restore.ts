import { ALL } from '../../../contract/pricing/constants';
import { defaultMarket, findState, loadZoneId, showsLoadZone, stateId, utilityId } from './options';
import type { FiltersState, PricingForm } from './types';
import type { ListField, UrlRestore } from './urlFilters';

/** The cascade's selections, passed in so this file does not import the reducer that imports it. */
export interface CascadeSteps {
  selectMarket: (s: FiltersState, market: string) => FiltersState;
  selectState: (s: FiltersState, state: string) => FiltersState;
  selectUtility: (s: FiltersState, utility: string) => FiltersState;
  isTexas: (s: FiltersState) => boolean;
}

type Pending = Partial<Record<ListField, string>>;

/** The form's list fields other than the market, back at All: what a URL does not name is at its default. */
const GEOGRAPHY_DEFAULTS: Pick<PricingForm, 'state' | 'utility' | 'loadZone' | 'rateClass' | 'loadProfile' | 'billingMethod'> = {
  state: ALL, utility: ALL, loadZone: ALL, rateClass: ALL, loadProfile: ALL, billingMethod: ALL,
};

/**
 * Starts restoring a URL's filters: the checked plain fields at once, the list fields (market, state, utility …)
 * one by one as their lists arrive, each through the same selection a user would make, so the cascade's rules hold.
 */
export function startRestore(s: FiltersState, restore: UrlRestore, steps: CascadeSteps): FiltersState {
  // No market named: the default one (before the markets arrive, their arrival picks it).
  const market = restore.lists.market ?? defaultMarket(s.options.markets)?.Market;
  const lists = market ? { ...restore.lists, market } : restore.lists;
  const next: FiltersState = {
    ...s,
    form: { ...s.form, ...GEOGRAPHY_DEFAULTS, ...restore.plain },
    // Dependent lists belonged to the old selection; the state list stays when the market does.
    options: { ...s.options, utilities: null, loadZones: null, rateClasses: null },
    pending: { ...lists },
    applyWhenRestored: true,
  };
  // The single state of a market is chosen for the user when the states arrive; with them already here, do it now.
  const states = next.options.states;
  const restored = states !== null && states.length === 1 && !lists.state && market === s.form.market ? steps.selectState(next, stateId(states[0])) : next;
  return settleRestore(restored, steps);
}

/**
 * Takes every pending URL value whose list is known: a value on its list is selected, one that is not is dropped
 * (its field keeps the default). Values whose list is still on its way stay pending. Runs after every action.
 */
export function settleRestore(s: FiltersState, steps: CascadeSteps): FiltersState {
  if (!s.pending) return s;
  const pending: Pending = { ...s.pending };
  let next = s;

  const geography = (): boolean => {
    if (pending.market !== undefined) {
      const markets = next.options.markets;
      if (markets === null) return false;
      const market = markets.find((m) => m.Market === pending.market);
      delete pending.market;
      if (market && next.form.market !== market.Market) next = steps.selectMarket(next, market.Market);
    }
    if (pending.state !== undefined) {
      const states = next.options.states;
      if (next.form.market === null || states === null) return false;
      const state = findState(states, pending.state);
      delete pending.state;
      if (state && next.form.state !== stateId(state)) next = steps.selectState(next, stateId(state));
    }
    if (next.form.state === ALL) {
      // Without a state (none named, or not in this market) its dependents name nothing that can be checked.
      delete pending.utility;
      delete pending.loadZone;
      delete pending.rateClass;
      delete pending.loadProfile;
      return true;
    }
    if (next.options.states === null) return false;
    if (pending.loadZone !== undefined) {
      if (!showsLoadZone(next.form.commodity)) delete pending.loadZone;
      else if (next.options.loadZones !== null) {
        const zone = next.options.loadZones.find((z) => loadZoneId(z) === pending.loadZone);
        delete pending.loadZone;
        if (zone) next = { ...next, form: { ...next.form, loadZone: loadZoneId(zone) } };
      }
    }
    const texas = steps.isTexas(next);
    if (pending.loadProfile !== undefined) {
      if (!texas) delete pending.loadProfile;
      else if (next.options.loadProfiles !== null) {
        const profile = next.options.loadProfiles.find((p) => String(p.value) === pending.loadProfile);
        delete pending.loadProfile;
        if (profile) next = { ...next, form: { ...next.form, loadProfile: String(profile.value) } };
      }
    }
    if (pending.utility !== undefined) {
      const utilities = next.options.utilities;
      if (utilities === null) return false;
      const utility = utilities.find((u) => utilityId(u) === pending.utility);
      delete pending.utility;
      if (utility && next.form.utility !== utilityId(utility)) next = steps.selectUtility(next, utilityId(utility));
    }
    if (pending.rateClass !== undefined) {
      if (texas || next.form.utility === ALL) delete pending.rateClass;
      else if (next.options.rateClasses !== null) {
        const rateClass = next.options.rateClasses.find((r) => r.rateClassName === pending.rateClass);
        delete pending.rateClass;
        if (rateClass) next = { ...next, form: { ...next.form, rateClass: rateClass.rateClassName } };
      }
    }
    return true;
  };
  geography();

  // After the market: selecting a market resets the billing method.
  if (pending.billingMethod !== undefined && pending.market === undefined && next.options.billingMethods !== null) {
    const method = next.options.billingMethods.find((b) => b.shortName === pending.billingMethod);
    delete pending.billingMethod;
    if (method) next = { ...next, form: { ...next.form, billingMethod: method.shortName } };
  }

  return { ...next, pending: Object.keys(pending).length > 0 ? pending : null };
}

/**
 * Whether a restored URL waits for its Apply: every value checked, a market to fetch for and its states known (a
 * market's only state is chosen when they arrive, as on a first visit).
 */
export function restoreSettled(s: FiltersState): boolean {
  return Boolean(s.applyWhenRestored) && !s.pending && s.form.market !== null && s.options.states !== null;
}
