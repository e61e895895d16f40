import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { publicPageQueries } from '../../core/api/publicPage';
import { useApiContext } from '../../core/api/queryScope';
import { firstToWorstCards } from './firstToWorstCards';

export function useFirstToWorst(effectiveFrom?: string | null) {
  const query = useQuery(publicPageQueries.firstToWorst(useApiContext(), effectiveFrom));
  if (query.isError) console.error(query.error);
  const cards = useMemo(() => firstToWorstCards(query.data ?? []), [query.data]);
  return { ...query, cards };
}
