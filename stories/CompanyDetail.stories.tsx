import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CompanyDetail } from '@insights/widgets';
import {
  CompanyFixtureHost, NORTHWIND_ID, companyDetailRoutes, memberSession, nonPremiumSession, superAdminSession,
} from './fixtures/companies';
import { companyOffersRoutes } from './fixtures/companyOffers';

const meta = {
  title: 'Companies/CompanyDetail',
  component: CompanyDetail,
  args: { companyId: NORTHWIND_ID },
  parameters: {
    provider: false,
    docs: {
      description: {
        component:
          'Company detail: header with logo, Licenses (expandable case history), Contacts, Addresses, Aliases and Related Parties, Child Companies; super-admin merge, alias and parent actions.',
      },
    },
  },
} satisfies Meta<typeof CompanyDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuperAdmin: Story = {
  render: (args) => (
    <CompanyFixtureHost routes={companyDetailRoutes()} session={superAdminSession}>
      <CompanyDetail {...args} />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Northwind Energy LLC' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Northwind Energy LLC logo' })).toBeVisible();
    await expect(await canvas.findByText('A-2021-2251093')).toBeVisible();
    // Header values are labelled; statuses are badges, so the expired license stands out.
    await expect(canvas.getByText('Company type')).toBeVisible();
    await expect(canvas.getByText('License type')).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Licenses' })).getByText('Expired')).toBeVisible();
    // The per-license actions fit on one line; their names stay for screen readers and tooltips.
    await expect(canvas.getAllByRole('link', { name: 'Source Site' })[0]).toHaveAttribute('href', 'https://puc.example/PA/11');
    await expect(canvas.getAllByRole('link', { name: 'Screenshot' })[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show case history of the PA Electric license' }));
    const cases = await canvas.findByRole('table', { name: 'Case history' });
    await expect(within(cases).getByRole('link', { name: '2023-01422' })).toHaveAttribute('href', 'https://puc.example/case/2023-01422');
    await userEvent.click(canvas.getByRole('button', { name: 'Show case history of the OH Natural Gas license' }));
    await expect(await canvas.findByText('No cases recorded for this license.')).toBeVisible();
    // The all-empty contact and the address without contactAddress are dropped.
    await expect(canvas.getByRole('heading', { name: 'Contacts (2)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Addresses (1)' })).toBeVisible();
    await expect(await canvas.findByText('DBA')).toHaveAttribute('title', 'Doing Business As');
    await expect(canvas.getByText('FKA')).toHaveAttribute('title', 'For Known As');
    await expect(canvas.getAllByRole('button', { name: 'Set Primary' })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Set Parent' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Remove' })[0]);
    await expect(await canvas.findByText('Are you sure you want to delete this item? This action cannot be undone.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'No' }));
    // Merge: disabled until a target is chosen, then the spec's confirmation.
    await userEvent.click(canvas.getByRole('button', { name: 'Merge' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Merge Northwind Energy LLC' });
    await expect(within(dialog).getByRole('button', { name: 'Merge' })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('searchbox'), 'apex');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Apex Energy Solutions LLC/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await expect(await canvas.findByText('Are you sure you want to merge Apex Energy Solutions LLC into Northwind Energy LLC?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes' }));
    await expect(await canvas.findByText('Company Merged successfully')).toBeVisible();
  },
};

export const MergeFails: Story = {
  render: (args) => (
    <CompanyFixtureHost
      routes={companyDetailRoutes(true, { 'POST /api/company/MergeCompany': { status: 400, body: { message: 'can not merge with self' } } })}
      session={superAdminSession}
    >
      <CompanyDetail {...args} />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Merge' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Merge Northwind Energy LLC' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'apex');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Apex Energy Solutions LLC/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Yes' }));
    await expect(await within(dialog).findByText('Error : can not merge with self')).toBeVisible();
  },
};

export const Member: Story = {
  render: (args) => (
    <CompanyFixtureHost routes={companyDetailRoutes()} session={memberSession}>
      <CompanyDetail {...args} />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('A-2021-2251093')).toBeVisible();
    await expect(await canvas.findByText('Northwind Power')).toBeVisible();
    // Above the table, the same licenses on a timeline, with the table's dates.
    const timeline = canvas.getByRole('list', { name: 'License timeline' });
    const texts = [
      'PA electric Supplier, 03/04/2021 – 03/03/2027, Active',
      'OH natural gas Supplier, 06/11/2021 – 06/10/2026, Expired',
      'TX electric Supplier, 01/20/2019 – 01/19/2027, Renewal Pending',
    ];
    const items = within(timeline).getAllByRole('listitem');
    await expect(items).toHaveLength(texts.length);
    // Contains: an 'expires in N days' note follows while the real clock nears an expiry date.
    for (const [i, text] of texts.entries()) await expect(items[i]).toHaveTextContent(text);
    await expect(canvas.queryByRole('button', { name: 'Merge' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Set Primary' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Set Parent' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Follow$/ }));
    await expect(await canvas.findByRole('button', { name: /^Following$/ })).toBeVisible();
  },
};

export const NonPremium: Story = {
  render: (args) => (
    <CompanyFixtureHost routes={companyDetailRoutes(false)} session={nonPremiumSession}>
      <CompanyDetail {...args} />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Northwind Energy LLC' })).toBeVisible();
    await expect((await canvas.findAllByRole('img', { name: 'Premium data hidden' })).length).toBeGreaterThan(5);
    await expect(canvas.queryByText('A-2021-2251093')).toBeNull();
    const timeline = canvas.getByRole('list', { name: 'License timeline' });
    for (const item of within(timeline).getAllByRole('listitem')) await expect(item).toHaveTextContent(/, dates hidden \(premium data\)$/);
    await expect(canvas.getByRole('button', { name: 'Follow PA Electric license' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Follow PA Electric license' })).toHaveAttribute('title', 'Follow: Premium data: ask your administrator for access');
  },
};

/** In a narrow box (a 900 px window) the actions become icon buttons and the commodity an icon: rows stay one line. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 760 }}>
      <CompanyFixtureHost routes={companyDetailRoutes()} session={memberSession}>
        <CompanyDetail {...args} />
      </CompanyFixtureHost>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const licenses = await canvas.findByRole('table', { name: 'Licenses' });
    await expect(await within(licenses).findByText('A-2021-2251093')).toBeVisible();
    const scroller = licenses.parentElement!;
    // Everything fits: nothing to scroll sideways, and the Follow button is in view.
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Follow PA Electric license' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'Electricity' })[0]).toBeVisible();
  },
};

/**
 * A phone (390 px window, 358 px inside the portal's padding), super admin so every action shows: the header stacks,
 * each table scrolls sideways inside its own card, and nothing is wider than the box.
 */
export const Phone: Story = {
  render: (args) => (
    <div data-testid="phone-box" style={{ width: 358 }}>
      <CompanyFixtureHost routes={companyDetailRoutes()} session={superAdminSession}>
        <CompanyDetail {...args} />
      </CompanyFixtureHost>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByTestId('phone-box');
    const licenses = await canvas.findByRole('table', { name: 'Licenses' });
    await expect(await within(licenses).findByText('A-2021-2251093')).toBeInTheDocument();
    await expect(await canvas.findByText('DBA')).toBeVisible();
    // Nothing pushes the box wider: wide content is clipped by its own scroller.
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    for (const name of ['Licenses', 'Contacts', 'Addresses']) {
      const scroller = canvas.getByRole('table', { name }).parentElement!;
      await expect(scroller.getBoundingClientRect().right).toBeLessThanOrEqual(box.getBoundingClientRect().right + 0.5);
    }
    // The header's actions and the alias actions stay inside the box, reachable without sideways scrolling.
    for (const button of [canvas.getByRole('button', { name: 'Merge' }), ...canvas.getAllByRole('button', { name: 'Set Primary' })]) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(box.getBoundingClientRect().right + 0.5);
    }
  },
};

export const Loading: Story = {
  render: (args) => (
    <CompanyFixtureHost routes={companyDetailRoutes(true, { [`GET /api/company/${NORTHWIND_ID.toUpperCase()}`]: { never: true } })} session={memberSession}>
      <CompanyDetail {...args} />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  render: (args) => (
    <CompanyFixtureHost routes={companyDetailRoutes(true, { [`GET /api/company/${NORTHWIND_ID.toUpperCase()}`]: { status: 404, body: {} } })} session={memberSession}>
      <CompanyDetail {...args} />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sorry! the data you are looking for could not be found')).toBeVisible();
  },
};

export const Error: Story = {
  render: (args) => (
    <CompanyFixtureHost
      routes={companyDetailRoutes(true, { 'POST /api/contact/getall': { status: 500, body: { message: 'Contacts are temporarily unavailable.' } } })}
      session={memberSession}
    >
      <CompanyDetail {...args} />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Contacts are temporarily unavailable.')).toBeVisible();
    await expect(await canvas.findByText('A-2021-2251093')).toBeVisible();
  },
};

/** Issue 60: the company's current offers in each imported market, its rank there, the source and date, and a link to the market. */
export const WithOffers: Story = {
  render: (args) => (
    <CompanyFixtureHost routes={companyDetailRoutes(true, companyOffersRoutes(true))} session={memberSession}>
      <CompanyDetail {...args} />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Offers' }));
    const tx = within(await section.findByRole('article', { name: 'TX · ONCOR ELECTRIC DELIVERY COMPANY · Residential' }));
    await expect(tx.getByTestId('offers-rank')).toHaveTextContent('#3 of 41');
    await expect(tx.getByTestId('offers-source')).toHaveTextContent('Power to Choose, 01/09/2026');
    await expect(tx.getByRole('link', { name: 'All offers in this market' })).toHaveAttribute(
      'href', '/offers?state=TX&utility=ONCOR+ELECTRIC+DELIVERY+COMPANY&commodity=Electric&customerClass=Residential',
    );
    const table = tx.getByRole('table', { name: /^Offers · TX/ });
    await expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Product', 'Term', 'Rate type', 'Price (¢/kWh)', 'Renewable']);
    // Cheapest first.
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Northwind Fixed 12');
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('13.89¢/kWh');
    const oh = within(section.getByRole('article', { name: 'OH · Columbia Gas of Ohio · Natural Gas · Residential' }));
    await expect(oh.getByTestId('offers-rank')).toHaveTextContent('Not ranked');
    await expect(oh.getByTestId('offers-source')).toHaveTextContent('Apples to Apples, 09/12/2025');
    await expect(oh.getByText('$0.829/Ccf')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Offers (5)' })).toBeVisible();
  },
};

/** A company with no offer in any imported file says so. */
export const WithoutOffers: Story = {
  render: (args) => (
    <CompanyFixtureHost routes={companyDetailRoutes(true, companyOffersRoutes(false))} session={memberSession}>
      <CompanyDetail {...args} />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: 'Offers' }));
    await expect(await section.findByText('This company has no current offers in the imported offer files.')).toBeVisible();
  },
};
