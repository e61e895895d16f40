import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/** The two charts of the fixed suppliers draw SVG; the overview charts (every supplier) draw on a canvas. */
async function expectDrawn(canvasElement: HTMLElement, title: string, legendNames: string[], renderer: 'svg' | 'canvas' = 'svg') {
  const canvas = within(canvasElement);
  const card = await canvas.findByRole('article', { name: title }, { timeout: 8000 });
  await waitFor(() => expect(card).toHaveAttribute('data-chart-state', 'drawn'), { timeout: 5000 });
  await waitFor(() => expect(card.querySelector('[data-plot]')).toHaveAttribute('data-plot', 'drawn'), { timeout: 5000 });
  if (renderer === 'svg') {
    await waitFor(() => expect(card.querySelectorAll('svg path[d]').length).toBeGreaterThan(legendNames.length - 1), { timeout: 8000 });
  } else {
    await waitFor(() => expect(card.querySelector('canvas')).not.toBeNull(), { timeout: 8000 });
    await expect(card.querySelector('svg path[d]')).toBeNull();
  }
  await expect(within(card).getByText(/^Prices as of \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(within(card).getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  await expect(within(card).getByRole('button', { name: 'Download PNG' })).toBeEnabled();
  const legend = within(card).getByRole('list', { name: `${title} suppliers` });
  // The legend's entries render in the background (ChartLegend).
  await waitFor(() => expect(legend).not.toHaveAttribute('data-rendering'), { timeout: 8000 });
  for (const name of legendNames) await expect(within(legend).getByText(name)).toBeVisible();
  await expect(card.querySelector(renderer)!.getBoundingClientRect().height).toBe(500);
  return { card, legend };
}

/**
 * A pointer comes over the chart, then moves to (x, y): the hover mesh is built when a pointer first comes over
 * (useMeshOnPointer), and the tooltip follows the move after it.
 */
async function pointAt(svg: SVGSVGElement, x: number, y: number) {
  svg.querySelector('[data-mesh="waiting"]')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, clientX: x, clientY: y }));
  const mesh = await waitFor(() => {
    const rect = svg.querySelector('rect[opacity="0"]');
    if (!rect) throw new Error('no hover mesh yet');
    return rect;
  });
  mesh.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: x, clientY: y }));
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
    const box = svg.getBoundingClientRect();
    await pointAt(svg, box.left + box.width / 2, box.top + box.height / 2);
    const tooltip = await within(document.body).findByRole('tooltip', {}, { timeout: 8000 });
    await expect(tooltip.textContent).toMatch(/Price\$0\.\d{6}/);
    await expect(tooltip.textContent).toMatch(/Delta to Best[+]?\$0\.\d{6}/);
  },
};

/** Near the chart's right edge the hover box slides left and stays inside the card (nivo centres it on the point). */
export const TooltipAtRightEdge: Story = {
  play: async ({ canvasElement }) => {
    const { card } = await expectDrawn(canvasElement, 'Price Trend Chart', ['Lone Star Power Co.']);
    const svg = card.querySelector('svg')!;
    const box = svg.getBoundingClientRect();
    await pointAt(svg, box.right - 26, box.top + 40);
    const tooltip = await within(document.body).findByRole('tooltip', {}, { timeout: 8000 });
    await waitFor(() => {
      const inner = tooltip.getBoundingClientRect();
      const outer = card.getBoundingClientRect();
      expect(inner.right).toBeLessThanOrEqual(outer.right);
      expect(inner.left).toBeGreaterThanOrEqual(outer.left);
      expect(inner.top).toBeGreaterThanOrEqual(outer.top);
    }, { timeout: 3000 });
  },
};

export const Empty: Story = {
  parameters: { pricing: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data available for the selected filters!', {}, { timeout: 8000 })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Download PNG' })).toBeDisabled();
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
    await expectDrawn(canvasElement, 'Price Trend Overview Chart', ['Prairie Wind Energy', 'Evergreen Retail Energy'], 'canvas');
  },
};

/** The client's own supplier (Northwind Energy LLC here) is bold in the legend and drawn near-black, thicker and on top. */
export const OverviewOwnSupplier: Story = {
  render: () => <PriceTrendOverviewChart />,
  play: async ({ canvasElement }) => {
    const { legend } = await expectDrawn(canvasElement, 'Price Trend Overview Chart', ['Northwind Energy LLC'], 'canvas');
    const own = within(legend).getByRole('button', { name: 'Northwind Energy LLC' });
    await waitFor(() => expect(own).toHaveAccessibleDescription('Your supplier'));
    await expect(getComputedStyle(own).fontWeight).toBe('600');
  },
};

/** The canvas chart's tooltip: the same rows as on the SVG charts (price, rank, reference prices, deltas). */
export const OverviewTooltip: Story = {
  render: () => <PriceTrendOverviewChart />,
  play: async ({ canvasElement }) => {
    const { card } = await expectDrawn(canvasElement, 'Price Trend Overview Chart', ['Prairie Wind Energy'], 'canvas');
    const chart = card.querySelector('canvas')!;
    const box = chart.getBoundingClientRect();
    chart.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 }));
    const tooltip = await within(document.body).findByRole('tooltip', {}, { timeout: 8000 });
    await expect(tooltip.textContent).toMatch(/Price\$0\.\d{6}/);
    await expect(tooltip.textContent).toMatch(/Rank\d+/);
    await expect(tooltip.textContent).toMatch(/Delta to Best[+]?\$0\.\d{6}/);
    await expect(tooltip.textContent).toMatch(/Delta to Worst/);
  },
};

/** A legend entry focuses its supplier: that line drawn thickest on top, the others dimmed; pressed again, all return. */
export const OverviewFocusedSupplier: Story = {
  render: () => <PriceTrendOverviewChart />,
  play: async ({ canvasElement }) => {
    const { legend } = await expectDrawn(canvasElement, 'Price Trend Overview Chart', ['Prairie Wind Energy'], 'canvas');
    const prairie = within(legend).getByRole('button', { name: 'Prairie Wind Energy' });
    await userEvent.click(prairie);
    await expect(prairie).toHaveAttribute('aria-pressed', 'true');
    for (const other of within(legend).getAllByRole('button').filter((b) => b !== prairie)) {
      await expect(other).toHaveAttribute('aria-pressed', 'false');
    }
    // Keyboard: Space on the pressed entry clears the focus, Enter sets it again.
    prairie.focus();
    await userEvent.keyboard(' ');
    await expect(prairie).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(prairie).toHaveAttribute('aria-pressed', 'true');
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
    await expectDrawn(canvasElement, 'Forward Curve Overview Chart', ['Summit Ridge Power'], 'canvas');
  },
};
