import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createSession } from '../../../contract/claims';
import { InsightsProvider } from '../../core/config/InsightsProvider';
import { testConfig, testQueryClient } from '../../core/testing/renderWithInsights';
import { FIXTURE_PRICING_BASE_URL, pricingFetch, type PricingScenario } from '../../../stories/fixtures/pricing';
import { usePricingScreen } from './usePricingScreen';

const OWN_CLIENT = '6f1b7c2e-0d4a-4c3e-9a51-000000000001';
const OTHER_CLIENT = '6f1b7c2e-0d4a-4c3e-9a51-000000000002';
const admin = createSession({ sub: 'admin', roles: ['Admin'], clientId: OWN_CLIENT, insightsModules: ['pricing', 'ranking'], allowedAccess: ['access:INS'] });
const superAdmin = createSession({ sub: 'super', roles: ['SuperAdmin'], clientId: OWN_CLIENT, allowedAccess: ['access:INS'] });

function renderScreen(scenario: PricingScenario = 'loaded', session = admin) {
  const fake = pricingFetch(scenario);
  const config = testConfig({ fetch: fake.fetch, pricingBaseUrl: FIXTURE_PRICING_BASE_URL, session });
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <InsightsProvider config={config} queryClient={queryClient}>{children}</InsightsProvider>
  );
  return { ...renderHook(() => usePricingScreen(), { wrapper }), fake };
}

const paths = (calls: Request[]) => calls.map((r) => `${r.method} ${new URL(r.url).pathname}`);

describe('usePricingScreen', () => {
  it('applies by itself once the token, ERCOT and Texas are known, for the own client', async () => {
    const { result, fake } = renderScreen();
    expect(result.current.chart.filters).toBeNull();
    await waitFor(() => expect(result.current.chart.applyId).toBe(1));
    expect(result.current.state.form).toMatchObject({ market: 'ERCOT', state: 'TX', commodity: 1 });
    expect(result.current.chart.filters).toBe(result.current.state.applied);
    expect(result.current.chart.viewAs).toBe(OWN_CLIENT);
    // Load order of spec 2 §4: the chart token first, then the pricing service with its headers.
    const seen = paths(fake.calls);
    expect(seen[0]).toBe('GET /api/PricingMatrix/GetECToken');
    const markets = fake.calls.find((r) => r.url.endsWith('/common/api/markets'))!;
    expect(markets.url).toBe(`${FIXTURE_PRICING_BASE_URL}/common/api/markets`);
    expect(markets.headers.get('X-Client-Id')).toBe(OWN_CLIENT);
    expect(markets.headers.get('X-Api-Key')).toBe('chart-token');
    expect(result.current.clients).toBeNull();
    expect(seen).not.toContain('GET /api/PricingMatrix/Clients');
  });

  it('asks for each of the form\'s lists once while they arrive (an answer not yet rendered is not asked again)', async () => {
    const { result, fake } = renderScreen();
    await waitFor(() => expect(result.current.chart.applyId).toBe(1));
    await waitFor(() => expect(result.current.state.options.loadProfiles).not.toBeNull());
    const lists = paths(fake.calls).filter((p) => p.includes('/common/api/') && !/pricingtrend|pricingrange|forwardcurve|forwardrange/.test(p));
    expect(lists.length).toBeGreaterThan(3);
    expect(lists).toEqual([...new Set(lists)]);
  });

  it('Apply and a removed chip fetch again (the counter moves)', async () => {
    const { result } = renderScreen();
    await waitFor(() => expect(result.current.chart.applyId).toBe(1));
    act(() => result.current.dispatch({ type: 'setField', field: 'demand', value: '250.7' }));
    act(() => result.current.dispatch({ type: 'apply', variant: 'pricing' }));
    act(() => result.current.refetch());
    expect(result.current.chart.applyId).toBe(2);
    expect(result.current.chart.filters?.demand).toBe('250');
  });

  it("a super admin gets the 'View as' clients; choosing one asks the charts for that client", async () => {
    const { result } = renderScreen('loaded', superAdmin);
    await waitFor(() => expect(result.current.clients?.map((c) => c.clientName)).toEqual(['Northwind Energy', 'Contoso Power']));
    await waitFor(() => expect(result.current.chart.applyId).toBe(1));
    act(() => result.current.changeViewAs(OTHER_CLIENT));
    expect(result.current.viewAs).toBe(OTHER_CLIENT);
    expect(result.current.chart.viewAs).toBe(OTHER_CLIENT);
    expect(result.current.chart.applyId).toBe(2);
  });

  it('waits without markets: no first fetch', async () => {
    const { result, fake } = renderScreen('noMarkets');
    await waitFor(() => expect(result.current.state.options.markets).toEqual([]));
    expect(result.current.chart.applyId).toBe(0);
    expect(result.current.chart.filters).toBeNull();
    expect(paths(fake.calls)).not.toContain('POST /common/api/markets/states');
  });
});
