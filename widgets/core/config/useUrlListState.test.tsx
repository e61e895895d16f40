import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testConfig, testQueryClient } from '../testing/renderWithInsights';
import { InsightsProvider } from './InsightsProvider';
import { useUrlListState } from './useUrlListState';

interface Params { pageNo?: string; search?: string }
interface State { page: number; search: string }
const fromParams = (p: Params): State => ({ page: Number(p.pageNo) || 1, search: p.search ?? '' });
const toQuery = (s: State) => ({ PageNo: s.page > 1 ? s.page : undefined, Search: s.search || undefined });

function setup(initial: Params, syncUrl = true) {
  const navigate = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <InsightsProvider config={testConfig({ navigate })} queryClient={testQueryClient()}>{children}</InsightsProvider>
  );
  const hook = renderHook(
    ({ params }: { params: Params }) =>
      useUrlListState({ params, paramsKey: JSON.stringify(params), fromParams, toQuery, route: '/things', syncUrl }),
    { wrapper, initialProps: { params: initial } },
  );
  return { ...hook, navigate };
}

describe('useUrlListState', () => {
  it('starts from the host parameters and writes changes into the URL', () => {
    const { result, navigate } = setup({ pageNo: '2', search: 'acme' });
    expect(result.current.state).toEqual({ page: 2, search: 'acme' });
    expect(result.current.searchText).toBe('acme');
    act(() => result.current.update({ page: 3, search: 'acme' }));
    expect(result.current.state.page).toBe(3);
    expect(navigate).toHaveBeenCalledWith('/things?PageNo=3&Search=acme');
  });

  it('does not navigate when the URL already says so, nor when the host keeps the URL', () => {
    const { result, navigate } = setup({ pageNo: '2' });
    act(() => result.current.update({ page: 2, search: '' }));
    expect(navigate).not.toHaveBeenCalled();
    const other = setup({}, false);
    act(() => other.result.current.update({ page: 5, search: '' }));
    expect(other.navigate).not.toHaveBeenCalled();
    expect(other.result.current.state.page).toBe(5);
  });

  it('takes new host parameters (a link, back/forward) as the state and the search box text', () => {
    const { result, rerender } = setup({ search: 'old' });
    act(() => result.current.setSearchText('typing'));
    rerender({ params: { pageNo: '4', search: 'new' } });
    expect(result.current.state).toEqual({ page: 4, search: 'new' });
    expect(result.current.searchText).toBe('new');
  });
});
