import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FoundSuppliers } from '@insights/widgets';
import { CompanyFixtureHost, companyDetailRoutes, memberSession, superAdminSession } from './fixtures/companies';
import { foundSuppliersRoutes } from './fixtures/companyOffers';

const meta = {
  title: 'Settings/FoundSuppliers',
  component: FoundSuppliers,
  parameters: {
    provider: false,
    docs: {
      description: {
        component:
          'SuperAdmin Settings → Suppliers found in offers (issue 60): companies an offers import created for suppliers no company matched, with their markets, offers and first sighting; Merge folds one into the right company.',
      },
    },
  },
} satisfies Meta<typeof FoundSuppliers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  render: () => (
    <CompanyFixtureHost session={superAdminSession} routes={{ ...companyDetailRoutes(), ...foundSuppliersRoutes('loaded') }}>
      <FoundSuppliers />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Suppliers found in offers' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Suppliers found in offers' });
    await canvas.findByRole('link', { name: 'CIRRO ENERGY' }, { timeout: 5000 });
    await expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Markets', 'Offers', 'First seen', 'Actions']);
    const cirro = within(table).getAllByRole('row')[1];
    await expect(cirro).toHaveTextContent('TX · AEP TEXAS CENTRAL COMPANYTX · ONCOR ELECTRIC DELIVERY COMPANY');
    await expect(cirro).toHaveTextContent('01/09/2026');
    await expect(within(cirro).getByRole('link', { name: 'CIRRO ENERGY' })).toHaveAttribute('href', '/companies/a1b2c3d4-0000-4000-8000-00000000f001');
    // Merge opens the company page's merge dialog for the found supplier.
    await userEvent.click(within(cirro).getByRole('button', { name: 'Merge CIRRO ENERGY' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Merge CIRRO ENERGY' })).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => (
    <CompanyFixtureHost session={superAdminSession} routes={foundSuppliersRoutes('empty')}>
      <FoundSuppliers />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No suppliers found in offers')).toBeVisible();
  },
};

/** Only super admins: anybody else sees the access message and the list is never asked for. */
export const NotSuperAdmin: Story = {
  render: () => (
    <CompanyFixtureHost session={memberSession} routes={foundSuppliersRoutes('forbidden')}>
      <FoundSuppliers />
    </CompanyFixtureHost>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Not enough Access!')).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};
