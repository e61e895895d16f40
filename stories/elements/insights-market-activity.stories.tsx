import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { activityRoutes } from '../fixtures/activity';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-market-activity';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-market-activity', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  args: { state: 'TX', months: '12' },
  routes: () => activityRoutes('loaded'),
  check: async (shadow) => {
    await expect(await shadow.findByRole('heading', { name: 'Market Activity' })).toBeVisible();
    const table = await shadow.findByRole('table', {}, { timeout: 8000 });
    // 12 months and the header row.
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(shadow.getByTestId('activity-filter-label')).toHaveTextContent('TX · All commodities · All license types · 12 months');
    const card = shadow.getByRole('region', { name: 'Licenses per month' });
    await waitFor(() => expect(card.querySelector('[data-plot="drawn"] [data-month]')).not.toBeNull(), { timeout: 8000 });
  },
});
