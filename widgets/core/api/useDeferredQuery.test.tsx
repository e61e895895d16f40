import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDeferredQuery } from './useDeferredQuery';

function setup(queryFn: () => Promise<string[]>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useDeferredQuery(useQuery({ queryKey: ['rows'], queryFn })), { wrapper });
}

describe('useDeferredQuery', () => {
  it('shows the reply and its states together, and keeps the same view while nothing changes', async () => {
    const { result, rerender } = setup(async () => ['a', 'b']);
    expect(result.current).toMatchObject({ data: undefined, isPending: true, isError: false });
    await waitFor(() => expect(result.current.data).toEqual(['a', 'b']));
    expect(result.current).toMatchObject({ isPending: false, isFetching: false, isError: false, error: null });
    const view = result.current;
    rerender();
    expect(result.current).toBe(view);
  });

  it('shows a failure with its error and no reply', async () => {
    const { result } = setup(async () => {
      throw new Error('Failed to fetch');
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Failed to fetch');
    expect(result.current.data).toBeUndefined();
    expect(typeof result.current.refetch).toBe('function');
  });
});
