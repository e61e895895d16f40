import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { pricingRoutes } from '../fixtures/pricing';
import { adminSession } from '../fixtures/pricingProvider';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-forward-curve-chart';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-forward-curve-chart', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => pricingRoutes(),
  config: { session: adminSession },
  // Empty filters take the defaults (ERCOT, Texas).
  args: { filters: {} },
  check: async (shadow) => {
    const card = await shadow.findByRole('article', { name: 'Forward Curve Chart' }, { timeout: 8000 });
    await waitFor(() => expect(card).toHaveAttribute('data-chart-state', 'drawn'), { timeout: 8000 });
    await expect(within(card).getByRole('list', { name: 'Forward Curve Chart suppliers' })).toBeVisible();
  },
});
