/**
 * Paths of the market-watch API area (not in the specs: a user's standing watch on a market — states, commodity,
 * license type — for license events of any company there). `:clientId` is a path parameter (`clientPath`).
 * - marketWatches  GET   → the caller's watches, oldest first
 *                  POST  { stateCodes, commodity, licenseType, eventTypes } → the watch
 * - marketWatch    PUT   same body → the watch;  DELETE → { data }
 */
export const MARKET_WATCH_ENDPOINTS = {
  marketWatches: '/api/client/:clientId/user/market-watches',
  marketWatch: '/api/client/:clientId/user/market-watches/:id',
} as const;

/** `/api/client/:clientId/user/market-watches/:id` with both ids filled in (encoded). */
export function marketWatchPath(clientId: string, id: number): string {
  return MARKET_WATCH_ENDPOINTS.marketWatch.replace(':clientId', encodeURIComponent(clientId)).replace(':id', String(id));
}

export { clientPath } from '../users/endpoints';
