import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { adminSession } from '../fixtures/users';
import { integrationRoutes } from '../fixtures/integrations';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-integrations';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-integrations', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => integrationRoutes(),
  config: { session: adminSession },
  check: async (shadow) => {
    await expect(await shadow.findByRole('list', { name: 'Webhook endpoints' })).toBeVisible();
    await expect(await shadow.findByText('Power BI nightly import')).toBeVisible();
  },
});
