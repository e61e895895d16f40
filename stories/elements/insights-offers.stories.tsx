import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { offersRoutes } from '../fixtures/offers';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-offers';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-offers', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  args: { state: 'TX', utility: 'ONCOR ELECTRIC DELIVERY COMPANY', 'as-of': '2026-01-05' },
  routes: () => offersRoutes('loaded'),
  check: async (shadow) => {
    await expect(await shadow.findByRole('heading', { name: 'Offers' })).toBeVisible();
    const table = await shadow.findByRole('table', { name: /^Offers · / }, { timeout: 8000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), { timeout: 8000 });
    await expect(shadow.getByTestId('offers-source')).toHaveTextContent('Power to Choose, 01/05/2026');
  },
});
