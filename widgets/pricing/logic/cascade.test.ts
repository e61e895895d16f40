import { describe, expect, it } from 'vitest';
import {
  emptyForm,
  filtersReducer,
  initialFiltersState,
  nextLoads,
  readyForFirstFetch,
  resetFilter,
  visibleFields,
  type FiltersAction,
} from './cascade';
import type { FiltersState, LoadZone, Market, State, Utility } from './types';

const markets: Market[] = [
  { Market: 'PJM', Commodity: 'Electricity' },
  { Market: 'ERCOT', Commodity: 'Electricity' },
  { Market: 'Columbia Gas', Commodity: 'NatGas' },
];
const texas: State = { InsightsStateIdentifier: 'TX', stateName: 'Texas' };
const ohio: State = { InsightsStateIdentifier: 'OH', stateName: 'Ohio' };
const penn: State = { InsightsStateIdentifier: 'PA', stateName: 'Pennsylvania' };
const oncor: Utility = { utilityName: 'Oncor', InsightsUtilityIdenitifier: 'U-ONCOR' };
const aep: Utility = { utilityName: 'AEP Ohio', InsightsUtilityIdenitifier: 'U-AEP' };
const duke: Utility = { utilityName: 'Duke', InsightsUtilityIdenitifier: 'U-DUKE' };
const north: LoadZone = { InsightsIdentifier: 'Z-N', name: 'North' };
const south: LoadZone = { InsightsIdentifier: 'Z-S', name: 'South' };

const run = (state: FiltersState, ...actions: FiltersAction[]): FiltersState => actions.reduce(filtersReducer, state);
const lists = (s: FiltersState) => nextLoads(s).map((l) => l.list);

/** Markets loaded: ERCOT is selected by default. */
const withMarkets = () => run(initialFiltersState(), { type: 'marketsLoaded', markets });

describe('start', () => {
  it('asks for markets and billing methods first', () => {
    expect(lists(initialFiltersState())).toEqual(['markets', 'billingMethods']);
  });

  it('selects ERCOT when markets load, and asks for its states', () => {
    const s = withMarkets();
    expect(s.form.market).toBe('ERCOT');
    expect(s.form.commodity).toBe(1);
    expect(nextLoads(s)).toContainEqual({ list: 'states', key: ['states', 'ERCOT'], market: 'ERCOT' });
  });

  it('selects the first market when there is no ERCOT, and nothing for an empty list', () => {
    const s = run(initialFiltersState(), { type: 'marketsLoaded', markets: [markets[2], markets[0]] });
    expect(s.form.market).toBe('Columbia Gas');
    expect(s.form.commodity).toBe(2);
    const none = run(initialFiltersState(), { type: 'marketsLoaded', markets: [] });
    expect(none.form.market).toBeNull();
    expect(lists(none)).toEqual(['billingMethods']);
  });

  it('keeps a market already chosen when markets reload', () => {
    const s = run(withMarkets(), { type: 'selectMarket', market: 'PJM' }, { type: 'marketsLoaded', markets });
    expect(s.form.market).toBe('PJM');
  });
});

describe('select market', () => {
  it('clears state, utility, rate class, load profile, load zone and billing method and sets the commodity', () => {
    let s = run(
      withMarkets(),
      { type: 'statesLoaded', market: 'ERCOT', states: [texas, ohio] },
      { type: 'selectState', state: 'OH' },
      { type: 'utilitiesLoaded', state: 'OH', utilities: [aep, duke] },
      { type: 'selectUtility', utility: 'U-AEP' },
      { type: 'setField', field: 'rateClass', value: 'Residential' },
      { type: 'setField', field: 'loadZone', value: 'Z-N' },
      { type: 'setField', field: 'billingMethod', value: 'Dual' },
      { type: 'setField', field: 'term', value: '12' },
    );
    s = filtersReducer(s, { type: 'selectMarket', market: 'Columbia Gas' });
    expect(s.form).toMatchObject({
      market: 'Columbia Gas',
      commodity: 2,
      state: '',
      utility: '',
      rateClass: '',
      loadProfile: '',
      loadZone: '',
      billingMethod: '',
      term: '12',
    });
    expect(s.options).toMatchObject({ states: null, utilities: null, loadZones: null, rateClasses: null });
    expect(nextLoads(s)).toContainEqual({
      list: 'states',
      key: ['states', 'Columbia Gas'],
      market: 'Columbia Gas',
    });
  });
});

describe('states loaded', () => {
  it('auto-selects a single state and asks for its utilities and load zones (electric)', () => {
    const s = run(withMarkets(), { type: 'statesLoaded', market: 'ERCOT', states: [texas] });
    expect(s.form.state).toBe('TX');
    expect(nextLoads(s)).toEqual([
      { list: 'billingMethods', key: ['billingMethods'] },
      { list: 'utilities', key: ['utilities', 'TX', 1], state: 'TX', commodity: 1 },
      { list: 'loadZones', key: ['loadZones', 'TX'], state: 'TX' },
      { list: 'loadProfiles', key: ['loadProfiles'] },
    ]);
  });

  it('leaves All with several states and asks for nothing dependent', () => {
    const s = run(withMarkets(), { type: 'statesLoaded', market: 'ERCOT', states: [texas, ohio] });
    expect(s.form.state).toBe('');
    expect(lists(s)).toEqual(['billingMethods']);
  });

  it('drops a late answer for a market no longer selected', () => {
    const s = run(withMarkets(), { type: 'selectMarket', market: 'PJM' });
    expect(filtersReducer(s, { type: 'statesLoaded', market: 'ERCOT', states: [texas] })).toBe(s);
  });

  it('gas: no load zones are asked for and a zone answer is ignored', () => {
    let s = run(
      withMarkets(),
      { type: 'selectMarket', market: 'Columbia Gas' },
      { type: 'statesLoaded', market: 'Columbia Gas', states: [ohio] },
    );
    expect(s.form.state).toBe('OH');
    expect(lists(s)).not.toContain('loadZones');
    expect(nextLoads(s)).toContainEqual({
      list: 'utilities',
      key: ['utilities', 'OH', 2],
      state: 'OH',
      commodity: 2,
    });
    s = filtersReducer(s, { type: 'loadZonesLoaded', state: 'OH', loadZones: [north] });
    expect(s.form.loadZone).toBe('');
    expect(s.options.loadZones).toBeNull();
    expect(visibleFields(s).loadZone).toBe(false);
  });
});

describe('utilities and load zones loaded', () => {
  const ohioSelected = () =>
    run(withMarkets(), { type: 'selectMarket', market: 'PJM' }, { type: 'statesLoaded', market: 'PJM', states: [ohio] });

  it('auto-selects a single utility and asks for its rate classes (electric)', () => {
    const s = run(ohioSelected(), { type: 'utilitiesLoaded', state: 'OH', utilities: [aep] });
    expect(s.form.utility).toBe('U-AEP');
    expect(nextLoads(s)).toContainEqual({
      list: 'rateClasses',
      key: ['rateClasses', 'U-AEP', 1],
      utility: 'U-AEP',
      commodity: 1,
    });
  });

  it('leaves All with several utilities and asks for no rate classes', () => {
    const s = run(ohioSelected(), { type: 'utilitiesLoaded', state: 'OH', utilities: [aep, duke] });
    expect(s.form.utility).toBe('');
    expect(lists(s)).not.toContain('rateClasses');
  });

  it('auto-selects a single load zone, not one of several', () => {
    const one = run(ohioSelected(), { type: 'loadZonesLoaded', state: 'OH', loadZones: [north] });
    expect(one.form.loadZone).toBe('Z-N');
    const two = run(ohioSelected(), { type: 'loadZonesLoaded', state: 'OH', loadZones: [north, south] });
    expect(two.form.loadZone).toBe('');
    expect(two.options.loadZones).toEqual([north, south]);
  });

  it('drops answers for a state no longer selected', () => {
    const s = ohioSelected();
    expect(filtersReducer(s, { type: 'utilitiesLoaded', state: 'PA', utilities: [aep] })).toBe(s);
    expect(filtersReducer(s, { type: 'loadZonesLoaded', state: 'PA', loadZones: [north] })).toBe(s);
  });

  it('gas rate classes are asked for gas', () => {
    const s = run(
      withMarkets(),
      { type: 'selectMarket', market: 'Columbia Gas' },
      { type: 'statesLoaded', market: 'Columbia Gas', states: [ohio] },
      { type: 'utilitiesLoaded', state: 'OH', utilities: [duke] },
    );
    expect(nextLoads(s)).toContainEqual({
      list: 'rateClasses',
      key: ['rateClasses', 'U-DUKE', 2],
      utility: 'U-DUKE',
      commodity: 2,
    });
  });

  it('stores rate classes of the selected utility only', () => {
    let s = run(ohioSelected(), { type: 'utilitiesLoaded', state: 'OH', utilities: [aep] });
    expect(filtersReducer(s, { type: 'rateClassesLoaded', utility: 'U-DUKE', rateClasses: [] })).toBe(s);
    s = filtersReducer(s, { type: 'rateClassesLoaded', utility: 'U-AEP', rateClasses: [{ rateClassName: 'GS' }] });
    expect(s.options.rateClasses).toEqual([{ rateClassName: 'GS' }]);
    expect(lists(s)).not.toContain('rateClasses');
  });
});

describe('Texas', () => {
  const texasWithOncor = () =>
    run(
      withMarkets(),
      { type: 'statesLoaded', market: 'ERCOT', states: [texas] },
      { type: 'utilitiesLoaded', state: 'TX', utilities: [oncor] },
    );

  it('uses Load Profile instead of Rate Class', () => {
    const s = texasWithOncor();
    expect(s.form.utility).toBe('U-ONCOR');
    expect(lists(s)).toContain('loadProfiles');
    expect(lists(s)).not.toContain('rateClasses');
    expect(visibleFields(s)).toEqual({ loadZone: true, rateClass: false, loadProfile: true });
  });

  it('ignores rate classes for Texas', () => {
    const s = texasWithOncor();
    expect(filtersReducer(s, { type: 'rateClassesLoaded', utility: 'U-ONCOR', rateClasses: [] })).toBe(s);
  });

  it('other states use Rate Class', () => {
    const s = run(withMarkets(), { type: 'statesLoaded', market: 'ERCOT', states: [ohio] });
    expect(visibleFields(s)).toEqual({ loadZone: true, rateClass: true, loadProfile: false });
    expect(lists(s)).not.toContain('loadProfiles');
  });

  it('stores load profiles once loaded', () => {
    const s = run(texasWithOncor(), { type: 'loadProfilesLoaded', loadProfiles: [{ value: 'RESLO', name: 'Residential Low' }] });
    expect(lists(s)).not.toContain('loadProfiles');
  });
});

describe('change state or utility', () => {
  const chosen = () =>
    run(
      withMarkets(),
      { type: 'selectMarket', market: 'PJM' },
      { type: 'statesLoaded', market: 'PJM', states: [ohio, penn] },
      { type: 'selectState', state: 'OH' },
      { type: 'utilitiesLoaded', state: 'OH', utilities: [aep, duke] },
      { type: 'loadZonesLoaded', state: 'OH', loadZones: [north, south] },
      { type: 'selectUtility', utility: 'U-AEP' },
      { type: 'rateClassesLoaded', utility: 'U-AEP', rateClasses: [{ rateClassName: 'GS' }] },
      { type: 'setField', field: 'rateClass', value: 'GS' },
      { type: 'setField', field: 'loadZone', value: 'Z-S' },
      { type: 'setField', field: 'billingMethod', value: 'Dual' },
    );

  it('changing state clears its dependents and reloads utilities and zones', () => {
    const s = filtersReducer(chosen(), { type: 'selectState', state: 'PA' });
    expect(s.form).toMatchObject({ state: 'PA', utility: '', loadZone: '', rateClass: '', loadProfile: '', billingMethod: 'Dual' });
    expect(s.options).toMatchObject({ utilities: null, loadZones: null, rateClasses: null });
    expect(lists(s)).toEqual(expect.arrayContaining(['utilities', 'loadZones']));
  });

  it('choosing All states asks for no dependent list', () => {
    const s = filtersReducer(chosen(), { type: 'selectState', state: '' });
    expect(lists(s)).toEqual(['billingMethods']);
  });

  it('changing utility clears the rate class and reloads rate classes only', () => {
    const s = filtersReducer(chosen(), { type: 'selectUtility', utility: 'U-DUKE' });
    expect(s.form).toMatchObject({ utility: 'U-DUKE', rateClass: '', loadZone: 'Z-S' });
    expect(s.options.loadZones).toEqual([north, south]);
    expect(lists(s)).toEqual(['billingMethods', 'rateClasses']);
  });

  it('a failed list is only logged: it becomes empty and is not asked again', () => {
    const s = filtersReducer(chosen(), { type: 'selectState', state: 'PA' });
    const failed = filtersReducer(s, { type: 'loadFailed', list: 'utilities' });
    expect(failed.options.utilities).toEqual([]);
    expect(lists(failed)).not.toContain('utilities');
  });
});

describe('term', () => {
  it('holds one term at a time', () => {
    let s = run(withMarkets(), { type: 'setField', field: 'term', value: '12' });
    s = filtersReducer(s, { type: 'setField', field: 'term', value: '46' });
    expect(s.form.term).toBe('46');
  });
});

describe('apply', () => {
  it('stores the clamped and floored filters', () => {
    const s = run(
      withMarkets(),
      { type: 'setField', field: 'usageFrom', value: '10.7' },
      { type: 'setField', field: 'demand', value: '-1' },
      { type: 'apply' },
    );
    // Negative demand is an error, so nothing is applied.
    expect(s.applied).toBeNull();
    const ok = run(s, { type: 'setField', field: 'demand', value: '99.5' }, { type: 'apply' });
    expect(ok.applied).toMatchObject({ usageFrom: '10', demand: '99' });
    expect(ok.form).toEqual(ok.applied);
  });

  it('ranking applies a single usage', () => {
    const s = run(withMarkets(), { type: 'setField', field: 'usage', value: '12.9' }, { type: 'apply', variant: 'ranking' });
    expect(s.applied).toMatchObject({ usage: '12', usageFrom: '', usageTo: '' });
  });
});

describe('reset', () => {
  it('restores defaults: commodity 1, every field All, the ERCOT market, and re-selects a single state', () => {
    let s = run(
      withMarkets(),
      { type: 'statesLoaded', market: 'ERCOT', states: [texas] },
      { type: 'setField', field: 'usageFrom', value: '5' },
      { type: 'setField', field: 'term', value: '24' },
      { type: 'setDate', field: 'effectiveFrom', value: '2025-01-02' },
      { type: 'selectMarket', market: 'Columbia Gas' },
    );
    s = run(s, { type: 'reset' });
    expect(s.form).toEqual({ ...emptyForm(markets[1]), state: '' });
    expect(s.form.commodity).toBe(1);
    expect(lists(s)).toContain('states');
    s = run(s, { type: 'statesLoaded', market: 'ERCOT', states: [texas] });
    expect(s.form.state).toBe('TX');
  });

  it('on the same market re-selects the single state at once', () => {
    const s = run(
      withMarkets(),
      { type: 'statesLoaded', market: 'ERCOT', states: [texas] },
      { type: 'utilitiesLoaded', state: 'TX', utilities: [oncor] },
      { type: 'setField', field: 'demand', value: '50' },
      { type: 'reset' },
    );
    expect(s.form).toMatchObject({ market: 'ERCOT', state: 'TX', utility: '', demand: '' });
    expect(lists(s)).toContain('utilities');
  });

  it('keeps the applied filters (Apply decides what the charts show)', () => {
    const s = run(withMarkets(), { type: 'apply' }, { type: 'setField', field: 'demand', value: '5' }, { type: 'reset' });
    expect(s.applied).not.toBeNull();
  });
});

describe('remove chip', () => {
  const applied = () =>
    run(
      withMarkets(),
      { type: 'statesLoaded', market: 'ERCOT', states: [texas, ohio] },
      { type: 'selectState', state: 'OH' },
      { type: 'utilitiesLoaded', state: 'OH', utilities: [aep, duke] },
      { type: 'selectUtility', utility: 'U-AEP' },
      { type: 'setField', field: 'rateClass', value: 'GS' },
      { type: 'setField', field: 'term', value: '46' },
      { type: 'setField', field: 'demand', value: '10' },
      { type: 'setDate', field: 'effectiveFrom', value: '2025-01-01' },
      { type: 'setDate', field: 'effectiveTo', value: '2025-02-01' },
      { type: 'apply' },
    );

  it('resets that filter in both the form and the applied filters', () => {
    const s = filtersReducer(applied(), { type: 'removeChip', key: 'term' });
    expect(s.applied?.term).toBe('');
    expect(s.form.term).toBe('');
    const d = filtersReducer(applied(), { type: 'removeChip', key: 'demand' });
    expect(d.applied?.demand).toBe('');
    const e = filtersReducer(applied(), { type: 'removeChip', key: 'effective' });
    expect(e.applied).toMatchObject({ effectiveFrom: null, effectiveTo: null });
  });

  it('removing the state chip clears its dependents and the lists they came from', () => {
    const s = filtersReducer(applied(), { type: 'removeChip', key: 'state' });
    expect(s.applied).toMatchObject({ state: '', utility: '', rateClass: '' });
    expect(s.form).toMatchObject({ state: '', utility: '', rateClass: '' });
    expect(s.options.utilities).toBeNull();
  });

  it('removing the utility chip clears the rate class', () => {
    const s = filtersReducer(applied(), { type: 'removeChip', key: 'utility' });
    expect(s.applied).toMatchObject({ state: 'OH', utility: '', rateClass: '' });
  });

  it('the market chip cannot be removed', () => {
    const s = applied();
    expect(filtersReducer(s, { type: 'removeChip', key: 'market' })).toBe(s);
    expect(resetFilter(s.form, 'market')).toBe(s.form);
  });
});

describe('readyForFirstFetch', () => {
  const states = [texas];
  it('needs a token, a market, states and a specific state', () => {
    expect(readyForFirstFetch({ token: 't', market: 'ERCOT', states, state: 'TX' })).toBe(true);
    expect(readyForFirstFetch({ token: null, market: 'ERCOT', states, state: 'TX' })).toBe(false);
    expect(readyForFirstFetch({ token: 't', market: null, states, state: 'TX' })).toBe(false);
    expect(readyForFirstFetch({ token: 't', market: 'ERCOT', states: null, state: 'TX' })).toBe(false);
    expect(readyForFirstFetch({ token: 't', market: 'ERCOT', states: [], state: 'TX' })).toBe(false);
    expect(readyForFirstFetch({ token: 't', market: 'ERCOT', states, state: '' })).toBe(false);
  });
});
