// The pricing calls of the typed API client against the real reference server: the product API's PricingMatrix
// calls and the co-hosted pricing service, with the headers and wire bodies the client builds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startTestServer, type TestServer } from '../../../server/test/support/testServer';
import { CONTOSO_CLIENT_ID, NORTHWIND_CLIENT_ID } from '../../../server/src/db/seed/tenants';
import { FIXED_SUPPLIER_IDS } from '../../../contract/pricing/constants';
import {
  billingMethodsReply, chartReply, ecTokenReply, loadProfilesReply, loadZonesReply, marketsReply, pricingClientsReply,
  rateClassesReply, utilitiesReply,
} from '../../../contract/pricing/schemas';
import { createApiClient } from './createApiClient';
import { ApiError } from './ApiError';
import {
  getBillingMethods, getChartData, getEcToken, getLoadProfiles, getLoadZones, getMarkets, getPricingClients, getPricingStates,
  getRateClasses, getStatesByMarket, getUtilities, type ChartFilters, type PricingCaller,
} from './pricing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

// One sign-in per account: every request of a client reuses its access token.
const tokens = new Map<string, Promise<string>>();
const tokenOf = (email: string) => tokens.get(email) ?? tokens.set(email, server.tokenFor(email)).get(email)!;
const apiFor = (email: string) => createApiClient({ apiBaseUrl: server.baseUrl, getAccessToken: () => tokenOf(email) });

async function callerFor(email: string, clientId = NORTHWIND_CLIENT_ID): Promise<PricingCaller> {
  const api = apiFor(email);
  return { api, baseUrl: server.baseUrl, clientId, apiKey: (await getEcToken(api)).access_token };
}

/** A reply is exactly what its contract schema describes: no field missing, none extra, every type right. */
const conforms = <S extends z.ZodType>(schema: S, reply: unknown) => expect(schema.parse(reply)).toEqual(reply);

const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
const texas = (patch: Partial<ChartFilters> = {}): ChartFilters => ({
  clientId: NORTHWIND_CLIENT_ID, commodity: 1, state: 'TX', utilities: [], loadZone: null, rateClass: null, loadProfile: null,
  billingMethod: null, terms: [], usage: null, usageFrom: null, usageTo: null, demand: null, contractStartFrom: null,
  contractStartTo: null, effectiveFrom: yearAgo, effectiveTo: today, ...patch,
});

describe('PricingMatrix calls', () => {
  it('GetECToken gives a chart token with its lifetime; without the pricing or ranking module a 403', async () => {
    const token = await getEcToken(apiFor('admin@northwind.test'));
    expect(token.expires_in).toBe(1800);
    conforms(ecTokenReply, token);
    const error = await getEcToken(apiFor('member@northwind.test')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
  });

  it("Clients lists the super admin's 'View as' clients; a client admin is refused", async () => {
    const clients = await getPricingClients(apiFor('super@insights.test'));
    conforms(pricingClientsReply, clients);
    expect(clients.map((c) => c.clientID)).toEqual(expect.arrayContaining([NORTHWIND_CLIENT_ID, CONTOSO_CLIENT_ID]));
    expect(((await getPricingClients(apiFor('admin@northwind.test')).catch((e: unknown) => e)) as ApiError).status).toBe(403);
  });
});

describe('pricing-service lists', () => {
  it('markets, optionally of one commodity; the states of a market and the ranking state list', async () => {
    const c = await callerFor('admin@northwind.test');
    const markets = await getMarkets(c);
    conforms(marketsReply.shape.Markets, markets);
    expect(markets[0]).toEqual({ Market: 'ERCOT', Commodity: 'Electricity' });
    const gas = await getMarkets(c, { commodity: 2 });
    expect(gas.length).toBeGreaterThan(0);
    expect(gas.every((m) => m.Commodity === 'NatGas')).toBe(true);
    expect(await getStatesByMarket(c, { market: 'ERCOT' })).toEqual([{ InsightsStateIdentifier: 'TX', stateName: 'Texas' }]);
    expect(await getPricingStates(c)).toContainEqual({ InsightsStateIdentifier: 'TX', Name: 'Texas' });
  });

  it('utilities and rate classes by commodity code: the client names and numbers it as each call wants', async () => {
    const c = await callerFor('admin@northwind.test');
    const tx = await getUtilities(c, { states: ['TX'], commodity: 1 });
    conforms(utilitiesReply, tx);
    expect(tx.map((u) => u.utilityName)).toContain('Oncor Electric Delivery');
    expect((await getUtilities(c, { states: ['IL'], commodity: 2 })).map((u) => u.utilityName)).toContain('Nicor Gas');
    const peco = (await getUtilities(c, { states: ['PA'], commodity: 1 })).find((u) => u.utilityName === 'PECO Energy')!;
    const electric = await getRateClasses(c, { utility: peco.InsightsUtilityIdenitifier, commodity: 1 });
    conforms(rateClassesReply, electric);
    expect(electric.map((r) => r.rateClassName)).toContain('Residential (RS)');
    expect(await getRateClasses(c, { utility: peco.InsightsUtilityIdenitifier, commodity: 2 })).toEqual([]);
  });

  it('load zones, billing methods and load profiles', async () => {
    const c = await callerFor('admin@northwind.test');
    const zones = await getLoadZones(c, { state: 'TX' });
    conforms(loadZonesReply, zones);
    expect(zones.map((z) => z.name)).toEqual(['LZ_NORTH', 'LZ_HOUSTON', 'LZ_SOUTH', 'LZ_WEST']);
    const billing = await getBillingMethods(c);
    conforms(billingMethodsReply, billing);
    expect(billing.map((b) => b.shortName).sort()).toEqual(['DUAL', 'SCB', 'UCB']);
    const profiles = await getLoadProfiles(c);
    conforms(loadProfilesReply, profiles);
    expect(profiles).toContainEqual({ value: 'BUSLOLF', name: 'Business Low Load Factor' });
  });

  it('a wrong api key is refused with the 401 of spec 1 §8', async () => {
    const c = await callerFor('admin@northwind.test');
    const error = await getMarkets({ ...c, apiKey: 'forged' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });
});

describe('chart data', () => {
  const supplierIds = (data: Awaited<ReturnType<typeof getChartData>>) =>
    [...new Set(data.flatMap((e) => e.Suppliers.map((s) => s.InsightsSupplierIdentifier)))].sort();

  it('trend and curve: the four fixed suppliers the client adds, and the client’s own', async () => {
    const c = await callerFor('admin@northwind.test');
    const trend = await getChartData(c, 'pricingtrend', texas());
    conforms(chartReply, trend);
    expect(trend.length).toBeGreaterThanOrEqual(52);
    expect(supplierIds(trend)).toEqual([...FIXED_SUPPLIER_IDS, '1005']);
    const curve = await getChartData(c, 'forwardcurve', texas());
    expect(curve).toHaveLength(25);
    expect(supplierIds(curve)).toEqual([...FIXED_SUPPLIER_IDS, '1005']);
  });

  it('the overview charts rank every supplier; filters narrow the answer', async () => {
    const c = await callerFor('admin@northwind.test');
    const range = await getChartData(c, 'pricingrange', texas());
    const last = range[range.length - 1].Suppliers;
    expect(last.length).toBeGreaterThan(5);
    expect(last.map((s) => s.Rank)).toEqual(last.map((_, i) => i + 1));
    const week = await getChartData(c, 'forwardrange', texas({ effectiveFrom: today, terms: [46], loadProfile: 'BUSHILF' }));
    expect(week.length).toBeGreaterThan(0);
    expect(await getChartData(c, 'pricingrange', texas({ loadProfile: 'NOPE' }))).toEqual([]);
  });

  it('the ranking sends the DeltaBest flag and a single usage (ranking module)', async () => {
    const c = await callerFor('admin@northwind.test');
    const ranks = await getChartData(c, 'priceranking', texas({ usage: 1000 }));
    conforms(chartReply, ranks);
    expect(ranks[0].Suppliers[0].Rank).toBe(1);
  });

  it("another client's data: refused for a client admin, 'View as' for a super admin", async () => {
    const admin = await callerFor('admin@northwind.test');
    const refused = await getChartData(admin, 'pricingrange', texas({ clientId: CONTOSO_CLIENT_ID })).catch((e: unknown) => e);
    expect((refused as ApiError).status).toBe(403);
    const superAdmin = await callerFor('super@insights.test');
    const contoso = await getChartData(superAdmin, 'pricingtrend', texas({ clientId: CONTOSO_CLIENT_ID }));
    expect(supplierIds(contoso)).toContain('1006');
    expect(supplierIds(contoso)).not.toContain('1005');
  });
});
