import { useQuery } from '../../core/api/useQuery';
import { useMemo } from 'react';
import { dashboardQueries } from '../../core/api/dashboard';
import { useApiContext } from '../../core/api/queryScope';
import { useDeferredQuery } from '../../core/api/useDeferredQuery';
import { usePricingCaller } from '../../core/api/usePricingCaller';
import { todayIso } from './format';
import { topMarketCards } from './marketCards';

/**
 * Top-5 best or worst markets of the client's own supplier today, through the pricing service. Shown deferred like
 * My Markets Today: the replies arrive together, and their cards then build in the same background render.
 */
export function useTopMarkets(which: 'best' | 'worst', viewAs: string) {
  const { caller, tokenError, clientId } = usePricingCaller(viewAs);
  const query = useDeferredQuery(useQuery(dashboardQueries.top5(useApiContext(), caller, which, clientId, todayIso())));
  const cards = useMemo(() => topMarketCards(query.data ?? []), [query.data]);
  return { cards, loading: !tokenError && (caller === null || query.isPending), error: tokenError ?? query.error };
}
