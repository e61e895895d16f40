import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, keepPreviousData, useQuery as tanstackUseQuery, type QueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { testQueryClient } from '../testing/renderWithInsights';
import { useQuery } from './useQuery';

function wrapperOf(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * Each render's reply beside what `useDeferredValue` gives for it. A blocking render shows a deferred value its old
 * state first; a render in a transition gets the new value at once: so a reply drawn in a transition never shows the
 * pair apart.
 */
function renderPairs(hook: typeof useQuery, queryFn: () => Promise<string>) {
  const pairs: [string | undefined, string | undefined][] = [];
  const view = renderHook(
    () => {
      const query = hook({ queryKey: ['reply'], queryFn });
      const deferred = useDeferredValue(query.data);
      pairs.push([query.data, deferred]);
      return query;
    },
    { wrapper: wrapperOf(testQueryClient()) },
  );
  return { ...view, pairs };
}

describe('useQuery (a reply drawn in a transition)', () => {
  it('renders a reply in a transition, where TanStack’s own hook renders it as a blocking update', async () => {
    const ours = renderPairs(useQuery, async () => 'reply');
    await waitFor(() => expect(ours.result.current.data).toBe('reply'));
    expect(ours.pairs.filter(([data]) => data === 'reply').every(([data, deferred]) => deferred === data)).toBe(true);

    // The same check fails with TanStack's hook: the check can tell the two apart.
    const theirs = renderPairs(tanstackUseQuery as typeof useQuery, async () => 'reply');
    await waitFor(() => expect(theirs.result.current.data).toBe('reply'));
    expect(theirs.pairs).toContainEqual(['reply', undefined]);
  });

  it('shows pending, then the reply with its states', async () => {
    const { result } = renderHook(() => useQuery({ queryKey: ['rows'], queryFn: async () => ['a', 'b'] }), { wrapper: wrapperOf(testQueryClient()) });
    expect(result.current).toMatchObject({ data: undefined, isPending: true, isFetching: true });
    await waitFor(() => expect(result.current.data).toEqual(['a', 'b']));
    expect(result.current).toMatchObject({ isPending: false, isFetching: false, isSuccess: true, isError: false, error: null });
  });

  it('shows a failure with its error', async () => {
    const { result } = renderHook(
      () => useQuery({ queryKey: ['fails'], queryFn: async (): Promise<string> => { throw new Error('Failed to fetch'); } }),
      { wrapper: wrapperOf(testQueryClient()) },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Failed to fetch');
    expect(result.current.data).toBeUndefined();
  });

  it('follows new options: a new key fetches, keeping the previous reply as placeholder while it does', async () => {
    const replies: Record<string, () => Promise<string>> = {};
    let release: (value: string) => void = () => undefined;
    replies.one = async () => 'first';
    replies.two = () => new Promise<string>((resolve) => { release = resolve; });
    const { result } = renderHook(
      () => {
        const [key, setKey] = useState<'one' | 'two'>('one');
        const query = useQuery({ queryKey: ['page', key], queryFn: replies[key], placeholderData: keepPreviousData });
        return { query, setKey };
      },
      { wrapper: wrapperOf(testQueryClient()) },
    );
    await waitFor(() => expect(result.current.query.data).toBe('first'));
    act(() => result.current.setKey('two'));
    await waitFor(() => expect(result.current.query.isFetching).toBe(true));
    expect(result.current.query).toMatchObject({ data: 'first', isPlaceholderData: true });
    await act(async () => release('second'));
    await waitFor(() => expect(result.current.query.data).toBe('second'));
    expect(result.current.query.isPlaceholderData).toBe(false);
  });

  it('shows an update made elsewhere in the cache, and a refetch', async () => {
    const client = testQueryClient();
    let count = 0;
    const { result } = renderHook(() => useQuery({ queryKey: ['count'], queryFn: async () => ++count }), { wrapper: wrapperOf(client) });
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => client.setQueryData(['count'], 41));
    await waitFor(() => expect(result.current.data).toBe(41));
    await act(async () => { await result.current.refetch(); });
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('stops listening when unmounted', async () => {
    const client = testQueryClient();
    const { result, unmount } = renderHook(() => useQuery({ queryKey: ['gone'], queryFn: async () => 'x' }), { wrapper: wrapperOf(client) });
    await waitFor(() => expect(result.current.data).toBe('x'));
    expect(client.getQueryCache().find({ queryKey: ['gone'] })?.getObserversCount()).toBe(1);
    unmount();
    expect(client.getQueryCache().find({ queryKey: ['gone'] })?.getObserversCount()).toBe(0);
  });
});
