import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LicenseSummary } from '@insights/widgets';
import { configure } from '@insights/widgets/elements';
import { resetElementConfig } from '../widgets/core/element/configStore';
import { FIXTURE_API_BASE_URL, fixtureFetch } from './fixtures/fetch';
import { ElementMount } from './helpers/ElementMount';

const meta = {
  title: 'Home/LicenseSummary',
  component: LicenseSummary,
  parameters: {
    docs: {
      description: {
        component:
          "Home page: 'Welcome to Insights!' and license counts per state. Each count links to the company list filtered by state (and license type).",
      },
    },
  },
} satisfies Meta<typeof LicenseSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  parameters: { fixtures: 'loaded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome to Insights!' })).toBeVisible();
    await expect(await canvas.findByText('Texas')).toBeVisible();
    for (const name of ['State', 'ABC', 'Supplier', 'Total Licenses']) {
      await expect(canvas.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    const link = canvas.getByRole('link', { name: '871' });
    await expect(link).toHaveAttribute('href', '/companies?StateCode=TX&LicenseType=ABC');
    await expect(canvas.getByText('Total')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { fixtures: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data found')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { fixtures: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome to Insights!' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { fixtures: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The license database is temporarily unavailable.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Forbidden: Story = {
  parameters: { fixtures: 'forbidden' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Access Forbidden')).toBeVisible();
  },
};

/** The same widget as a custom element in its own shadow root, configured with configure() as an intranet page would. */
export const CustomElement: Story = {
  parameters: { provider: false },
  beforeEach: () => {
    configure({
      apiBaseUrl: FIXTURE_API_BASE_URL,
      getAccessToken: () => 'storybook-token',
      portalUrl: 'https://insights.example.com',
      fetch: fixtureFetch('loaded').fetch,
    });
    return () => resetElementConfig();
  },
  render: () => <ElementMount tag="insights-license-summary" />,
  play: async ({ canvasElement }) => {
    const element = await waitFor(() => {
      const found = canvasElement.querySelector('insights-license-summary');
      if (!found?.shadowRoot) throw new globalThis.Error('element not upgraded yet');
      return found;
    });
    const shadow = within(element.shadowRoot as unknown as HTMLElement);
    await expect(await shadow.findByText('Welcome to Insights!')).toBeVisible();
    await expect(await shadow.findByText('Texas')).toBeVisible();
    await expect(shadow.getByRole('link', { name: '1,284' })).toHaveAttribute(
      'href',
      'https://insights.example.com/companies?StateCode=TX',
    );
    // The styles live in the shadow root, none leak into the document head.
    await expect(element.shadowRoot!.querySelectorAll('style').length).toBeGreaterThan(0);
  },
};
