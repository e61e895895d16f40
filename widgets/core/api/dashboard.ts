import { queryOptions } from '@tanstack/react-query';
import { DASHBOARD_ENDPOINTS, DASHBOARD_LICENSE_PAGE_SIZE } from '../../../contract/dashboard/endpoints';
import type { PricingLeaderboardGroup, Top5Group, followedEventsReply } from '../../../contract/dashboard/schemas';
import type { Tolerant, Wire } from '../../../contract/http';
import { LICENSES_ENDPOINTS } from '../../../contract/licenses/endpoints';
import type { LicensesBody, licensesReply } from '../../../contract/licenses/schemas';
import { PRICING_HEADERS } from '../../../contract/pricing/headers';
import { clientPath } from '../../../contract/users/endpoints';
import type { ApiClient } from './createApiClient';
import type { PricingCaller } from './pricing';
import type { ApiContext } from './queryScope';

export type DashboardLicense = Tolerant<Wire<typeof licensesReply>['data'][number]>;
export type FollowedEvent = Tolerant<Wire<typeof followedEventsReply>[number]>;
export type { PricingLeaderboardGroup, Top5Group };

/** POST /api/license/getall with clientId: the client's own company licenses (one page of 50, spec 2 §7, §9). */
export async function getClientLicenses(
  api: ApiClient, { clientId, search = '' }: { clientId: string; search?: string }, signal?: AbortSignal,
): Promise<DashboardLicense[]> {
  const body: LicensesBody = { PageNumber: 1, PageSize: DASHBOARD_LICENSE_PAGE_SIZE, SearchTerm: search, clientId };
  const reply = await api.post<Tolerant<Wire<typeof licensesReply>> | null>(LICENSES_ENDPOINTS.getAll, body, { signal });
  return reply?.data ?? [];
}

/** GET /api/client/{clientId}/user/followed-events?secureId=: the user's followed companies. */
export async function getFollowedEvents(
  api: ApiClient, { clientId, secureId }: { clientId: string; secureId: string }, signal?: AbortSignal,
): Promise<FollowedEvent[]> {
  const reply = await api.get<FollowedEvent[] | null>(clientPath(DASHBOARD_ENDPOINTS.followedEvents, clientId), { query: { secureId }, signal });
  return Array.isArray(reply) ? reply : [];
}

/** The pricing service's body of the dashboard calls: both dates fixed to one day (spec 2 §7). */
const dayWindow = (clientId: string, day: string) => ({ InsightsClientIdentifier: clientId, EffectiveFrom: day, EffectiveTo: day });

/** The same token, client id and api key headers as the pricing screen's calls. */
const serviceOptions = (c: PricingCaller, signal?: AbortSignal) => ({
  baseUrl: c.baseUrl,
  signal,
  headers: { [PRICING_HEADERS.clientId]: c.clientId, [PRICING_HEADERS.apiKey]: c.apiKey },
});

/** POST /common/pricing/top5/best|worst: the markets where the client's own supplier ranks best (worst). */
export async function getTop5(
  c: PricingCaller, which: 'best' | 'worst', { clientId, day }: { clientId: string; day: string }, signal?: AbortSignal,
): Promise<Top5Group[]> {
  const path = which === 'best' ? DASHBOARD_ENDPOINTS.top5Best : DASHBOARD_ENDPOINTS.top5Worst;
  const reply = await c.api.post<Top5Group[] | null>(path, dayWindow(clientId, day), serviceOptions(c, signal));
  return Array.isArray(reply) ? reply : [];
}

/** POST /common/api/leaderboard: every market's supplier order on the day. */
export async function getPricingLeaderboard(
  c: PricingCaller, { clientId, day }: { clientId: string; day: string }, signal?: AbortSignal,
): Promise<PricingLeaderboardGroup[]> {
  const reply = await c.api.post<PricingLeaderboardGroup[] | null>(DASHBOARD_ENDPOINTS.leaderboard, dayWindow(clientId, day), serviceOptions(c, signal));
  return Array.isArray(reply) ? reply : [];
}

/**
 * Everything here is tenant or user data: keyed by the signed-in subject and the client asked for ('View as').
 * A null caller (chart token not there yet) keeps the pricing-service queries disabled.
 */
export const dashboardQueries = {
  all: (ctx: ApiContext) => [...ctx.user, 'dashboard'] as const,
  licenses: (ctx: ApiContext, clientId: string) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(ctx), 'licenses', clientId] as const,
      queryFn: ({ signal }) => getClientLicenses(ctx.api, { clientId }, signal),
      enabled: Boolean(clientId),
    }),
  followedEvents: (ctx: ApiContext, clientId: string, secureId: string) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(ctx), 'followed-events', clientId, secureId] as const,
      queryFn: ({ signal }) => getFollowedEvents(ctx.api, { clientId, secureId }, signal),
      enabled: Boolean(clientId && secureId),
    }),
  top5: (ctx: ApiContext, caller: PricingCaller | null, which: 'best' | 'worst', clientId: string, day: string) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(ctx), 'top5', which, clientId, day] as const,
      queryFn: ({ signal }) => getTop5(caller!, which, { clientId, day }, signal),
      enabled: Boolean(caller && clientId),
    }),
  leaderboard: (ctx: ApiContext, caller: PricingCaller | null, clientId: string, day: string) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(ctx), 'leaderboard', clientId, day] as const,
      queryFn: ({ signal }) => getPricingLeaderboard(caller!, { clientId, day }, signal),
      enabled: Boolean(caller && clientId),
    }),
};
