import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { licenseSummaryReply } from '../fixtures/licenseSummary';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-license-summary';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-license-summary', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => ({ 'GET /api/License/GetStateWiseLicenseCount': { body: licenseSummaryReply } }),
  check: async (shadow) => {
    await expect(await shadow.findByRole('heading', { name: 'Welcome to Insights!' })).toBeVisible();
    const table = await shadow.findByRole('table');
    await expect(await within(table).findByText('Texas')).toBeVisible();
    await expect(within(table).getByRole('link', { name: '1,284' })).toHaveAttribute('href', '/companies?StateCode=TX');
  },
});
