import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createSession } from '../../../contract/claims';
import { InsightsProvider } from '../../core/config/InsightsProvider';
import { testConfig, testQueryClient } from '../../core/testing/renderWithInsights';
import { FIXTURE_PRICING_BASE_URL, pricingFetch } from '../../../stories/fixtures/pricing';
import type { PricingUrlParams } from '../logic/urlFilters';
import { usePricingScreen } from './usePricingScreen';

const admin = createSession({
  sub: 'admin', roles: ['Admin'], clientId: '6f1b7c2e-0d4a-4c3e-9a51-000000000001', insightsModules: ['pricing', 'ranking'], allowedAccess: ['access:INS'],
});

/** The Pricing screen's data in a host whose URL is `params` and whose navigate is a spy. */
function renderScreen(params: PricingUrlParams, options: { syncUrl?: boolean; navigate?: boolean } = {}) {
  const navigate = vi.fn();
  const config = testConfig({
    fetch: pricingFetch('loaded').fetch, pricingBaseUrl: FIXTURE_PRICING_BASE_URL, session: admin,
    ...(options.navigate === false ? {} : { navigate }),
  });
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <InsightsProvider config={config} queryClient={queryClient}>{children}</InsightsProvider>;
  const hook = renderHook((p: PricingUrlParams) => usePricingScreen({ params: p, syncUrl: options.syncUrl }), { wrapper, initialProps: params });
  return { ...hook, navigate };
}

describe('the Pricing screen and its URL', () => {
  it('opens on the filters of the URL and applies them once they are checked, writing nothing new', async () => {
    const { result, navigate } = renderScreen({ market: 'PJM', state: 'PA', utility: '2006', loadZone: '3006', term: '12', usageFrom: '5000' });
    await waitFor(() => expect(result.current.chart.applyId).toBe(1));
    expect(result.current.state.applied).toMatchObject({ market: 'PJM', state: 'PA', utility: '2006', loadZone: '3006', term: '12', usageFrom: '5000' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('writes the first applied filters in place of the URL (replace), an Apply as a new entry', async () => {
    const { result, navigate } = renderScreen({});
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pricing?market=ERCOT&state=TX', { replace: true }));
    act(() => result.current.dispatch({ type: 'setField', field: 'term', value: '24' }));
    act(() => result.current.dispatch({ type: 'apply', variant: 'pricing' }));
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/pricing?market=ERCOT&state=TX&term=24'));
  });

  it('replaces a URL of invalid values by what applied', async () => {
    const { result, navigate } = renderScreen({ market: 'Atlantis', state: 'PA', term: '13', demand: '99' });
    await waitFor(() => expect(result.current.chart.applyId).toBe(1));
    expect(result.current.state.applied).toMatchObject({ market: 'ERCOT', state: 'TX', term: '', demand: '99' });
    expect(navigate).toHaveBeenCalledWith('/pricing?market=ERCOT&state=TX&demand=99', { replace: true });
  });

  it('restores new URL values from the host (Back, a link) and applies them', async () => {
    const { result, rerender, navigate } = renderScreen({ market: 'PJM', state: 'PA' });
    await waitFor(() => expect(result.current.chart.applyId).toBe(1));
    rerender({ market: 'PJM', state: 'MD', utility: '2015' });
    await waitFor(() => expect(result.current.chart.applyId).toBe(2));
    expect(result.current.state.applied).toMatchObject({ market: 'PJM', state: 'MD', utility: '2015', loadZone: '3014' });
    // Maryland's one load zone is chosen as on any visit: the URL is corrected in place to say so.
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/pricing?market=PJM&state=MD&utility=2015&loadZone=3014', { replace: true });
  });

  it('leaves the URL alone with syncUrl off or without a navigate (an intranet page)', async () => {
    const off = renderScreen({ term: '6' }, { syncUrl: false });
    await waitFor(() => expect(off.result.current.chart.applyId).toBe(1));
    expect(off.result.current.state.applied).toMatchObject({ market: 'ERCOT', state: 'TX', term: '6' });
    expect(off.navigate).not.toHaveBeenCalled();
    const none = renderScreen({ term: '6' }, { navigate: false });
    await waitFor(() => expect(none.result.current.chart.applyId).toBe(1));
    expect(none.result.current.state.applied?.term).toBe('6');
  });
});
