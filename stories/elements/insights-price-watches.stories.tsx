import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { priceWatchRoutes, pricingSession } from '../fixtures/priceWatches';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-price-watches';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-price-watches', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => priceWatchRoutes(),
  config: { session: pricingSession },
  check: async (shadow) => {
    await expect(await shadow.findByText('Cheap 12-month fixed in Oncor')).toBeVisible();
    await expect(shadow.getByRole('switch', { name: 'Rank changes of GEXA ENERGY LP' })).toBeChecked();
  },
});
