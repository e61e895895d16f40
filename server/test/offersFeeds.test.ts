/**
 * What imported offers feed (issue 60 §5): First to Worst and the dashboard's rankings, the Ranking and Price Trend
 * charts and Offers Raw Data, on the sample files the seed imports (a first start shows real offers). The expected
 * Texas order is computed here from the Power to Choose file itself.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { clearImportedOffers } from './support/importedOffers.js';
import { NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';
import { SEED_DATA_DIR } from '../src/db/seed/realOffers.js';
import { UTILITIES } from '../src/db/seed/pricingReference.js';
import { utilityMatchKey } from '../src/pricing/importedMarkets.js';
import { PRICING_SERVICE_ENDPOINTS as PATHS, CHART_ENDPOINTS } from '../../contract/pricing/endpoints.js';
import { chartReply, leaderboardReply, top5Reply, utilitiesReply } from '../../contract/pricing/schemas.js';
import { firstToWorstReply } from '../../contract/publicPage/schemas.js';
import { OFFERS_ENDPOINTS } from '../../contract/offers/endpoints.js';

type Row = Record<string, string>;
const PTC_FILE = path.join(SEED_DATA_DIR, 'tx-power-to-choose', 'power-to-choose-2026-01-09.csv');
const ptcRows = (parse(readFileSync(PTC_FILE, 'utf8'), { columns: true, bom: true, relax_column_count: true, skip_empty_lines: true }) as Row[])
  .filter((row) => Object.keys(row).length > 1 && row['[idKey]']);
const isTrue = (value: string | undefined) => (value ?? '').toLowerCase() === 'true';
const label = (name: string) => name.trim().replace(/\s+/g, ' ');
/** Byte order of the lower-cased name, then of the name: the rank's tie rule. */
const byName = (a: string, b: string) => {
  const [la, lb] = [a.toLowerCase(), b.toLowerCase()];
  return la < lb ? -1 : la > lb ? 1 : a < b ? -1 : a > b ? 1 : 0;
};

/** The Texas benchmark by hand: per utility, each supplier's lowest 1,000 kWh price among the comparable offers. */
function expectedTexasOrder(): Map<string, string[]> {
  const best = new Map<string, Map<string, number>>();
  for (const row of ptcRows) {
    if (row['[Language]'] !== 'English' || row['[Fixed]'] !== '1' || row['[TermValue]'] !== '12') continue;
    if (isTrue(row['[PrePaid]']) || isTrue(row['[TimeOfUse]'])) continue;
    const price = Number(row['[kwh1000]']);
    if (!Number.isFinite(price) || row['[kwh1000]'] === '') continue;
    const utility = row['[TduCompanyName]']!;
    const suppliers = best.get(utility) ?? new Map<string, number>();
    best.set(utility, suppliers);
    const name = label(row['[RepCompany]']!);
    suppliers.set(name, Math.min(price, suppliers.get(name) ?? Infinity));
  }
  return new Map([...best].map(([utility, suppliers]) => [
    utility, [...suppliers].sort(([a, pa], [b, pb]) => pa - pb || byName(a, b)).map(([name]) => name),
  ]));
}

let server: TestServer;
let apiKey: string;
let token: string;

async function pricing<T>(pathName: string, body: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}${pathName}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-api-key': apiKey, 'x-client-id': NORTHWIND_CLIENT_ID, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `${pathName}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  server = await startTestServer();
  token = await server.tokenFor('admin@northwind.test');
  const ec = await server.api('/api/PricingMatrix/GetECToken', { token });
  apiKey = ((await ec.json()) as { access_token: string }).access_token;
});
afterAll(() => server?.close());

describe('utility names: an imported market and a modelled utility', () => {
  it('matches the Power to Choose utilities to the seeded Texas ones, and only those', () => {
    const texas = UTILITIES.filter((u) => u.state === 'TX' && u.commodity === 'Electric').map((u) => u.name);
    const utilities = new Set(ptcRows.map((row) => row['[TduCompanyName]']!));
    const matched = Object.fromEntries([...utilities].sort().map((ptc) => [
      ptc, texas.filter((name) => utilityMatchKey(name) === utilityMatchKey(ptc)),
    ]));
    expect(matched).toEqual({
      'AEP TEXAS CENTRAL': ['AEP Texas Central'],
      'AEP TEXAS NORTH': ['AEP Texas North'],
      'CENTERPOINT ENERGY HOUSTON ELECTRIC LLC': ['CenterPoint Energy Houston Electric'],
      'LUBBOCK POWER & LIGHT SYSTEM': [],
      'NUECES ELECTRIC COOPERATIVE': [],
      'ONCOR ELECTRIC DELIVERY COMPANY': ['Oncor Electric Delivery'],
      'TEXAS-NEW MEXICO POWER COMPANY': ['Texas-New Mexico Power'],
    });
    expect(utilityMatchKey('NSTAR d/b/a Eversource Energy')).toBe(utilityMatchKey('Eversource (NSTAR)'));
    expect(utilityMatchKey('Columbia Gas of Ohio')).not.toBe(utilityMatchKey('Columbia Gas of Pennsylvania'));
  });
});

describe('First to Worst and the dashboard', () => {
  it('ranks every Texas utility from the Power to Choose file, with its source and date, and no prices', async () => {
    const response = await fetch(`${server.baseUrl}/public/PublicPage/firstToWorst`);
    expect(response.status).toBe(200);
    const groups = firstToWorstReply.parse(await response.json());
    const electric = groups.find((g) => g.Commodity === 1)!;
    const imported = electric.Rankings.filter((r) => r.State === 'TX' && r.Source === 'Power to Choose');
    const expected = expectedTexasOrder();
    expect(imported.map((r) => r.Utility).sort()).toEqual([...expected.keys()].sort());
    for (const ranking of imported) {
      expect(ranking.AsOf).toBe('2026-01-09');
      expect(ranking.SupplierRank.map((s) => s.SupplierName), ranking.Utility).toEqual(expected.get(ranking.Utility));
      expect(ranking.SupplierRank.map((s) => s.Rank)).toEqual(ranking.SupplierRank.map((_, i) => i + 1));
      // Every imported supplier is a company: its identifier is the company's id.
      for (const s of ranking.SupplierRank) expect(s.SupplierInsightsIdentifier).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(JSON.stringify(groups)).not.toContain('"Price"');
    // The imported market replaced the modelled card of the same utility; other states keep theirs.
    const texasNames = electric.Rankings.filter((r) => r.State === 'TX').map((r) => r.Utility);
    for (const modelled of ['Oncor Electric Delivery', 'AEP Texas Central', 'CenterPoint Energy Houston Electric']) expect(texasNames).not.toContain(modelled);
    expect(electric.Rankings.some((r) => r.State === 'PA' && !r.Source)).toBe(true);
    // Ohio's gas markets and Massachusetts's NSTAR from their files too.
    const gas = groups.find((g) => g.Commodity === 2)!;
    expect(gas.Rankings.filter((r) => r.State === 'OH' && r.Source).map((r) => [r.Utility, r.AsOf])).toEqual([
      ['Columbia Gas of Ohio', '2025-09-12'], ['Enbridge Gas Ohio', '2025-09-12'],
    ]);
    expect(gas.Rankings.filter((r) => r.State === 'OH').map((r) => r.Utility)).toContain('Duke Energy Ohio Gas');
    const ma = electric.Rankings.filter((r) => r.State === 'MA').map((r) => [r.Utility, r.Source ?? null]);
    expect(ma).toEqual(expect.arrayContaining([['NSTAR d/b/a Eversource Energy', 'Energy Switch Massachusetts']]));
    expect(ma.map(([utility]) => utility)).not.toContain('Eversource (NSTAR)');
  });

  it('answers an earlier date from the snapshot on or before it', async () => {
    const groups = firstToWorstReply.parse(await (await fetch(`${server.baseUrl}/public/PublicPage/firstToWorst?effectiveFrom=2025-09-03`)).json());
    const ohio = groups.flatMap((g) => g.Rankings).filter((r) => r.State === 'OH' && r.Source);
    expect(ohio.map((r) => r.AsOf)).toEqual(['2025-09-03', '2025-09-03']);
    expect(groups.flatMap((g) => g.Rankings).some((r) => r.Source === 'Power to Choose')).toBe(false);
  });

  it('gives the leaderboard the same Texas order with prices, and the top-5 the markets that rank the client', async () => {
    const board = leaderboardReply.parse(await pricing(PATHS.leaderboard, { InsightsClientIdentifier: NORTHWIND_CLIENT_ID }));
    const oncor = board.find((g) => g.Commodity === 1)!.Rankings.find((r) => r.Utility === 'ONCOR ELECTRIC DELIVERY COMPANY')!;
    expect(oncor).toMatchObject({ State: 'TX', Source: 'Power to Choose', AsOf: '2026-01-09' });
    expect(oncor.SupplierRank.map((s) => s.SupplierName)).toEqual(expectedTexasOrder().get('ONCOR ELECTRIC DELIVERY COMPANY'));
    const prices = oncor.SupplierRank.map((s) => s.Price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // Northwind's own company is no Texas supplier: make it the one ranked third at Oncor, then it is the client's
    // own supplier there, under the identifier the dashboard knows it by (its modelled supplier's).
    const third = oncor.SupplierRank[2]!;
    const { rows: [own] } = await server.db.query<{ supplier: string; company: string }>(
      `select (select id from pricing_suppliers where client_id::text = $1) as supplier,
              (select supplier_identifier::text from clients where id::text = $1) as company`, [NORTHWIND_CLIENT_ID]);
    await server.db.query('update clients set supplier_identifier = $1 where id::text = $2', [third.SupplierInsightsIdentifier, NORTHWIND_CLIENT_ID]);
    try {
      const worst = top5Reply.parse(await pricing(PATHS.top5Worst, { InsightsClientIdentifier: NORTHWIND_CLIENT_ID }));
      const best = top5Reply.parse(await pricing(PATHS.top5Best, { InsightsClientIdentifier: NORTHWIND_CLIENT_ID }));
      const all = [...worst, ...best].flatMap((g) => g.Rankings).filter((r) => r.Utility === 'ONCOR ELECTRIC DELIVERY COMPANY');
      expect(all.length).toBeGreaterThan(0);
      for (const r of all) {
        expect(r).toMatchObject({ Source: 'Power to Choose', AsOf: '2026-01-09', TotalSuppliers: oncor.SupplierRank.length });
        expect(r.SupplierRankings[0]).toMatchObject({ Rank: 3, SupplierName: third.SupplierName, SupplierInsightsIdentifier: own!.supplier });
        expect(r.SupplierRankings[0]!.BestDelta).toBeCloseTo(third.Price - oncor.SupplierRank[0]!.Price, 6);
      }
      const again = leaderboardReply.parse(await pricing(PATHS.leaderboard, { InsightsClientIdentifier: NORTHWIND_CLIENT_ID }));
      const ranked = again.find((g) => g.Commodity === 1)!.Rankings.find((r) => r.Utility === 'ONCOR ELECTRIC DELIVERY COMPANY')!;
      expect(ranked.SupplierRank[2]!.SupplierInsightsIdentifier).toBe(own!.supplier);
    } finally {
      await server.db.query('update clients set supplier_identifier = $1 where id::text = $2', [own!.company, NORTHWIND_CLIENT_ID]);
    }
  });
});

describe('Ranking and Price Trend charts', () => {
  const chart = (extra: Record<string, unknown>) => ({
    Suppliers: [], State: null, Terms: [], Utilities: [], EffectiveFrom: '2025-01-01', EffectiveTo: '2026-12-31',
    commodity: 1, InsightsClientIdentifier: NORTHWIND_CLIENT_ID, ...extra,
  });

  it('lists the imported markets among the utilities and charts them from the offer history', async () => {
    const texas = utilitiesReply.parse(await pricing(PATHS.utilities, { state: ['TX'], commodity: 'Electric' }));
    expect(texas.map((u) => u.utilityName)).toContain('Oncor Electric Delivery');
    const oncor = texas.find((u) => u.utilityName === 'ONCOR ELECTRIC DELIVERY COMPANY (Power to Choose)')!;
    expect(oncor.InsightsUtilityIdenitifier).toMatch(/^offers-\d+$/);

    const ranking = chartReply.parse(await pricing(CHART_ENDPOINTS.priceranking, chart({ Utilities: [oncor.InsightsUtilityIdenitifier], Flags: ['DeltaBest'] })));
    expect(ranking.map((e) => e.Date)).toEqual(['01/09/2026']);
    expect(ranking[0]!.Suppliers.map((s) => s.Supplier)).toEqual(expectedTexasOrder().get('ONCOR ELECTRIC DELIVERY COMPANY'));
    expect(ranking[0]!.Suppliers[0]!.Deltas[0]).toMatchObject({ NextBetterPrice: null });

    const ohio = utilitiesReply.parse(await pricing(PATHS.utilities, { state: ['OH'], commodity: 'NatGas' }));
    const columbia = ohio.find((u) => u.utilityName === 'Columbia Gas of Ohio (Apples to Apples)')!;
    const trend = chartReply.parse(await pricing(CHART_ENDPOINTS.pricingtrend, chart({ commodity: 2, Utilities: [columbia.InsightsUtilityIdenitifier] })));
    // One series per supplier over the ten snapshot dates.
    expect(trend.map((e) => e.Date)).toEqual(['01', '02', '03', '04', '05', '08', '09', '10', '11', '12'].map((d) => `09/${d}/2025`));
    const { rows } = await server.db.query<{ supplier: string }>(
      `select distinct o.supplier_name as supplier from offers o join offer_markets m on m.id = o.market_id
        where m.utility = 'Columbia Gas of Ohio' and o.term_months = 12 and not o.introductory and not o.is_utility_rate
          and lower(o.rate_type) = 'fixed'`);
    const charted = new Set(trend.flatMap((e) => e.Suppliers.map((s) => s.Supplier)));
    expect([...charted].sort()).toEqual(rows.map((r) => r.supplier).sort());
    // Narrowed to one supplier, still ranked against all.
    const one = trend[0]!.Suppliers[1]!;
    const narrowed = chartReply.parse(await pricing(CHART_ENDPOINTS.pricingtrend, chart({
      commodity: 2, Utilities: [columbia.InsightsUtilityIdenitifier], Suppliers: [one.InsightsSupplierIdentifier], EffectiveFrom: '2025-09-01', EffectiveTo: '2025-09-01',
    })));
    expect(narrowed).toEqual([{ Date: '09/01/2025', Suppliers: [one] }]);
    expect(chartReply.parse(await pricing(CHART_ENDPOINTS.forwardcurve, chart({ commodity: 2, Utilities: [columbia.InsightsUtilityIdenitifier] })))).toEqual([]);
  });
});

interface RawRow { id: number; state: string; commodity: string }

async function offersFile(target: TestServer, stateCode: string, commodity: string): Promise<string> {
  const member = await target.tokenFor('member@northwind.test');
  const list = (await (await target.api('/api/RawData/OffersRawData', { token: member })).json()) as { data: RawRow[] };
  const row = list.data.find((r) => r.state === stateCode && r.commodity === commodity)!;
  const link = (await (await target.api(`/api/RawData/downloadOffersRawData/${row.id}`, { token: member })).json()) as { data: string };
  return (await fetch(link.data)).text();
}

const csvRecords = (text: string) => parse(text, { columns: true, bom: true }) as Row[];

/** A Texas market's English offers with their prices in its latest snapshot. */
async function englishOffers(target: TestServer, utility: string) {
  const { rows } = await target.db.query(
    `select o.source_key as "sourceKey", o.supplier_name as "supplierName", o.product, o.term_months as "termMonths",
            o.rate_type as "rateType", ob.price::float8 as price
       from offer_markets m
       join lateral (select id from offer_snapshots where market_id = m.id order by as_of desc limit 1) s on true
       join offer_observations ob on ob.snapshot_id = s.id
       join offers o on o.id = ob.offer_id
      where m.state_code = 'TX' and m.utility = $1 and coalesce(o.language, 'English') = 'English'
      order by o.source_key collate "C"`, [utility]);
  return rows;
}

describe('Offers Raw Data', () => {
  it('holds the imported offers of the latest snapshot beside the modelled ones, in their own unit', async () => {
    const records = csvRecords(await offersFile(server, 'TX', 'Electric'));
    const imported = records.filter((r) => r['Source Key']);
    const english = ptcRows.filter((r) => r['[Language]'] === 'English');
    const { rows: [stored] } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from offers o join offer_markets m on m.id = o.market_id where m.state_code = 'TX' and o.language = 'English'`);
    expect(imported).toHaveLength(stored!.n);
    expect(stored!.n).toBeGreaterThan(english.length * 0.95);
    // The modelled offers stay beside them, but not those of a utility and class an imported market replaced.
    const modelled = records.filter((r) => !r['Source Key']);
    expect(modelled.some((r) => r.Utility === 'AEP Texas Central' && r['Customer Class'] === 'Small Commercial')).toBe(true);
    expect(modelled.some((r) => r.Utility === 'AEP Texas Central' && r['Customer Class'] === 'Residential')).toBe(false);
    const first = english.find((r) => r['[idKey]'] === imported[0]!['Source Key'])!;
    expect(imported[0]).toMatchObject({ State: 'Texas', Commodity: 'Electric', 'Price Unit': 'kWh', Supplier: label(first['[RepCompany]']!), Utility: first['[TduCompanyName]'] });
    expect(Number(imported[0]!.Price)).toBeCloseTo(Number(first['[kwh1000]']), 6);

    const ohio = csvRecords(await offersFile(server, 'OH', 'Natural Gas')).filter((r) => r['Source Key']);
    expect(new Set(ohio.map((r) => `${r.Utility} ${r['Price Unit']}`))).toEqual(new Set(['Columbia Gas of Ohio Ccf', 'Enbridge Gas Ohio Mcf']));
  });

  it('imports back unchanged with the insights source: the same offers and prices', { timeout: 180_000 }, async () => {
    const file = await offersFile(server, 'TX', 'Electric');
    const fresh = await startTestServer();
    try {
      await clearImportedOffers(fresh.db);
      const response = await fresh.api(`${OFFERS_ENDPOINTS.import}?source=insights&asOf=2026-01-09`, {
        token: await fresh.tokenFor('super@insights.test'), method: 'POST', headers: { 'content-type': 'text/csv' }, body: file,
      });
      const report = (await response.json()) as { skipped: unknown[] };
      expect(response.status, JSON.stringify(report).slice(0, 500)).toBe(200);
      expect(report.skipped).toEqual([]);
      for (const utility of new Set(ptcRows.map((row) => row['[TduCompanyName]']!))) {
        const before = await englishOffers(server, utility);
        expect(before.length, utility).toBeGreaterThan(0);
        expect(await englishOffers(fresh, utility), utility).toEqual(before);
      }
    } finally {
      await fresh.close();
    }
  });
});
