import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InsightsProvider, Offers } from '@insights/widgets';
import { createFakeFetch } from '../widgets/core/testing/fakeFetch';
import { testQueryClient } from '../widgets/core/testing/renderWithInsights';
import { FIXTURE_API_BASE_URL } from './fixtures/fetch';
import { OFFERS_ERROR, offersRoutes, type OffersScenario } from './fixtures/offers';
import { priceWatchRoutes, pricingSession } from './fixtures/priceWatches';
import { fixtureSession } from './fixtures/notifications';
import type { Session } from '../contract/claims';

/** Each story gets its own cache and the fake API of its scenario (`parameters.offers`). */
function OffersProvider({ scenario, session, children }: { scenario: OffersScenario; session?: Session; children: ReactNode }) {
  const [queryClient] = useState(testQueryClient);
  const [config] = useState(() => ({
    apiBaseUrl: FIXTURE_API_BASE_URL,
    getAccessToken: () => 'storybook-token',
    portalUrl: '',
    session,
    // A pricing user's price watch calls beside the offers (issue 61's Watch buttons).
    fetch: createFakeFetch({ ...(session ? priceWatchRoutes() : {}), ...offersRoutes(scenario) }).fetch,
  }));
  return (
    <InsightsProvider config={config} queryClient={queryClient}>
      {children}
    </InsightsProvider>
  );
}

const meta = {
  title: 'Offers/Offers',
  component: Offers,
  parameters: {
    provider: false,
    docs: {
      description: {
        component:
          "Offers (`/offers`): a market's retail offers as the state's public file listed them on a snapshot date, cheapest first, with the change since the previous snapshot and each offer's price line; filters by term, rate type and supplier; an offer's drawer with its facts, links and history; What changed between two snapshot dates. Data: real Power to Choose rows of 01/09/2026 (Oncor's earlier snapshots are that file with a few offers moved) and two real Apples to Apples days of Columbia Gas of Ohio.",
      },
    },
  },
  decorators: [
    (Story, ctx) => (
      <OffersProvider scenario={(ctx.parameters.offers as OffersScenario | undefined) ?? 'loaded'} session={ctx.parameters.session as Session | undefined}>
        <Story />
      </OffersProvider>
    ),
  ],
} satisfies Meta<typeof Offers>;

export default meta;
type Story = StoryObj<typeof meta>;

async function rows(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('table', { name: /^Offers · / }, { timeout: 8000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), { timeout: 8000 });
  return table;
}

/** Texas · Oncor on its latest snapshot: cheapest first, the source and date named, the moves since 01/05/2026. */
export const MarketWithOffers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await rows(canvasElement);
    await expect(canvas.getByTestId('offers-source')).toHaveTextContent('Power to Choose, 01/09/2026 · 30 offers · changes since 01/05/2026');
    const body = within(table).getAllByRole('row').slice(1);
    // The cheapest at 1,000 kWh first: Octopus Lite 12 at 8.60¢.
    await expect(body[0]).toHaveTextContent('Octopus Lite 12');
    await expect(body[0]).toHaveTextContent('8.60');
    await expect(within(table).getAllByText('New').length).toBe(2);
    await expect(canvas.getByLabelText('Market')).toHaveDisplayValue('TX · ONCOR ELECTRIC DELIVERY COMPANY · Electric · Residential');
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  },
};

/** Sorted by a header and filtered by term: the URL's sort and filters (here as props). */
export const FilteredAndSorted: Story = {
  args: { state: 'TX', utility: 'ONCOR ELECTRIC DELIVERY COMPANY', term: '12', sort: '-renewable' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await rows(canvasElement);
    await expect(canvas.getByTestId('offers-source')).toHaveTextContent(/ · \d+ of 30 offers/);
    for (const row of within(table).getAllByRole('row').slice(1)) await expect(row).toHaveTextContent('12 mo');
    await expect(within(table).getByRole('columnheader', { name: /Renewable/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.selectOptions(canvas.getByLabelText('Term'), '');
    await waitFor(() => expect(canvas.getByTestId('offers-source')).toHaveTextContent('30 offers'));
  },
};

/** An offer's drawer: its facts, the source's links and every snapshot it was in. */
export const OfferDetails: Story = {
  play: async ({ canvasElement }) => {
    const table = await rows(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: 'Rhythm Saver 12' }));
    const drawer = await within(document.body).findByRole('dialog', {}, { timeout: 8000 });
    await expect(within(drawer).getByRole('link', { name: 'Facts label' })).toBeVisible();
    const history = await within(drawer).findByRole('table', { name: 'Price history' }, { timeout: 8000 });
    await expect(within(history).getAllByRole('row')).toHaveLength(4);
    await expect(within(drawer).getByText('Power to Choose, 01/09/2026')).toBeVisible();
  },
};

/** What changed from 01/02 to 01/09/2026: new, withdrawn, up and down, counted and listed. */
export const WhatChanged: Story = {
  args: { state: 'TX', utility: 'ONCOR ELECTRIC DELIVERY COMPANY', view: 'changes', from: '2026-01-02', to: '2026-01-09' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = await canvas.findByRole('list', { name: 'Changes from 01/02/2026 to 01/09/2026' });
    await waitFor(() => expect(figures.querySelector('[data-figure="new"] strong')).toHaveTextContent('3'));
    await expect(figures.querySelector('[data-figure="withdrawn"] strong')).toHaveTextContent('2');
    await expect(figures.querySelector('[data-figure="up"] strong')).toHaveTextContent('1');
    await expect(figures.querySelector('[data-figure="down"] strong')).toHaveTextContent('3');
    await expect(within(await canvas.findByRole('table', { name: /^What changed/ })).getAllByRole('row')).toHaveLength(10);
  },
};

/** A gas market priced in $/Ccf (Ohio's Apples to Apples, two real days). */
export const GasMarket: Story = {
  args: { state: 'OH', utility: 'COLUMBIA GAS OF OHIO' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await rows(canvasElement);
    await expect(canvas.getByTestId('offers-source')).toHaveTextContent('Apples to Apples, 09/12/2025');
    await expect(within(table).getByRole('columnheader', { name: /Price \(\$\/Ccf\)/ })).toBeVisible();
  },
};

/** No market imported yet. */
export const NoMarkets: Story = {
  parameters: { offers: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No offers have been imported yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { offers: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading markets…');
  },
};

export const Error: Story = {
  parameters: { offers: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText(OFFERS_ERROR))[0]).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A phone's width: the offers as cards, nothing wider than the box. */
export const Phone: Story = {
  render: (args) => (
    <div data-testid="phone-box" style={{ width: 358 }}>
      <Offers {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    const box = within(canvasElement).getByTestId('phone-box');
    await expect(box.scrollWidth).toBeLessThanOrEqual(358);
  },
};

/** Issue 61, for a user with the pricing module: "Watch this market" opens the price watch dialog on the market, any change. */
export const WatchThisMarket: Story = {
  parameters: { session: pricingSession },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Watch this market' }, { timeout: 8000 }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add Price Watch' }));
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Market' })).toHaveValue('TX|ONCOR ELECTRIC DELIVERY COMPANY|Electric|Residential'));
    await expect(dialog.getByRole('listitem', { name: 'Rule 1: Any change' })).toBeVisible();
  },
};

/** An offer's drawer has "Watch this supplier" when the supplier is a company: its rank in the top 3 and its changes. */
export const WatchThisSupplier: Story = {
  parameters: { session: pricingSession },
  args: { supplier: 'GEXA ENERGY', syncUrl: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: /^Offers · / }, { timeout: 8000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 8000 });
    await userEvent.click(within(within(table).getAllByRole('row')[1]).getAllByRole('button')[0]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Watch this supplier: GEXA ENERGY LP' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add Price Watch' }));
    await expect(dialog.getByRole('listitem', { name: 'Rule 1: Rank in the top' })).toBeVisible();
    await expect(dialog.getByRole('listitem', { name: 'Rule 2: Supplier changes' })).toBeVisible();
    await waitFor(() => expect(dialog.getAllByRole('combobox', { name: 'Supplier' })[0]).toHaveValue('6d1f0c4e-3b8a-4f6e-9a51-000000000312'));
  },
};

/** A user without the pricing module sees no Watch button (the server would refuse the watch). */
export const WithoutPricingModule: Story = {
  parameters: { session: fixtureSession },
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: 'Watch this market' })).toBeNull();
  },
};
