import type { Decorator, Preview } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { configure } from 'storybook/test';
import { InsightsProvider } from '@insights/widgets';
import { testQueryClient } from '../widgets/core/testing/renderWithInsights';
import { FIXTURE_API_BASE_URL, fixtureFetch, type FixtureScenario } from '../stories/fixtures/fetch';

// Play functions' findBy*/waitFor wait up to 4 s, as the unit tests' do (widgets/core/testing/setup.ts), not Testing
// Library's 1 s: on a loaded machine a table's deferred rows took longer than 1 s, in `npm test` and in the manager.
configure({ asyncUtilTimeout: 4000 });

/**
 * Every story gets its own provider, query cache and fixture fetch, so stories never share data
 * and a story chooses its data with `parameters: { fixtures: 'empty' }`. Stories that render
 * custom elements set `parameters.provider: false` and configure() the elements themselves.
 */
function FixtureProvider({ scenario, children }: { scenario: FixtureScenario; children: ReactNode }) {
  const [queryClient] = useState(testQueryClient);
  const [config] = useState(() => ({
    apiBaseUrl: FIXTURE_API_BASE_URL,
    getAccessToken: () => 'storybook-token',
    portalUrl: '',
    fetch: fixtureFetch(scenario).fetch,
  }));
  return (
    <InsightsProvider config={config} queryClient={queryClient}>
      {children}
    </InsightsProvider>
  );
}

const withInsights: Decorator = (Story, context) => {
  if (context.parameters.provider === false) return <Story />;
  const scenario = (context.parameters.fixtures ?? 'loaded') as FixtureScenario;
  return (
    <FixtureProvider scenario={scenario}>
      <Story />
    </FixtureProvider>
  );
};

/**
 * Every story's accessibility check fails the story on any violation (the test run included). A story may turn off a
 * single axe rule in `a11y.config.rules`, with a comment why, but never the whole check or its 'error' mode.
 */
const a11yStaysOn: NonNullable<Preview['beforeEach']> = ({ id, parameters }) => {
  const a11y = parameters.a11y as { test?: string; disable?: boolean } | undefined;
  if (a11y?.test !== 'error' || a11y.disable) {
    throw new Error(`Story ${id}: parameters.a11y must keep test: 'error'; turn off one rule in a11y.config.rules instead, saying why.`);
  }
};

/**
 * Every story starts as a new browser tab would: without what an earlier story kept for its tab (the company list's
 * address, which a company's '← Companies' link leads back to). Stories share one page in Storybook and in the visual
 * tests, so which story ran before one would otherwise change it. Only the widgets' keys: Storybook keeps its own.
 */
const freshTab: NonNullable<Preview['beforeEach']> = () => {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith('insights:')) sessionStorage.removeItem(key);
};

const preview: Preview = {
  decorators: [withInsights],
  beforeEach: [a11yStaysOn, freshTab],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
};

export default preview;
