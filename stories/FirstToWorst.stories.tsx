import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FirstToWorst } from '@insights/widgets';
import { configure } from '@insights/widgets/elements';
import { resetElementConfig } from '../widgets/core/element/configStore';
import { FIRST_TO_WORST_ERROR_MESSAGE, firstToWorstFetch } from './fixtures/dashboard';
import { withFirstToWorst } from './fixtures/dashboardProvider';
import { FIXTURE_API_BASE_URL } from './fixtures/fetch';
import { ElementMount } from './helpers/ElementMount';

const meta = {
  title: 'Public/FirstToWorst',
  component: FirstToWorst,
  decorators: [withFirstToWorst],
  parameters: {
    provider: false,
    docs: {
      description: {
        component:
          'Public page (spec 2 §2): per state and utility the three best suppliers with gold, silver and bronze medals and the last one. No sign-in.',
      },
    },
  },
} satisfies Meta<typeof FirstToWorst>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Electricity before gas; in each card the medals by rank and the last-ranked supplier, each logo named (accessible
 * name and tooltip) by the supplier's name; the prices' date and what the page ranks under the heading.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'First to Worst' })).toBeVisible();
    await expect(await canvas.findByText(/ranks one utility's suppliers by their 12-month fixed price, cheapest first/)).toBeVisible();
    await expect(await canvas.findByTestId('prices-date')).toHaveTextContent('11/23/2026');
    const list = await canvas.findByRole('list', { name: 'Markets' }, { timeout: 5000 });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['TX Oncor Electric Delivery', 'PA PECO Energy', 'IL Nicor Gas']);

    const tx = within(cards[0]);
    await expect(tx.getByRole('img', { name: 'Electricity' })).toBeVisible();
    await expect(tx.getByText('TX')).toBeVisible();
    await expect(tx.getByText('Oncor Electric Delivery')).toBeVisible();
    const medals = tx.getAllByRole('group', { name: /medal$/ });
    await expect(medals.map((m) => m.getAttribute('aria-label'))).toEqual(['Gold medal', 'Silver medal', 'Bronze medal']);
    const gold = within(medals[0]).getByRole('img', { name: 'Bluebonnet Electric Supply' });
    await expect(gold).toBeVisible();
    await expect(gold).toHaveAttribute('title', 'Bluebonnet Electric Supply');
    await expect(within(medals[2]).getByRole('img', { name: 'Northwind Energy LLC' })).toBeVisible();
    const last = tx.getByRole('group', { name: 'Last place' });
    await expect(within(last).getByRole('img', { name: 'Evergreen Retail Energy' })).toBeVisible();
    await expect(last).toHaveTextContent('Last');
    // Logos load (each supplier its own monogram): no placeholder anywhere.
    await waitFor(() => expect((gold as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect((gold as HTMLImageElement).src).not.toBe((within(medals[1]).getByRole('img') as HTMLImageElement).src);
    await expect(canvas.queryByTestId('logo-placeholder')).toBeNull();

    // Two suppliers: two medals, and the second is also last.
    const il = within(cards[2]);
    await expect(il.getByRole('img', { name: 'Natural gas' })).toBeVisible();
    await expect(il.getAllByRole('group', { name: /medal$/ })).toHaveLength(2);
    await expect(within(il.getByRole('group', { name: 'Last place' })).getByRole('img', { name: 'Lakeshore Gas Supply' })).toBeVisible();
  },
};

/** Issue 60: a market ranked from imported offers names its source and date under the suppliers' names; the others name none. */
export const Imported: Story = {
  parameters: { firstToWorst: 'imported' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Markets' }, { timeout: 5000 });
    const tx = within(within(list).getByRole('listitem', { name: 'TX Oncor Electric Delivery' }));
    await expect(tx.getByTestId('card-source')).toHaveTextContent('Power to Choose, 01/09/2026');
    await expect(tx.getByRole('group', { name: 'Suppliers' })).toHaveTextContent('1 Bluebonnet Electric Supply');
    await expect(within(within(list).getByRole('listitem', { name: 'PA PECO Energy' })).queryByTestId('card-source')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { firstToWorst: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'First to Worst' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { firstToWorst: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data available.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Error: Story = {
  parameters: { firstToWorst: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(FIRST_TO_WORST_ERROR_MESSAGE);
    const [r, g, b] = (getComputedStyle(alert).borderLeftColor.match(/\d+/g) ?? []).map(Number);
    await expect(r).toBeGreaterThan(g + 60);
    await expect(r).toBeGreaterThan(b + 60);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Logos that fail to load leave a placeholder box in their place, still named for screen readers. */
export const BrokenLogos: Story = {
  parameters: { brokenLogos: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Markets' }, { timeout: 5000 });
    // 3 + 3 + 2 medals and 3 last-place markers, all placeholders once the images fail.
    await waitFor(() => expect(within(list).getAllByTestId('logo-placeholder')).toHaveLength(11), { timeout: 5000 });
    await expect(list.querySelector('img')).toBeNull();
    const tx = within(within(list).getByRole('listitem', { name: 'TX Oncor Electric Delivery' }));
    const gold = tx.getByRole('group', { name: 'Gold medal' });
    await expect(within(gold).getByRole('img', { name: 'Bluebonnet Electric Supply' })).toHaveAttribute('data-testid', 'logo-placeholder');
    await expect(within(tx.getByRole('group', { name: 'Last place' })).getByTestId('logo-placeholder')).toBeVisible();
  },
};

/** <insights-first-to-worst> as a third-party public page places it: only the server address configured, no token. */
export const PublicElement: Story = {
  beforeEach: () => {
    configure({ apiBaseUrl: FIXTURE_API_BASE_URL, getAccessToken: () => null, fetch: firstToWorstFetch('loaded').fetch });
    return () => resetElementConfig();
  },
  render: () => <ElementMount tag="insights-first-to-worst" />,
  play: async ({ canvasElement }) => {
    const element = await waitFor(() => {
      const found = canvasElement.querySelector('insights-first-to-worst');
      if (!found?.shadowRoot) throw new globalThis.Error('element not upgraded yet');
      return found;
    });
    const shadow = within(element.shadowRoot as unknown as HTMLElement);
    await expect(await shadow.findByRole('heading', { name: 'First to Worst' })).toBeVisible();
    const list = await shadow.findByRole('list', { name: 'Markets' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // Without a logo template the logos come from the server's logo route; this fixture host (.example) never
    // resolves, so every logo ends as a named placeholder.
    const gold = within(list).getAllByRole('group', { name: 'Gold medal' })[0];
    await waitFor(() => expect(within(gold).getByRole('img', { name: 'Bluebonnet Electric Supply' })).toHaveAttribute('data-testid', 'logo-placeholder'), { timeout: 8000 });
  },
};
