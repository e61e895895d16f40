import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { licensedCompaniesFixtures } from '../fixtures/licensedCompanies';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-licensed-companies';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-licensed-companies', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => licensedCompaniesFixtures.loaded,
  check: async (shadow) => {
    await expect(await shadow.findByRole('heading', { name: 'Licensed Companies' })).toBeVisible();
    const table = await shadow.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
});
