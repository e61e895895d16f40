import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { clientPath, PRICE_WATCH_ENDPOINTS, priceWatchPath } from '../../../contract/priceWatches/endpoints';
import type { OwnSupplierAlerts, PriceWatch, PriceWatchBody, PriceWatchRule, PriceWatchRuleReply } from '../../../contract/priceWatches/schemas';
import type { ApiClient } from './createApiClient';
import { useApiContext, type ApiContext } from './queryScope';

export type { OwnSupplierAlerts, PriceWatch, PriceWatchBody, PriceWatchRule, PriceWatchRuleReply };
export {
  PRICE_WATCH_LIMIT,
  PRICE_WATCH_MESSAGES,
  PRICE_WATCH_RULE_KINDS,
  PRICE_WATCH_RULE_LABELS,
  PRICE_WATCH_RULE_LIMIT,
  RANK_DIRECTION_LABELS,
  RANK_DIRECTIONS,
  RANK_TOP_MAX,
  type PriceWatchRuleKind,
  type RankDirection,
} from '../../../contract/priceWatches/rules';

// ---- Price watches (issue 61 §2; the caller's own, users with the pricing module: 403 otherwise)

export async function getPriceWatches(api: ApiClient, clientId: string, signal?: AbortSignal): Promise<PriceWatch[]> {
  return (await api.get<PriceWatch[] | null>(clientPath(PRICE_WATCH_ENDPOINTS.priceWatches, clientId), { signal })) ?? [];
}

export const createPriceWatch = (api: ApiClient, clientId: string, body: PriceWatchBody) =>
  api.post<PriceWatch>(clientPath(PRICE_WATCH_ENDPOINTS.priceWatches, clientId), body);

export const updatePriceWatch = (api: ApiClient, clientId: string, id: number, body: PriceWatchBody) =>
  api.put<PriceWatch>(priceWatchPath(clientId, id), body);

export const deletePriceWatch = (api: ApiClient, clientId: string, id: number) => api.delete<{ data?: string; message?: string }>(priceWatchPath(clientId, id));

export async function getOwnSupplierAlerts(api: ApiClient, clientId: string, signal?: AbortSignal): Promise<OwnSupplierAlerts> {
  const reply = await api.get<Partial<OwnSupplierAlerts> | null>(clientPath(PRICE_WATCH_ENDPOINTS.ownSupplierAlerts, clientId), { signal });
  return { company: reply?.company ?? null, rankedMarkets: reply?.rankedMarkets ?? 0, enabled: reply?.enabled ?? true };
}

export const setOwnSupplierAlerts = (api: ApiClient, clientId: string, enabled: boolean) =>
  api.put<OwnSupplierAlerts>(clientPath(PRICE_WATCH_ENDPOINTS.ownSupplierAlerts, clientId), { enabled });

export const priceWatchQueries = {
  all: (ctx: ApiContext) => [...ctx.user, 'price-watches'] as const,
  list: (ctx: ApiContext, clientId: string, enabled = true) =>
    queryOptions({
      queryKey: [...priceWatchQueries.all(ctx), 'list', clientId] as const,
      queryFn: ({ signal }) => getPriceWatches(ctx.api, clientId, signal),
      enabled: Boolean(clientId) && enabled,
    }),
  ownSupplier: (ctx: ApiContext, clientId: string, enabled = true) =>
    queryOptions({
      queryKey: [...priceWatchQueries.all(ctx), 'own-supplier', clientId] as const,
      queryFn: ({ signal }) => getOwnSupplierAlerts(ctx.api, clientId, signal),
      enabled: Boolean(clientId) && enabled,
    }),
};

/** Creates (no id) or changes (id) a watch of the caller's; every list of their watches refreshes. */
export function useSavePriceWatch(clientId: string) {
  const ctx = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PriceWatchBody }) =>
      id === undefined ? createPriceWatch(ctx.api, clientId, body) : updatePriceWatch(ctx.api, clientId, id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: priceWatchQueries.all(ctx) }),
  });
}
