import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './createApiClient';
import type { ApiContext } from './queryScope';
import {
  CHART_ENDPOINTS, EC_TOKEN_PATH, PRICING_HEADERS, RATECLASSES_COMMODITY, UTILITIES_COMMODITY, type ChartKind,
} from '../../../contract/pricing/constants';
import type {
  BillingMethod, ChartData, CommodityCode, FilterPayload, LoadProfile, LoadZone, Market, PricingForm, RankingPayload, RateClass,
  State, Utility,
} from '../../../contract/pricing/types';
import { buildFilterPayload } from '../../../contract/pricing/payload';

/** GET /api/PricingMatrix/GetECToken (spec 2 §7): the chart token the pricing service takes as its api key. */
export interface EcToken {
  access_token: string;
  expires_in: number;
}

export async function getEcToken(api: ApiClient, signal?: AbortSignal): Promise<EcToken> {
  const reply = await api.get<EcToken>(EC_TOKEN_PATH, { signal });
  if (!reply?.access_token) throw new Error('Could not get token');
  return reply;
}

/** Client (tenant) of the super admin's 'View as' selector. */
export interface PricingClient {
  clientID: string;
  clientName: string;
}

export async function getPricingClients(api: ApiClient, signal?: AbortSignal): Promise<PricingClient[]> {
  return (await api.get<PricingClient[] | null>('/api/PricingMatrix/Clients', { signal })) ?? [];
}

/** What every pricing-service call needs besides the user's bearer token (which the ApiClient adds). */
export interface PricingCaller {
  api: ApiClient;
  baseUrl: string;
  clientId: string;
  apiKey: string;
}

const options = (c: PricingCaller, signal?: AbortSignal) => ({
  baseUrl: c.baseUrl,
  signal,
  headers: { [PRICING_HEADERS.clientId]: c.clientId, [PRICING_HEADERS.apiKey]: c.apiKey },
});

/** The service answers lists bare or wrapped ("a list, or states, or data"). */
function listOf<T>(reply: unknown, ...keys: string[]): T[] {
  if (Array.isArray(reply)) return reply as T[];
  if (reply && typeof reply === 'object') {
    for (const key of [...keys, 'data']) {
      const value = (reply as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as T[];
    }
  }
  return [];
}

export async function getMarkets(c: PricingCaller, signal?: AbortSignal, commodity?: number): Promise<Market[]> {
  const reply = await c.api.post('/common/api/markets', commodity == null ? {} : { commodity }, options(c, signal));
  return listOf<Market>(reply, 'Markets');
}

export async function getStatesByMarket(c: PricingCaller, marketName: string, signal?: AbortSignal): Promise<State[]> {
  return listOf<State>(await c.api.post('/common/api/markets/states', { marketName }, options(c, signal)), 'states');
}

/** GET /common/api/pricing/states (ranking): states with `Name`. */
export async function getPricingStates(c: PricingCaller, signal?: AbortSignal): Promise<State[]> {
  return listOf<State>(await c.api.get('/common/api/pricing/states', options(c, signal)), 'states');
}

export async function getUtilities(
  c: PricingCaller,
  body: { state: string[]; commodity: 'Electric' | 'NatGas' },
  signal?: AbortSignal,
): Promise<Utility[]> {
  return listOf<Utility>(await c.api.post('/common/api/utilities', body, options(c, signal)), 'utilities');
}

export async function getLoadZones(c: PricingCaller, stateIdentifier: string, signal?: AbortSignal): Promise<LoadZone[]> {
  const path = `/common/api/loadzones/bystate/${encodeURIComponent(stateIdentifier)}`;
  return listOf<LoadZone>(await c.api.get(path, options(c, signal)), 'loadZones');
}

/** commodity: gas '1', electric '2' (the service's own numbering). */
export async function getRateClasses(
  c: PricingCaller,
  body: { InsightsUtilityIdentifier: string; commodity: '1' | '2' },
  signal?: AbortSignal,
): Promise<RateClass[]> {
  return listOf<RateClass>(await c.api.post('/common/api/rateclasses', body, options(c, signal)), 'rateClasses');
}

export async function getBillingMethods(c: PricingCaller, signal?: AbortSignal): Promise<BillingMethod[]> {
  return listOf<BillingMethod>(await c.api.get('/common/api/BillingMethod', options(c, signal)));
}

export async function getLoadProfiles(c: PricingCaller, signal?: AbortSignal): Promise<LoadProfile[]> {
  return listOf<LoadProfile>(await c.api.get('/common/api/loadprofile', options(c, signal)));
}

/**
 * The wire payload of a chart call (spec 2 §3 names) from the applied filter form: values clamped and floored, the
 * date windows of spec 2 §5 around `today`, the client's identifier, the fixed suppliers or the ranking flag.
 */
export function chartPayload(applied: PricingForm, options: { kind: ChartKind; clientId: string; today: Date }): FilterPayload | RankingPayload {
  return buildFilterPayload(applied, { chart: options.kind, clientId: options.clientId, today: options.today });
}

/** One of the four pricing charts or the ranking chart. */
export async function getChartData(
  c: PricingCaller,
  kind: ChartKind,
  payload: FilterPayload | RankingPayload,
  signal?: AbortSignal,
): Promise<ChartData> {
  return listOf<ChartData[number]>(await c.api.post(CHART_ENDPOINTS[kind], payload, options(c, signal)));
}

/**
 * Query keys and fetchers of the pricing service (ADR 0009). Reference lists are the same for every user of one
 * pricing service; the 'View as' client list is the super admin's own. A null caller (chart token not there yet)
 * keeps the query disabled.
 */
export const pricingQueries = {
  service: (c: PricingCaller | null) => ['insights', c?.baseUrl ?? '', 'pricing'] as const,
  clients: (ctx: ApiContext, enabled: boolean) =>
    queryOptions({
      queryKey: [...ctx.user, 'pricing', 'clients'] as const,
      queryFn: ({ signal }) => getPricingClients(ctx.api, signal),
      enabled,
      retry: false,
    }),
  states: (c: PricingCaller | null, enabled = true) =>
    queryOptions({
      queryKey: [...pricingQueries.service(c), 'states'] as const,
      queryFn: ({ signal }) => getPricingStates(c!, signal),
      enabled: Boolean(c) && enabled,
    }),
  utilities: (c: PricingCaller | null, state: string, commodity: CommodityCode, enabled = true) =>
    queryOptions({
      queryKey: [...pricingQueries.service(c), 'utilities', state, commodity] as const,
      queryFn: ({ signal }) => getUtilities(c!, { state: [state], commodity: UTILITIES_COMMODITY[commodity] }, signal),
      enabled: Boolean(c) && enabled,
    }),
  loadZones: (c: PricingCaller | null, state: string, enabled = true) =>
    queryOptions({
      queryKey: [...pricingQueries.service(c), 'load-zones', state] as const,
      queryFn: ({ signal }) => getLoadZones(c!, state, signal),
      enabled: Boolean(c) && enabled,
    }),
  rateClasses: (c: PricingCaller | null, utility: string, commodity: CommodityCode, enabled = true) =>
    queryOptions({
      queryKey: [...pricingQueries.service(c), 'rate-classes', utility, commodity] as const,
      queryFn: ({ signal }) => getRateClasses(c!, { InsightsUtilityIdentifier: utility, commodity: RATECLASSES_COMMODITY[commodity] }, signal),
      enabled: Boolean(c) && enabled,
    }),
  /** One chart's data; `applyId` makes every Apply a fresh fetch (spec 2 §4: Apply clears the charts). */
  chart: (c: PricingCaller | null, kind: ChartKind, payload: FilterPayload | RankingPayload | null, applyId: number) =>
    queryOptions({
      queryKey: [...pricingQueries.service(c), 'chart', kind, payload, applyId] as const,
      queryFn: ({ signal }) => getChartData(c!, kind, payload!, signal),
      enabled: Boolean(c && payload),
      retry: false,
      staleTime: 5 * 60_000,
    }),
  billingMethods: (c: PricingCaller | null, enabled = true) =>
    queryOptions({
      queryKey: [...pricingQueries.service(c), 'billing-methods'] as const,
      queryFn: ({ signal }) => getBillingMethods(c!, signal),
      enabled: Boolean(c) && enabled,
    }),
};
