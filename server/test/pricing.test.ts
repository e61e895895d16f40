import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { CONTOSO_CLIENT_ID, NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';
import { FIXED_SUPPLIER_IDS } from '../../contract/pricing/constants.js';
import { SUPPLIER_DOMAINS } from '../../contract/pricing/supplierDomains.js';
import { PRICING_SERVICE_ENDPOINTS as PATHS } from '../../contract/pricing/endpoints.js';
import {
  billingMethodsReply, chartReply, leaderboardReply, loadProfilesReply, loadZonesReply, marketStatesReply, marketsReply,
  pricingClientsReply, pricingStatesReply, rateClassesReply, suppliersReply, top5Reply, utilitiesReply,
} from '../../contract/pricing/schemas.js';
import type { z } from 'zod';

let server: TestServer;
const ADMIN = 'admin@northwind.test';
const MEMBER = 'member@northwind.test';
const SUPER = 'super@insights.test';

interface Caller {
  token: string;
  apiKey: string;
  clientId: string;
}

async function callerFor(email: string, clientId = NORTHWIND_CLIENT_ID): Promise<Caller> {
  const token = await server.tokenFor(email);
  const response = await server.api('/api/PricingMatrix/GetECToken', { token });
  expect(response.status).toBe(200);
  const { access_token } = (await response.json()) as { access_token: string };
  return { token, apiKey: access_token, clientId };
}

function common(path: string, caller: Partial<Caller>, body?: unknown) {
  const headers: Record<string, string> = {};
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (caller.apiKey) headers['x-api-key'] = caller.apiKey;
  if (caller.clientId) headers['x-client-id'] = caller.clientId;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function json<T = unknown>(path: string, caller: Caller, body?: unknown): Promise<T> {
  const response = await common(path, caller, body);
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return (await response.json()) as T;
}

const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
const payload = (extra: Record<string, unknown> = {}) => ({
  Suppliers: [], State: 'TX', Terms: [], RateClass: null, LoadProfile: null, LoadZone: null, BillingMethod: null,
  Utilities: [], Usage: null, UsageFrom: null, UsageTo: null, Demand: null, ProductType: null,
  ContractStartFrom: null, ContractStartTo: null, EffectiveFrom: yearAgo, EffectiveTo: today,
  commodity: 1, InsightsClientIdentifier: NORTHWIND_CLIENT_ID, ...extra,
});

interface Entry {
  Date: string;
  Suppliers: { Supplier: string; InsightsSupplierIdentifier: string; Rank: number; Deltas: { CurrPrice: number; BestPrice: number; WorstPrice: number; NextBetterPrice: number | null; NextWorsePrice: number | null }[] }[];
}

let admin: Caller;

beforeAll(async () => {
  server = await startTestServer();
  admin = await callerFor(ADMIN);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('GET /api/PricingMatrix/GetECToken', () => {
  it('issues a chart token with expires_in, by GET and by POST with an empty body', async () => {
    const token = await server.tokenFor(ADMIN);
    const get = await server.api('/api/PricingMatrix/GetECToken', { token });
    const body = (await get.json()) as { access_token: string; expires_in: number };
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.expires_in).toBe(1800);
    const post = await server.api('/api/PricingMatrix/GetECToken', { token, method: 'POST' });
    expect(post.status).toBe(200);
  });

  it('401 without a sign-in, 403 without the pricing or ranking module', async () => {
    expect((await server.api('/api/PricingMatrix/GetECToken')).status).toBe(401);
    const member = await server.api('/api/PricingMatrix/GetECToken', { token: await server.tokenFor(MEMBER) });
    expect(member.status).toBe(403);
  });
});

describe('pricing-service header checks', () => {
  const MARKETS = '/common/api/markets';
  it('answers with all three headers', async () => {
    expect((await common(MARKETS, admin, {})).status).toBe(200);
  });
  it('401 without the bearer token, the api key or the client id', async () => {
    expect((await common(MARKETS, { ...admin, token: undefined }, {})).status).toBe(401);
    expect((await common(MARKETS, { ...admin, apiKey: undefined }, {})).status).toBe(401);
    expect((await common(MARKETS, { ...admin, clientId: undefined }, {})).status).toBe(401);
  });
  it('401 with a wrong api key (forged, or the user access token itself)', async () => {
    expect((await common(MARKETS, { ...admin, apiKey: 'not-a-token' }, {})).status).toBe(401);
    expect((await common(MARKETS, { ...admin, apiKey: admin.token }, {})).status).toBe(401);
    const [h, p] = admin.apiKey.split('.');
    expect((await common(MARKETS, { ...admin, apiKey: `${h}.${p}.AAAA` }, {})).status).toBe(401);
  });
  it("401 with another user's chart token", async () => {
    const superAdmin = await callerFor(SUPER);
    expect((await common(MARKETS, { ...admin, apiKey: superAdmin.apiKey }, {})).status).toBe(401);
  });
  it('403 when the client id header does not match the token', async () => {
    const response = await common(MARKETS, { ...admin, clientId: CONTOSO_CLIENT_ID }, {});
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Access Forbidden' });
  });
  it('403 for a user without Insights access', async () => {
    const token = await server.tokenFor('noaccess@contoso.test');
    expect((await common(MARKETS, { ...admin, token }, {})).status).toBe(403);
  });
});

describe('lists', () => {
  it('markets: electricity and gas, ERCOT first, filtered by an optional commodity', async () => {
    const all = await json<{ Markets: { Market: string; Commodity: string }[] }>('/common/api/markets', admin, {});
    expect(all.Markets[0]).toEqual({ Market: 'ERCOT', Commodity: 'Electricity' });
    expect(all.Markets.map((m) => m.Market)).toEqual(expect.arrayContaining(['PJM', 'NYISO', 'ISO-NE', 'MISO']));
    const gas = await json<{ Markets: { Commodity: string }[] }>('/common/api/markets', admin, { commodity: 2 });
    expect(gas.Markets.length).toBeGreaterThan(0);
    expect(gas.Markets.every((m) => m.Commodity === 'NatGas')).toBe(true);
  });

  it('states of a market; the ranking variant lists every state with Name', async () => {
    const ercot = await json<{ states: unknown[] }>('/common/api/markets/states', admin, { marketName: 'ERCOT' });
    expect(ercot.states).toEqual([{ InsightsStateIdentifier: 'TX', stateName: 'Texas' }]);
    const pjm = await json<{ states: { InsightsStateIdentifier: string }[] }>('/common/api/markets/states', admin, { marketName: 'PJM' });
    expect(pjm.states.map((s) => s.InsightsStateIdentifier)).toEqual(expect.arrayContaining(['PA', 'NJ', 'MD', 'OH']));
    const ranking = await json<{ InsightsStateIdentifier: string; Name: string }[]>('/common/api/pricing/states', admin);
    expect(ranking).toContainEqual({ InsightsStateIdentifier: 'TX', Name: 'Texas' });
    expect((await common('/common/api/markets/states', admin, {})).status).toBe(400);
  });

  it('utilities by state and commodity, with the spec’s InsightsUtilityIdenitifier', async () => {
    const tx = await json<{ utilityName: string; InsightsUtilityIdenitifier: string }[]>('/common/api/utilities', admin, { state: ['TX'], commodity: 'Electric' });
    expect(tx.map((u) => u.utilityName)).toContain('Oncor Electric Delivery');
    expect(tx[0].InsightsUtilityIdenitifier).toMatch(/^\d+$/);
    const gas = await json<{ utilityName: string }[]>('/common/api/utilities', admin, { state: ['IL'], commodity: 'NatGas' });
    expect(gas.map((u) => u.utilityName)).toContain('Nicor Gas');
    expect((await common('/common/api/utilities', admin, { state: ['TX'], commodity: 'Gas' })).status).toBe(400);
  });

  it('load zones by state', async () => {
    const zones = await json<{ InsightsIdentifier: string; name: string }[]>('/common/api/loadzones/bystate/TX', admin);
    expect(zones.map((z) => z.name)).toEqual(['LZ_NORTH', 'LZ_HOUSTON', 'LZ_SOUTH', 'LZ_WEST']);
  });

  it("rate classes: commodity '2' is electric and '1' gas", async () => {
    const pa = await json<{ utilityName: string; InsightsUtilityIdenitifier: string }[]>('/common/api/utilities', admin, { state: ['PA'], commodity: 'Electric' });
    const peco = pa.find((u) => u.utilityName === 'PECO Energy')!;
    const electric = await json<{ rateClassName: string }[]>('/common/api/rateclasses', admin, { InsightsUtilityIdentifier: peco.InsightsUtilityIdenitifier, commodity: '2' });
    expect(electric.map((r) => r.rateClassName)).toContain('Residential (RS)');
    const wrong = await json<unknown[]>('/common/api/rateclasses', admin, { InsightsUtilityIdentifier: peco.InsightsUtilityIdenitifier, commodity: '1' });
    expect(wrong).toEqual([]);
  });

  it('billing methods and load profiles', async () => {
    const billing = await json<{ shortName: string }[]>('/common/api/BillingMethod', admin);
    expect(billing.map((b) => b.shortName).sort()).toEqual(['DUAL', 'SCB', 'UCB']);
    const profiles = await json<{ value: string; name: string }[]>('/common/api/loadprofile', admin);
    expect(profiles).toContainEqual({ value: 'BUSLOLF', name: 'Business Low Load Factor' });
  });

  it('the suppliers list is for super admins only', async () => {
    expect((await common('/common/pricing/suppliers/list', admin)).status).toBe(403);
    const superAdmin = await callerFor(SUPER);
    const suppliers = await json<{ SupplierIdentifier: string; SupplierName: string }[]>('/common/pricing/suppliers/list', superAdmin);
    expect(suppliers.length).toBeGreaterThanOrEqual(36);
    expect(suppliers.map((s) => s.SupplierIdentifier)).toEqual(expect.arrayContaining([...FIXED_SUPPLIER_IDS]));
    // The widgets' built-in supplier-to-domain map agrees with the service.
    const domains = suppliers as unknown as { SupplierIdentifier: string; Domain: string }[];
    for (const s of domains) expect(SUPPLIER_DOMAINS[s.SupplierIdentifier], s.SupplierIdentifier).toBe(s.Domain);
  });

  it('serves a generated logo for a supplier domain, 404 for an unknown one', async () => {
    const logo = await fetch(`${server.baseUrl}/public/logos/${SUPPLIER_DOMAINS['1001']}.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await logo.text()).toContain('LS');
    expect((await fetch(`${server.baseUrl}/public/logos/unknown-supplier.example.svg`)).status).toBe(404);
  });
});

describe('chart data', () => {
  it('price trend: the four fixed suppliers plus the client’s own, weekly over the last year, ranked against every competitor', async () => {
    const data = await json<Entry[]>('/common/api/pricingtrend', admin, payload({ Suppliers: [...FIXED_SUPPLIER_IDS] }));
    expect(data.length).toBeGreaterThanOrEqual(52);
    expect(data[0].Date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const ids = new Set(data.flatMap((e) => e.Suppliers.map((s) => s.InsightsSupplierIdentifier)));
    expect([...ids].sort()).toEqual([...FIXED_SUPPLIER_IDS, '1005']);
    const all = await json<Entry[]>('/common/api/pricingrange', admin, payload());
    const last = all[all.length - 1].Suppliers;
    expect(last.length).toBeGreaterThan(5);
    expect(last.map((s) => s.Rank)).toEqual(last.map((_, i) => i + 1));
    const d = last[1].Deltas[0];
    expect(d.BestPrice).toBe(last[0].Deltas[0].CurrPrice);
    expect(d.NextBetterPrice).toBe(last[0].Deltas[0].CurrPrice);
    expect(d.NextWorsePrice).toBe(last[2].Deltas[0].CurrPrice);
    expect(last[0].Deltas[0].NextBetterPrice).toBeNull();
    expect(d.WorstPrice).toBe(last[last.length - 1].Deltas[0].CurrPrice);
    // The trend's ranks are the same as in the overview (against every competitor).
    const trendLast = data[data.length - 1].Suppliers.find((s) => s.InsightsSupplierIdentifier === '1001')!;
    expect(trendLast.Rank).toBe(last.find((s) => s.InsightsSupplierIdentifier === '1001')!.Rank);
  });

  it('filters narrow and change the answer: utility, term 46, billing method, usage, dates', async () => {
    const tx = await json<{ InsightsUtilityIdenitifier: string }[]>('/common/api/utilities', admin, { state: ['TX'], commodity: 'Electric' });
    const base = await json<Entry[]>('/common/api/pricingrange', admin, payload({ Utilities: [tx[0].InsightsUtilityIdenitifier] }));
    const term = await json<Entry[]>('/common/api/pricingrange', admin, payload({ Utilities: [tx[0].InsightsUtilityIdenitifier], Terms: [46] }));
    expect(term[0].Suppliers[0].Deltas[0].CurrPrice).not.toBe(base[0].Suppliers[0].Deltas[0].CurrPrice);
    const usage = await json<Entry[]>('/common/api/pricingrange', admin, payload({ UsageFrom: 1_500_000, UsageTo: 2_000_000 }));
    const plain = await json<Entry[]>('/common/api/pricingrange', admin, payload());
    expect(usage[0].Suppliers[0].Deltas[0].BestPrice).toBeLessThan(plain[0].Suppliers[0].Deltas[0].BestPrice);
    const week = await json<Entry[]>('/common/api/pricingrange', admin, payload({ EffectiveFrom: today, EffectiveTo: today }));
    expect(week).toHaveLength(1);
    const profile = await json<Entry[]>('/common/api/pricingrange', admin, payload({ LoadProfile: 'BUSHILF' }));
    expect(profile.length).toBeGreaterThan(0);
    const none = await json<Entry[]>('/common/api/pricingrange', admin, payload({ LoadProfile: 'NOPE' }));
    expect(none).toEqual([]);
  });

  it('forward curve and forward range: months of the next two years as MM/YY', async () => {
    const curve = await json<Entry[]>('/common/api/forwardcurve', admin, payload({ Suppliers: [...FIXED_SUPPLIER_IDS] }));
    expect(curve).toHaveLength(25);
    expect(curve[0].Date).toMatch(/^\d{2}\/\d{2}$/);
    expect(new Set(curve.map((e) => e.Date)).size).toBe(25);
    const range = await json<Entry[]>('/common/api/forwardrange', admin, payload({ State: 'PA', commodity: 1 }));
    expect(range[0].Suppliers.length).toBeGreaterThan(5);
    const month = new Date();
    const start = `${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}-01`;
    const limited = await json<Entry[]>('/common/api/forwardcurve', admin, payload({ Suppliers: ['1001'], ContractStartFrom: start, ContractStartTo: start }));
    expect(limited).toHaveLength(1);
  });

  it('gas has no load zones: a LoadZone is ignored for commodity 2', async () => {
    const gas = await json<Entry[]>('/common/api/pricingrange', admin, payload({ State: 'IL', commodity: 2, LoadZone: '3001' }));
    expect(gas.length).toBeGreaterThan(0);
  });

  it('price ranking with the DeltaBest flag (ranking module)', async () => {
    const ranks = await json<Entry[]>('/common/api/v2/priceranking', admin, payload({ Flags: ['DeltaBest'], Usage: 1000 }));
    expect(ranks.length).toBeGreaterThan(0);
    expect(ranks[0].Suppliers[0].Rank).toBe(1);
  });

  it('400 on bad input: an unknown term, a negative usage, a missing client, a malformed date', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [payload({ Terms: [48] }), 'Terms'], [payload({ UsageFrom: -1 }), 'UsageFrom'], [payload({ Demand: 100_001 }), 'Demand'],
      [payload({ EffectiveFrom: 'yesterday' }), 'EffectiveFrom'],
    ];
    for (const [bad, field] of cases) {
      const response = await common('/common/api/pricingtrend', admin, bad);
      expect(response.status).toBe(400);
      const { message } = (await response.json()) as { message: string };
      expect(message).toMatch(/^Invalid request/);
      expect(message, message).toContain(`body/${field}`);
    }
    const { InsightsClientIdentifier: _drop, ...noClient } = payload();
    expect((await common('/common/api/pricingtrend', admin, noClient)).status).toBe(400);
  });

  it("another client's data: 403 for a client admin, allowed for a super admin ('View as')", async () => {
    expect((await common('/common/api/pricingrange', admin, payload({ InsightsClientIdentifier: CONTOSO_CLIENT_ID }))).status).toBe(403);
    const superAdmin = await callerFor(SUPER);
    const data = await json<Entry[]>('/common/api/pricingtrend', superAdmin, payload({ Suppliers: ['1001'], InsightsClientIdentifier: CONTOSO_CLIENT_ID }));
    const ids = new Set(data.flatMap((e) => e.Suppliers.map((s) => s.InsightsSupplierIdentifier)));
    expect(ids.has('1006')).toBe(true);
    expect(ids.has('1005')).toBe(false);
  });
});

describe('top 5 and leaderboard', () => {
  const window = { InsightsClientIdentifier: NORTHWIND_CLIENT_ID, EffectiveFrom: today, EffectiveTo: today };
  it("top5 best and worst: the client's own supplier's best and worst markets", async () => {
    const best = await json<{ Commodity: number; Rankings: { SupplierRankings: { Rank: number; BestDelta: number; SupplierInsightsIdentifier: string }[] }[] }[]>('/common/pricing/top5/best', admin, window);
    const worst = await json<typeof best>('/common/pricing/top5/worst', admin, window);
    expect(best[0].Rankings.length).toBeGreaterThan(0);
    expect(best[0].Rankings.length).toBeLessThanOrEqual(5);
    expect(best[0].Rankings[0].SupplierRankings[0].SupplierInsightsIdentifier).toBe('1005');
    expect(best[0].Rankings[0].SupplierRankings[0].Rank).toBeLessThanOrEqual(worst[0].Rankings[0].SupplierRankings[0].Rank);
  });
  it('leaderboard: every utility ranked per commodity', async () => {
    const groups = await json<{ Commodity: number; Date: string; Rankings: { State: string; Utility: string; SupplierRank: { Rank: number }[] }[] }[]>('/common/api/leaderboard', admin, window);
    expect(groups.map((g) => g.Commodity)).toEqual([1, 2]);
    expect(groups[0].Rankings[0].SupplierRank[0].Rank).toBe(1);
  });
});

describe('every reply is what contract/pricing/schemas.ts describes', () => {
  /** Parsing drops unknown fields and fails on a wrong type: equal means nothing missing, extra or mistyped. */
  const conforms = <S extends z.ZodType>(schema: S, reply: unknown) => expect(schema.parse(reply)).toEqual(reply);

  it('lists', async () => {
    conforms(marketsReply, await json(PATHS.markets, admin, {}));
    conforms(marketStatesReply, await json(PATHS.marketStates, admin, { marketName: 'PJM' }));
    conforms(pricingStatesReply, await json(PATHS.pricingStates, admin));
    const utilities = await json<{ InsightsUtilityIdenitifier: string }[]>(PATHS.utilities, admin, { state: ['PA'], commodity: 'Electric' });
    conforms(utilitiesReply, utilities);
    conforms(loadZonesReply, await json(`${PATHS.loadZonesByState}/PA`, admin));
    conforms(rateClassesReply, await json(PATHS.rateClasses, admin, { InsightsUtilityIdentifier: utilities[0].InsightsUtilityIdenitifier, commodity: '2' }));
    conforms(billingMethodsReply, await json(PATHS.billingMethods, admin));
    conforms(loadProfilesReply, await json(PATHS.loadProfiles, admin));
    conforms(suppliersReply, await json(PATHS.suppliers, await callerFor(SUPER)));
    const clients = await server.api('/api/PricingMatrix/Clients', { token: await server.tokenFor(SUPER) });
    conforms(pricingClientsReply, await clients.json());
  });

  it('charts, top 5 and leaderboard', async () => {
    for (const path of [PATHS.pricingTrend, PATHS.pricingRange, PATHS.forwardCurve, PATHS.forwardRange, PATHS.priceRanking]) {
      const data = await json<unknown[]>(path, admin, payload({ Suppliers: [...FIXED_SUPPLIER_IDS] }));
      expect(data.length, path).toBeGreaterThan(0);
      conforms(chartReply, data);
    }
    const window = { InsightsClientIdentifier: NORTHWIND_CLIENT_ID, EffectiveFrom: today, EffectiveTo: today };
    conforms(top5Reply, await json(PATHS.top5Best, admin, window));
    conforms(top5Reply, await json(PATHS.top5Worst, admin, window));
    conforms(leaderboardReply, await json(PATHS.leaderboard, admin, window));
  });
});

describe('OpenAPI document', () => {
  it('describes every pricing-service route: its reply, its body and its security (bearer, client id and api key together)', async () => {
    type Operation = {
      security?: Record<string, string[]>[];
      requestBody?: unknown;
      responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
    };
    const doc = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
    };
    expect(doc.components.securitySchemes.clientId).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Client-Id' });
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    const paths = Object.values(PATHS).map((p) => (p === PATHS.loadZonesByState ? `${p}/{stateIdentifier}` : p));
    for (const path of paths) {
      const operations = Object.entries(doc.paths[path] ?? {});
      expect(operations.length, path).toBe(1);
      for (const [method, operation] of operations) {
        const name = `${method.toUpperCase()} ${path}`;
        expect(operation.responses?.['200']?.content?.['application/json']?.schema, name).toBeTruthy();
        // One requirement naming all three: they are needed together, not one of them.
        expect(operation.security, name).toEqual([{ bearer: [], clientId: [], apiKey: [] }]);
        expect(Object.keys(operation.responses ?? {}), name).toEqual(expect.arrayContaining(['401', '403']));
        if (method === 'post') expect(operation.requestBody, name).toBeTruthy();
      }
    }
    for (const path of ['/api/PricingMatrix/GetECToken', '/api/PricingMatrix/Clients']) {
      for (const operation of Object.values(doc.paths[path])) {
        expect(operation.responses?.['200']?.content?.['application/json']?.schema, path).toBeTruthy();
      }
    }
  });

});
