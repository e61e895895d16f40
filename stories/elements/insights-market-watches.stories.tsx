import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fixtureSession } from '../fixtures/notifications';
import { marketWatchRoutes } from '../fixtures/marketWatches';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-market-watches';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-market-watches', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => marketWatchRoutes(),
  config: { session: fixtureSession },
  check: async (shadow) => {
    await expect(await shadow.findByRole('cell', { name: 'OH, PA' })).toBeVisible();
    await expect(shadow.getByRole('button', { name: 'Add Market Watch' })).toBeEnabled();
  },
});
