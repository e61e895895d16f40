import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CompanyList } from '@insights/widgets';
import { CompanyFixtureHost, companyListRoutes, memberSession } from './fixtures/companies';

const meta = {
  title: 'Companies/CompanyList',
  component: CompanyList,
  parameters: {
    provider: false,
    docs: {
      description: {
        component:
          'The searchable company list: search box, filter panel, removable filter badges, column toggle, server sorting and paging, Follow per row, Export CSV.',
      },
    },
  },
} satisfies Meta<typeof CompanyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  args: { stateCode: 'TX', licenseType: 'ABC' },
  render: (args) => (
    <CompanyFixtureHost routes={companyListRoutes()} session={memberSession}>
      <CompanyList {...args} />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Apex Energy Solutions LLC')).toBeVisible();
    await expect(canvas.getByPlaceholderText('search name, license or domain')).toBeVisible();
    const badges = canvas.getByRole('group', { name: 'Active filters' });
    await expect(await within(badges).findByText('State: Texas (TX)')).toBeVisible();
    await expect(within(badges).getByText('License Type: ABC')).toBeVisible();
    // A drill-down from Home says which license count it came from (Home counts licenses, the list companies).
    await expect(await canvas.findByText('640 companies hold the 871 ABC licenses in Texas')).toBeVisible();
    for (const name of ['Company', 'Domain', 'Company Type', 'License Type', 'Licenses', 'Contacts']) {
      await expect(canvas.getByRole('columnheader', { name: new RegExp(`^${name}$`) })).toBeVisible();
    }
    // Follow changes to Following only once the server confirmed.
    await userEvent.click(canvas.getByRole('button', { name: 'Follow Allegheny Energy Alliance Co.' }));
    await expect(await canvas.findByRole('button', { name: 'Following Allegheny Energy Alliance Co.' })).toBeVisible();
    // Removing a badge resets that filter.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter License Type: ABC' }));
    await waitFor(() => expect(within(badges).queryByText('License Type: ABC')).toBeNull());
    await expect(canvas.getByRole('navigation', { name: 'Company pages' })).toBeVisible();
  },
};

/**
 * A phone (390 px window, 358 px inside the portal's padding): below 600 px the rows are cards (issue 25), the name
 * whole on its first line, the other columns as label: value pairs, Follow on the card, a Sort by control for the hidden headers; nothing is wider than the box.
 */
export const Phone: Story = {
  render: () => (
    <div data-testid="phone-box" style={{ width: 358 }}>
      <CompanyFixtureHost routes={companyListRoutes()} session={memberSession}>
        <CompanyList />
      </CompanyFixtureHost>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByTestId('phone-box');
    const name = await canvas.findByRole('link', { name: 'Apex Energy Solutions LLC' });
    await expect(name).toBeVisible();
    await expect(canvas.getByLabelText('Sort by')).toBeVisible();
    // The fixture's member already follows Apex: its card carries the Following toggle.
    await expect(canvas.getByRole('button', { name: 'Following Apex Energy Solutions LLC' })).toBeVisible();
    const card = name.closest('tr')!;
    await expect(within(card).getByText('Contacts')).toBeVisible();
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

export const FilterPanelOpen: Story = {
  render: () => (
    <CompanyFixtureHost routes={companyListRoutes()} session={memberSession}>
      <CompanyList />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Apex Energy Solutions LLC');
    await userEvent.click(canvas.getByRole('button', { name: /^Filters/ }));
    const panel = await canvas.findByRole('dialog', { name: 'Filters' });
    const inPanel = within(panel);
    // The kit's one drawer (as the users' filters): a modal <dialog> with a × button over a backdrop.
    await expect(panel.tagName).toBe('DIALOG');
    await expect(inPanel.getByRole('button', { name: 'Close filters' })).toBeVisible();
    for (const label of ['Electric', 'Nat Gas', 'Both']) await expect(inPanel.getByRole('radio', { name: label })).toBeVisible();
    await expect(inPanel.getByPlaceholderText('Company, Domain, LicenseNo.')).toBeVisible();
    const stateSelect = inPanel.getByRole('combobox', { name: 'State' });
    await waitFor(() => expect((stateSelect as HTMLSelectElement).options.length).toBe(5));
    await expect((stateSelect as HTMLSelectElement).options[0].text).toBe('All');
    await expect(inPanel.getByRole('button', { name: 'Reset' })).toBeVisible();
    await userEvent.click(inPanel.getByRole('radio', { name: 'Electric' }));
    await userEvent.selectOptions(stateSelect, 'OH');
    await userEvent.click(inPanel.getByRole('button', { name: 'Apply' }));
    const badges = canvas.getByRole('group', { name: 'Active filters' });
    await expect(await within(badges).findByText('State: Ohio (OH)')).toBeVisible();
    await expect(within(badges).getByText('Commodity: Electric')).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => (
    <CompanyFixtureHost routes={companyListRoutes({ 'POST /api/company/getall': { body: { data: [], totalRecords: 0 } } })} session={memberSession}>
      <CompanyList searchTerm="zzzz" />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data found')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => (
    <CompanyFixtureHost routes={companyListRoutes({ 'POST /api/company/getall': { never: true } })} session={memberSession}>
      <CompanyList />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  render: () => (
    <CompanyFixtureHost
      routes={companyListRoutes({ 'POST /api/company/getall': { status: 500, body: { message: 'The company database is temporarily unavailable.' } } })}
      session={memberSession}
    >
      <CompanyList />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The company database is temporarily unavailable.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
