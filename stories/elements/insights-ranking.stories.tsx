import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { pricingRoutes } from '../fixtures/pricing';
import { adminSession } from '../fixtures/pricingProvider';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-ranking';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-ranking', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => pricingRoutes(),
  config: { session: adminSession },
  parameters: { layout: 'fullscreen' },
  check: async (shadow) => {
    await expect(await shadow.findByRole('heading', { name: 'Ranking' })).toBeVisible();
    const card = await shadow.findByRole('article', { name: 'Best Pricing Ranks' }, { timeout: 8000 });
    await waitFor(() => expect(card).toHaveAttribute('data-chart-state', 'drawn'), { timeout: 8000 });
  },
});
