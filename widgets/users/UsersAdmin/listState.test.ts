import { describe, expect, it } from 'vitest';
import {
  activeFilterCount, argsOfState, EMPTY_FILTERS, INITIAL_USERS_STATE, queryOfState, stateFromParams, withFilters,
} from './listState';

describe('users list state', () => {
  it('reads the URL parameters of spec 2 §2', () => {
    expect(
      stateFromParams({ pageNo: '3', emailAddress: ' dana@ ', firstName: 'Dana', lastName: 'Diaz', role: 'admin', statusCode: '10900', search: ' di ' }),
    ).toEqual({ page: 3, search: 'di', emailAddress: 'dana@', firstName: 'Dana', lastName: 'Diaz', role: 'Admin', statusCode: 10900 });
  });

  it('ignores values outside the choices', () => {
    expect(stateFromParams({ pageNo: '-2', role: 'SuperAdmin', statusCode: '123' })).toEqual(INITIAL_USERS_STATE);
    expect(stateFromParams({ pageNo: '1.5', role: 'Both', statusCode: 'x' })).toEqual(INITIAL_USERS_STATE);
    expect(stateFromParams({})).toEqual(INITIAL_USERS_STATE);
  });

  it('writes only what differs from the defaults, with the spec names', () => {
    expect(queryOfState(INITIAL_USERS_STATE)).toEqual({
      PageNo: undefined, EmailAddress: undefined, FirstName: undefined, LastName: undefined, Role: undefined, StatusCode: undefined, Search: undefined,
    });
    const state = { page: 2, search: 'di', emailAddress: 'd@x', firstName: 'Dana', lastName: 'Diaz', role: 'Member' as const, statusCode: 10800 as const };
    expect(queryOfState(state)).toEqual({ PageNo: 2, EmailAddress: 'd@x', FirstName: 'Dana', LastName: 'Diaz', Role: 'Member', StatusCode: 10800, Search: 'di' });
    expect(stateFromParams({ pageNo: '2', emailAddress: 'd@x', firstName: 'Dana', lastName: 'Diaz', role: 'Member', statusCode: '10800', search: 'di' })).toEqual(state);
  });

  it("keeps a super admin's pick of client in the URL (ClientId), and no ClientId without a pick", () => {
    const picked = stateFromParams({ clientId: ' 6f1b7c2e-0d4a-4c3e-9a51-000000000002 ', pageNo: '2' });
    expect(picked).toEqual({ ...INITIAL_USERS_STATE, page: 2, clientId: '6f1b7c2e-0d4a-4c3e-9a51-000000000002' });
    expect(queryOfState(picked)).toMatchObject({ ClientId: '6f1b7c2e-0d4a-4c3e-9a51-000000000002', PageNo: 2 });
    expect('clientId' in stateFromParams({ clientId: ' ' })).toBe(false);
    expect(queryOfState(INITIAL_USERS_STATE).ClientId).toBeUndefined();
    // Filters and the first page again keep the client.
    expect(withFilters(picked, EMPTY_FILTERS).clientId).toBe('6f1b7c2e-0d4a-4c3e-9a51-000000000002');
  });

  it('asks the server for both statuses and roles when none is chosen', () => {
    expect(argsOfState(INITIAL_USERS_STATE)).toMatchObject({ page: 1, role: '', statusCode: null });
    expect(argsOfState({ ...INITIAL_USERS_STATE, statusCode: 10900, role: 'Admin' })).toMatchObject({ role: 'Admin', statusCode: 10900 });
  });

  it('counts the panel filters and restarts at page 1 on Apply or Reset', () => {
    const state = { ...INITIAL_USERS_STATE, page: 4, search: 'x' };
    const applied = withFilters(state, { ...EMPTY_FILTERS, firstName: ' Dana ', statusCode: 10800 });
    expect(applied).toMatchObject({ page: 1, search: 'x', firstName: 'Dana', statusCode: 10800 });
    expect(activeFilterCount(applied)).toBe(2);
    expect(activeFilterCount(withFilters(applied, EMPTY_FILTERS))).toBe(0);
  });
});
