// The company API client against the real reference server (in-memory database, real sign-in).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/support/testServer';
import { createApiClient } from './createApiClient';
import {
  getAddresses, getAliases, getCompanies, getCompany, getContacts, getLicenseCaseHistory, getLicenses, getRelatedCompanies,
  getStates, mergeCompany, searchCompanies, subscribeNotification,
} from './companies';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const clientFor = async (email: string) => {
  const token = await server.tokenFor(email);
  return createApiClient({ apiBaseUrl: server.baseUrl, getAccessToken: () => token });
};

describe('company API client against the reference server', () => {
  it('lists, filters and searches companies; reads states', async () => {
    const api = await clientFor('member@northwind.test');
    const page = await getCompanies(api, {
      PageNumber: 1, PageSize: 50, SearchTerm: '  ', orderBy: 'legalName', ascendingOrder: true, stateCode: 'TX', licenseType: 'ABC', commodity: 0,
    });
    const { rows } = await server.db.query<{ n: number }>(
      `select count(distinct company_id)::int n from licenses where is_latest and state_code = 'TX' and not is_supplier`,
    );
    expect(page.totalRecords).toBe(rows[0].n);
    expect(page.data).toHaveLength(50);
    expect((await getStates(api)).find((s) => s.code === 'TX')?.name).toBe('Texas');
    expect(await searchCompanies(api, '   ')).toEqual([]);
    expect((await searchCompanies(api, 'contoso power')).map((c) => c.legalName)).toContain('Contoso Power Inc.');
  });

  it('reads a company and its sections, follows it, and a member cannot merge', async () => {
    const api = await clientFor('member@northwind.test');
    const id = 'a1b2c3d4-0000-4000-8000-00000000a001';
    const company = await getCompany(api, id);
    expect(company.legalName).toBe('Northwind Energy LLC');
    const licenses = await getLicenses(api, id);
    expect(licenses.totalRecords).toBeGreaterThan(0);
    expect(Array.isArray(await getLicenseCaseHistory(api, id, licenses.data[0].id))).toBe(true);
    expect((await getContacts(api, id)).data.every((c) => c.isPremium)).toBe(true);
    expect(Array.isArray((await getAddresses(api, id)).data)).toBe(true);
    expect(Array.isArray((await getAliases(api, id)).data)).toBe(true);
    expect(Array.isArray((await getRelatedCompanies(api, id)).data)).toBe(true);
    expect(await subscribeNotification(api, { CompanyId: id.toUpperCase(), IsSubscribe: true })).toBe(true);
    expect((await getCompany(api, id)).isSubscribe).toBe(true);
    expect(await subscribeNotification(api, { CompanyId: id, IsSubscribe: false })).toBe(true);
    const error = await mergeCompany(api, id, 'a1b2c3d4-0000-4000-8000-00000000a002').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'forbidden' });
  });

  it("a super admin's self-merge fails with 'can not merge with self'", async () => {
    const api = await clientFor('super@insights.test');
    const id = 'a1b2c3d4-0000-4000-8000-00000000a001';
    await expect(mergeCompany(api, id, id)).rejects.toMatchObject({ message: 'can not merge with self' });
  });
});
