import { queryOptions } from '@tanstack/react-query';
import { PUBLIC_PAGE_ENDPOINTS } from '../../../contract/publicPage/endpoints';
import type { Tolerant, Wire } from '../../../contract/http';
import type { firstToWorstReply } from '../../../contract/publicPage/schemas';
import type { ApiClient } from './createApiClient';
import type { ApiContext } from './queryScope';

/** One commodity's rankings, as GET /public/PublicPage/firstToWorst sends it. */
export type LeaderboardGroup = Tolerant<Wire<typeof firstToWorstReply>[number]>;

/** No sign-in: the client sends a token only when the host has one, and the server ignores it. */
export async function getFirstToWorst(api: ApiClient, effectiveFrom?: string | null, signal?: AbortSignal): Promise<LeaderboardGroup[]> {
  const reply = await api.get<LeaderboardGroup[] | null>(PUBLIC_PAGE_ENDPOINTS.firstToWorst, { query: { effectiveFrom }, signal });
  return Array.isArray(reply) ? reply : [];
}

/** The same for everybody. */
export const publicPageQueries = {
  firstToWorst: (ctx: ApiContext, effectiveFrom?: string | null) =>
    queryOptions({
      queryKey: [...ctx.shared, 'public-page', 'first-to-worst', effectiveFrom ?? ''] as const,
      queryFn: ({ signal }) => getFirstToWorst(ctx.api, effectiveFrom, signal),
    }),
};
