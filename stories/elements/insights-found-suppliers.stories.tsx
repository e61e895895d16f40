import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { companyDetailRoutes, superAdminSession } from '../fixtures/companies';
import { foundSuppliersRoutes } from '../fixtures/companyOffers';
import { elementMeta, elementStory, type ElementArgs } from './elementStory';

const TAG = 'insights-found-suppliers';

const meta = { ...elementMeta(TAG), title: 'Elements/insights-found-suppliers', tags: ['autodocs'] } satisfies Meta<ElementArgs>;

export default meta;

export const Default: StoryObj<typeof meta> = elementStory(TAG, {
  routes: () => ({ ...companyDetailRoutes(), ...foundSuppliersRoutes('loaded') }),
  config: { session: superAdminSession },
  check: async (shadow) => {
    await expect(shadow.getByRole('heading', { name: 'Suppliers found in offers' })).toBeVisible();
    const table = await shadow.findByRole('table', { name: 'Suppliers found in offers' });
    const cirro = await within(table).findByRole('link', { name: 'CIRRO ENERGY' }, { timeout: 5000 });
    await expect(cirro).toHaveAttribute('href', '/companies/a1b2c3d4-0000-4000-8000-00000000f001');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('button', { name: 'Merge Santanna Energy Services' })).toBeEnabled();
  },
});
