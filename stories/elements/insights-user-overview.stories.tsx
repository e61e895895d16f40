import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { adminSession, userRoutes } from '../fixtures/users';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-user-overview';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-user-overview', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => userRoutes(),
  config: { session: adminSession },
  args: { 'user-id': '3' },
  check: async (shadow) => {
    await expect(await shadow.findByRole('heading', { level: 1, name: 'Morgan Member' })).toBeVisible();
    await expect(shadow.getByRole('region', { name: 'User Details' })).toBeVisible();
  },
});
