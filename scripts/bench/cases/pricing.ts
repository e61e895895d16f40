import type { LatencyCase } from '../latency';

/**
 * Pricing-service calls (spec 2 §7). They need the chart token and client id headers as well as the bearer token,
 * and a user with the pricing and ranking modules, so they run from scripts/bench/pricing.ts, not the generic loop.
 */
const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
export const chartBody = (clientId: string, extra: Record<string, unknown> = {}) => ({
  Suppliers: [], State: 'TX', Terms: [], RateClass: null, LoadProfile: null, LoadZone: null, BillingMethod: null,
  Utilities: [], Usage: null, UsageFrom: null, UsageTo: null, Demand: null, ProductType: null,
  ContractStartFrom: null, ContractStartTo: null, EffectiveFrom: yearAgo, EffectiveTo: today,
  commodity: 1, InsightsClientIdentifier: clientId, ...extra,
});
const fixed = ['1001', '1002', '1003', '1004'];

export function pricingCases(clientId: string, utilityId: string): LatencyCase[] {
  return [
    { name: 'GET /api/PricingMatrix/GetECToken', method: 'GET', path: '/api/PricingMatrix/GetECToken' },
    { name: 'POST /common/api/markets', method: 'POST', path: '/common/api/markets', body: {} },
    { name: 'POST /common/api/markets/states', method: 'POST', path: '/common/api/markets/states', body: { marketName: 'PJM' } },
    { name: 'GET /common/api/pricing/states', method: 'GET', path: '/common/api/pricing/states' },
    { name: 'POST /common/api/utilities', method: 'POST', path: '/common/api/utilities', body: { state: ['TX'], commodity: 'Electric' } },
    { name: 'GET /common/api/loadzones/bystate/TX', method: 'GET', path: '/common/api/loadzones/bystate/TX' },
    { name: 'POST /common/api/rateclasses', method: 'POST', path: '/common/api/rateclasses', body: { InsightsUtilityIdentifier: utilityId, commodity: '2' } },
    { name: 'GET /common/api/BillingMethod', method: 'GET', path: '/common/api/BillingMethod' },
    { name: 'GET /common/api/loadprofile', method: 'GET', path: '/common/api/loadprofile' },
    { name: 'POST /common/api/pricingtrend (TX, all utilities)', method: 'POST', path: '/common/api/pricingtrend', body: chartBody(clientId, { Suppliers: fixed }) },
    { name: 'POST /common/api/pricingrange (TX, all utilities)', method: 'POST', path: '/common/api/pricingrange', body: chartBody(clientId) },
    { name: 'POST /common/api/forwardcurve (TX)', method: 'POST', path: '/common/api/forwardcurve', body: chartBody(clientId, { Suppliers: fixed }) },
    { name: 'POST /common/api/forwardrange (TX)', method: 'POST', path: '/common/api/forwardrange', body: chartBody(clientId) },
    { name: 'POST /common/api/v2/priceranking (TX)', method: 'POST', path: '/common/api/v2/priceranking', body: chartBody(clientId, { Flags: ['DeltaBest'] }) },
    { name: 'POST /common/api/pricingrange (PA, one utility, term 12)', method: 'POST', path: '/common/api/pricingrange', body: chartBody(clientId, { State: 'PA', Terms: [12] }) },
    { name: 'POST /common/pricing/top5/best', method: 'POST', path: '/common/pricing/top5/best', body: { InsightsClientIdentifier: clientId, EffectiveFrom: today, EffectiveTo: today } },
    { name: 'POST /common/pricing/top5/worst', method: 'POST', path: '/common/pricing/top5/worst', body: { InsightsClientIdentifier: clientId, EffectiveFrom: today, EffectiveTo: today } },
    { name: 'POST /common/api/leaderboard', method: 'POST', path: '/common/api/leaderboard', body: { InsightsClientIdentifier: clientId, EffectiveFrom: today, EffectiveTo: today } },
  ];
}
