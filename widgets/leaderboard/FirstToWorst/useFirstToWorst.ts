import { useQuery } from '../../core/api/useQuery';
import { useMemo } from 'react';
import { publicPageQueries } from '../../core/api/publicPage';
import { useApiContext } from '../../core/api/queryScope';
import { useDeferredQuery } from '../../core/api/useDeferredQuery';
import { firstToWorstCards, pricesDate } from './firstToWorstCards';

/**
 * The leaderboard's cards, built in a background render of short tasks (some seventy cards with four logos each were
 * one 180 ms task on a phone).
 */
export function useFirstToWorst(effectiveFrom?: string | null) {
  const query = useQuery(publicPageQueries.firstToWorst(useApiContext(), effectiveFrom));
  if (query.isError) console.error(query.error);
  const shown = useDeferredQuery(query);
  const cards = useMemo(() => firstToWorstCards(shown.data ?? []), [shown.data]);
  return { ...shown, cards, date: pricesDate(shown.data ?? []) };
}
