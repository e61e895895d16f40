import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NORTHWIND_ID, companyDetailRoutes, memberSession } from '../fixtures/companies';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-company-detail';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-company-detail', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => companyDetailRoutes(),
  config: { session: memberSession },
  args: { 'company-id': NORTHWIND_ID },
  check: async (shadow) => {
    await expect(await shadow.findByRole('heading', { level: 1, name: 'Northwind Energy LLC' })).toBeVisible();
    const licenses = await shadow.findByRole('table', { name: 'Licenses' });
    await expect(await within(licenses).findByText('A-2021-2251093')).toBeVisible();
  },
});
