// The company API client against the real reference server (in-memory database, real sign-in).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { startTestServer, type TestServer } from '../../../server/test/support/testServer';
import { createApiClient } from './createApiClient';
import { companyQueries, getCompanies, getStates, subscribeNotification, type CompanyListQuery } from './companies';
import {
  changeDisplayName, companyDetailQueries, getAddresses, getAliases, getCompany, getContacts, getLicenseCaseHistory, getLicenses,
  getRelatedCompanies, mergeCompany, removeAlias, searchCompanies, swapParentChild,
} from './companyDetail';
import { apiContext } from './queryScope';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const clientFor = async (email: string) => {
  const token = await server.tokenFor(email);
  return createApiClient({ apiBaseUrl: server.baseUrl, getAccessToken: () => token });
};

const NORTHWIND = 'a1b2c3d4-0000-4000-8000-00000000a001';
const ALL: CompanyListQuery = {
  page: 1, pageSize: 50, search: '', stateCode: '', licenseType: '', commodity: 0, orderBy: 'legalName', ascending: true,
};

describe('company API client against the reference server', () => {
  it('lists, filters and searches companies; reads states', async () => {
    const api = await clientFor('member@northwind.test');
    const page = await getCompanies(api, { ...ALL, search: '  ', stateCode: 'TX', licenseType: 'ABC' });
    const { rows } = await server.db.query<{ n: number }>(
      `select count(distinct company_id)::int n from licenses where is_latest and state_code = 'TX' and not is_supplier`,
    );
    expect(page.totalRecords).toBe(rows[0].n);
    expect(page.data).toHaveLength(50);
    const byLicenses = await getCompanies(api, { ...ALL, page: 2, pageSize: 10, orderBy: 'licenseCount', ascending: false });
    expect(byLicenses.data).toHaveLength(10);
    expect(byLicenses.data.map((c) => c.licenseCount)).toEqual([...byLicenses.data.map((c) => c.licenseCount)].sort((a, b) => b - a));
    expect((await getCompanies(api, { ...ALL, search: '  northwind energy ' })).data.map((c) => c.id)).toContain(NORTHWIND);
    expect((await getStates(api)).find((s) => s.code === 'TX')?.name).toBe('Texas');
    expect(await searchCompanies(api, '   ')).toEqual([]);
    expect((await searchCompanies(api, 'contoso power')).map((c) => c.legalName)).toContain('Contoso Power Inc.');
  });

  it('reads a company and its sections, follows it and one license, and a member cannot merge', async () => {
    const api = await clientFor('member@northwind.test');
    const company = await getCompany(api, NORTHWIND);
    expect(company.legalName).toBe('Northwind Energy LLC');
    const licenses = await getLicenses(api, NORTHWIND);
    expect(licenses.totalRecords).toBeGreaterThan(0);
    expect(Array.isArray(await getLicenseCaseHistory(api, { companyId: NORTHWIND, licenseId: licenses.data[0].id }))).toBe(true);
    expect((await getContacts(api, NORTHWIND)).data.every((c) => c.isPremium)).toBe(true);
    expect(Array.isArray((await getAddresses(api, NORTHWIND)).data)).toBe(true);
    expect(Array.isArray((await getAliases(api, NORTHWIND)).data)).toBe(true);
    expect(Array.isArray((await getRelatedCompanies(api, NORTHWIND)).data)).toBe(true);

    expect(await subscribeNotification(api, { companyId: NORTHWIND.toUpperCase(), follow: true })).toBe(true);
    expect((await getCompany(api, NORTHWIND)).isSubscribe).toBe(true);
    expect(await subscribeNotification(api, { companyId: NORTHWIND, follow: false })).toBe(true);
    expect((await getCompany(api, NORTHWIND)).isSubscribe).toBe(false);

    const license = licenses.data.find((l) => !l.isSubscribe)!;
    expect(await subscribeNotification(api, { companyId: NORTHWIND, follow: true, license })).toBe(true);
    expect((await getLicenses(api, NORTHWIND)).data.find((l) => l.id === license.id)?.isSubscribe).toBe(true);
    expect((await getCompany(api, NORTHWIND)).isSubscribe).toBe(false);
    expect(await subscribeNotification(api, { companyId: NORTHWIND, follow: false, license })).toBe(true);
    expect((await getLicenses(api, NORTHWIND)).data.find((l) => l.id === license.id)?.isSubscribe).toBe(false);

    const error = await mergeCompany(api, { targetCompanyId: NORTHWIND, sourceCompanyId: 'a1b2c3d4-0000-4000-8000-00000000a002' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'forbidden' });
  });

  it("a super admin's self-merge fails with 'can not merge with self'", async () => {
    const api = await clientFor('super@insights.test');
    await expect(mergeCompany(api, { targetCompanyId: NORTHWIND, sourceCompanyId: NORTHWIND })).rejects.toMatchObject({ message: 'can not merge with self' });
  });

  it('a super admin sets a primary name, removes an alias and sets a parent', async () => {
    const api = await clientFor('super@insights.test');
    const { rows: [withAliases] } = await server.db.query<{ company_id: string }>(
      `select company_id from aliases group by company_id having count(*) >= 2 order by company_id limit 1`,
    );
    const [primary, removed] = (await getAliases(api, withAliases.company_id)).data;
    const oldName = (await getCompany(api, withAliases.company_id)).legalName;
    await changeDisplayName(api, { companyId: withAliases.company_id, aliasId: primary.id });
    expect((await getCompany(api, withAliases.company_id)).legalName).toBe(primary.aliasName);
    await removeAlias(api, removed.id);
    const aliases = (await getAliases(api, withAliases.company_id)).data;
    expect(aliases.map((a) => a.id)).not.toContain(removed.id);
    expect(aliases.find((a) => a.id === primary.id)).toMatchObject({ aliasName: oldName, aliasType: 'FKA' });

    const { rows: [child] } = await server.db.query<{ id: string; parent_id: string }>(
      `select id, parent_id from companies where parent_id is not null order by id limit 1`,
    );
    await swapParentChild(api, { companyId: child.parent_id, childCompanyId: child.id });
    expect((await getCompany(api, child.parent_id)).parentId).toBe(child.id);
  });

  it('keys every company reply per user and the states per API', async () => {
    const api = await clientFor('member@northwind.test');
    const member = apiContext(api, server.baseUrl, 'member-sub');
    const other = apiContext(api, server.baseUrl, 'other-sub');
    expect(companyQueries.list(member, ALL).queryKey).not.toEqual(companyQueries.list(other, ALL).queryKey);
    expect(companyDetailQueries.detail(member, NORTHWIND).queryKey).not.toEqual(companyDetailQueries.detail(other, NORTHWIND).queryKey);
    expect(companyDetailQueries.detail(member, NORTHWIND.toUpperCase()).queryKey).toEqual(companyDetailQueries.detail(member, NORTHWIND).queryKey);
    expect(companyQueries.states(member).queryKey).toEqual(companyQueries.states(other).queryKey);
    expect(companyDetailQueries.search(member, '  ').enabled).toBe(false);

    const client = new QueryClient();
    const page = await client.fetchQuery(companyQueries.list(member, { ...ALL, search: 'northwind energy' }));
    expect(page.data.map((c) => c.id)).toContain(NORTHWIND);
    expect((await client.fetchQuery(companyDetailQueries.licenses(member, NORTHWIND))).totalRecords).toBeGreaterThan(0);
    client.clear();
  });
});
