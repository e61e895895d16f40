import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { publicPageQueries } from '../../core/api/publicPage';
import { useApiContext } from '../../core/api/queryScope';
import { firstToWorstCards } from './firstToWorstCards';

/**
 * The leaderboard's cards. What the page shows follows the query through `useDeferredValue`: the reply arriving is a
 * blocking update (TanStack Query's store), and building some seventy cards with four logos each in one go was a
 * task of 180 ms on a phone; deferred, React builds them in a background render it spreads over short tasks. Loading,
 * failed and loaded each show whole.
 */
export function useFirstToWorst(effectiveFrom?: string | null) {
  const query = useQuery(publicPageQueries.firstToWorst(useApiContext(), effectiveFrom));
  if (query.isError) console.error(query.error);
  const { data, isPending, isError, error } = query;
  const latest = useMemo(() => ({ data, isPending, isError, error }), [data, isPending, isError, error]);
  const shown = useDeferredValue(latest);
  const cards = useMemo(() => firstToWorstCards(shown.data ?? []), [shown.data]);
  return { isPending: shown.isPending, isError: shown.isError, error: shown.error, cards };
}
