import { queryOptions } from '@tanstack/react-query';
import { OFFERS_ENDPOINTS, offerHistoryPath } from '../../../contract/offers/endpoints';
import type { Tolerant, Wire } from '../../../contract/http';
import type {
  OfferChangeKind,
  OfferSource,
  OfferUnit,
  changesReply,
  marketsReply,
  offer as offerSchema,
  offerHistoryReply,
  offersReply,
} from '../../../contract/offers/schemas';
import type { ApiClient } from './createApiClient';
import type { ApiContext } from './queryScope';

export type { OfferChangeKind, OfferSource, OfferUnit };

/**
 * How a view names a source ("Power to Choose, 01/09/2026"): the contract's OFFER_SOURCE_NAMES, written here because
 * the contract's copy sits beside zod schemas a widget may import as types only (a contract test keeps them equal).
 */
export const OFFER_SOURCE_NAMES: Record<OfferSource, string> = {
  ptc: 'Power to Choose',
  'oh-apples-to-apples': 'Apples to Apples',
  'ma-energy-switch': 'Energy Switch Massachusetts',
  insights: 'Insights',
};

/** A source's name as a view writes it; an unknown source (a newer server) by its own id. */
export const offerSourceName = (source: string): string => OFFER_SOURCE_NAMES[source as OfferSource] ?? source;

/** One state, utility, commodity and customer class: what the offers screen shows at a time. */
export interface OfferMarketKey {
  stateCode: string;
  utility: string;
  commodity: string;
  customerClass: string;
}

/** An imported market with its snapshot dates (YYYY-MM-DD, oldest first). */
export interface OfferMarket extends OfferMarketKey {
  unit: OfferUnit;
  source: OfferSource;
  /** Offers in the latest snapshot (English rows). */
  offers: number;
  suppliers: number;
  latestAsOf: string;
  snapshots: string[];
}

export interface OfferLinks {
  website: string | null;
  terms: string | null;
  factsLabel: string | null;
  enroll: string | null;
  enrollPhone: string | null;
}

/** One offer of a market's snapshot. Prices are dollars per the market's unit. */
export interface MarketOffer {
  id: number;
  source: OfferSource;
  sourceKey: string;
  supplierName: string;
  companyId: string | null;
  companyName: string | null;
  product: string | null;
  rateType: string | null;
  termMonths: number | null;
  /** The headline price (Power to Choose: at 1,000 kWh). */
  price: number;
  /** Prices at other monthly uses ('500', '1000', '2000' kWh), where the source gives them. */
  pricesByUsage: Record<string, number> | null;
  unit: OfferUnit;
  renewablePercent: number | null;
  /** As the source writes it: "150.00", "20 / remaining month". */
  cancellationFee: string | null;
  monthlyFee: number | null;
  promotion: string | null;
  language: string | null;
  firstSeen: string;
  lastSeen: string;
  /** The price in the market's previous snapshot; null when the offer was not in it. */
  previousPrice: number | null;
  isUtilityRate: boolean;
  introductory: boolean;
  prepaid: boolean;
  timeOfUse: boolean;
  links: OfferLinks;
  terms: string | null;
}

/** A market's offers on one snapshot, and the snapshot they are compared with. */
export interface MarketOffers extends OfferMarketKey {
  unit: OfferUnit;
  source: OfferSource;
  asOf: string;
  previousAsOf: string | null;
  offers: MarketOffer[];
}

/** One event of a market's history: an offer new, withdrawn, or priced differently at a snapshot. */
export interface OfferChange {
  kind: OfferChangeKind;
  /** The snapshot it was seen at (YYYY-MM-DD). */
  date: string;
  offerId: number;
  sourceKey: string;
  supplierName: string;
  companyId: string | null;
  product: string | null;
  termMonths: number | null;
  rateType: string | null;
  before: number | null;
  after: number | null;
}

export interface OfferPricePoint {
  asOf: string;
  price: number;
  pricesByUsage: Record<string, number> | null;
}

export interface OfferHistory {
  offer: MarketOffer;
  market: OfferMarketKey & { unit: OfferUnit };
  /** Every snapshot the offer was in, oldest first. */
  history: OfferPricePoint[];
}

type WireOffer = Tolerant<Wire<typeof offerSchema>>;

const text = (value: string | null | undefined) => value ?? null;
const numberOrNull = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const toMarketKey = (row: Tolerant<OfferMarketKey>): OfferMarketKey => ({
  stateCode: row.stateCode ?? '',
  utility: row.utility ?? '',
  commodity: row.commodity ?? '',
  customerClass: row.customerClass ?? '',
});

export function toOffer(row: WireOffer): MarketOffer {
  const links: Tolerant<OfferLinks> = row.links ?? {};
  return {
    id: row.id ?? 0,
    source: row.source ?? 'insights',
    sourceKey: row.sourceKey ?? '',
    supplierName: row.supplierName ?? '',
    companyId: text(row.companyId),
    companyName: text(row.companyName),
    product: text(row.product),
    rateType: text(row.rateType),
    termMonths: numberOrNull(row.termMonths),
    price: row.price ?? 0,
    pricesByUsage: row.pricesByUsage ?? null,
    unit: row.unit ?? 'kWh',
    renewablePercent: numberOrNull(row.renewablePercent),
    cancellationFee: text(row.cancellationFee),
    monthlyFee: numberOrNull(row.monthlyFee),
    promotion: text(row.promotion),
    language: text(row.language),
    firstSeen: row.firstSeen ?? '',
    lastSeen: row.lastSeen ?? '',
    previousPrice: numberOrNull(row.previousPrice),
    isUtilityRate: row.isUtilityRate ?? false,
    introductory: row.introductory ?? false,
    prepaid: row.prepaid ?? false,
    timeOfUse: row.timeOfUse ?? false,
    links: {
      website: text(links.website),
      terms: text(links.terms),
      factsLabel: text(links.factsLabel),
      enroll: text(links.enroll),
      enrollPhone: text(links.enrollPhone),
    },
    terms: text(row.terms),
  };
}

/** The query of one market, in the API's names; commodity and class only when known. */
const marketQuery = (market: OfferMarketKey) => ({
  stateCode: market.stateCode,
  utility: market.utility,
  commodity: market.commodity || undefined,
  customerClass: market.customerClass || undefined,
});

/** GET /api/Offers/Markets: every imported market with its snapshot dates. */
export async function getOfferMarkets(api: ApiClient, signal?: AbortSignal): Promise<OfferMarket[]> {
  const reply = await api.get<Tolerant<Wire<typeof marketsReply>> | null>(OFFERS_ENDPOINTS.markets, { signal });
  return (reply?.markets ?? []).map((row) => ({
    ...toMarketKey(row),
    unit: row.unit ?? 'kWh',
    source: row.source ?? 'insights',
    offers: row.offers ?? 0,
    suppliers: row.suppliers ?? 0,
    latestAsOf: row.latestAsOf ?? '',
    snapshots: row.snapshots ?? [],
  }));
}

/** GET /api/Offers: a market's offers on the snapshot on or before `asOf` (the latest without one), English rows. */
export async function getMarketOffers(api: ApiClient, market: OfferMarketKey & { asOf?: string | null }, signal?: AbortSignal): Promise<MarketOffers> {
  const reply = await api.get<Tolerant<Wire<typeof offersReply>> | null>(OFFERS_ENDPOINTS.offers, {
    query: { ...marketQuery(market), asOf: market.asOf || undefined },
    signal,
  });
  return {
    ...toMarketKey(reply ?? {}),
    unit: reply?.unit ?? 'kWh',
    source: reply?.source ?? 'insights',
    asOf: reply?.asOf ?? '',
    previousAsOf: reply?.previousAsOf ?? null,
    offers: (reply?.offers ?? []).map(toOffer),
  };
}

/** GET /api/Offers/Changes: what changed at each snapshot from..to (YYYY-MM-DD) of a market. */
export async function getOfferChanges(api: ApiClient, range: OfferMarketKey & { from: string; to: string }, signal?: AbortSignal): Promise<OfferChange[]> {
  const reply = await api.get<Tolerant<Wire<typeof changesReply>> | null>(OFFERS_ENDPOINTS.changes, {
    query: { from: range.from, to: range.to, ...marketQuery(range) },
    signal,
  });
  return (reply?.changes ?? []).map((row) => ({
    kind: row.kind ?? 'price',
    date: row.date ?? '',
    offerId: row.offerId ?? 0,
    sourceKey: row.sourceKey ?? '',
    supplierName: row.supplierName ?? '',
    companyId: text(row.companyId),
    product: text(row.product),
    termMonths: numberOrNull(row.termMonths),
    rateType: text(row.rateType),
    before: numberOrNull(row.before),
    after: numberOrNull(row.after),
  }));
}

/** GET /api/Offers/{id}/History: every snapshot the offer was in, with its price then. */
export async function getOfferHistory(api: ApiClient, id: number, signal?: AbortSignal): Promise<OfferHistory> {
  const reply = await api.get<Tolerant<Wire<typeof offerHistoryReply>> | null>(offerHistoryPath(id), { signal });
  const market: Tolerant<OfferMarketKey & { unit: OfferUnit }> = reply?.market ?? {};
  return {
    offer: toOffer(reply?.offer ?? {}),
    market: { ...toMarketKey(market), unit: market.unit ?? 'kWh' },
    history: (reply?.history ?? []).map((point) => ({ asOf: point.asOf ?? '', price: point.price ?? 0, pricesByUsage: point.pricesByUsage ?? null })),
  };
}

/** Offers are public data: the same for every user (nothing premium), so keyed without the user. */
export const offerQueries = {
  all: (ctx: ApiContext) => [...ctx.shared, 'offers'] as const,
  markets: (ctx: ApiContext) =>
    queryOptions({
      queryKey: [...offerQueries.all(ctx), 'markets'] as const,
      queryFn: ({ signal }) => getOfferMarkets(ctx.api, signal),
    }),
  offers: (ctx: ApiContext, market: OfferMarketKey, asOf: string | null) =>
    queryOptions({
      queryKey: [...offerQueries.all(ctx), 'offers', marketQuery(market), asOf ?? ''] as const,
      queryFn: ({ signal }) => getMarketOffers(ctx.api, { ...market, asOf }, signal),
    }),
  changes: (ctx: ApiContext, market: OfferMarketKey, from: string, to: string) =>
    queryOptions({
      queryKey: [...offerQueries.all(ctx), 'changes', marketQuery(market), from, to] as const,
      queryFn: ({ signal }) => getOfferChanges(ctx.api, { ...market, from, to }, signal),
    }),
  history: (ctx: ApiContext, id: number) =>
    queryOptions({
      queryKey: [...offerQueries.all(ctx), 'history', id] as const,
      queryFn: ({ signal }) => getOfferHistory(ctx.api, id, signal),
    }),
};
