import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeFetch } from '../../core/testing/fakeFetch';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import { companyDetailRoutes, memberSession, superAdminSession } from '../../../stories/fixtures/companies';
import { foundSuppliersRoutes } from '../../../stories/fixtures/companyOffers';
import { FoundSuppliers, NO_FOUND_SUPPLIERS } from './FoundSuppliers';

const SLOW = { timeout: 8000 };

/** A cell's value without the label it carries for the phone's card layout. */
const cellText = (td: Element) => (td.hasAttribute('data-card-label') ? td.lastElementChild : td)?.textContent;

describe('FoundSuppliers', { timeout: 30_000 }, () => {
  it('lists the found suppliers and merges one into the company chosen in the merge dialog', async () => {
    const fake = createFakeFetch({ ...companyDetailRoutes(), ...foundSuppliersRoutes('loaded') });
    renderWithInsights(<FoundSuppliers />, { fetch: fake.fetch, session: superAdminSession });
    const table = await screen.findByRole('table', { name: 'Suppliers found in offers' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4), SLOW);
    const cirro = within(table).getAllByRole('row')[1];
    expect([...cirro.querySelectorAll('td')].map(cellText).slice(0, 4)).toEqual([
      'CIRRO ENERGY', 'TX · AEP TEXAS CENTRAL COMPANYTX · ONCOR ELECTRIC DELIVERY COMPANY', '14', '01/09/2026',
    ]);
    fireEvent.click(within(cirro).getByRole('button', { name: 'Merge CIRRO ENERGY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge CIRRO ENERGY' }, SLOW);
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'North' } });
    const [target] = await within(dialog).findAllByRole('radio', {}, SLOW);
    fireEvent.click(target);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }, SLOW));
    await waitFor(() => expect(fake.calls.some((r) => new URL(r.url).pathname === '/api/company/MergeCompany')).toBe(true), SLOW);
    const merge = fake.calls.find((r) => new URL(r.url).pathname === '/api/company/MergeCompany')!;
    expect(((await merge.clone().json()) as { SourceCompanyId: string }).SourceCompanyId).toBe('a1b2c3d4-0000-4000-8000-00000000f001');
  });

  it('says when there are none', async () => {
    renderWithInsights(<FoundSuppliers />, { fetch: createFakeFetch(foundSuppliersRoutes('empty')).fetch, session: superAdminSession });
    expect(await screen.findByText(NO_FOUND_SUPPLIERS, {}, SLOW)).toBeTruthy();
  });

  it('asks nothing for anybody but a super admin', async () => {
    const fake = createFakeFetch(foundSuppliersRoutes('forbidden'));
    renderWithInsights(<FoundSuppliers />, { fetch: fake.fetch, session: memberSession });
    expect(await screen.findByText('Not enough Access!', {}, SLOW)).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });
});
