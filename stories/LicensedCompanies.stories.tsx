import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LicensedCompanies } from '@insights/widgets';
import { configure } from '@insights/widgets/elements';
import { resetElementConfig } from '../widgets/core/element/configStore';
import { createFakeFetch } from '../widgets/core/testing/fakeFetch';
import { FIXTURE_API_BASE_URL } from './fixtures/fetch';
import { licensedCompaniesFixtures, withFixtureFetch } from './fixtures/licensedCompanies';
import { ElementMount } from './helpers/ElementMount';
import { emptyState, errorState, loadingState } from './helpers/fixtureStates';

const meta = {
  title: 'Licenses/LicensedCompanies',
  component: LicensedCompanies,
  decorators: [withFixtureFetch(licensedCompaniesFixtures)],
  parameters: {
    provider: false,
    docs: {
      description: {
        component:
          "Licensed companies page (/licenses/browse): searchable filters for company, state, commodity and license type, 'Apply Filters' and 'Clear All Filters', and a server-paged table of the most recent licenses.",
      },
    },
  },
} satisfies Meta<typeof LicensedCompanies>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvas: ReturnType<typeof within>) => canvas.getAllByRole('row').filter((row: HTMLElement) => row.closest('tbody'));

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Licensed Companies' })).toBeVisible();
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    for (const name of ['Date Issued', 'Company Name', 'State', 'Commodity', 'License Number', 'License Type']) {
      await expect(canvas.getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Apply Filters' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear All Filters' })).toBeDisabled();
    await expect(within(bodyRows(canvas)[1]).getByText('N/A')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'View Official Website' })[0]).toHaveAttribute('href', 'https://www.northwind.example');
    await expect(canvas.getByText('1–50 of 120')).toBeVisible();
    await expect(canvas.getByLabelText('Go to page')).toHaveAttribute('min', '1');
  },
};

/**
 * A phone (390 px window, 358 px inside the portal's padding): below 600 px the rows are cards (issue 25), the company name
 * whole on its first line, the other columns as label: value pairs, the website link on the card; nothing is wider than the box.
 */
export const Phone: Story = {
  render: () => (
    <div data-testid="phone-box" style={{ width: 358 }}>
      <LicensedCompanies />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByTestId('phone-box');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    const first = bodyRows(canvas)[0];
    await expect(within(first).getAllByRole('link')[0]).toBeVisible();
    await expect(within(first).getByText('License Number')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'View Official Website' })[0]).toBeVisible();
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await userEvent.click(canvas.getByRole('combobox', { name: 'State' }));
    await userEvent.keyboard('Tex');
    await userEvent.click(await canvas.findByRole('option', { name: 'Texas' }));
    await expect(canvas.getByRole('button', { name: 'Apply Filters' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(canvas.getByText('1–40 of 40')).toBeVisible());
    await waitFor(() => expect(bodyRows(canvas).every((row: HTMLElement) => row.textContent?.includes('Texas'))).toBe(true));
    await expect(canvas.getByRole('button', { name: 'Clear All Filters' })).toBeEnabled();
  },
};

export const PageSize100: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '100');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(100));
    await expect(canvas.getByText('1–100 of 120')).toBeVisible();
  },
};

export const WithoutPremium: Story = {
  parameters: { fixtures: 'nonPremium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(50));
    await expect(within(bodyRows(canvas)[0]).getAllByText('Premium data')).toHaveLength(2);
  },
};

export const Empty: Story = emptyState;

export const Loading: Story = loadingState;

export const Error: Story = errorState('The license database is temporarily unavailable.');

/** <insights-licensed-companies> in its own shadow root, configured with configure() as an intranet page would. */
export const CustomElement: Story = {
  parameters: { element: true },
  beforeEach: () => {
    configure({
      apiBaseUrl: FIXTURE_API_BASE_URL,
      getAccessToken: () => 'storybook-token',
      fetch: createFakeFetch(licensedCompaniesFixtures.loaded).fetch,
    });
    return () => resetElementConfig();
  },
  render: () => <ElementMount tag="insights-licensed-companies" />,
  play: async ({ canvasElement }) => {
    const element = await waitFor(() => {
      const found = canvasElement.querySelector('insights-licensed-companies');
      if (!found?.shadowRoot) throw new globalThis.Error('element not upgraded yet');
      return found;
    });
    const shadow = within(element.shadowRoot as unknown as HTMLElement);
    await expect(await shadow.findByText('Licensed Companies')).toBeVisible();
    await expect((await shadow.findAllByText('Northwind Energy LLC'))[0]).toBeVisible();
  },
};
