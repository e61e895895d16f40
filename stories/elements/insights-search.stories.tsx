import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { memberSession } from '../fixtures/companies';
import { globalSearchRoutes } from '../fixtures/globalSearch';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-search';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-search', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

/** `initial-text` opens the results at once, as a host's own search page would. */
export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => globalSearchRoutes('loaded'),
  config: { session: memberSession },
  args: { 'initial-text': 'north' },
  check: async (shadow) => {
    const list = await shadow.findByRole('listbox', { name: 'Companies' });
    await expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Northwind Energy LLC');
  },
});
