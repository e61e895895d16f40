// The licensed-companies calls against the real reference server (spec 1 §7 /api/sqlserver/...).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/support/testServer';
import { createApiClient, type ApiClient } from './createApiClient';
import { ApiError } from './ApiError';
import {
  getLicensedCompanies, getLicensedCompaniesCount, getLicensedCompanyCommodities, getLicensedCompanyLicenseTypes,
  getLicensedCompanyNames, getLicensedCompanyStates, licensedCompanyQueries, licensedCompanyQuery, searchLicensedCompanyNames,
} from './licensedCompanies';
import { apiContext } from './queryScope';

let server: TestServer;
let api: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  const token = await server.tokenFor('member@northwind.test');
  api = createApiClient({ apiBaseUrl: server.baseUrl, getAccessToken: () => token });
});
afterAll(() => server?.close());

describe('licensed companies client', () => {
  it('sends every filter, -1 when unset', () => {
    expect(licensedCompanyQuery({})).toEqual({
      companyId: '-1', companyType: '-1', companyName: '-1', companyStateId: '-1', companyStateName: '-1',
      companyCommodityId: '-1', companyCommodityName: '-1', companyLicenseType: '-1',
    });
    expect(licensedCompanyQuery({ state: { id: 7, name: 'Ohio' }, commodity: { id: 2, name: 'Natural Gas' }, licenseType: 'Broker|n/a' }))
      .toMatchObject({ companyStateId: '7', companyStateName: 'Ohio', companyCommodityId: '2', companyCommodityName: 'Natural Gas', companyLicenseType: 'Broker|n/a' });
  });

  it('keys a page per user (premium values differ) and lookups and counts per API only', () => {
    const alice = apiContext(api, server.baseUrl, 'alice');
    const bob = apiContext(api, server.baseUrl, 'bob');
    const args = { page: 2, perPage: 100, filters: { licenseType: 'Supplier' } };
    expect(licensedCompanyQueries.page(alice, args).queryKey).not.toEqual(licensedCompanyQueries.page(bob, args).queryKey);
    expect(licensedCompanyQueries.page(alice, args).queryKey).toContain('alice');
    expect(licensedCompanyQueries.page(alice, args).queryKey).not.toEqual(licensedCompanyQueries.page(alice, { ...args, page: 3 }).queryKey);
    expect(licensedCompanyQueries.count(alice, args.filters).queryKey).toEqual(licensedCompanyQueries.count(bob, args.filters).queryKey);
    expect(licensedCompanyQueries.count(alice, args.filters).queryKey).not.toEqual(licensedCompanyQueries.count(alice, {}).queryKey);
    expect(licensedCompanyQueries.names(alice).queryKey).toEqual(licensedCompanyQueries.names(bob).queryKey);
    expect(licensedCompanyQueries.names(alice).queryKey).not.toContain('alice');
  });

  it('reads the lookups, and a page and count filtered by every one of them', async () => {
    const [names, states, commodities, types] = await Promise.all([
      getLicensedCompanyNames(api), getLicensedCompanyStates(api), getLicensedCompanyCommodities(api), getLicensedCompanyLicenseTypes(api),
    ]);
    expect(commodities).toEqual([{ id: 1, name: 'Electric' }, { id: 2, name: 'Natural Gas' }]);
    const texas = states.find((s) => s.code === 'TX')!;
    const all = await getLicensedCompanies(api, { page: 1, perPage: 50, filters: {} });
    expect(all).toHaveLength(50);
    const first = all[0];
    const company = names.find((c) => c.id === first.companyId)!;
    const filters = {
      company,
      state: states.find((s) => s.id === first.stateId)!,
      commodity: commodities.find((c) => c.id === first.commodityId)!,
      licenseType: types.find((t) => t === first.licenseType)!,
    };
    const rows = await getLicensedCompanies(api, { page: 1, perPage: 100, filters });
    expect(rows.map((r) => r.licenseId)).toContain(first.licenseId);
    expect(await getLicensedCompaniesCount(api, filters)).toBe(rows.length);

    const texasCount = await getLicensedCompaniesCount(api, { state: texas });
    const { rows: db } = await server.db.query<{ n: number }>(`select count(*)::int as n from licenses where is_latest and state_code = 'TX'`);
    expect(texasCount).toBe(db[0].n);
  });

  it('reads rows with premium values withheld for a user without premium data', async () => {
    const plainToken = await server.tokenFor('member@contoso.test');
    const plain = createApiClient({ apiBaseUrl: server.baseUrl, getAccessToken: () => plainToken });
    const args = { page: 1, perPage: 50, filters: {} };
    const [premiumRows, plainRows] = await Promise.all([getLicensedCompanies(api, args), getLicensedCompanies(plain, args)]);
    expect(premiumRows.map((r) => r.licenseId)).toEqual(plainRows.map((r) => r.licenseId));
    expect(premiumRows.some((r) => r.licenseNumber)).toBe(true);
    expect(plainRows.every((r) => r.licenseNumber === null && r.dateIssued === null && !r.isPremium)).toBe(true);
  });

  it("surfaces a 400 with the server's message", async () => {
    const error = await getLicensedCompanies(api, { page: 0, perPage: 50, filters: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toMatch(/^Invalid request: querystring\/page/);
  });

  it('asks the server for the picker\'s page: the first 50 names, or those matching what was typed', async () => {
    const all = await getLicensedCompanyNames(api);
    expect(await searchLicensedCompanyNames(api, { search: '  ' })).toEqual({ names: all.slice(0, 50), hasMore: true });
    const { names, hasMore } = await searchLicensedCompanyNames(api, { search: ' power ', limit: 5 });
    expect(names).toHaveLength(5);
    expect(hasMore).toBe(true);
    for (const name of names) expect(name.name.toLowerCase()).toContain('power');
    const ctx = apiContext(api, server.baseUrl, 'alice');
    expect(licensedCompanyQueries.nameSearch(ctx, 'Power ').queryKey).toEqual(licensedCompanyQueries.nameSearch(ctx, 'power').queryKey);
  });
});
