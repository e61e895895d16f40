import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardRoutes } from '../fixtures/dashboard';
import { adminSession } from '../fixtures/pricingProvider';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-best-markets-today';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-best-markets-today', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => dashboardRoutes(),
  config: { session: adminSession },
  check: async (shadow) => {
    const list = await shadow.findByRole('list', { name: 'Best Markets Today' }, { timeout: 5000 });
    await expect(within(list).getByRole('listitem', { name: 'TX Oncor Electric Delivery' })).toBeVisible();
  },
});
