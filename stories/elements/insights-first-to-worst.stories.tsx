import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { firstToWorstRoutes } from '../fixtures/dashboard';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-first-to-worst';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-first-to-worst', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => firstToWorstRoutes(),
  // The public page: nobody signed in.
  config: { getAccessToken: () => null, session: null },
  check: async (shadow) => {
    await expect(await shadow.findByRole('heading', { name: 'First to Worst' })).toBeVisible();
    const list = await shadow.findByRole('list', { name: 'Markets' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
});
