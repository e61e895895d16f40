import {
  QueryObserver,
  notifyManager,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { startTransition, useEffect, useReducer, useState } from 'react';

const bump = (count: number) => count + 1;

/**
 * TanStack Query's `useQuery`, with a reply drawn in a transition (ADR 0042).
 *
 * TanStack's own hook reads its observer through `useSyncExternalStore`, and React renders every change of such a store
 * as a blocking update: the whole screen that a reply feeds was built in one task, however large (a form of a dozen
 * fields, a table, a chart), and Lighthouse counted those tasks 4× in the blocking time of every route. Here the same
 * observer (TanStack's public `QueryObserver`, as its own adapters use it) tells the component through state set in
 * `startTransition`, which React renders in short slices between other work and interrupts for input. What a render
 * shows is the observer's result at that render, as with TanStack's hook: the options, caching, refetching, placeholder
 * data and the tracked-properties optimisation (a component is told only of the result's properties it read) are
 * TanStack's. Not for suspense queries (none here: screens show their own loading states).
 */
export function useQuery<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  // As TanStack's hook marks a mounted query: its first result already says 'fetching' when the mount will fetch.
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(() => new QueryObserver<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>(client, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  const [, rerender] = useReducer(bump, 0);

  useEffect(() => {
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(() => startTransition(rerender)));
    // A reply that came between this render and the subscription is told now.
    observer.updateResult();
    return unsubscribe;
  }, [observer]);

  // After every render, as TanStack's hook does: the defaulted options are a new object each time.
  useEffect(() => {
    observer.setOptions(defaulted);
  });

  return defaulted.notifyOnChangeProps ? result : observer.trackResult(result);
}
