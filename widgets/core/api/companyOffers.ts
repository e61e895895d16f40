import { queryOptions } from '@tanstack/react-query';
import { OFFERS_ENDPOINTS, companyOffersPath } from '../../../contract/offers/endpoints';
import type { Tolerant, Wire } from '../../../contract/http';
import type { companyOffersReply, foundSuppliersReply } from '../../../contract/offers/schemas';
import type { ApiClient } from './createApiClient';
import { toOffer, type MarketOffer, type OfferMarketKey, type OfferSource, type OfferUnit } from './offers';
import type { ApiContext } from './queryScope';

// A company's offers (its page's Offers section) and the suppliers found in offers (SuperAdmin Settings): apart from
// offers.ts so that the company page does not download the Offers screen's calls.

/** One market a company has offers in: its latest snapshot, the company's benchmark rank there and its offers. */
export interface CompanyOfferMarket extends OfferMarketKey {
  unit: OfferUnit;
  source: OfferSource;
  asOf: string;
  /** Its best rank by the market's benchmark; null when none of its offers meets the rule. */
  rank: number | null;
  rankedSuppliers: number;
  offers: MarketOffer[];
}

/** A company created because an offer named a supplier no company matched. */
export interface FoundSupplier {
  companyId: string;
  name: string;
  /** 'TX · ONCOR ELECTRIC DELIVERY COMPANY'… */
  markets: string[];
  offers: number;
  /** YYYY-MM-DD. */
  firstSeen: string;
}

type WireMarket = Tolerant<Wire<typeof companyOffersReply>['markets'][number]>;

const toMarket = (row: WireMarket): CompanyOfferMarket => ({
  stateCode: row.stateCode ?? '',
  utility: row.utility ?? '',
  commodity: row.commodity ?? '',
  customerClass: row.customerClass ?? '',
  unit: row.unit ?? 'kWh',
  source: row.source ?? 'insights',
  asOf: row.asOf ?? '',
  rank: typeof row.rank === 'number' ? row.rank : null,
  rankedSuppliers: row.rankedSuppliers ?? 0,
  offers: (row.offers ?? []).map((offer) => toOffer(offer ?? {})),
});

/** GET /api/Offers/Company/{companyId}: the company's current offers per market, with its rank in each. */
export async function getCompanyOffers(api: ApiClient, companyId: string, signal?: AbortSignal): Promise<CompanyOfferMarket[]> {
  const reply = await api.get<Tolerant<Wire<typeof companyOffersReply>> | null>(companyOffersPath(companyId), { signal });
  return (reply?.markets ?? []).map((row) => toMarket(row ?? {}));
}

/** GET /api/Offers/FoundSuppliers (super admins; 403 to others): newest first. */
export async function getFoundSuppliers(api: ApiClient, signal?: AbortSignal): Promise<FoundSupplier[]> {
  const reply = await api.get<Tolerant<Wire<typeof foundSuppliersReply>> | null>(OFFERS_ENDPOINTS.foundSuppliers, { signal });
  return (reply?.suppliers ?? []).map((row) => ({
    companyId: row?.companyId ?? '',
    name: row?.name ?? '',
    markets: row?.markets ?? [],
    offers: row?.offers ?? 0,
    firstSeen: row?.firstSeen ?? '',
  }));
}

/**
 * Offers are public data, the same for every user, so keyed without the user; under the shared prefix, so a merge
 * (which invalidates it) refreshes both. The found suppliers are a super admin's only, keyed by user all the same.
 */
export const companyOfferQueries = {
  company: (ctx: ApiContext, companyId: string) =>
    queryOptions({
      queryKey: [...ctx.shared, 'offers', 'company', companyId.toLowerCase()] as const,
      queryFn: ({ signal }) => getCompanyOffers(ctx.api, companyId, signal),
    }),
  foundSuppliers: (ctx: ApiContext) =>
    queryOptions({
      queryKey: [...ctx.user, 'offers', 'found-suppliers'] as const,
      queryFn: ({ signal }) => getFoundSuppliers(ctx.api, signal),
    }),
};
