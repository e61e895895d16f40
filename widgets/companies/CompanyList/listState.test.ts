import { describe, expect, it } from 'vitest';
import { activeBadges, INITIAL_STATE, positiveInt, queryOfState, stateFromParams, withoutFilter } from './listState';

describe('company list state', () => {
  it('uses page and limit parameters only if positive integers', () => {
    expect(positiveInt('3')).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'abc', '', null, undefined, '1e3']) expect(positiveInt(bad)).toBeNull();
    expect(stateFromParams({ pageNo: '0', pageSize: '-50' })).toMatchObject({ page: 1, pageSize: 50 });
    expect(stateFromParams({ pageNo: '4', pageSize: '200' })).toMatchObject({ page: 4, pageSize: 200 });
    expect(stateFromParams({ pageSize: '75' }).pageSize).toBe(50);
  });

  it('reads the home page links (StateCode, LicenseType) and ignores invalid values', () => {
    expect(stateFromParams({ stateCode: 'tx', licenseType: 'ABC' })).toMatchObject({ stateCode: 'TX', licenseType: 'ABC', page: 1 });
    expect(stateFromParams({ stateCode: 'Texas', licenseType: 'Broker', commodity: '7', orderBy: 'x' })).toEqual(INITIAL_STATE);
  });

  it('writes a short URL query and round-trips it', () => {
    const state = { ...INITIAL_STATE, page: 2, stateCode: 'OH', licenseType: 'Supplier' as const, commodity: 2 as const, search: 'power' };
    const query = queryOfState(state);
    expect(query).toMatchObject({ PageNo: 2, StateCode: 'OH', LicenseType: 'Supplier', Commodity: 2, SearchTerm: 'power' });
    expect(queryOfState(INITIAL_STATE)).toEqual(Object.fromEntries(Object.keys(query).map((k) => [k, undefined])));
    const back = stateFromParams({
      pageNo: String(query.PageNo), stateCode: String(query.StateCode), licenseType: String(query.LicenseType),
      commodity: String(query.Commodity), searchTerm: String(query.SearchTerm),
    });
    expect(back).toEqual(state);
  });

  it('shows active filters as badges; removing one resets only that filter and the page', () => {
    const state = { ...INITIAL_STATE, page: 3, stateCode: 'TX', licenseType: 'ABC' as const, commodity: 1 as const };
    expect(activeBadges(state, [{ id: 1, name: 'Texas', code: 'TX' }]).map((b) => b.label)).toEqual([
      'State: Texas (TX)', 'License Type: ABC', 'Commodity: Electric',
    ]);
    expect(withoutFilter(state, 'licenseType')).toEqual({ ...state, licenseType: '', page: 1 });
  });
});
