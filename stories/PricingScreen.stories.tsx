import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PricingScreen } from '@insights/widgets';
import { withPricing } from './fixtures/pricingProvider';

const meta = {
  title: 'Pricing/PricingScreen',
  component: PricingScreen,
  decorators: [withPricing],
  parameters: { provider: false, layout: 'fullscreen' },
} satisfies Meta<typeof PricingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLES = ['Price Trend Chart', 'Price Trend Overview Chart', 'Forward Curve Chart', 'Forward Curve Overview Chart'];

async function fourDrawn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const title of TITLES) {
    const card = await canvas.findByRole('article', { name: title }, { timeout: 8000 });
    await waitFor(() => expect(card).toHaveAttribute('data-chart-state', 'drawn'), { timeout: 8000 });
  }
}

/** The first fetch runs by itself (token, ERCOT, Texas); Apply clears the four charts and fetches again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pricing' })).toBeVisible();
    await fourDrawn(canvasElement);
    await expect(canvas.queryByLabelText('View as')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-chart-state="loading"]').length).toBe(4), { timeout: 8000 });
    await fourDrawn(canvasElement);
  },
};

export const SuperAdminViewAs: Story = {
  parameters: { superAdmin: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByLabelText('View as', {}, { timeout: 8000 });
    await expect(within(select).getByText('Contoso Power')).toBeInTheDocument();
    await fourDrawn(canvasElement);
  },
};

export const Failed: Story = {
  parameters: { pricing: 'error' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByText('Failed to fetch chart data')).toHaveLength(4), { timeout: 8000 });
  },
};
