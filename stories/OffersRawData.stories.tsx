import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OffersRawData } from '@insights/widgets';
import { configure } from '@insights/widgets/elements';
import { resetElementConfig } from '../widgets/core/element/configStore';
import { createFakeFetch } from '../widgets/core/testing/fakeFetch';
import { FIXTURE_API_BASE_URL } from './fixtures/fetch';
import { withFixtureFetch } from './fixtures/licensedCompanies';
import { rawDataFixtures } from './fixtures/rawData';
import { ElementMount } from './helpers/ElementMount';
import { emptyState, errorState, loadingState } from './helpers/fixtureStates';

const meta = {
  title: 'Raw Data/OffersRawData',
  component: OffersRawData,
  decorators: [withFixtureFetch(rawDataFixtures)],
  parameters: {
    provider: false,
    docs: { description: { component: 'Offers raw data (/offers/rawData): one CSV file of retail offers per state and commodity, each with a download action.' } },
  },
} satisfies Meta<typeof OffersRawData>;

export default meta;
type Story = StoryObj<typeof meta>;

const DOWNLOAD_TEXAS = 'Download Texas Electric offers';

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Offers Raw Data' })).toBeVisible();
    await expect(await canvas.findByText('Texas')).toBeVisible();
    for (const name of ['State', 'Commodity', 'Supplier', 'Utility', 'Residential', 'Small Commercial']) {
      await expect(canvas.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
  },
};

export const Downloading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: DOWNLOAD_TEXAS }));
    await waitFor(() => expect(canvas.getByRole('button', { name: DOWNLOAD_TEXAS })).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(canvas.getByRole('button', { name: DOWNLOAD_TEXAS })).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
  },
};

export const DownloadFails: Story = {
  parameters: { fixtures: 'downloadFails' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: DOWNLOAD_TEXAS }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent('The file could not be prepared.');
  },
};

export const Empty: Story = emptyState;

export const Loading: Story = loadingState;

export const Error: Story = errorState('Raw data is being refreshed. Try again in a minute.', { retry: false });

export const CustomElement: Story = {
  parameters: { element: true },
  beforeEach: () => {
    configure({ apiBaseUrl: FIXTURE_API_BASE_URL, getAccessToken: () => 'storybook-token', fetch: createFakeFetch(rawDataFixtures.loaded).fetch });
    return () => resetElementConfig();
  },
  render: () => <ElementMount tag="insights-offers-raw-data" />,
  play: async ({ canvasElement }) => {
    const element = await waitFor(() => {
      const found = canvasElement.querySelector('insights-offers-raw-data');
      if (!found?.shadowRoot) throw new globalThis.Error('element not upgraded yet');
      return found;
    });
    await expect(await within(element.shadowRoot as unknown as HTMLElement).findByText('Texas')).toBeVisible();
  },
};
