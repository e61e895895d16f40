import { queryOptions } from '@tanstack/react-query';
import type { Wire } from '../../../contract/http';
import {
  FIXED_SUPPLIER_IDS, RANKING_FLAG, RATECLASSES_COMMODITY, UTILITIES_COMMODITY, type TermValue,
} from '../../../contract/pricing/constants';
import {
  CHART_ENDPOINTS, PRICING_MATRIX_ENDPOINTS, PRICING_SERVICE_ENDPOINTS as SERVICE, type ChartKind,
} from '../../../contract/pricing/endpoints';
import { PRICING_HEADERS } from '../../../contract/pricing/headers';
import type {
  BillingMethod, ChartEntry, ChartRequest, EcToken, LoadProfile, LoadZone, Market, PricingClient, RateClass, Utility,
  marketState, pricingState,
} from '../../../contract/pricing/schemas';
import type { CommodityCode } from '../../../contract/pricing/types';
import type { ApiClient } from './createApiClient';
import type { ApiContext } from './queryScope';

export type { BillingMethod, ChartEntry, ChartKind, EcToken, LoadProfile, LoadZone, Market, PricingClient, RateClass, Utility };
export type { PriceDeltas } from '../../../contract/pricing/schemas';
export type ChartData = ChartEntry[];
export type ChartSupplier = ChartEntry['Suppliers'][number];
/** A state of either list: the market's states send `stateName`, the ranking list sends `Name` (spec 2 §3). */
export type State = Pick<Wire<typeof marketState>, 'InsightsStateIdentifier'>
  & Partial<Pick<Wire<typeof marketState>, 'stateName'> & Pick<Wire<typeof pricingState>, 'Name'>>;

// ---- Product API

/** GET /api/PricingMatrix/GetECToken (spec 2 §7): the chart token the pricing service takes as its api key. */
export async function getEcToken(api: ApiClient, signal?: AbortSignal): Promise<EcToken> {
  const reply = await api.get<EcToken | null>(PRICING_MATRIX_ENDPOINTS.ecToken, { signal });
  if (!reply?.access_token) throw new Error('Could not get token');
  return reply;
}

/** GET /api/PricingMatrix/Clients: the clients of the super admin's 'View as' selector. */
export async function getPricingClients(api: ApiClient, signal?: AbortSignal): Promise<PricingClient[]> {
  const reply = await api.get<PricingClient[] | null>(PRICING_MATRIX_ENDPOINTS.clients, { signal });
  return Array.isArray(reply) ? reply : [];
}

// ---- Pricing service

/** What every pricing-service call needs besides the user's bearer token (which the ApiClient adds). */
export interface PricingCaller {
  api: ApiClient;
  baseUrl: string;
  /** The signed-in user's own client: the client id header (a 'View as' client travels in the body). */
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

/** POST /common/api/markets; without a commodity every market. */
export async function getMarkets(c: PricingCaller, { commodity }: { commodity?: CommodityCode } = {}, signal?: AbortSignal): Promise<Market[]> {
  const reply = await c.api.post(SERVICE.markets, commodity == null ? {} : { commodity }, options(c, signal));
  return listOf<Market>(reply, 'Markets');
}

/** POST /common/api/markets/states */
export async function getStatesByMarket(c: PricingCaller, { market }: { market: string }, signal?: AbortSignal): Promise<State[]> {
  return listOf<State>(await c.api.post(SERVICE.marketStates, { marketName: market }, options(c, signal)), 'states');
}

/** GET /common/api/pricing/states (ranking): every state with prices, with `Name`. */
export async function getPricingStates(c: PricingCaller, signal?: AbortSignal): Promise<State[]> {
  return listOf<State>(await c.api.get(SERVICE.pricingStates, options(c, signal)), 'states');
}

/** POST /common/api/utilities: the service names the commodity 'Electric' or 'NatGas' here. */
export async function getUtilities(
  c: PricingCaller,
  { states, commodity }: { states: readonly string[]; commodity: CommodityCode },
  signal?: AbortSignal,
): Promise<Utility[]> {
  const body = { state: [...states], commodity: UTILITIES_COMMODITY[commodity] };
  return listOf<Utility>(await c.api.post(SERVICE.utilities, body, options(c, signal)), 'utilities');
}

/** GET /common/api/loadzones/bystate/{stateIdentifier} (electricity only). */
export async function getLoadZones(c: PricingCaller, { state }: { state: string }, signal?: AbortSignal): Promise<LoadZone[]> {
  const path = `${SERVICE.loadZonesByState}/${encodeURIComponent(state)}`;
  return listOf<LoadZone>(await c.api.get(path, options(c, signal)), 'loadZones');
}

/** POST /common/api/rateclasses: the service numbers commodities the other way round here (gas '1', electric '2'). */
export async function getRateClasses(
  c: PricingCaller,
  { utility, commodity }: { utility: string; commodity: CommodityCode },
  signal?: AbortSignal,
): Promise<RateClass[]> {
  const body = { InsightsUtilityIdentifier: utility, commodity: RATECLASSES_COMMODITY[commodity] };
  return listOf<RateClass>(await c.api.post(SERVICE.rateClasses, body, options(c, signal)), 'rateClasses');
}

/** GET /common/api/BillingMethod */
export async function getBillingMethods(c: PricingCaller, signal?: AbortSignal): Promise<BillingMethod[]> {
  return listOf<BillingMethod>(await c.api.get(SERVICE.billingMethods, options(c, signal)));
}

/** GET /common/api/loadprofile (Texas) */
export async function getLoadProfiles(c: PricingCaller, signal?: AbortSignal): Promise<LoadProfile[]> {
  return listOf<LoadProfile>(await c.api.get(SERVICE.loadProfiles, options(c, signal)));
}

/**
 * What a chart asks for, in the widgets' terms. Single values: null is All; lists: empty is All.
 * Dates are yyyy-MM-dd; `effectiveFrom`/`effectiveTo` are always sent.
 */
export interface ChartFilters {
  /** The client the data is for (the 'View as' client of a super admin). */
  clientId: string;
  commodity: CommodityCode;
  state: string | null;
  utilities: readonly string[];
  loadZone: string | null;
  rateClass: string | null;
  loadProfile: string | null;
  billingMethod: string | null;
  terms: readonly TermValue[];
  /** Ranking: one usage. */
  usage: number | null;
  /** Pricing: a usage range. */
  usageFrom: number | null;
  usageTo: number | null;
  demand: number | null;
  productType?: string | null;
  contractStartFrom: string | null;
  contractStartTo: string | null;
  effectiveFrom: string;
  effectiveTo: string;
  /** Suppliers asked for besides the four fixed ones trend and curve always add. */
  suppliers?: readonly string[];
}

const WITH_FIXED_SUPPLIERS: ReadonlySet<ChartKind> = new Set(['pricingtrend', 'forwardcurve']);

/**
 * The wire body of a chart call (spec 2 §3 filter payload): trend and curve add the four fixed suppliers (spec 2 §7),
 * the ranking adds the DeltaBest flag. Every field is sent; All travels as [] or null.
 */
export function chartRequest(kind: ChartKind, f: ChartFilters): ChartRequest {
  const suppliers = [...(f.suppliers ?? []), ...(WITH_FIXED_SUPPLIERS.has(kind) ? FIXED_SUPPLIER_IDS : [])];
  const body: ChartRequest = {
    Suppliers: [...new Set(suppliers)],
    State: f.state,
    Terms: [...f.terms],
    RateClass: f.rateClass,
    LoadProfile: f.loadProfile,
    LoadZone: f.loadZone,
    BillingMethod: f.billingMethod,
    Utilities: [...f.utilities],
    Usage: f.usage,
    UsageFrom: f.usageFrom,
    UsageTo: f.usageTo,
    Demand: f.demand,
    ProductType: f.productType ?? null,
    ContractStartFrom: f.contractStartFrom,
    ContractStartTo: f.contractStartTo,
    EffectiveFrom: f.effectiveFrom,
    EffectiveTo: f.effectiveTo,
    commodity: f.commodity,
    InsightsClientIdentifier: f.clientId,
  };
  return kind === 'priceranking' ? { ...body, Flags: [RANKING_FLAG] } : body;
}

/** One of the four pricing charts or the ranking chart. */
export async function getChartData(c: PricingCaller, kind: ChartKind, filters: ChartFilters, signal?: AbortSignal): Promise<ChartData> {
  return listOf<ChartEntry>(await c.api.post(CHART_ENDPOINTS[kind], chartRequest(kind, filters), options(c, signal)));
}

/** Renew the chart token a minute before it runs out. */
const TOKEN_RENEW_MARGIN_S = 60;

/**
 * Query keys and fetchers of the pricing area (ADR 0009). Everything is keyed per user: the chart token is the
 * user's, charts are tenant data (the client's own supplier, 'View as'), and the pricing service is asked with the
 * user's client headers. A null caller (chart token not there yet) keeps a pricing-service query disabled.
 */
export const pricingQueries = {
  all: (ctx: ApiContext) => [...ctx.user, 'pricing'] as const,
  service: (ctx: ApiContext, c: PricingCaller | null) => [...pricingQueries.all(ctx), 'service', c?.baseUrl ?? '', c?.clientId ?? ''] as const,
  ecToken: (ctx: ApiContext) =>
    queryOptions({
      queryKey: [...pricingQueries.all(ctx), 'ec-token'] as const,
      queryFn: ({ signal }) => getEcToken(ctx.api, signal),
      staleTime: (q) => Math.max(0, ((q.state.data?.expires_in ?? 0) - TOKEN_RENEW_MARGIN_S) * 1000),
      refetchInterval: (q) => Math.max(30, (q.state.data?.expires_in ?? 0) - TOKEN_RENEW_MARGIN_S) * 1000,
      retry: false,
    }),
  clients: (ctx: ApiContext, enabled: boolean) =>
    queryOptions({
      queryKey: [...pricingQueries.all(ctx), 'clients'] as const,
      queryFn: ({ signal }) => getPricingClients(ctx.api, signal),
      enabled,
      retry: false,
    }),
  states: (ctx: ApiContext, c: PricingCaller | null, enabled = true) =>
    queryOptions({
      queryKey: [...pricingQueries.service(ctx, c), 'states'] as const,
      queryFn: ({ signal }) => getPricingStates(c!, signal),
      enabled: Boolean(c) && enabled,
    }),
  utilities: (ctx: ApiContext, c: PricingCaller | null, state: string, commodity: CommodityCode, enabled = true) =>
    queryOptions({
      queryKey: [...pricingQueries.service(ctx, c), 'utilities', state, commodity] as const,
      queryFn: ({ signal }) => getUtilities(c!, { states: [state], commodity }, signal),
      enabled: Boolean(c) && enabled,
    }),
  loadZones: (ctx: ApiContext, c: PricingCaller | null, state: string, enabled = true) =>
    queryOptions({
      queryKey: [...pricingQueries.service(ctx, c), 'load-zones', state] as const,
      queryFn: ({ signal }) => getLoadZones(c!, { state }, signal),
      enabled: Boolean(c) && enabled,
    }),
  rateClasses: (ctx: ApiContext, c: PricingCaller | null, utility: string, commodity: CommodityCode, enabled = true) =>
    queryOptions({
      queryKey: [...pricingQueries.service(ctx, c), 'rate-classes', utility, commodity] as const,
      queryFn: ({ signal }) => getRateClasses(c!, { utility, commodity }, signal),
      enabled: Boolean(c) && enabled,
    }),
  billingMethods: (ctx: ApiContext, c: PricingCaller | null, enabled = true) =>
    queryOptions({
      queryKey: [...pricingQueries.service(ctx, c), 'billing-methods'] as const,
      queryFn: ({ signal }) => getBillingMethods(c!, signal),
      enabled: Boolean(c) && enabled,
    }),
  /** One chart's data; `applyId` makes every Apply a fresh fetch (spec 2 §4: Apply clears the charts). */
  chart: (ctx: ApiContext, c: PricingCaller | null, kind: ChartKind, filters: ChartFilters | null, applyId: number) =>
    queryOptions({
      queryKey: [...pricingQueries.service(ctx, c), 'chart', kind, filters, applyId] as const,
      queryFn: ({ signal }) => getChartData(c!, kind, filters!, signal),
      enabled: Boolean(c && filters),
      retry: false,
      staleTime: 5 * 60_000,
    }),
};
