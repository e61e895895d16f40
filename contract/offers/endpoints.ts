/**
 * Paths of the offers API area (issue 60: not in the specs): retail offers imported from the states' public offer
 * files, every price's history, what changed between snapshots, and supplier ranks from real prices.
 * - import         POST ?source=&asOf=[&stateCode&utility&customerClass&commodity&unit], body = the file (text/csv)
 *                  → ImportReply. Super admins, and API keys with the scope `offers:write`.
 * - markets        GET → { markets: [OfferMarket] } every imported market with its snapshot dates. Signed-in users.
 * - offers         GET ?stateCode&utility[&commodity&customerClass&asOf] → OffersReply (the snapshot on or before asOf)
 * - changes        GET ?from&to&stateCode&utility[&commodity&customerClass] → { changes: [OfferChange] }
 * - history        GET → OfferHistoryReply (every snapshot an offer was seen in, with its price then)
 * - ranks          GET ?stateCode&utility[&commodity&customerClass&asOf] → RanksReply (the market's benchmark rule)
 * - companyOffers  GET → CompanyOffersReply: a company's current offers per market, with its rank in each
 * - foundSuppliers GET → FoundSuppliersReply: companies created because an offer named an unknown supplier (super admins)
 */
export const OFFERS_ENDPOINTS = {
  import: '/api/Offers/Import',
  markets: '/api/Offers/Markets',
  offers: '/api/Offers',
  changes: '/api/Offers/Changes',
  history: '/api/Offers/:id/History',
  ranks: '/api/Offers/Ranks',
  companyOffers: '/api/Offers/Company/:companyId',
  foundSuppliers: '/api/Offers/FoundSuppliers',
} as const;

/** `/api/Offers/{id}/History`. */
export function offerHistoryPath(id: number): string {
  return OFFERS_ENDPOINTS.history.replace(':id', String(id));
}

/** `/api/Offers/Company/{companyId}`. */
export function companyOffersPath(companyId: string): string {
  return OFFERS_ENDPOINTS.companyOffers.replace(':companyId', encodeURIComponent(companyId));
}
