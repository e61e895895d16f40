import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { clearImportedOffers } from './support/importedOffers.js';
import {
  MA_FILE, PTC_DAY, PTC_FILE, csvRows, importOhioDay, importText, ohioBenchmark, ohioDays, oneSpaced, ptcText, ranked,
  texasBenchmark, type CsvRow, type OhioDay,
} from './offersRead.support.js';
import { NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';
import { INTEGRATIONS_ENDPOINTS, integrationPath } from '../../contract/integrations/endpoints.js';
import type { ApiKeyCreatedReply } from '../../contract/integrations/schemas.js';
import { OFFERS_ENDPOINTS as E, companyOffersPath, offerHistoryPath } from '../../contract/offers/endpoints.js';
import {
  OFFER_MESSAGES, type ChangesReply, type CompanyOffersReply, type FoundSuppliersReply, type ImportReply, type MarketsReply,
  type OfferHistoryReply, type OffersReply, type RanksReply,
} from '../../contract/offers/schemas.js';

/**
 * The offer reads (issue 60 §5) against the real server on a fresh database, after the real import of the sample
 * files: the Power to Choose file, then a next day the test writes itself (prices changed, offers withdrawn, one new
 * supplier), the ten Ohio days of both utilities, and the Massachusetts file. Every expectation is computed here from
 * the CSV, never read back from the database.
 */

let server: TestServer;
let member: string;
let superAdmin: string;
const ONCOR = 'ONCOR ELECTRIC DELIVERY COMPANY';
const NEXT_DAY = '2026-01-10';
const NEW_SUPPLIER = 'Offers Read Test Power';
let day1: CsvRow[];
let day2: CsvRow[];
/** What the test changed on NEXT_DAY in Oncor's English rows, by [idKey]. */
const edits = { price: new Map<string, { before: number; after: number }>(), withdrawn: [] as string[], added: [] as string[] };
const ohioReports: { day: OhioDay; report: ImportReply }[] = [];

const key = (r: CsvRow) => r['[idKey]']!.trim();
const price = (r: CsvRow) => Number(r['[kwh1000]']);
const isEnglishOncor = (r: CsvRow) => r['[TduCompanyName]'] === ONCOR && r['[Language]'] === 'English';

/** `token` null: no Authorization header. */
async function get<T>(path: string, token: string | null = member): Promise<{ status: number; body: T }> {
  const response = await server.api(path, { token: token ?? undefined });
  return { status: response.status, body: (await response.json()) as T };
}

async function ok<T>(path: string, token: string = member): Promise<T> {
  const { status, body } = await get<T>(path, token);
  expect(status, `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
  return body;
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Day 2 of Texas: the cheapest benchmark offer dearer, a variable one cheaper, three withdrawn, a new cheapest supplier. */
function nextDay(rows: CsvRow[]): CsvRow[] {
  const oncor = rows.filter(isEnglishOncor);
  const cheapest = texasBenchmark(rows, ONCOR)[0]!;
  const raised = oncor.find((r) => oneSpaced(r['[RepCompany]']!) === cheapest.supplierName && price(r) === cheapest.price && r['[Fixed]'] === '1'
    && r['[TermValue]'] === '12' && !/true/i.test(r['[PrePaid]']!) && !/true/i.test(r['[TimeOfUse]']!))!;
  const lowered = oncor.find((r) => r['[Fixed]'] === '0')!;
  const changed = new Map([[key(raised), price(raised) + 0.05], [key(lowered), price(lowered) - 0.01]]);
  for (const [id, after] of changed) edits.price.set(id, { before: price(oncor.find((r) => key(r) === id)!), after: Number(after.toFixed(4)) });
  edits.withdrawn = oncor.filter((r) => !changed.has(key(r))).slice(-3).map(key);
  const added = { ...raised, '[idKey]': 'S2-NEW-1', '[RepCompany]': NEW_SUPPLIER, '[kwh1000]': '0.0100', '[Product]': 'Test Saver 12' };
  edits.added = [key(added)];
  const next = rows
    .filter((r) => !edits.withdrawn.includes(key(r)))
    .map((r) => (edits.price.has(key(r)) ? { ...r, '[kwh1000]': edits.price.get(key(r))!.after.toFixed(4) } : r));
  return [...next, added];
}

beforeAll(async () => {
  server = await startTestServer();
  // The seed imported the sample files: these tests import them from each market's first snapshot on.
  await clearImportedOffers(server.db);
  [member, superAdmin] = await Promise.all([server.tokenFor('member@northwind.test'), server.tokenFor('super@insights.test')]);
  // The seed imports the sample files as of its own day: start the offers' history afresh, so the test knows it all.
  await server.db.query('delete from offer_markets');
  await server.db.query('delete from offer_imports');
  const text = readFileSync(PTC_FILE, 'utf8');
  day1 = csvRows(text);
  day2 = nextDay(day1);
  await importText(server.db, 'ptc', text, { asOf: PTC_DAY });
  const second = await importText(server.db, 'ptc', ptcText(day2), { asOf: NEXT_DAY });
  expect(second.skipped).toEqual([]);
  for (const day of ohioDays()) ohioReports.push({ day, report: await importOhioDay(server.db, day) });
  await importText(server.db, 'ma-energy-switch', readFileSync(MA_FILE, 'utf8'), { asOf: '2019-11-10' });
}, 240_000);
afterAll(async () => server?.close());

describe('who may read offers', () => {
  it('asks for a signed-in user; the suppliers found in offers are for super admins only', async () => {
    expect((await get(E.markets, null)).status).toBe(401);
    expect((await get(`${E.offers}?${q({ stateCode: 'TX', utility: ONCOR })}`, null)).status).toBe(401);
    expect((await get(E.foundSuppliers, member)).status).toBe(403);
    expect((await get(E.foundSuppliers, await server.tokenFor('admin@northwind.test'))).status).toBe(403);
    expect((await get(E.foundSuppliers, superAdmin)).status).toBe(200);
  });

  it('lets an activity:read API key read Changes, and no other offer read', async () => {
    const created = await server.api(integrationPath(INTEGRATIONS_ENDPOINTS.apiKeys, { clientId: NORTHWIND_CLIENT_ID }), {
      method: 'POST',
      token: await server.tokenFor('admin@northwind.test'),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'offer changes', scopes: ['activity:read'] }),
    });
    expect(created.status).toBe(200);
    const apiKey = ((await created.json()) as ApiKeyCreatedReply).key;
    const changes = await get<ChangesReply>(`${E.changes}?${q({ stateCode: 'TX', utility: ONCOR, from: PTC_DAY, to: NEXT_DAY })}`, apiKey);
    expect(changes.status).toBe(200);
    expect(changes.body.changes.length).toBeGreaterThan(0);
    expect((await get(`${E.offers}?${q({ stateCode: 'TX', utility: ONCOR })}`, apiKey)).status).toBe(403);
    expect((await get(`${E.ranks}?${q({ stateCode: 'TX', utility: ONCOR })}`, apiKey)).status).toBe(403);
  });
});

describe('GET /api/Offers/Markets', () => {
  it('lists every imported market with its source, snapshots and English offers and suppliers', async () => {
    const { markets } = await ok<MarketsReply>(E.markets);
    const tdus = [...new Set(day1.map((r) => r['[TduCompanyName]']!))].sort();
    expect(markets.filter((m) => m.stateCode === 'TX').map((m) => m.utility).sort()).toEqual(tdus);
    expect(markets.filter((m) => m.stateCode === 'OH').map((m) => [m.utility, m.unit])).toEqual([['Columbia Gas of Ohio', 'Ccf'], ['Enbridge Gas Ohio', 'Mcf']]);
    expect(markets.filter((m) => m.stateCode === 'MA').map((m) => m.source)).toEqual(['ma-energy-switch']);
    const oncor = markets.find((m) => m.utility === ONCOR)!;
    const english = day2.filter(isEnglishOncor);
    expect(oncor).toEqual({
      stateCode: 'TX', utility: ONCOR, commodity: 'Electric', customerClass: 'Residential', unit: 'kWh', source: 'ptc',
      offers: english.length, suppliers: new Set(english.map((r) => oneSpaced(r['[RepCompany]']!))).size,
      latestAsOf: NEXT_DAY, snapshots: [PTC_DAY, NEXT_DAY],
    });
    const columbia = markets.find((m) => m.utility === 'Columbia Gas of Ohio')!;
    expect(columbia.snapshots).toEqual(ohioDays().filter((d) => d.utility === 'Columbia Gas of Ohio').map((d) => d.asOf));
  });
});

describe('GET /api/Offers', () => {
  it("shows the latest snapshot's English offers, cheapest first, each with its price the snapshot before", async () => {
    const reply = await ok<OffersReply>(`${E.offers}?${q({ stateCode: 'tx', utility: ONCOR.toLowerCase() })}`);
    expect(reply).toMatchObject({ stateCode: 'TX', utility: ONCOR, source: 'ptc', asOf: NEXT_DAY, previousAsOf: PTC_DAY, unit: 'kWh' });
    const english = day2.filter(isEnglishOncor);
    expect(reply.offers.map((o) => o.sourceKey).sort()).toEqual(english.map(key).sort());
    const prices = reply.offers.map((o) => o.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const before = new Map(day1.map((r) => [key(r), price(r)]));
    for (const offer of reply.offers) {
      const row = english.find((r) => key(r) === offer.sourceKey)!;
      expect(offer.price, offer.sourceKey).toBe(price(row));
      expect(offer.previousPrice, offer.sourceKey).toBe(before.get(offer.sourceKey) ?? null);
      expect(offer.pricesByUsage).toEqual({ 500: Number(row['[kwh500]']), 1000: price(row), 2000: Number(row['[kwh2000]']) });
      expect(offer.firstSeen).toBe(edits.added.includes(offer.sourceKey) ? NEXT_DAY : PTC_DAY);
      expect(offer.lastSeen).toBe(NEXT_DAY);
      expect(offer.language).toBe('English');
    }
    const raised = [...edits.price].find(([, p]) => p.after > p.before)!;
    expect(reply.offers.find((o) => o.sourceKey === raised[0])).toMatchObject({ price: raised[1].after, previousPrice: raised[1].before });
    const sample = english.find((r) => r['[FactsURL]'] && r['[EnrollURL]'])!;
    expect(reply.offers.find((o) => o.sourceKey === key(sample))!.links).toMatchObject({ factsLabel: sample['[FactsURL]'], enroll: sample['[EnrollURL]'] });
  });

  it('shows any past snapshot, the Spanish rows or all on request, and names the market without commodity or class', async () => {
    const first = await ok<OffersReply>(`${E.offers}?${q({ stateCode: 'TX', utility: ONCOR, asOf: PTC_DAY })}`);
    expect(first).toMatchObject({ asOf: PTC_DAY, previousAsOf: null });
    expect(first.offers.every((o) => o.previousPrice === null)).toBe(true);
    expect(first.offers).toHaveLength(day1.filter(isEnglishOncor).length);
    // A date between snapshots shows the one before it.
    const between = await ok<OffersReply>(`${E.offers}?${q({ stateCode: 'OH', utility: 'Columbia Gas of Ohio', asOf: '2025-09-07' })}`);
    expect(between.asOf).toBe('2025-09-05');
    expect(between.unit).toBe('Ccf');
    const spanish = await ok<OffersReply>(`${E.offers}?${q({ stateCode: 'TX', utility: ONCOR, language: 'Spanish' })}`);
    expect(spanish.offers).toHaveLength(day2.filter((r) => r['[TduCompanyName]'] === ONCOR && r['[Language]'] === 'Spanish').length);
    const all = await ok<OffersReply>(`${E.offers}?${q({ stateCode: 'TX', utility: ONCOR, language: 'all', commodity: 'Electric', customerClass: 'residential' })}`);
    expect(all.offers).toHaveLength(day2.filter((r) => r['[TduCompanyName]'] === ONCOR).length);
  });

  it('answers 404 for a market never imported or a date before its history, 400 for a bad query', async () => {
    const queries: Record<string, string>[] = [
      { stateCode: 'TX', utility: 'NO SUCH UTILITY' },
      { stateCode: 'TX', utility: ONCOR, commodity: 'Natural Gas' },
      { stateCode: 'TX', utility: ONCOR, asOf: '2025-12-31' },
    ];
    for (const query of queries) {
      const { status, body } = await get<{ message: string }>(`${E.offers}?${q(query)}`);
      expect({ status, message: body.message }).toEqual({ status: 404, message: OFFER_MESSAGES.unknownMarket });
    }
    const bad = await get<{ message: string }>(`${E.offers}?${q({ stateCode: 'Texas', utility: ONCOR })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(OFFER_MESSAGES.stateCode);
    expect((await get(`${E.offers}?${q({ stateCode: 'TX', utility: ONCOR, asOf: '09/01/2026' })}`)).status).toBe(400);
  });
});

describe('GET /api/Offers/Ranks', () => {
  const ranksOf = (reply: RanksReply) => reply.ranks.map(({ supplierName, price: p }) => ({ supplierName, price: p }));

  it('ranks every Texas utility by the benchmark, as computed from the file, today and on a past snapshot', async () => {
    for (const utility of new Set(day1.map((r) => r['[TduCompanyName]']!))) {
      const latest = await ok<RanksReply>(`${E.ranks}?${q({ stateCode: 'TX', utility })}`);
      expect(latest.asOf).toBe(NEXT_DAY);
      expect(ranksOf(latest), utility).toEqual(texasBenchmark(day2, utility));
      expect(latest.ranks.map((r) => r.rank)).toEqual(latest.ranks.map((_, i) => i + 1));
      const past = await ok<RanksReply>(`${E.ranks}?${q({ stateCode: 'TX', utility, asOf: PTC_DAY })}`);
      expect(past.asOf).toBe(PTC_DAY);
      expect(ranksOf(past), utility).toEqual(texasBenchmark(day1, utility));
    }
    const oncor = await ok<RanksReply>(`${E.ranks}?${q({ stateCode: 'TX', utility: ONCOR })}`);
    expect(oncor.rule).toMatch(/English.*\[Fixed\] 1.*12 months.*prepaid.*time of use.*1,000 kWh/);
    expect(oncor.ranks[0]).toMatchObject({ rank: 1, supplierName: NEW_SUPPLIER, price: 0.01, product: 'Test Saver 12' });
    expect(oncor.ranks.length).toBeGreaterThan(10);
  });

  it("names each ranked supplier's company and its cheapest benchmark offer", async () => {
    const oncor = await ok<RanksReply>(`${E.ranks}?${q({ stateCode: 'TX', utility: ONCOR })}`);
    const { offers } = await ok<OffersReply>(`${E.offers}?${q({ stateCode: 'TX', utility: ONCOR })}`);
    for (const rank of oncor.ranks) {
      const offer = offers.find((o) => o.id === rank.offerId)!;
      expect(offer, rank.supplierName).toMatchObject({ supplierName: rank.supplierName, price: rank.price, termMonths: 12, companyId: rank.companyId });
      expect(offer).toMatchObject({ prepaid: false, timeOfUse: false, rateType: 'Fixed', product: rank.product });
      expect(rank.companyId, rank.supplierName).not.toBeNull();
      expect(rank.companyName).toBe(offer.companyName);
    }
  });

  it('ranks Ohio by fixed 12-month offers without an introductory price, on any past day', async () => {
    for (const { day } of ohioReports.filter((_, i) => i % 3 === 0)) {
      const reply = await ok<RanksReply>(`${E.ranks}?${q({ stateCode: 'OH', utility: day.utility, asOf: day.asOf })}`);
      expect(reply.asOf).toBe(day.asOf);
      expect(reply.rule).toMatch(/Fixed-rate offers of 12 months without an introductory price/);
      expect(ranksOf(reply), `${day.utility} ${day.asOf}`).toEqual(ohioBenchmark(csvRows(readFileSync(day.file, 'utf8'))));
    }
  });

  it("ranks Massachusetts suppliers without the utility's basic service rate", async () => {
    const rows = csvRows(readFileSync(MA_FILE, 'utf8').split(/\r?\n/).slice(12).join('\n'));
    const utility = 'NSTAR d/b/a Eversource Energy';
    const expected = ranked(rows
      .filter((r) => r['Supplier Name'] !== utility && r['Pricing Structure']?.trim() === 'Fixed' && r['Contract Term']?.trim() === '12 months'
        && !r['Introductory Price']?.trim())
      .map((r) => ({ supplierName: oneSpaced(r['Supplier Name']!), price: Number((Number.parseFloat(r['Price (cents/kWh)']!) / 100).toFixed(6)) })));
    expect(expected.length).toBeGreaterThan(3);
    const reply = await ok<RanksReply>(`${E.ranks}?${q({ stateCode: 'MA', utility })}`);
    expect(ranksOf(reply)).toEqual(expected);
  });

  it('answers 404 before a market has any snapshot', async () => {
    const { status, body } = await get<{ message: string }>(`${E.ranks}?${q({ stateCode: 'OH', utility: 'Columbia Gas of Ohio', asOf: '2025-08-31' })}`);
    expect({ status, message: body.message }).toEqual({ status: 404, message: OFFER_MESSAGES.unknownMarket });
  });
});

describe('GET /api/Offers/Changes', () => {
  it("tells exactly what the test changed in Oncor's English rows, and nothing on the first snapshot", async () => {
    const { changes } = await ok<ChangesReply>(`${E.changes}?${q({ stateCode: 'TX', utility: ONCOR, from: '2026-01-01', to: '2026-01-31' })}`);
    expect(changes.every((c) => c.date === NEXT_DAY)).toBe(true);
    const of = (kind: string) => changes.filter((c) => c.kind === kind).map((c) => c.sourceKey).sort();
    expect(of('new')).toEqual(edits.added);
    expect(of('withdrawn')).toEqual([...edits.withdrawn].sort());
    expect(of('price')).toEqual([...edits.price.keys()].sort());
    for (const c of changes.filter((change) => change.kind === 'price')) {
      expect({ before: c.before, after: c.after }).toEqual(edits.price.get(c.sourceKey));
    }
    const withdrawn = changes.find((c) => c.kind === 'withdrawn')!;
    expect(withdrawn.before).toBe(price(day1.find((r) => key(r) === withdrawn.sourceKey)!));
    expect(withdrawn.after).toBeNull();
    expect(changes.find((c) => c.kind === 'new')).toMatchObject({ supplierName: NEW_SUPPLIER, before: null, after: 0.01, termMonths: 12, rateType: 'Fixed' });
    const firstDay = await ok<ChangesReply>(`${E.changes}?${q({ stateCode: 'TX', utility: ONCOR, from: PTC_DAY, to: PTC_DAY })}`);
    expect(firstDay.changes).toEqual([]);
    const other = await ok<ChangesReply>(`${E.changes}?${q({ stateCode: 'TX', utility: 'AEP TEXAS NORTH', from: PTC_DAY, to: NEXT_DAY })}`);
    expect(other.changes).toEqual([]);
  });

  it('gives every Ohio change the imports counted, dated by their day, oldest first', async () => {
    for (const utility of ['Columbia Gas of Ohio', 'Enbridge Gas Ohio']) {
      const { changes } = await ok<ChangesReply>(`${E.changes}?${q({ stateCode: 'OH', utility, from: '2025-01-01', to: '2025-12-31' })}`);
      const dates = changes.map((c) => c.date);
      expect(dates).toEqual([...dates].sort());
      ohioReports.filter((r) => r.day.utility === utility).forEach(({ day, report }, i) => {
        const that = changes.filter((c) => c.date === day.asOf);
        const count = (kind: string) => that.filter((c) => c.kind === kind).length;
        // The first snapshot starts the history: its offers are new to the import, yet no change is announced.
        const expected = i === 0 ? { new: 0, price: 0, withdrawn: 0 } : { new: report.new, price: report.changed, withdrawn: report.withdrawn };
        expect({ day: day.asOf, new: count('new'), price: count('price'), withdrawn: count('withdrawn') }).toEqual({ day: day.asOf, ...expected });
      });
      expect(changes.length).toBeGreaterThan(5);
    }
  });

  it('answers 400 when from is after to', async () => {
    const { status, body } = await get<{ message: string }>(`${E.changes}?${q({ stateCode: 'TX', utility: ONCOR, from: NEXT_DAY, to: PTC_DAY })}`);
    expect({ status, message: body.message }).toEqual({ status: 400, message: OFFER_MESSAGES.order });
  });
});

describe('GET /api/Offers/{id}/History', () => {
  it('gives every snapshot an offer was in with its price then', async () => {
    const { offers } = await ok<OffersReply>(`${E.offers}?${q({ stateCode: 'TX', utility: ONCOR })}`);
    const [id, prices] = [...edits.price][0]!;
    const offer = offers.find((o) => o.sourceKey === id)!;
    const history = await ok<OfferHistoryReply>(offerHistoryPath(offer.id));
    expect(history.market).toEqual({ stateCode: 'TX', utility: ONCOR, commodity: 'Electric', customerClass: 'Residential', unit: 'kWh' });
    expect(history.history.map((h) => [h.asOf, h.price])).toEqual([[PTC_DAY, prices.before], [NEXT_DAY, prices.after]]);
    expect(history.offer).toEqual(offer);
    // A withdrawn offer: as last seen, on the first day.
    const gone = await ok<ChangesReply>(`${E.changes}?${q({ stateCode: 'TX', utility: ONCOR, from: NEXT_DAY, to: NEXT_DAY })}`);
    const withdrawn = gone.changes.find((c) => c.kind === 'withdrawn')!;
    const old = await ok<OfferHistoryReply>(offerHistoryPath(withdrawn.offerId));
    expect(old.offer).toMatchObject({ lastSeen: PTC_DAY, price: withdrawn.before, previousPrice: null });
    expect(old.history.map((h) => h.asOf)).toEqual([PTC_DAY]);
  });

  it('answers 404 for no such offer', async () => {
    const { status, body } = await get<{ message: string }>(offerHistoryPath(99_999_999));
    expect({ status, message: body.message }).toEqual({ status: 404, message: OFFER_MESSAGES.notFound });
  });
});

describe('GET /api/Offers/Company/{companyId}', () => {
  it("gives a company's current offers per market with its rank there", async () => {
    const oncor = await ok<RanksReply>(`${E.ranks}?${q({ stateCode: 'TX', utility: ONCOR })}`);
    const second = oncor.ranks[1]!;
    const reply = await ok<CompanyOffersReply>(companyOffersPath(second.companyId!.toUpperCase()));
    const market = reply.markets.find((m) => m.utility === ONCOR)!;
    expect(market).toMatchObject({ stateCode: 'TX', source: 'ptc', asOf: NEXT_DAY, rank: 2, rankedSuppliers: oncor.ranks.length });
    const { offers } = await ok<OffersReply>(`${E.offers}?${q({ stateCode: 'TX', utility: ONCOR })}`);
    expect(market.offers).toEqual(offers.filter((o) => o.companyId === second.companyId));
    for (const m of reply.markets) {
      const ranks = await ok<RanksReply>(`${E.ranks}?${q({ stateCode: m.stateCode, utility: m.utility })}`);
      const own = ranks.ranks.filter((r) => r.companyId === second.companyId).map((r) => r.rank);
      expect(m.rank, m.utility).toBe(own.length ? Math.min(...own) : null);
      expect(m.offers.length).toBeGreaterThan(0);
    }
  });

  it('answers an empty list for a company without offers and 404 for no such company', async () => {
    const { rows } = await server.db.query<{ id: string }>(
      'select id::text from companies c where not exists (select 1 from offers o where o.company_id = c.id) limit 1');
    expect(await ok<CompanyOffersReply>(companyOffersPath(rows[0]!.id))).toEqual({ markets: [] });
    expect((await get(companyOffersPath('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await get(companyOffersPath('not-a-company'))).status).toBe(404);
  });
});

describe('GET /api/Offers/FoundSuppliers', () => {
  it('lists the companies made from unknown supplier names, with their markets and offers', async () => {
    const { suppliers } = await ok<FoundSuppliersReply>(E.foundSuppliers, superAdmin);
    const { rows } = await server.db.query<{ id: string }>('select id::text from companies where found_in_offers');
    expect(suppliers.map((s) => s.companyId).sort()).toEqual(rows.map((r) => r.id).sort());
    const added = suppliers.find((s) => s.name === NEW_SUPPLIER)!;
    expect(added).toMatchObject({ markets: [`TX · ${ONCOR}`], offers: 1, firstSeen: NEXT_DAY });
  });
});
