import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { pricingRoutes } from '../fixtures/pricing';
import { adminSession } from '../fixtures/pricingProvider';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-pricing-filters';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-pricing-filters', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => pricingRoutes(),
  config: { session: adminSession },
  check: async (shadow) => {
    await expect(shadow.getByRole('group', { name: 'Market' })).toBeVisible();
    await waitFor(() => expect(shadow.getByRole('button', { name: 'ERCOT' })).toHaveAttribute('aria-pressed', 'true'), { timeout: 8000 });
    await waitFor(() => expect(shadow.getByLabelText('State')).toHaveValue('TX'), { timeout: 8000 });
  },
});
