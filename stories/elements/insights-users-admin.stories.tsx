import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { adminSession, userRoutes } from '../fixtures/users';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-users-admin';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-users-admin', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => userRoutes(),
  config: { session: adminSession },
  args: { 'sync-url': false },
  check: async (shadow) => {
    await expect(await shadow.findByRole('link', { name: 'member@northwind.test' })).toBeVisible();
    await expect(shadow.getByRole('heading', { name: /^Users/ })).toBeVisible();
    await expect(shadow.getByRole('columnheader', { name: 'Email Address' })).toBeVisible();
  },
});
