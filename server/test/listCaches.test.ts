import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from './support/testServer.js';
import { preferredEncoding } from '../src/routes/routeHelpers.js';
import { ingestLicenses, parseLicenseFile } from '../src/notifications/ingest.js';

// The list replies that are kept between requests (state-wise counts, the company list's total, licensed company
// names) must follow every write at once: through ingest, and through any other writer of the tables.
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.tokenFor('member@northwind.test');
});
afterAll(async () => {
  await server?.close();
});

const json = async <T>(path: string, init: RequestInit = {}) => {
  const response = await server.api(path, { ...init, token, headers: { 'content-type': 'application/json' } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};
type StateRow = { state: string; electric: number; totalLicenses: number };
const texas = async () => (await json<{ licenseDetails: StateRow[] }>('/api/License/GetStateWiseLicenseCount')).licenseDetails.find((r) => r.state === 'TX')!;
const companies = (searchTerm: string) => json<{ totalRecords: number; data: { id: string; licenseCount: number }[] }>(
  '/api/company/getall', { method: 'POST', body: JSON.stringify({ PageNumber: 1, PageSize: 50, SearchTerm: searchTerm }) },
);
const names = async () => (await json<{ data: { id: string; name: string }[] }>('/api/sqlserver/licensedCompanyNames')).data;

describe('cached list replies', () => {
  it('follow an ingested license and a rename made straight in the database', async () => {
    const { rows: [company] } = await server.db.query<{ id: string; legal_name: string }>(
      `select c.id::text, c.legal_name from companies c where exists (select 1 from licenses l where l.company_id = c.id and l.is_latest)
        order by c.legal_name limit 1`,
    );
    const before = { texas: await texas(), list: await companies(company.legal_name), names: await names() };
    // Asked twice: the second answer may come from the cache, and must still be right after the writes below.
    expect(await texas()).toEqual(before.texas);
    const row = before.list.data.find((c) => c.id === company.id)!;
    expect(row).toBeDefined();

    const csv = `State,Commodity,CompanyId,LicenseNumber,LicenseType,LicenseRegisteredDate,LicenseExpiryDate\nTX,Electric,${company.id},CACHE-TEST-1,Supplier,2026-01-05,2029-01-05\n`;
    const report = await ingestLicenses(server.db, server.built.notifications.bus, parseLicenseFile(csv), '2026-01-06');
    expect(report).toMatchObject({ added: 1, errors: [] });

    const after = await texas();
    expect(after.electric).toBe(before.texas.electric + 1);
    expect(after.totalLicenses).toBe(before.texas.totalLicenses + 1);
    expect((await companies(company.legal_name)).data.find((c) => c.id === company.id)!.licenseCount).toBe(row.licenseCount + 1);

    // A writer that is not the API (a migration, an admin's SQL, another instance) is seen too.
    expect((await companies('Zyxwvut Cache Power')).totalRecords).toBe(0);
    await server.db.query('update companies set legal_name = $1 where id = $2', ['Zyxwvut Cache Power LLC', company.id]);
    const renamed = await companies('Zyxwvut Cache Power');
    expect(renamed.totalRecords).toBe(1);
    expect(renamed.data.map((c) => c.id)).toEqual([company.id]);
    expect((await names()).find((n) => n.id === company.id)?.name).toBe('Zyxwvut Cache Power LLC');
    expect(before.names.find((n) => n.id === company.id)?.name).not.toBe('Zyxwvut Cache Power LLC');
  });

  it('sends the long names list compressed from the cache, the same content in brotli, gzip and plain', async () => {
    const raw = async (encoding: string) => {
      const response = await server.app.inject({
        method: 'GET', url: '/api/sqlserver/licensedCompanyNames',
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      return response;
    };
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.payload);
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.payload);
    // Asked again: the same bytes (kept, not compressed anew).
    expect((await raw('br')).rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('picks the encoding the client accepts', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
