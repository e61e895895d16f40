// A company's offers and the suppliers found in offers against the real reference server (issue 60): the real Power to
// Choose file imported, then what the widgets' client reads checked against the file and the market's ranks.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/support/testServer';
import { ApiError } from './ApiError';
import { companyOfferQueries, getCompanyOffers, getFoundSuppliers } from './companyOffers';
import { mergeCompany } from './companyDetail';
import { createApiClient, type ApiClient } from './createApiClient';
import { apiContext } from './queryScope';

const FILE = resolve(process.cwd(), 'server/src/db/seed/data/tx-power-to-choose/power-to-choose-2026-01-09.csv');
const ONCOR = 'ONCOR ELECTRIC DELIVERY COMPANY';

type Row = Record<string, string>;
const text = readFileSync(FILE, 'utf8');
const rows = (parse(text, { columns: true, bom: true, relax_column_count: true, skip_empty_lines: true }) as Row[]).filter((r) => r['[idKey]'] && r['[TduCompanyName]']);
const english = rows.filter((r) => r['[Language]'] === 'English');

let server: TestServer;
let member: ApiClient;
let superAdmin: ApiClient;

interface RanksReply { ranks: { rank: number; companyId: string | null; supplierName: string }[] }

beforeAll(async () => {
  server = await startTestServer();
  const superToken = await server.tokenFor('super@insights.test');
  const memberToken = await server.tokenFor('member@contoso.test');
  member = createApiClient({ apiBaseUrl: server.baseUrl, getAccessToken: () => memberToken });
  superAdmin = createApiClient({ apiBaseUrl: server.baseUrl, getAccessToken: () => superToken });
  const response = await server.api('/api/Offers/Import?source=ptc&asOf=2026-01-09', { method: 'POST', token: superToken, body: text, headers: { 'content-type': 'text/csv' } });
  expect(response.status, await response.clone().text()).toBe(200);
});
afterAll(() => server?.close());

async function oncorRanks(): Promise<RanksReply> {
  const token = await server.tokenFor('member@contoso.test');
  const response = await server.api(`/api/Offers/Ranks?stateCode=TX&utility=${encodeURIComponent(ONCOR)}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as RanksReply;
}

describe('company offers client', () => {
  it("reads a ranked company's Oncor offers: its rank among the market's ranks, the source and date, its English rows", async () => {
    const { ranks } = await oncorRanks();
    const ranked = ranks.find((r) => r.companyId);
    expect(ranked, 'a ranked Oncor supplier that matched a company').toBeTruthy();
    const companyId = ranked!.companyId!;

    const markets = await getCompanyOffers(member, companyId);
    const oncor = markets.find((m) => m.stateCode === 'TX' && m.utility === ONCOR);
    expect(oncor).toMatchObject({ commodity: 'Electric', customerClass: 'Residential', unit: 'kWh', source: 'ptc', asOf: '2026-01-09' });
    const own = ranks.filter((r) => r.companyId === companyId).map((r) => r.rank);
    expect(oncor!.rank).toBe(Math.min(...own));
    expect(oncor!.rankedSuppliers).toBe(ranks.length);
    // Its offers are the file's English Oncor rows of the suppliers that matched it.
    const names = new Set(oncor!.offers.map((o) => o.supplierName));
    const fromFile = english.filter((r) => r['[TduCompanyName]'] === ONCOR && names.has(r['[RepCompany]']));
    expect(oncor!.offers.map((o) => o.sourceKey).sort()).toEqual(fromFile.map((r) => r['[idKey]']).sort());
    expect(oncor!.offers.every((o) => o.companyId === companyId && o.language === 'English')).toBe(true);
  });

  it('answers no markets for a company with no offers, and 404 for no such company', async () => {
    const { rows: [quiet] } = await server.db.query<{ id: string }>(
      'select c.id::text as id from companies c where not exists (select 1 from offers o where o.company_id = c.id) limit 1',
    );
    expect(await getCompanyOffers(member, quiet.id)).toEqual([]);
    await expect(getCompanyOffers(member, '00000000-0000-4000-8000-000000000000')).rejects.toSatisfy((e) => e instanceof ApiError && e.kind === 'not-found');
  });

  it('lists the suppliers found in offers to super admins only, and a merge folds one away', async () => {
    await expect(getFoundSuppliers(member)).rejects.toSatisfy((e) => e instanceof ApiError && e.kind === 'forbidden');
    const found = await getFoundSuppliers(superAdmin);
    expect(found.length).toBeGreaterThan(0);
    const fileNames = new Set(rows.map((r) => r['[RepCompany]'].toLowerCase()));
    const texan = found.filter((s) => s.markets.every((m) => m.startsWith('TX · ')) && fileNames.has(s.name.toLowerCase()));
    expect(texan.length).toBeGreaterThan(0);
    for (const supplier of texan) {
      expect(supplier.offers).toBe(english.filter((r) => r['[RepCompany]'].toLowerCase() === supplier.name.toLowerCase()).length);
      expect(supplier.firstSeen).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }

    const [gone] = texan;
    const { ranks } = await oncorRanks();
    const target = ranks.find((r) => r.companyId && r.companyId !== gone.companyId)!.companyId!;
    expect(await mergeCompany(superAdmin, { targetCompanyId: target, sourceCompanyId: gone.companyId })).toBe(true);
    expect((await getFoundSuppliers(superAdmin)).map((s) => s.companyId)).not.toContain(gone.companyId);
  });

  it('keys company offers by company, the same for every user; found suppliers by user', () => {
    const alice = apiContext(member, server.baseUrl, 'alice');
    const bob = apiContext(member, server.baseUrl, 'bob');
    expect(companyOfferQueries.company(alice, 'ABC').queryKey).toEqual(companyOfferQueries.company(bob, 'abc').queryKey);
    expect(companyOfferQueries.foundSuppliers(alice).queryKey).not.toEqual(companyOfferQueries.foundSuppliers(bob).queryKey);
  });
});
