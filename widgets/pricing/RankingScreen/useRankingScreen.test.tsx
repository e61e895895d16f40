import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createSession } from '../../../contract/claims';
import { InsightsProvider } from '../../core/config/InsightsProvider';
import { testConfig, testQueryClient } from '../../core/testing/renderWithInsights';
import { FIXTURE_PRICING_BASE_URL, pricingFetch, type PricingScenario } from '../../../stories/fixtures/pricing';
import { emptyForm } from '../logic/cascade';
import { useRankingScreen, type RankingFilterVariant } from './useRankingScreen';

const OWN_CLIENT = '6f1b7c2e-0d4a-4c3e-9a51-000000000001';
const admin = createSession({ sub: 'admin', roles: ['Admin'], clientId: OWN_CLIENT, insightsModules: ['ranking'], allowedAccess: ['access:INS'] });

function renderScreen(scenario: PricingScenario = 'loaded', variant: RankingFilterVariant = 'inline') {
  const fake = pricingFetch(scenario);
  const config = testConfig({ fetch: fake.fetch, pricingBaseUrl: FIXTURE_PRICING_BASE_URL, session: admin });
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <InsightsProvider config={config} queryClient={queryClient}>{children}</InsightsProvider>
  );
  return { ...renderHook(() => useRankingScreen(variant), { wrapper }), fake };
}

const rankingCalls = (calls: Request[]) => calls.filter((r) => r.url.endsWith('/common/api/v2/priceranking'));
const bodyOf = async (request: Request) => (await request.clone().json()) as Record<string, unknown>;

describe('useRankingScreen', () => {
  it('draws Best Pricing Ranks for Texas by itself, asking with the DeltaBest flag and no contract start', async () => {
    const { result, fake } = renderScreen();
    await waitFor(() => expect(result.current.chart.model).not.toBeNull());
    expect(result.current.chart).toMatchObject({ loading: false, error: null });
    expect(result.current.chart.model!.series).toHaveLength(8);
    // The ranking chart's y is the rank.
    expect(result.current.chart.model!.series[0].data[0].y).toBe(result.current.chart.model!.series[0].data[0].rank);
    const [call] = rankingCalls(fake.calls);
    expect(await bodyOf(call)).toMatchObject({
      Flags: ['DeltaBest'], State: 'TX', commodity: 1, InsightsClientIdentifier: OWN_CLIENT,
      ContractStartFrom: null, ContractStartTo: null, UsageFrom: null, UsageTo: null, Suppliers: [],
    });
    expect(result.current.chart.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("the modal's filters replace the inline ones and fetch again", async () => {
    const { result, fake } = renderScreen('loaded', 'modal');
    await waitFor(() => expect(rankingCalls(fake.calls)).toHaveLength(1));
    act(() => result.current.applyModalFilters({ ...emptyForm(null), commodity: 2, state: 'IL', term: '46', effectiveFrom: '2020-01-01' }));
    await waitFor(() => expect(rankingCalls(fake.calls)).toHaveLength(2));
    const body = await bodyOf(rankingCalls(fake.calls)[1]);
    expect(body).toMatchObject({ commodity: 2, State: 'IL', Terms: [46], LoadZone: null, Flags: ['DeltaBest'] });
    // An effective date before the window is kept inside it (one year back).
    expect(body.EffectiveFrom).not.toBe('2020-01-01');
  });

  it('shows the chart failure of spec 2 §8', async () => {
    const { result } = renderScreen('error');
    await waitFor(() => expect(result.current.chart.error).toBe('Failed to fetch chart data'));
  });

  it('shows the token failure of spec 2 §8 and asks the pricing service nothing', async () => {
    const { result, fake } = renderScreen('tokenError');
    await waitFor(() => expect(result.current.chart.error).toBe('Failed to fetch chart EC token'));
    expect(result.current.caller).toBeNull();
    expect(fake.calls.some((r) => r.url.startsWith(FIXTURE_PRICING_BASE_URL))).toBe(false);
  });
});
