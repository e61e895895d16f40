/**
 * Paths of the price-watch API area (issue 61 §2; not in the specs). `:clientId` is a path parameter (`clientPath`).
 * Users with the pricing module only (403 otherwise); always the caller's own watches.
 * - priceWatches    GET   → PriceWatch[] (oldest first)
 *                   POST  PriceWatchBody → PriceWatch
 * - priceWatch      PUT   PriceWatchBody → PriceWatch;  DELETE → { data, message }
 * - ownSupplierAlerts GET → OwnSupplierAlerts: the client's own supplier, where it is ranked, and whether this user
 *                   hears its rank changes (on by default);  PUT { enabled } → OwnSupplierAlerts
 */
export const PRICE_WATCH_ENDPOINTS = {
  priceWatches: '/api/client/:clientId/user/price-watches',
  priceWatch: '/api/client/:clientId/user/price-watches/:id',
  ownSupplierAlerts: '/api/client/:clientId/user/own-supplier-alerts',
} as const;

/** `/api/client/:clientId/user/price-watches/:id` with both ids filled in (encoded). */
export function priceWatchPath(clientId: string, id: number): string {
  return PRICE_WATCH_ENDPOINTS.priceWatch.replace(':clientId', encodeURIComponent(clientId)).replace(':id', String(id));
}

export { clientPath } from '../users/endpoints';
