import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RankingScreen } from '@insights/widgets';
import { withPricing } from './fixtures/pricingProvider';

const meta = {
  title: 'Pricing/RankingScreen',
  component: RankingScreen,
  decorators: [withPricing],
  parameters: { provider: false, layout: 'fullscreen' },
} satisfies Meta<typeof RankingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function drawn(canvasElement: HTMLElement) {
  const card = await within(canvasElement).findByRole('article', { name: 'Best Pricing Ranks' }, { timeout: 8000 });
  await waitFor(() => expect(card).toHaveAttribute('data-chart-state', 'drawn'), { timeout: 8000 });
  await waitFor(() => expect(card.querySelectorAll('svg path[d]').length).toBeGreaterThan(3), { timeout: 8000 });
  await expect(within(card).getByText('Rank')).toBeInTheDocument();
}

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ranking' })).toBeVisible();
    await expect(canvas.getByLabelText('Usage')).toBeVisible();
    await expect(canvas.queryByLabelText('Usage From')).toBeNull();
    await expect(canvas.queryByLabelText('Start From')).toBeNull();
    await drawn(canvasElement);
    await userEvent.type(canvas.getByLabelText('Usage'), '-3');
    await expect(canvas.getByText('Usage must be 0 or greater')).toBeVisible();
  },
};

export const AYearOfRanks: Story = {
  name: 'A year of weekly ranks: lines without point markers',
  parameters: { pricing: 'yearOfRanks' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const card = within(canvasElement).getByRole('article', { name: 'Best Pricing Ranks' });
    // One line per supplier, and no element per point: over 30 dates the markers are off, and nivo's own points
    // layer still made an (invisible) animated circle for each of the 424 points.
    await expect(card.querySelectorAll('svg path[data-testid^="line."]')).toHaveLength(8);
    await expect(card.querySelectorAll('svg circle')).toHaveLength(0);
  },
};

export const Empty: Story = {
  parameters: { pricing: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data available for the selected filters!', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const ModalFilters: Story = {
  args: { filterVariant: 'modal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Filters' }, { timeout: 8000 });
    const modal = within(dialog);
    await expect(modal.getByRole('radio', { name: 'Electric' })).toBeChecked();
    await userEvent.click(modal.getByRole('radio', { name: 'Nat Gas' }));
    for (const label of ['State', 'Utility', 'Rate Classes', 'Billing Method', 'Term', 'From Date', 'To Date']) {
      await expect(modal.getByLabelText(label)).toBeInTheDocument();
    }
    await expect(modal.queryByLabelText('Load Zones')).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: 'Apply' }));
    await drawn(canvasElement);
  },
};
