import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LicensesRawData } from '@insights/widgets';
import { configure } from '@insights/widgets/elements';
import { resetElementConfig } from '../widgets/core/element/configStore';
import { createFakeFetch } from '../widgets/core/testing/fakeFetch';
import { FIXTURE_API_BASE_URL } from './fixtures/fetch';
import { withFixtureFetch } from './fixtures/licensedCompanies';
import { rawDataFixtures } from './fixtures/rawData';
import { ElementMount } from './helpers/ElementMount';
import { emptyState, errorState, loadingState } from './helpers/fixtureStates';

const meta = {
  title: 'Raw Data/LicensesRawData',
  component: LicensesRawData,
  decorators: [withFixtureFetch(rawDataFixtures)],
  parameters: {
    provider: false,
    docs: { description: { component: 'Licenses raw data (/licenses/rawData): one CSV file per state and commodity, each with a download action.' } },
  },
} satisfies Meta<typeof LicensesRawData>;

export default meta;
type Story = StoryObj<typeof meta>;

const DOWNLOAD_TEXAS = 'Download Texas Electric licenses';

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Licenses Raw Data' })).toBeVisible();
    await expect(await canvas.findByText('Texas')).toBeVisible();
    for (const name of ['State', 'Commodity', 'Broker', 'Supplier', 'Aggregator']) {
      await expect(canvas.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: DOWNLOAD_TEXAS })).toBeEnabled();
  },
};

/** The button shows progress while the link is fetched and the file prepared. */
export const Downloading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: DOWNLOAD_TEXAS }));
    await waitFor(() => expect(canvas.getByRole('button', { name: DOWNLOAD_TEXAS })).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('button', { name: DOWNLOAD_TEXAS })).toHaveTextContent('Preparing…');
    await waitFor(() => expect(canvas.getByRole('button', { name: DOWNLOAD_TEXAS })).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
  },
};

/** Beyond the spec (which swallows failures): a failed download shows an error toast. */
export const DownloadFails: Story = {
  parameters: { fixtures: 'downloadFails' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: DOWNLOAD_TEXAS }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent('The file could not be prepared.');
  },
};

export const LinkExpired: Story = {
  parameters: { fixtures: 'linkExpired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: DOWNLOAD_TEXAS }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert'))
      .toHaveTextContent('This download link has expired. Start the download again.');
  },
};

export const Empty: Story = emptyState;

export const Loading: Story = loadingState;

export const Error: Story = errorState('Raw data is being refreshed. Try again in a minute.');

export const CustomElement: Story = {
  parameters: { element: true },
  beforeEach: () => {
    configure({ apiBaseUrl: FIXTURE_API_BASE_URL, getAccessToken: () => 'storybook-token', fetch: createFakeFetch(rawDataFixtures.loaded).fetch });
    return () => resetElementConfig();
  },
  render: () => <ElementMount tag="insights-licenses-raw-data" />,
  play: async ({ canvasElement }) => {
    const element = await waitFor(() => {
      const found = canvasElement.querySelector('insights-licenses-raw-data');
      if (!found?.shadowRoot) throw new globalThis.Error('element not upgraded yet');
      return found;
    });
    const shadow = within(element.shadowRoot as unknown as HTMLElement);
    await expect(await shadow.findByText('Texas')).toBeVisible();
  },
};
