import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardRoutes } from '../fixtures/dashboard';
import { adminSession } from '../fixtures/pricingProvider';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-my-licenses';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-my-licenses', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => dashboardRoutes(),
  config: { session: adminSession },
  check: async (shadow) => {
    const table = await shadow.findByRole('table', { name: 'My Licenses' }, { timeout: 5000 });
    await expect(await within(table).findByText('Northwind Retail Services')).toBeVisible();
  },
});
