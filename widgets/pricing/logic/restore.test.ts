import { describe, expect, it } from 'vitest';
import { filtersReducer, initialFiltersState, nextLoads, type FiltersAction, type ListLoad } from './cascade';
import { restoreSettled } from './restore';
import type { FiltersState, LoadZone, Market, State, Utility } from './types';
import { restoreFromUrl, type PricingUrlParams } from './urlFilters';

/* The lists a pricing service answers, keyed as the cascade asks for them. */
const markets: Market[] = [
  { Market: 'ERCOT', Commodity: 'Electricity' },
  { Market: 'PJM', Commodity: 'Electricity' },
  { Market: 'Columbia Gas', Commodity: 'NatGas' },
];
const STATES: Record<string, State[]> = {
  ERCOT: [{ InsightsStateIdentifier: 'TX', stateName: 'Texas' }],
  PJM: [{ InsightsStateIdentifier: 'OH', stateName: 'Ohio' }, { InsightsStateIdentifier: 'PA', stateName: 'Pennsylvania' }],
  'Columbia Gas': [{ InsightsStateIdentifier: 'OH', stateName: 'Ohio' }, { InsightsStateIdentifier: 'PA', stateName: 'Pennsylvania' }],
};
const UTILITIES: Record<string, Utility[]> = {
  TX: [{ utilityName: 'Oncor', InsightsUtilityIdenitifier: 'U-ONCOR' }, { utilityName: 'CenterPoint', InsightsUtilityIdenitifier: 'U-CNP' }],
  OH: [{ utilityName: 'AEP Ohio', InsightsUtilityIdenitifier: 'U-AEP' }, { utilityName: 'Duke', InsightsUtilityIdenitifier: 'U-DUKE' }],
  PA: [{ utilityName: 'PECO Energy', InsightsUtilityIdenitifier: 'U-PECO' }, { utilityName: 'PPL', InsightsUtilityIdenitifier: 'U-PPL' }],
};
const ZONES: Record<string, LoadZone[]> = {
  TX: [{ InsightsIdentifier: 'Z-N', name: 'North' }, { InsightsIdentifier: 'Z-H', name: 'Houston' }],
  OH: [{ InsightsIdentifier: 'Z-AEP', name: 'AEP' }, { InsightsIdentifier: 'Z-DEOK', name: 'DEOK' }],
  PA: [{ InsightsIdentifier: 'Z-PECO', name: 'PECO' }, { InsightsIdentifier: 'Z-PPL', name: 'PPL' }],
};

function answer(load: ListLoad): FiltersAction {
  switch (load.list) {
    case 'markets': return { type: 'marketsLoaded', markets };
    case 'billingMethods': return { type: 'billingMethodsLoaded', billingMethods: [{ shortName: 'Dual', name: 'Dual' }, { shortName: 'UCB', name: 'Consolidated' }] };
    case 'loadProfiles': return { type: 'loadProfilesLoaded', loadProfiles: [{ value: '1', name: 'Residential' }, { value: '2', name: 'Business' }] };
    case 'states': return { type: 'statesLoaded', market: load.market, states: STATES[load.market] };
    case 'utilities': return { type: 'utilitiesLoaded', state: load.state, utilities: UTILITIES[load.state] };
    case 'loadZones': return { type: 'loadZonesLoaded', state: load.state, loadZones: ZONES[load.state] };
    case 'rateClasses': return { type: 'rateClassesLoaded', utility: load.utility, rateClasses: [{ rateClassName: 'Residential' }, { rateClassName: 'GS' }] };
  }
}

/** Answers every list the form asks for, one at a time in the order asked, until it asks for none. */
function settle(state: FiltersState, order: 'first' | 'last' = 'first'): FiltersState {
  let s = state;
  for (let round = 0; round < 50; round++) {
    const loads = nextLoads(s);
    if (loads.length === 0) return s;
    s = filtersReducer(s, answer(order === 'first' ? loads[0] : loads[loads.length - 1]));
  }
  throw new Error('the cascade never settled');
}

const today = new Date(2026, 5, 17);
const restore = (params: PricingUrlParams, from: FiltersState = initialFiltersState()) =>
  filtersReducer(from, { type: 'restore', restore: restoreFromUrl(params, 'pricing', { today }) });
const applied = (s: FiltersState) => filtersReducer(s, { type: 'apply' }).applied;

describe('restoring filters from a URL', () => {
  it('selects each value as its list arrives, in either answer order, and then waits for its Apply', () => {
    for (const order of ['first', 'last'] as const) {
      const s = settle(restore({ market: 'PJM', state: 'PA', utility: 'U-PPL', loadZone: 'Z-PPL', rateClass: 'GS', billingMethod: 'UCB', term: '12' }), order);
      expect(s.pending).toBeNull();
      expect(restoreSettled(s)).toBe(true);
      expect(applied(s)).toMatchObject({ market: 'PJM', state: 'PA', utility: 'U-PPL', loadZone: 'Z-PPL', rateClass: 'GS', billingMethod: 'UCB', term: '12' });
    }
  });

  it('is not settled while a list is still missing', () => {
    const s = restore({ market: 'PJM', state: 'PA' });
    expect(restoreSettled(s)).toBe(false);
    const withMarkets = filtersReducer(s, answer({ list: 'markets', key: [] }));
    expect(withMarkets.pending).toEqual({ state: 'PA' });
    expect(restoreSettled(withMarkets)).toBe(false);
  });

  it('keeps Texas (the only state of ERCOT) and restores its load profile and zone', () => {
    const s = settle(restore({ market: 'ERCOT', state: 'TX', loadProfile: '2', loadZone: 'Z-H', utility: 'U-CNP' }));
    expect(applied(s)).toMatchObject({ market: 'ERCOT', state: 'TX', utility: 'U-CNP', loadZone: 'Z-H', loadProfile: '2', rateClass: '' });
  });

  it('falls back to the defaults for values no list holds', () => {
    const s = settle(restore({ market: 'NOPE', state: 'ZZ', utility: 'U-X', billingMethod: 'Barter', term: '7' }));
    // The default market, ERCOT, and its one state.
    expect(applied(s)).toMatchObject({ market: 'ERCOT', state: 'TX', utility: '', billingMethod: '', term: '' });
    const pjm = settle(restore({ market: 'PJM', state: 'TX', utility: 'U-ONCOR', rateClass: 'GS' }));
    expect(applied(pjm)).toMatchObject({ market: 'PJM', state: '', utility: '', rateClass: '' });
  });

  it('drops what does not belong to the selection: a rate class in Texas, a load zone for gas', () => {
    const texas = settle(restore({ market: 'ERCOT', state: 'TX', utility: 'U-ONCOR', rateClass: 'GS' }));
    expect(applied(texas)).toMatchObject({ utility: 'U-ONCOR', rateClass: '' });
    const gas = settle(restore({ market: 'Columbia Gas', state: 'OH', loadZone: 'Z-AEP' }));
    expect(applied(gas)).toMatchObject({ market: 'Columbia Gas', commodity: 2, state: 'OH', loadZone: '' });
  });

  it('treats a list that failed to load as holding nothing', () => {
    let s = restore({ market: 'PJM', state: 'OH', billingMethod: 'Dual' });
    s = filtersReducer(s, { type: 'loadFailed', list: 'billingMethods' });
    s = settle(s);
    expect(applied(s)).toMatchObject({ market: 'PJM', state: 'OH', billingMethod: '' });
  });

  it('replaces filters already on screen (back and forward): what the new URL does not name is at its default', () => {
    const first = settle(restore({ market: 'PJM', state: 'PA', utility: 'U-PECO', term: '24', usageFrom: '10' }));
    const shown = filtersReducer(first, { type: 'apply' });
    const back = settle(restore({ market: 'PJM', state: 'OH' }, shown));
    expect(applied(back)).toMatchObject({ market: 'PJM', state: 'OH', utility: '', term: '', usageFrom: '' });
    const bare = settle(restore({}, shown));
    expect(applied(bare)).toMatchObject({ market: 'ERCOT', state: 'TX', utility: '' });
  });

  it('gives way to the user: a selection made meanwhile ends the restore', () => {
    let s = restore({ market: 'PJM', state: 'PA' });
    s = filtersReducer(s, answer({ list: 'markets', key: [] }));
    s = filtersReducer(s, { type: 'selectMarket', market: 'ERCOT' });
    s = settle(s);
    expect(s.pending).toBeNull();
    expect(restoreSettled(s)).toBe(false);
    expect(s.form.market).toBe('ERCOT');
  });
});
