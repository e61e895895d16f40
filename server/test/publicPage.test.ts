import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { SUPPLIER_DOMAINS, DEFAULT_SUPPLIER_DOMAIN } from '../../contract/pricing/supplierDomains.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

interface Group {
  Commodity: number;
  Date: string;
  Rankings: { State: string; Utility: string; Source?: string; SupplierRank: { Rank: number; SupplierInsightsIdentifier: string; SupplierName?: string }[] }[];
}

describe('GET /public/PublicPage/firstToWorst', () => {
  it('answers without a token: electricity (1) before gas (2), every utility ranked from 1', async () => {
    const response = await fetch(`${server.baseUrl}/public/PublicPage/firstToWorst`);
    expect(response.status).toBe(200);
    const groups = (await response.json()) as Group[];
    expect(groups.map((g) => g.Commodity)).toEqual([1, 2]);
    for (const group of groups) {
      expect(group.Date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(group.Rankings.length).toBeGreaterThan(0);
      for (const ranking of group.Rankings) {
        expect(ranking.SupplierRank.map((s) => s.Rank)).toEqual(ranking.SupplierRank.map((_, i) => i + 1));
        expect(ranking.SupplierRank.length).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('is the same order as the signed-in pricing leaderboard on that date', async () => {
    const token = await server.tokenFor('admin@northwind.test');
    const { access_token } = (await (await server.api('/api/PricingMatrix/GetECToken', { token })).json()) as { access_token: string };
    const clientId = '6f1b7c2e-0d4a-4c3e-9a51-000000000001';
    const day = new Date().toISOString().slice(0, 10);
    const priced = (await (await fetch(`${server.baseUrl}/common/api/leaderboard`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-api-key': access_token, 'x-client-id': clientId, 'content-type': 'application/json' },
      body: JSON.stringify({ InsightsClientIdentifier: clientId, EffectiveFrom: day, EffectiveTo: day }),
    })).json()) as Group[];
    const open = (await (await fetch(`${server.baseUrl}/public/PublicPage/firstToWorst?effectiveFrom=${day}`)).json()) as Group[];
    const order = (groups: Group[]) => groups.map((g) => g.Rankings.map((r) => `${r.State}|${r.Utility}|${r.SupplierRank.map((s) => s.SupplierInsightsIdentifier).join(',')}`));
    expect(order(open)).toEqual(order(priced));
  });

  it('names each ranked supplier as the pricing service does (the brand its logo shows)', async () => {
    const { rows } = await server.db.query<{ id: string; name: string }>('select id, name from pricing_suppliers');
    const names = new Map(rows.map((r) => [r.id, r.name]));
    const groups = (await (await fetch(`${server.baseUrl}/public/PublicPage/firstToWorst`)).json()) as Group[];
    for (const entry of groups.flatMap((g) => g.Rankings.filter((r) => !r.Source).flatMap((r) => r.SupplierRank))) {
      expect(entry.SupplierName).toBe(names.get(entry.SupplierInsightsIdentifier));
    }
    // A market ranked from imported offers (issue 60) names the company's offers as its file wrote the supplier.
    const imported = groups.flatMap((g) => g.Rankings.filter((r) => r.Source).flatMap((r) => r.SupplierRank));
    expect(imported.length).toBeGreaterThan(0);
    const { rows: offered } = await server.db.query<{ id: string; name: string }>('select distinct company_id::text as id, supplier_name as name from offers');
    const pairs = new Set(offered.map((r) => `${r.id}|${r.name}`));
    for (const entry of imported) expect(pairs.has(`${entry.SupplierInsightsIdentifier}|${entry.SupplierName}`), entry.SupplierName).toBe(true);
  });

  it('seeds prices whose leaders and laggards differ by market', async () => {
    const groups = (await (await fetch(`${server.baseUrl}/public/PublicPage/firstToWorst`)).json()) as Group[];
    const rankings = groups.flatMap((g) => g.Rankings);
    const firsts = rankings.map((r) => r.SupplierRank[0].SupplierInsightsIdentifier);
    const lasts = rankings.map((r) => r.SupplierRank.at(-1)!.SupplierInsightsIdentifier);
    const mostOften = (ids: string[]) => Math.max(...[...new Set(ids)].map((id) => ids.filter((x) => x === id).length));
    // No supplier leads, or trails, in more than a third of the markets; at least eight different leaders.
    expect(new Set(firsts).size).toBeGreaterThanOrEqual(8);
    expect(mostOften(firsts) / rankings.length).toBeLessThanOrEqual(1 / 3);
    expect(mostOften(lasts) / rankings.length).toBeLessThanOrEqual(1 / 3);
  });

  it('leaks nothing private: no prices, client ids, e-mail addresses or tokens', async () => {
    const text = await (await fetch(`${server.baseUrl}/public/PublicPage/firstToWorst`)).text();
    for (const secret of ['Price', 'BestDelta', 'ClientIdentifier', '@', 'access_token']) {
      expect(text, secret).not.toContain(secret);
    }
    const keys = new Set<string>();
    JSON.parse(text, (key, value: unknown) => {
      if (key && Number.isNaN(Number(key))) keys.add(key);
      return value;
    });
    // Source and AsOf: where a market ranked from imported offers got its ranks (issue 60).
    expect([...keys].sort()).toEqual([
      'AsOf', 'Commodity', 'Date', 'Rank', 'Rankings', 'Source', 'State', 'SupplierInsightsIdentifier', 'SupplierName', 'SupplierRank', 'Utility',
    ]);
  });

  it('takes an effective date, and 400 names a bad one', async () => {
    const earlier = new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10);
    const then = (await (await fetch(`${server.baseUrl}/public/PublicPage/firstToWorst?effectiveFrom=${earlier}`)).json()) as Group[];
    const now = (await (await fetch(`${server.baseUrl}/public/PublicPage/firstToWorst`)).json()) as Group[];
    expect(then[0].Date).not.toBe(now[0].Date);
    const bad = await fetch(`${server.baseUrl}/public/PublicPage/firstToWorst?effectiveFrom=yesterday`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/effectiveFrom/);
  });

  it('ignores a token it does not need: the same reply signed out and signed in', async () => {
    const token = await server.tokenFor('member@contoso.test');
    const signedIn = await server.api('/public/PublicPage/firstToWorst', { token });
    const signedOut = await fetch(`${server.baseUrl}/public/PublicPage/firstToWorst`);
    expect(await signedIn.text()).toBe(await signedOut.text());
  });
});

describe('supplier logos for the medals', () => {
  it('every ranked supplier has a logo by the supplier-to-domain map, and the default fallback has one', async () => {
    const groups = (await (await fetch(`${server.baseUrl}/public/PublicPage/firstToWorst`)).json()) as Group[];
    // The modelled suppliers; those of imported markets are companies, outside the map.
    const ids = new Set(groups.flatMap((g) => g.Rankings.filter((r) => !r.Source).flatMap((r) => r.SupplierRank.map((s) => s.SupplierInsightsIdentifier))));
    for (const id of ids) {
      expect(SUPPLIER_DOMAINS[id], id).toBeTruthy();
      const logo = await fetch(`${server.baseUrl}/public/logos/${SUPPLIER_DOMAINS[id]}.svg`);
      expect(logo.status, id).toBe(200);
    }
    const fallback = await fetch(`${server.baseUrl}/public/logos/${DEFAULT_SUPPLIER_DOMAIN}.svg`);
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await fallback.text()).toContain('aria-label="ES"');
  });
});
