import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { dashboardQueries } from '../../core/api/dashboard';
import { useApiContext } from '../../core/api/queryScope';
import { usePricingCaller } from '../../core/api/usePricingCaller';
import { todayIso } from './format';
import { myMarketCards } from './marketCards';

/** The markets where the client's own supplier is ranked today: top-5 (who "own" is) plus the leaderboard. */
export function useMyMarkets(viewAs: string) {
  const ctx = useApiContext();
  const { caller, tokenError, clientId } = usePricingCaller(viewAs);
  const day = todayIso();
  const best = useQuery(dashboardQueries.top5(ctx, caller, 'best', clientId, day));
  const board = useQuery(dashboardQueries.leaderboard(ctx, caller, clientId, day));
  const markets = useMemo(() => myMarketCards(best.data ?? [], board.data ?? []), [best.data, board.data]);
  const loading = !tokenError && (caller === null || best.isPending || board.isPending);
  return { markets, loading, error: tokenError ?? best.error ?? board.error };
}
