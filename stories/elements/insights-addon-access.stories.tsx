import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { superAdminSession, userRoutes } from '../fixtures/users';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-addon-access';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-addon-access', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => userRoutes(),
  config: { session: superAdminSession },
  check: async (shadow) => {
    await expect(await shadow.findByRole('checkbox', { name: 'Premium Data for Northwind Energy' })).toBeChecked();
    await expect(shadow.getByRole('columnheader', { name: 'Client' })).toBeVisible();
  },
});
