import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BestMarketsToday, Dashboard, FollowedEvents, MyLicenses, MyMarketsToday, WorstMarketsToday } from '@insights/widgets';
import { DASHBOARD_ERROR_MESSAGE, type DashboardScenario } from './fixtures/dashboard';
import { withDashboard } from './fixtures/dashboardProvider';

const meta = {
  title: 'Dashboard/Dashboard',
  component: Dashboard,
  decorators: [withDashboard],
  parameters: {
    provider: false,
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Spec 2 §2 /dashboard: My Licenses, Followed Events, Best and Worst Markets Today and My Markets Today. Each panel is also a widget of its own.',
      },
    },
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOADING = 'Loading Market Data...';

/** A panel's card (a list item named "STATE Utility") inside the panel's list. */
async function card(canvasElement: HTMLElement, list: string, name: string) {
  const canvas = within(canvasElement);
  const items = await canvas.findByRole('list', { name: list }, { timeout: 5000 });
  return within(items).getByRole('listitem', { name });
}

/** The danger alert is red: its left border's red channel dominates. */
async function expectRedAlert(alert: HTMLElement, message: string) {
  await expect(alert).toHaveTextContent(message);
  const [r, g, b] = (getComputedStyle(alert).borderLeftColor.match(/\d+/g) ?? []).map(Number);
  await expect(r).toBeGreaterThan(g + 60);
  await expect(r).toBeGreaterThan(b + 60);
}

async function expectPanelState(canvasElement: HTMLElement, title: string, scenario: DashboardScenario, emptyText: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
  switch (scenario) {
    case 'empty':
      await expect(await canvas.findByText(emptyText)).toBeVisible();
      await expect(canvas.queryByRole('list')).toBeNull();
      await expect(canvas.queryByRole('table')).toBeNull();
      break;
    case 'loading':
      await expect(await canvas.findByRole('status')).toHaveTextContent(LOADING);
      await expect(canvas.queryByText(emptyText)).toBeNull();
      break;
    case 'error':
      await expectRedAlert(await canvas.findByRole('alert'), DASHBOARD_ERROR_MESSAGE);
      break;
    case 'unknownError':
      await expectRedAlert(await canvas.findByRole('alert'), 'Unknown error');
      break;
    case 'tokenError':
      await expectRedAlert(await canvas.findByRole('alert', {}, { timeout: 5000 }), 'Failed to fetch chart EC token');
      break;
    case 'loaded':
      throw new globalThis.Error('loaded stories assert their own content');
  }
}

// ---- The whole screen ----

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    for (const title of ['My Licenses', 'Followed Events', 'Best Markets Today', 'Worst Markets Today', 'My Markets Today']) {
      await expect(await canvas.findByRole('heading', { level: 2, name: title }, { timeout: 5000 })).toBeVisible();
    }
    const table = await canvas.findByRole('table', { name: 'My Licenses' }, { timeout: 5000 });
    await expect(within(table).getByText('Northwind Retail Services')).toBeVisible();
    // Followed Events' name (My Markets' cards also write it, under their logos).
    await expect(await canvas.findByText('Lone Star Power Co.', { selector: 'strong' })).toBeVisible();
    await expect(await card(canvasElement, 'Best Markets Today', 'TX Oncor Electric Delivery')).toHaveTextContent('#1 of 12');
    await expect(await card(canvasElement, 'Worst Markets Today', 'NY Con Edison')).toHaveTextContent('#10 of 10');
    await expect(await card(canvasElement, 'My Markets Today', 'TX Oncor Electric Delivery')).toHaveTextContent('#3 of 4');
    await expect(canvas.queryByText(LOADING)).toBeNull();
  },
};

/**
 * The panels appear top to bottom: while My Licenses waits for its reply, the panels below it (whose replies came)
 * are not laid out yet, so on a phone its cards push nothing down (no layout shift).
 */
export const PanelsInOrder: Story = {
  name: 'Panels appear top to bottom',
  parameters: { dashboard: 'slowLicenses' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const myLicenses = canvas.getByRole('region', { name: 'My Licenses' });
    await expect(within(myLicenses).getByRole('status')).toHaveTextContent(LOADING);
    for (const title of ['Followed Events', 'Best Markets Today', 'Worst Markets Today', 'My Markets Today']) {
      await expect(canvas.queryByRole('region', { name: title })).toBeNull();
    }
    await expect(await canvas.findByRole('table', { name: 'My Licenses' }, { timeout: 5000 })).toBeVisible();
    // The panels below are laid out in a transition, and My Markets' cards (content-visibility: auto) count as shown
    // from the next frame's layout on.
    await waitFor(() => expect(canvas.getByText('Lone Star Power Co.', { selector: 'strong' })).toBeVisible());
    await expect(await card(canvasElement, 'My Markets Today', 'TX Oncor Electric Delivery')).toHaveTextContent('#3 of 4');
  },
};

export const Empty: Story = {
  parameters: { dashboard: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each panel is laid out once the panels above it have their replies (revealInOrder): its text may be in place a
    // background render before the panel shows.
    await waitFor(() => expect(canvas.getByText('No licenses found.')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('No followed events found.')).toBeVisible());
    await waitFor(() => expect(canvas.getAllByText('No data available.')).toHaveLength(3), { timeout: 5000 });
  },
};

export const NoPricingModule: Story = {
  name: 'No Pricing module',
  parameters: { noModules: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The market panels say why they are empty: the account lacks the module, not the market its data.
    await waitFor(() => expect(canvas.getAllByText('Your account has no Pricing module — ask your administrator')).toHaveLength(3));
    await expect(canvas.queryByText('No data available.')).toBeNull();
  },
};

// ---- My Licenses ----

export const MyLicensesLoaded: Story = {
  name: 'My Licenses: loaded',
  render: () => <MyLicenses />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'My Licenses' }, { timeout: 5000 });
    for (const name of ['Commodity', 'State', 'Legal Name', 'Type', 'Status', 'Start Date', 'End Date']) {
      await expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const rows = () => within(table).getAllByRole('row').slice(1);
    await expect(rows()).toHaveLength(3);
    const [tx, pa] = rows();
    await expect(within(tx).getByRole('img', { name: 'Electricity' })).toBeVisible();
    // Each cell's value (in cards, after the column's label).
    const value = (row: HTMLElement, index: number) => {
      const cell = within(row).getAllByRole('cell')[index];
      return (cell.textContent ?? '').slice(cell.querySelector('[data-card-label-text]')?.textContent?.length ?? 0);
    };
    await expect([1, 2, 3, 4, 5, 6].map((i) => value(tx, i))).toEqual(['TX', 'Northwind Energy LLC', 'Supplier', 'Active', '04/12/2019', '04/11/2027']);
    // 0001-01-01 is no date: the cell stays blank.
    await expect(within(pa).getByRole('img', { name: 'Natural gas' })).toBeVisible();
    await expect(value(pa, 6)).toBe('');
    // Sorting by state: ascending first, the header says so.
    await userEvent.click(within(table).getByRole('button', { name: 'State' }));
    await expect(within(table).getByRole('columnheader', { name: /^State/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows().map((row) => value(row, 1))).toEqual(['OH', 'PA', 'TX']);
    await userEvent.click(within(table).getByRole('button', { name: /^State/ }));
    await expect(within(table).getByRole('columnheader', { name: /^State/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(rows().map((row) => value(row, 1))).toEqual(['TX', 'PA', 'OH']);
  },
};

export const MyLicensesWithoutPremium: Story = {
  name: 'My Licenses: without premium data',
  parameters: { dashboard: 'noPremium' },
  render: () => <MyLicenses />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'My Licenses' }, { timeout: 5000 });
    const first = within(table).getAllByRole('row')[1];
    // Legal Name, Status, Start and End: a blurred placeholder labelled as premium, like every other premium cell.
    await expect(within(first).getAllByRole('img', { name: 'Premium data hidden' })).toHaveLength(4);
    await expect(within(first).getByText('TX')).toBeVisible();
  },
};

export const MyLicensesEmpty: Story = {
  name: 'My Licenses: empty',
  parameters: { dashboard: 'empty' },
  render: () => <MyLicenses />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'My Licenses', 'empty', 'No licenses found.'),
};

export const MyLicensesLoading: Story = {
  name: 'My Licenses: loading',
  parameters: { dashboard: 'loading' },
  render: () => <MyLicenses />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'My Licenses', 'loading', 'No licenses found.'),
};

export const MyLicensesError: Story = {
  name: 'My Licenses: error',
  parameters: { dashboard: 'error' },
  render: () => <MyLicenses />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'My Licenses', 'error', 'No licenses found.'),
};

export const MyLicensesUnknownError: Story = {
  name: 'My Licenses: error without a message',
  parameters: { dashboard: 'unknownError' },
  render: () => <MyLicenses />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'My Licenses', 'unknownError', 'No licenses found.'),
};

// ---- Followed Events ----

export const FollowedEventsLoaded: Story = {
  name: 'Followed Events: loaded',
  render: () => <FollowedEvents />,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Followed Events' }, { timeout: 5000 });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Following Lone Star Power Co. since 03/02/2026 (4 licenses)');
    await expect(items[1]).toHaveTextContent('Following Keystone Energy Partners since 06/18/2026 (1 license)');
  },
};

export const FollowedEventsEmpty: Story = {
  name: 'Followed Events: empty',
  parameters: { dashboard: 'empty' },
  render: () => <FollowedEvents />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'Followed Events', 'empty', 'No followed events found.'),
};

export const FollowedEventsLoading: Story = {
  name: 'Followed Events: loading',
  parameters: { dashboard: 'loading' },
  render: () => <FollowedEvents />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'Followed Events', 'loading', 'No followed events found.'),
};

export const FollowedEventsError: Story = {
  name: 'Followed Events: error',
  parameters: { dashboard: 'error' },
  render: () => <FollowedEvents />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'Followed Events', 'error', 'No followed events found.'),
};

export const FollowedEventsUnknownError: Story = {
  name: 'Followed Events: error without a message',
  parameters: { dashboard: 'unknownError' },
  render: () => <FollowedEvents />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'Followed Events', 'unknownError', 'No followed events found.'),
};

// ---- Best Markets Today ----

export const BestMarketsLoaded: Story = {
  name: 'Best Markets Today: loaded',
  render: () => <BestMarketsToday />,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Best Markets Today' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const tx = within(list).getByRole('listitem', { name: 'TX Oncor Electric Delivery' });
    await expect(tx).toHaveTextContent('#1 of 12');
    await expect(tx).toHaveTextContent('$0.000000');
    await expect(within(tx).getByRole('img', { name: 'Electricity' })).toBeVisible();
    // The utility name arrives with a trailing space; the card trims it.
    await expect(within(list).getByRole('listitem', { name: 'PA PECO Energy' })).toHaveTextContent('$0.001200');
    const il = within(list).getByRole('listitem', { name: 'IL Nicor Gas' });
    await expect(within(il).getByRole('img', { name: 'Natural gas' })).toBeVisible();
  },
};

export const BestMarketsEmpty: Story = {
  name: 'Best Markets Today: empty',
  parameters: { dashboard: 'empty' },
  render: () => <BestMarketsToday />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'Best Markets Today', 'empty', 'No data available.'),
};

export const BestMarketsLoading: Story = {
  name: 'Best Markets Today: loading',
  parameters: { dashboard: 'loading' },
  render: () => <BestMarketsToday />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'Best Markets Today', 'loading', 'No data available.'),
};

export const BestMarketsError: Story = {
  name: 'Best Markets Today: error',
  parameters: { dashboard: 'error' },
  render: () => <BestMarketsToday />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'Best Markets Today', 'error', 'No data available.'),
};

export const BestMarketsUnknownError: Story = {
  name: 'Best Markets Today: error without a message',
  parameters: { dashboard: 'unknownError' },
  render: () => <BestMarketsToday />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'Best Markets Today', 'unknownError', 'No data available.'),
};

export const BestMarketsTokenError: Story = {
  name: 'Best Markets Today: chart token fails',
  parameters: { dashboard: 'tokenError' },
  render: () => <BestMarketsToday />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'Best Markets Today', 'tokenError', 'No data available.'),
};

// ---- Worst Markets Today ----

export const WorstMarketsLoaded: Story = {
  name: 'Worst Markets Today: loaded',
  render: () => <WorstMarketsToday />,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Worst Markets Today' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const ny = within(list).getByRole('listitem', { name: 'NY Con Edison' });
    await expect(ny).toHaveTextContent('#10 of 10');
    await expect(ny).toHaveTextContent('$0.018700');
    await expect(within(list).getByRole('listitem', { name: 'MD BGE' })).toHaveTextContent('#6 of 7');
  },
};

export const WorstMarketsEmpty: Story = {
  name: 'Worst Markets Today: empty',
  parameters: { dashboard: 'empty' },
  render: () => <WorstMarketsToday />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'Worst Markets Today', 'empty', 'No data available.'),
};

export const WorstMarketsLoading: Story = {
  name: 'Worst Markets Today: loading',
  parameters: { dashboard: 'loading' },
  render: () => <WorstMarketsToday />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'Worst Markets Today', 'loading', 'No data available.'),
};

export const WorstMarketsError: Story = {
  name: 'Worst Markets Today: error',
  parameters: { dashboard: 'error' },
  render: () => <WorstMarketsToday />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'Worst Markets Today', 'error', 'No data available.'),
};

export const WorstMarketsUnknownError: Story = {
  name: 'Worst Markets Today: error without a message',
  parameters: { dashboard: 'unknownError' },
  render: () => <WorstMarketsToday />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'Worst Markets Today', 'unknownError', 'No data available.'),
};

// ---- My Markets Today ----

export const MyMarketsLoaded: Story = {
  name: 'My Markets Today: loaded',
  render: () => <MyMarketsToday />,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'My Markets Today' }, { timeout: 5000 });
    // One line says how to read the cards (medals, Last, own rank, the bar), as First to Worst's does.
    await expect(within(canvasElement).getByText(/^Each card is one utility where you sell/)).toBeVisible();
    // Only the markets that rank our supplier, electricity first although gas arrived first.
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['TX Oncor Electric Delivery', 'IL Nicor Gas']);
    const tx = within(items[0]);
    await expect(tx.getByRole('group', { name: 'Gold medal' })).toContainElement(tx.getByRole('img', { name: 'Bluebonnet Electric Supply' }));
    await expect(tx.getByRole('group', { name: 'Silver medal' })).toContainElement(tx.getByRole('img', { name: 'Lone Star Power Co.' }));
    await expect(tx.getByRole('group', { name: 'Bronze medal' })).toContainElement(tx.getAllByRole('img', { name: 'Northwind Energy LLC' })[0]);
    await expect(tx.getByRole('group', { name: 'Last place' })).toContainElement(tx.getByRole('img', { name: 'Summit Ridge Power' }));
    await expect(items[0]).toHaveTextContent('#3 of 4');
    const slider = tx.getByRole('slider', { name: 'Rank 3 of 4' });
    await expect(slider).toBeDisabled();
    // (rank-1)/(N-1) = 66.7%, which a range input rounds to its step.
    await expect(slider).toHaveValue('67');
    await expect(items[1]).toHaveTextContent('#1 of 3');
    await expect(within(items[1]).getByRole('slider', { name: 'Rank 1 of 3' })).toHaveValue('0');
  },
};

export const MyMarketsEmpty: Story = {
  name: 'My Markets Today: empty',
  parameters: { dashboard: 'empty' },
  render: () => <MyMarketsToday />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'My Markets Today', 'empty', 'No data available.'),
};

export const MyMarketsLoading: Story = {
  name: 'My Markets Today: loading',
  parameters: { dashboard: 'loading' },
  render: () => <MyMarketsToday />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'My Markets Today', 'loading', 'No data available.'),
};

export const MyMarketsError: Story = {
  name: 'My Markets Today: error',
  parameters: { dashboard: 'error' },
  render: () => <MyMarketsToday />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'My Markets Today', 'error', 'No data available.'),
};

export const MyMarketsUnknownError: Story = {
  name: 'My Markets Today: error without a message',
  parameters: { dashboard: 'unknownError' },
  render: () => <MyMarketsToday />,
  play: ({ canvasElement }) => expectPanelState(canvasElement, 'My Markets Today', 'unknownError', 'No data available.'),
};

/** Issue 60: a market ranked from imported offers names its source and date on its Best and My Markets cards; the others name none. */
export const ImportedMarkets: Story = {
  parameters: { dashboard: 'imported' },
  render: () => (
    <>
      <BestMarketsToday />
      <MyMarketsToday />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const best = within(await canvas.findByRole('list', { name: 'Best Markets Today' }, { timeout: 5000 }));
    await expect(within(best.getByRole('listitem', { name: 'TX Oncor Electric Delivery' })).getByTestId('card-source')).toHaveTextContent('Power to Choose, 01/09/2026');
    await expect(within(best.getByRole('listitem', { name: 'PA PECO Energy' })).queryByTestId('card-source')).toBeNull();
    const mine = within(await canvas.findByRole('list', { name: 'My Markets Today' }, { timeout: 5000 }));
    const tx = within(mine.getByRole('listitem', { name: 'TX Oncor Electric Delivery' }));
    await expect(tx.getByTestId('card-source')).toHaveTextContent('Power to Choose, 01/09/2026');
    // The suppliers' names as text, not only in their logos' images.
    await expect(tx.getByRole('group', { name: 'Suppliers' })).toHaveTextContent('1 Bluebonnet Electric Supply');
  },
};
