import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { clientPath, MARKET_WATCH_ENDPOINTS, marketWatchPath } from '../../../contract/marketWatches/endpoints';
import type { MarketWatch, MarketWatchBody } from '../../../contract/marketWatches/schemas';
import { WATCH_EVENT_TYPES, type WatchCommodity, type WatchLicenseType } from '../../../contract/marketWatches/rules';
import type { ApiClient } from './createApiClient';
import { useApiContext, type ApiContext } from './queryScope';

export type { MarketWatch, MarketWatchBody };
export {
  COMMODITY_LABELS,
  LICENSE_TYPE_LABELS,
  MARKET_WATCH_LIMIT,
  marketLabel,
  marketWatchProblems,
  WATCH_COMMODITIES,
  WATCH_EVENT_TYPES,
  WATCH_LICENSE_TYPES,
  type MarketWatchDraft,
  type WatchCommodity,
  type WatchLicenseType,
} from '../../../contract/marketWatches/rules';

// ---- Market watches (issue 23; the caller's own, ./contract/marketWatches)

export async function getMarketWatches(api: ApiClient, clientId: string, signal?: AbortSignal): Promise<MarketWatch[]> {
  return (await api.get<MarketWatch[] | null>(clientPath(MARKET_WATCH_ENDPOINTS.marketWatches, clientId), { signal })) ?? [];
}

export const createMarketWatch = (api: ApiClient, clientId: string, body: MarketWatchBody) =>
  api.post<MarketWatch>(clientPath(MARKET_WATCH_ENDPOINTS.marketWatches, clientId), body);

export const updateMarketWatch = (api: ApiClient, clientId: string, id: number, body: MarketWatchBody) =>
  api.put<MarketWatch>(marketWatchPath(clientId, id), body);

export const deleteMarketWatch = (api: ApiClient, clientId: string, id: number) => api.delete<{ data?: string }>(marketWatchPath(clientId, id));

export const marketWatchQueries = {
  all: (ctx: ApiContext) => [...ctx.user, 'market-watches'] as const,
  list: (ctx: ApiContext, clientId: string) =>
    queryOptions({
      queryKey: [...marketWatchQueries.all(ctx), clientId] as const,
      queryFn: ({ signal }) => getMarketWatches(ctx.api, clientId, signal),
      enabled: Boolean(clientId),
    }),
};

/** The market a list or table shows, for 'Watch this market': every event type. */
export interface MarketFilter {
  stateCodes: string[];
  commodity: WatchCommodity;
  licenseType: WatchLicenseType;
}

/** Creates a watch of the caller's and refreshes every list of their watches. */
export function useCreateMarketWatch(clientId: string) {
  const ctx = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (market: MarketFilter) => createMarketWatch(ctx.api, clientId, { ...market, eventTypes: [...WATCH_EVENT_TYPES] }),
    onSuccess: () => client.invalidateQueries({ queryKey: marketWatchQueries.all(ctx) }),
  });
}
