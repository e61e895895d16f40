import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';

/** What a screen shows of a query: its reply and states, taken together. */
export interface QueryView<TData, TError = Error> {
  data: TData | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: TError | null;
  refetch: UseQueryResult<TData, TError>['refetch'];
}

/**
 * A query as a screen that builds many rows or cards from it shows it: through `useDeferredValue`. A reply arriving
 * is already drawn in a transition (`useQuery`, ADR 0042), but a blocking render can show a new result too: a key
 * typed into a filter renders at once with the query's new state (its placeholder, then its reply if cached), and
 * building a page of rows there was one long task on a phone. Deferred, React builds them in a background render it
 * spreads over short tasks and interrupts for input. Reply and states change together, so loading, loaded and failed
 * each show whole. The view keeps its identity while none of them changes (the query's own result is a new object on
 * every render).
 */
export function useDeferredQuery<TData, TError = Error>(query: UseQueryResult<TData, TError>): QueryView<TData, TError> {
  const { data, isPending, isFetching, isError, error, refetch } = query;
  const latest = useMemo(
    () => ({ data, isPending, isFetching, isError, error, refetch }),
    [data, isPending, isFetching, isError, error, refetch],
  );
  return useDeferredValue(latest);
}
