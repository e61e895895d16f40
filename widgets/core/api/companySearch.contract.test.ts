// The global search's API client against the real reference server (in-memory database, real sign-in).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/support/testServer';
import { createApiClient } from './createApiClient';
import { findCompanies, GLOBAL_SEARCH_LIMIT } from './companySearch';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const clientFor = async (email: string) => {
  const token = await server.tokenFor(email);
  return createApiClient({ apiBaseUrl: server.baseUrl, getAccessToken: () => token });
};

describe('global search client against the reference server', () => {
  it('finds a company by its name first, at most ten rows, with type and license count', async () => {
    const api = await clientFor('member@northwind.test');
    const rows = await findCompanies(api, '  northwind energy llc ', GLOBAL_SEARCH_LIMIT);
    expect(rows[0]).toMatchObject({ legalName: 'Northwind Energy LLC', companyType: expect.any(String), licenseCount: expect.any(Number) });
    expect((await findCompanies(api, 'a', GLOBAL_SEARCH_LIMIT)).length).toBe(GLOBAL_SEARCH_LIMIT);
  });

  it('finds the company of a license number and says so', async () => {
    const api = await clientFor('member@northwind.test');
    const { rows: [license] } = await server.db.query<{ license_number: string; company_id: string }>(
      `select l.license_number, l.company_id from licenses l join companies c on c.id = l.company_id
        where l.is_latest and position(lower(l.license_number) in c.legal_name_lc) = 0 order by l.id limit 1`,
    );
    const rows = await findCompanies(api, license.license_number, GLOBAL_SEARCH_LIMIT);
    expect(rows.find((r) => r.id === license.company_id)?.matchedBy?.field).toBe('licenseNumber');
  });

  it('asks nothing for blank text; nothing found is an empty list', async () => {
    const api = await clientFor('member@northwind.test');
    expect(await findCompanies(api, '   ', GLOBAL_SEARCH_LIMIT)).toEqual([]);
    expect(await findCompanies(api, 'no such company anywhere', GLOBAL_SEARCH_LIMIT)).toEqual([]);
  });
});
