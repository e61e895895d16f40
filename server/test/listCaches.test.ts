import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from './support/testServer.js';
import { matchesEtag, preferredEncoding } from '../src/routes/routeHelpers.js';
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

  it('validates the names list with an ETag: 304 without a body while it is current, the new list after a write', async () => {
    const get = (headers: Record<string, string> = {}) => server.app.inject({
      method: 'GET', url: '/api/sqlserver/licensedCompanyNames', headers: { authorization: `Bearer ${token}`, ...headers },
    });
    const first = await get({ 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    // One validator for the content, whatever its encoding.
    expect((await get()).headers.etag).toBe(etag);
    const unchanged = await get({ 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);
    expect((await get({ 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200);
    // From a page on another origin: CORS's Vary stays beside the encoding's.
    const vary = String((await get({ origin: 'https://intranet.northwind.example', 'accept-encoding': 'br' })).headers.vary);
    expect(vary).toMatch(/\borigin\b/i);
    expect(vary).toMatch(/accept-encoding/i);

    const { rows: [company] } = await server.db.query<{ id: string }>(
      'select c.id::text from companies c where exists (select 1 from licenses l where l.company_id = c.id and l.is_latest) limit 1',
    );
    await server.db.query('update companies set legal_name = $1 where id = $2', ['Etag Renamed Energy LLC', company.id]);
    const changed = await get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<{ data: { id: string; name: string }[] }>().data.find((n) => n.id === company.id)?.name).toBe('Etag Renamed Energy LLC');
  });

  it('tells the server\'s own time in Server-Timing on API replies', async () => {
    const response = await server.api('/api/sqlserver/licensedCompanyNames', { token });
    expect(response.status).toBe(200);
    const timing = /^app;dur=(\d+(\.\d+)?)$/.exec(response.headers.get('server-timing') ?? '');
    expect(timing).not.toBeNull();
    expect(Number(timing![1])).toBeGreaterThanOrEqual(0);
    // Not on the portal's files.
    expect((await server.api('/')).headers.get('server-timing')).toBeNull();
  });

  it('compares If-None-Match weakly, in a list, and * matches', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });

  it('picks the encoding the client accepts', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
