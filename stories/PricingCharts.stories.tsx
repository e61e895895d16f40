import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ForwardCurveChart, ForwardCurveOverviewChart, PriceTrendChart, PriceTrendOverviewChart } from '@insights/widgets';
import { withPricing } from './fixtures/pricingProvider';

const meta = {
  title: 'Pricing/PriceTrendChart',
  component: PriceTrendChart,
  decorators: [withPricing],
  parameters: {
    provider: false,
    docs: { description: { component: 'One of the four price charts (nivo line, 500 px high). Each is also its own custom element.' } },
  },
} satisfies Meta<typeof PriceTrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectDrawn(canvasElement: HTMLElement, title: string, legendNames: string[]) {
  const canvas = within(canvasElement);
  const card = await canvas.findByRole('article', { name: title }, { timeout: 8000 });
  await waitFor(() => expect(card).toHaveAttribute('data-chart-state', 'drawn'), { timeout: 5000 });
  await waitFor(() => expect(card.querySelectorAll('svg path[d]').length).toBeGreaterThan(legendNames.length - 1), { timeout: 8000 });
  await expect(within(card).getByText(/^prices as of \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(within(card).getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  const legend = within(card).getByRole('list', { name: `${title} suppliers` });
  for (const name of legendNames) await expect(within(legend).getByText(name)).toBeVisible();
  await expect(card.querySelector('svg')!.getBoundingClientRect().height).toBe(500);
}

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expectDrawn(canvasElement, 'Price Trend Chart', ['Lone Star Power Co.', 'Northwind Energy LLC']);
  },
};

export const Tooltip: Story = {
  play: async ({ canvasElement }) => {
    await expectDrawn(canvasElement, 'Price Trend Chart', ['Lone Star Power Co.']);
    const svg = canvasElement.querySelector('svg')!;
    const mesh = svg.querySelector('rect[fill="red"], rect[opacity="0"]') ?? svg;
    const box = svg.getBoundingClientRect();
    mesh.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 }));
    const tooltip = await within(document.body).findByRole('tooltip', {}, { timeout: 8000 });
    await expect(tooltip.textContent).toMatch(/Price\$0\.\d{6}/);
    await expect(tooltip.textContent).toMatch(/Delta to Best[+]?\$0\.\d{6}/);
  },
};

export const Empty: Story = {
  parameters: { pricing: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data available for the selected filters!', {}, { timeout: 8000 })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { pricing: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading Price Trend Chart' }, { timeout: 8000 })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { pricing: 'error' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to fetch chart data', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const TokenFailed: Story = {
  parameters: { pricing: 'tokenError' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to fetch chart EC token', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const Overview: Story = {
  render: () => <PriceTrendOverviewChart />,
  play: async ({ canvasElement }) => {
    await expectDrawn(canvasElement, 'Price Trend Overview Chart', ['Prairie Wind Energy', 'Evergreen Retail Energy']);
  },
};

export const ForwardCurve: Story = {
  render: () => <ForwardCurveChart />,
  play: async ({ canvasElement }) => {
    await expectDrawn(canvasElement, 'Forward Curve Chart', ['Harborline Energy']);
    await expect(within(canvasElement).getByText('Contract start (month/year)')).toBeInTheDocument();
  },
};

export const ForwardCurveOverview: Story = {
  render: () => <ForwardCurveOverviewChart />,
  play: async ({ canvasElement }) => {
    await expectDrawn(canvasElement, 'Forward Curve Overview Chart', ['Summit Ridge Power']);
  },
};
