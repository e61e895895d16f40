import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { InsightsProvider } from '../config/InsightsProvider';
import type { InsightsConfig } from '../config/types';

export const TEST_API_BASE_URL = 'http://api.test';

export function testConfig(overrides: Partial<InsightsConfig> = {}): InsightsConfig {
  return { apiBaseUrl: TEST_API_BASE_URL, getAccessToken: () => 'test-token', portalUrl: '', ...overrides };
}

/** No retries and no caching between tests, so error states show at once and tests stay independent. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: 0 } } });
}

export function renderWithInsights(
  ui: ReactElement,
  overrides: Partial<InsightsConfig> = {},
): RenderResult & { config: InsightsConfig; queryClient: QueryClient } {
  const config = testConfig(overrides);
  const queryClient = testQueryClient();
  const result = render(
    <InsightsProvider config={config} queryClient={queryClient}>
      {ui}
    </InsightsProvider>,
  );
  return { ...result, config, queryClient };
}
