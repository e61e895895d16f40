import { useQuery } from '../../core/api/useQuery';
import { useMemo } from 'react';
import { dashboardQueries } from '../../core/api/dashboard';
import { useApiContext } from '../../core/api/queryScope';
import { useDeferredQuery } from '../../core/api/useDeferredQuery';
import { usePricingCaller } from '../../core/api/usePricingCaller';
import { todayIso } from './format';
import { myMarketCards } from './marketCards';

/**
 * The markets where the client's own supplier is ranked today: top-5 (who "own" is) plus the leaderboard. Both
 * replies are shown deferred (issue 25): some sixty cards of five logos and a slider each were built in one long
 * task the moment the leaderboard arrived; in a background render React spreads them over short tasks.
 */
export function useMyMarkets(viewAs: string) {
  const ctx = useApiContext();
  const { caller, tokenError, clientId } = usePricingCaller(viewAs);
  const day = todayIso();
  const best = useDeferredQuery(useQuery(dashboardQueries.top5(ctx, caller, 'best', clientId, day)));
  const board = useDeferredQuery(useQuery(dashboardQueries.leaderboard(ctx, caller, clientId, day)));
  const markets = useMemo(() => myMarketCards(best.data ?? [], board.data ?? []), [best.data, board.data]);
  const loading = !tokenError && (caller === null || best.isPending || board.isPending);
  return { markets, loading, error: tokenError ?? best.error ?? board.error };
}
