// The offers calls against the real reference server (issue 60): a real Power to Choose file imported, then a copy of
// it a day later with changes the test made itself, read through the widgets' API client.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_SOURCE_NAMES as CONTRACT_SOURCE_NAMES } from '../../../contract/offers/schemas';
import { startTestServer, type TestServer } from '../../../server/test/support/testServer';
import { ApiError } from './ApiError';
import { createApiClient, type ApiClient } from './createApiClient';
import { getMarketOffers, getOfferChanges, getOfferHistory, getOfferMarkets, OFFER_SOURCE_NAMES, offerQueries, type OfferMarketKey } from './offers';
import { apiContext } from './queryScope';

const FILE = resolve(process.cwd(), 'server/src/db/seed/data/tx-power-to-choose/power-to-choose-2026-01-09.csv');
const ONCOR: OfferMarketKey = { stateCode: 'TX', utility: 'ONCOR ELECTRIC DELIVERY COMPANY', commodity: 'Electric', customerClass: 'Residential' };

type Row = Record<string, string>;
const text = readFileSync(FILE, 'utf8');
const rows: Row[] = (parse(text, { columns: true, bom: true, relax_column_count: true, skip_empty_lines: true }) as Row[]).filter((r) => r['[idKey]'] && r['[TduCompanyName]']);
const oncorEnglish = rows.filter((r) => r['[TduCompanyName]'] === ONCOR.utility && r['[Language]'] === 'English');

/** The file a day later: one Oncor offer 1¢ dearer, one gone (the test knows the answer). */
function nextDay(): { csv: string; dearer: Row; gone: Row } {
  const [dearer, gone] = oncorEnglish;
  const lines = text.split('\r\n');
  const out = lines.flatMap((line) => {
    if (line.startsWith(`"${gone['[idKey]']}",`)) return [];
    if (!line.startsWith(`"${dearer['[idKey]']}",`)) return [line];
    const cells = line.split('","');
    cells[5] = (Number(dearer['[kwh1000]']) + 0.01).toFixed(4); // [kwh1000], the 6th column
    return [cells.join('","')];
  });
  return { csv: out.join('\r\n'), dearer, gone };
}

let server: TestServer;
let api: ApiClient;

async function importFile(csv: string, asOf: string) {
  const token = await server.tokenFor('super@insights.test');
  const response = await server.api(`/api/Offers/Import?source=ptc&asOf=${asOf}`, { method: 'POST', token, body: csv, headers: { 'content-type': 'text/csv' } });
  expect(response.status, await response.clone().text()).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer();
  const token = await server.tokenFor('member@contoso.test');
  api = createApiClient({ apiBaseUrl: server.baseUrl, getAccessToken: () => token });
  await importFile(text, '2026-01-09');
});
afterAll(() => server?.close());

describe('offers client', () => {
  it("names the sources as the contract does (the widgets' copy stays out of zod's module)", () => {
    expect(OFFER_SOURCE_NAMES).toEqual(CONTRACT_SOURCE_NAMES);
  });

  it('keys offers by market and snapshot, the same for every user (public data)', () => {
    const alice = apiContext(api, server.baseUrl, 'alice');
    const bob = apiContext(api, server.baseUrl, 'bob');
    expect(offerQueries.offers(alice, ONCOR, null).queryKey).toEqual(offerQueries.offers(bob, ONCOR, null).queryKey);
    expect(offerQueries.offers(alice, ONCOR, null).queryKey).not.toEqual(offerQueries.offers(alice, ONCOR, '2026-01-09').queryKey);
  });

  it("reads the imported markets and a market's English offers, each as the file wrote it", async () => {
    const markets = await getOfferMarkets(api);
    const oncor = markets.find((m) => m.stateCode === 'TX' && m.utility === ONCOR.utility);
    expect(oncor).toMatchObject({ ...ONCOR, unit: 'kWh', source: 'ptc', offers: oncorEnglish.length });
    expect(oncor?.snapshots).toContain('2026-01-09');

    const reply = await getMarketOffers(api, { ...ONCOR, asOf: '2026-01-09' });
    expect(reply).toMatchObject({ ...ONCOR, unit: 'kWh', source: 'ptc', asOf: '2026-01-09' });
    expect(reply.offers).toHaveLength(oncorEnglish.length);
    const row = oncorEnglish[0];
    const offer = reply.offers.find((o) => o.sourceKey === row['[idKey]']);
    expect(offer).toMatchObject({
      supplierName: row['[RepCompany]'],
      product: row['[Product]'],
      termMonths: Number(row['[TermValue]']),
      price: Number(row['[kwh1000]']),
      cancellationFee: row['[CancelFee]'],
      language: 'English',
    });
    expect(offer?.pricesByUsage).toMatchObject({ '500': Number(row['[kwh500]']), '2000': Number(row['[kwh2000]']) });
    expect(offer?.links.factsLabel).toBe(row['[FactsURL]'] || null);
  });

  it('reads what changed a day later, the previous price and an offer’s history', async () => {
    const { csv, dearer, gone } = nextDay();
    await importFile(csv, '2026-01-10');
    const reply = await getMarketOffers(api, ONCOR);
    expect(reply.asOf).toBe('2026-01-10');
    expect(reply.previousAsOf).toBe('2026-01-09');
    expect(reply.offers).toHaveLength(oncorEnglish.length - 1);
    const offer = reply.offers.find((o) => o.sourceKey === dearer['[idKey]'])!;
    expect(offer.previousPrice).toBe(Number(dearer['[kwh1000]']));
    expect(offer.price).toBeCloseTo(Number(dearer['[kwh1000]']) + 0.01, 6);

    const changes = await getOfferChanges(api, { ...ONCOR, from: '2026-01-09', to: '2026-01-10' });
    const ofMarket = changes.filter((c) => c.date === '2026-01-10');
    expect(ofMarket.map((c) => [c.kind, c.sourceKey]).sort()).toEqual([['price', dearer['[idKey]']], ['withdrawn', gone['[idKey]']]].sort());
    const price = ofMarket.find((c) => c.kind === 'price')!;
    expect(price.offerId).toBe(offer.id);
    expect(price.before).toBe(Number(dearer['[kwh1000]']));

    const history = await getOfferHistory(api, offer.id);
    expect(history.market).toMatchObject({ ...ONCOR, unit: 'kWh' });
    expect(history.history.map((p) => p.asOf)).toEqual(['2026-01-09', '2026-01-10']);
    expect(history.history[1].price).toBeCloseTo(Number(dearer['[kwh1000]']) + 0.01, 6);
  });

  it("surfaces the server's 404 for a market never imported", async () => {
    const failure = await getMarketOffers(api, { stateCode: 'TX', utility: 'NO SUCH UTILITY', commodity: '', customerClass: '' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
  });
});
