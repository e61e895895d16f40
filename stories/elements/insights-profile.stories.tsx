import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adminSession, userRoutes } from '../fixtures/users';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-profile';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-profile', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => userRoutes(),
  config: { session: adminSession },
  check: async (shadow) => {
    await expect(await shadow.findByRole('heading', { level: 1, name: 'Alex Admin' })).toBeVisible();
    await expect(within(shadow.getByRole('region', { name: 'Module Access' })).getByText('Pricing')).toBeVisible();
  },
});
