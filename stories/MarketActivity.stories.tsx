import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InsightsProvider, MarketActivity } from '@insights/widgets';
import { createFakeFetch } from '../widgets/core/testing/fakeFetch';
import { testQueryClient } from '../widgets/core/testing/renderWithInsights';
import { FIXTURE_API_BASE_URL } from './fixtures/fetch';
import { ACTIVITY_ERROR, ACTIVITY_TODAY, activityRoutes, fixtureMonth, type ActivityScenario } from './fixtures/activity';

/** Each story gets its own cache and the fake API of its scenario (`parameters.activity`). */
function ActivityProvider({ scenario, children }: { scenario: ActivityScenario; children: ReactNode }) {
  const [queryClient] = useState(testQueryClient);
  const [config] = useState(() => ({
    apiBaseUrl: FIXTURE_API_BASE_URL,
    getAccessToken: () => 'storybook-token',
    portalUrl: '',
    fetch: createFakeFetch(activityRoutes(scenario)).fetch,
  }));
  return (
    <InsightsProvider config={config} queryClient={queryClient}>
      {children}
    </InsightsProvider>
  );
}

const meta = {
  title: 'Activity/MarketActivity',
  component: MarketActivity,
  args: { today: ACTIVITY_TODAY },
  parameters: {
    provider: false,
    docs: {
      description: {
        component:
          "Market Activity (`/activity`): a market's New, Renewed and Expired licenses per month as stacked bars with Active as a line, the last month that is over against the previous one and a year before (the month under way: its figures so far), the expiry outlook and the months as a table. Filters: State, Commodity, License Type and the period (12, 24 or 36 months).",
      },
    },
  },
  decorators: [
    (Story, ctx) => (
      <ActivityProvider scenario={(ctx.parameters.activity as ActivityScenario | undefined) ?? 'loaded'}>
        <Story />
      </ActivityProvider>
    ),
  ],
} satisfies Meta<typeof MarketActivity>;

export default meta;
type Story = StoryObj<typeof meta>;

const count = (n: number) => n.toLocaleString('en-US');

async function drawn(canvasElement: HTMLElement) {
  const card = await within(canvasElement).findByRole('region', { name: 'Licenses per month' }, { timeout: 8000 });
  await waitFor(() => expect(card.querySelector('[data-plot="drawn"] [data-month]')).not.toBeNull(), { timeout: 8000 });
  return card;
}

/** Every state, 24 months: the chart, the comparison, the outlook and the table of the API's numbers. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Market Activity' })).toBeVisible();
    await drawn(canvasElement);
    const table = canvas.getByRole('table');
    const nov = fixtureMonth('2026-11');
    const row = within(table).getByRole('row', { name: new RegExp('^Nov 2026') });
    await expect(row).toHaveTextContent(`Nov 2026${count(nov.new)}${count(nov.renewed)}${count(nov.expired)}${count(nov.active)}`);
    // 24 months and the header row.
    await expect(within(table).getAllByRole('row')).toHaveLength(25);
    await expect(within(table).getByRole('row', { name: /^Dec 2024/ })).toBeInTheDocument();
    // The stories' today is 15 November: October, the last month that is over, is compared; November is given so far.
    const oct = fixtureMonth('2026-10');
    const sep = fixtureMonth('2026-09');
    const comparison = canvas.getByRole('region', { name: 'Oct 2026 against earlier months' });
    const delta = oct.new - sep.new;
    await expect(comparison).toHaveTextContent(`${delta >= 0 ? '+' : '\u2212'}${Math.abs(delta)}`);
    await expect(comparison).toHaveTextContent('vs previous month');
    await expect(comparison).toHaveTextContent('vs last year');
    await expect(comparison).toHaveTextContent(`Nov 2026 so far: ${count(nov.new)} new, ${count(nov.renewed)} renewed, ${count(nov.expired)} expired`);
    const outlook = canvas.getByRole('region', { name: 'Expiry outlook' });
    await expect(await within(outlook).findByText('52')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Download PNG' })).toBeEnabled());
  },
};

/**
 * The panels under the chart keep their place when the months arrive: the chart's key and the comparison's panel are
 * there while they load, so the expiry outlook neither drops by the key's height nor moves into the comparison's column.
 */
export const PanelsArriveInPlace: Story = {
  render: (args) => (
    <div style={{ width: 1100 }}>
      <MarketActivity {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Licenses per month' })).toHaveAttribute('data-chart-state', 'loading');
    const outlook = canvas.getByRole('region', { name: 'Expiry outlook' });
    const before = outlook.getBoundingClientRect();
    await drawn(canvasElement);
    await canvas.findByRole('region', { name: 'Oct 2026 against earlier months' });
    const after = outlook.getBoundingClientRect();
    await expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(1);
    await expect(Math.abs(after.left - before.left)).toBeLessThanOrEqual(1);
  },
};

/** Filters from the URL: Texas, electric suppliers, 12 months; the label names them. */
export const Filtered: Story = {
  args: { state: 'TX', commodity: 'Electric', licenseType: 'Supplier', months: '12' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawn(canvasElement);
    await expect(canvas.getByTestId('activity-filter-label')).toHaveTextContent('TX · Electric · Supplier · 12 months');
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(13);
    await expect(canvas.getByLabelText('State')).toHaveValue('TX');
    await userEvent.selectOptions(canvas.getByLabelText('Period'), '36');
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(37), { timeout: 8000 });
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-plot] rect[data-month]')).toHaveLength(36), { timeout: 8000 });
    // Fewer months than the chart has drawn: the columns follow the new months, nothing reads a month that is gone.
    await userEvent.selectOptions(canvas.getByLabelText('Period'), '12');
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(13), { timeout: 8000 });
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-plot] rect[data-month]')).toHaveLength(12), { timeout: 8000 });
    await expect(canvas.queryByText('Something went wrong')).toBeNull();
  },
};

/** A month focused with the keyboard shows its four figures, inside the card; the arrow keys move between months. */
export const KeyboardFocus: Story = {
  args: { months: '12' },
  play: async ({ canvasElement }) => {
    const card = await drawn(canvasElement);
    const month = card.querySelector<SVGElement>('rect[data-month="2026-11"]');
    await expect(month).not.toBeNull();
    await expect(month).toHaveAttribute('tabindex', '0');
    await expect(month).toHaveAccessibleName(/^Nov 2026: New /);
    month!.focus();
    const tip = await within(card).findByRole('tooltip');
    await expect(tip).toHaveTextContent('Nov 2026');
    await expect(tip).toHaveTextContent(`New${count(fixtureMonth('2026-11').new)}`);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(card).getByRole('tooltip')).toHaveTextContent('Oct 2026'));
    await expect(card.querySelector('rect[data-month="2026-10"]')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(card).getByRole('tooltip')).toHaveTextContent('Nov 2026'));
    const inCard = card.getBoundingClientRect();
    await waitFor(() => expect(within(card).getByRole('tooltip').getBoundingClientRect().right).toBeLessThanOrEqual(inCard.right + 1));
  },
};

export const Empty: Story = {
  parameters: { activity: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { activity: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { activity: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText(ACTIVITY_ERROR))[0]).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A phone's width: filters two by two, the chart and the table fit, nothing is wider than the box. */
export const Phone: Story = {
  args: { state: 'TX' },
  render: (args) => (
    <div data-testid="phone-box" style={{ width: 358 }}>
      <MarketActivity {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const box = within(canvasElement).getByTestId('phone-box');
    await expect(box.scrollWidth).toBeLessThanOrEqual(358);
  },
};
