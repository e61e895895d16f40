import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CompanyDetail } from './CompanyDetail';
import { createFakeFetch } from '../../core/testing/fakeFetch';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import {
  NORTHWIND_ID, companyDetailRoutes, memberSession, nonPremiumSession, superAdminSession,
} from '../../../stories/fixtures/companies';
import { logoSrc, mapsSearchUrl, visibleAddresses, visibleContacts } from './detailRows';

/** The shared 2-core machine can be slow: wait longer than Testing Library's 1 s default. */
const SLOW = { timeout: 8000 };

function renderDetail(routes = companyDetailRoutes(), config = {}) {
  const fake = createFakeFetch(routes);
  const result = renderWithInsights(<CompanyDetail companyId={NORTHWIND_ID} />, { fetch: fake.fetch, session: memberSession, ...config });
  return { ...result, fake };
}

describe('CompanyDetail', { timeout: 30_000 }, () => {
  it('waits for a company without calling the API when it has none yet (an element before its company-id)', async () => {
    const fake = createFakeFetch(companyDetailRoutes());
    renderWithInsights(<CompanyDetail companyId="" />, { fetch: fake.fetch, session: memberSession });
    expect(await screen.findByText('No company selected.')).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });

  it('asks for the upper-cased id and shows header and sections', async () => {
    const { fake } = renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Energy LLC' }, SLOW)).toBeTruthy();
    expect(fake.calls[0].url).toBe(`http://api.test/api/company/${NORTHWIND_ID.toUpperCase()}`);
    for (const title of ['Licenses', 'Contacts', 'Addresses', 'Aliases and Related Parties', 'Child Companies']) {
      expect(screen.getByRole('heading', { name: new RegExp(`^${title}`) })).toBeTruthy();
    }
    const contacts = await screen.findByRole('table', { name: 'Contacts' }, SLOW);
    expect(within(contacts).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['License State', 'Full Name', 'Email', 'Phone', 'Role']);
    const addresses = screen.getByRole('table', { name: 'Addresses' });
    expect(within(addresses).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['License State', 'Address', 'City', 'State', 'Zipcode']);
  });

  it('counts every section, Aliases and Related Parties as the aliases plus the related parties it lists', async () => {
    renderDetail();
    const aliases = await screen.findByRole('list', { name: 'Aliases' }, SLOW);
    const parties = screen.queryByRole('list', { name: 'Related parties' });
    const listed = within(aliases).getAllByRole('listitem').length + (parties ? within(parties).getAllByRole('listitem').length : 0);
    expect(listed).toBeGreaterThan(0);
    const heading = screen.getByRole('heading', { name: /^Aliases and Related Parties/ });
    expect(heading.textContent).toBe(`Aliases and Related Parties(${listed})`);
    for (const title of ['Licenses', 'Contacts', 'Addresses', 'Child Companies']) {
      await waitFor(() => expect(screen.getByRole('heading', { name: new RegExp(`^${title}`) }).textContent).toMatch(/\(\d+\)$/), SLOW);
    }
  });

  it('labels license type and company type in the header and shows license statuses as badges', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Northwind Energy LLC' }, SLOW);
    const terms = screen.getAllByRole('term').map((dt) => dt.textContent);
    expect(terms).toEqual(['Domain', 'Company type', 'License type']);
    const licenses = await screen.findByRole('table', { name: 'Licenses' }, SLOW);
    expect(await within(licenses).findByText('Expired', {}, SLOW)).toBeTruthy();
    expect(within(licenses).getByText('Renewal Pending')).toBeTruthy();
  });

  it('names every per-license action for screen readers and tooltips, whatever the layout shows', async () => {
    renderDetail();
    const licenses = await screen.findByRole('table', { name: 'Licenses' }, SLOW);
    await within(licenses).findByText('PA', {}, SLOW);
    const source = within(licenses).getAllByRole('link', { name: 'Source Site' });
    expect(source).toHaveLength(3);
    expect(source[0].getAttribute('href')).toBe('https://puc.example/PA/11');
    expect(source[0].getAttribute('title')).toBe('Source Site');
    expect(within(licenses).getAllByRole('link', { name: 'Screenshot' })[0].getAttribute('href')).toBe('https://puc.example/PA/11.png');
    expect(screen.getByRole('button', { name: 'Follow PA Electric license' }).getAttribute('title')).toBe('Follow');
  });

  it('expands a license to its case history', async () => {
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Show case history of the PA Electric license' }, SLOW));
    const cases = await screen.findByRole('table', { name: 'Case history' }, SLOW);
    expect(within(cases).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Case Number', 'Case Title', 'Case Open Date', 'Case Close Date', 'Status', 'Case Desc', 'Note',
    ]);
    expect(within(cases).getByRole('link', { name: '2023-01422' }).getAttribute('href')).toBe('https://puc.example/case/2023-01422');
    fireEvent.click(screen.getByRole('button', { name: 'Show case history of the TX Electric license' }));
    expect(await screen.findByText('No cases recorded for this license.', {}, SLOW)).toBeTruthy();
  });

  it('hides the super-admin actions from a member and shows them to a super admin', async () => {
    renderDetail();
    await screen.findByText('Northwind Power', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'Merge' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set Primary' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set Parent' })).toBeNull();
  });

  it('a super admin sets a parent after the spec confirmation', async () => {
    const { fake } = renderDetail(companyDetailRoutes(true, { 'POST /api/company/SwapParentChaild': { body: { data: true } } }), { session: superAdminSession });
    fireEvent.click(await screen.findByRole('button', { name: 'Set Parent' }, SLOW));
    expect(screen.getByText('Are you sure you want to change parent? This action cannot be undone.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(fake.calls.some((c) => c.url.endsWith('/api/company/SwapParentChaild'))).toBe(true));
    const call = fake.calls.find((c) => c.url.endsWith('/api/company/SwapParentChaild'))!;
    expect(await call.clone().json()).toEqual({ CompanyId: NORTHWIND_ID, AliasId: 'c0000000-0000-4000-8000-000000000102' });
  });

  it('Set Primary asks the change-name confirmation and calls ChangeDisplayName', async () => {
    const { fake } = renderDetail(companyDetailRoutes(true, { 'POST /api/company/ChangeDisplayName': { body: { data: true } } }), { session: superAdminSession });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Set Primary' }, SLOW))[0]);
    expect(screen.getByText('Are you sure you want to change name? This action cannot be undone.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(fake.calls.some((c) => c.url.endsWith('/api/company/ChangeDisplayName'))).toBe(true));
  });

  it('merge: no search for empty text, Merge disabled until a target is chosen, failure banner', async () => {
    const { fake } = renderDetail(
      companyDetailRoutes(true, { 'POST /api/company/MergeCompany': { status: 500, body: { message: 'boom' } } }),
      { session: superAdminSession },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Merge' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Merge Northwind Energy LLC' });
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: '   ' } });
    await new Promise((r) => setTimeout(r, 350));
    expect(fake.calls.some((c) => c.url.endsWith('/SearchCompany'))).toBe(false);
    expect((within(dialog).getByRole('button', { name: 'Merge' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'apex' } });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Apex Energy Solutions LLC/ }, SLOW));
    const search = fake.calls.find((c) => c.url.endsWith('/SearchCompany'))!;
    expect(await search.clone().json()).toEqual({ Search: 'apex', Limit: 50 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(screen.getByText('Are you sure you want to merge Apex Energy Solutions LLC into Northwind Energy LLC?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByText('Error : request can not accept this time', {}, SLOW)).toBeTruthy();
  });

  it('blurs premium values for a user without premium data and disables per-license actions', async () => {
    renderDetail(companyDetailRoutes(false), { session: nonPremiumSession });
    await screen.findByRole('heading', { level: 1, name: 'Northwind Energy LLC' }, SLOW);
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Premium data hidden' }).length).toBeGreaterThan(5));
    const follow = screen.getByRole('button', { name: 'Follow PA Electric license' }) as HTMLButtonElement;
    expect(follow.disabled).toBe(true);
    expect(follow.title).toBe('Follow: Premium data: ask your administrator for access');
    const source = screen.getAllByRole('link', { name: 'Source Site' })[0];
    expect(source.getAttribute('aria-disabled')).toBe('true');
    expect(source.hasAttribute('href')).toBe(false);
    // Visibly disabled, not only by its attributes: a padlock after each action's word.
    for (const action of [source, screen.getAllByRole('link', { name: 'Screenshot' })[0], follow]) {
      expect(action.querySelector('svg[data-icon="lock"]'), action.textContent ?? '').not.toBeNull();
    }
  });

  it("shows 'Sorry! the data you are looking for could not be found' for an unknown company", async () => {
    renderDetail(companyDetailRoutes(true, { [`GET /api/company/${NORTHWIND_ID.toUpperCase()}`]: { status: 404, body: {} } }));
    expect(await screen.findByText('Sorry! the data you are looking for could not be found', {}, SLOW)).toBeTruthy();
  });

  it('falls back to an icon when the logo fails', async () => {
    renderDetail(companyDetailRoutes(), { logoUrl: '/logos/{domain}.svg' });
    const img = await screen.findByRole('img', { name: 'Northwind Energy LLC logo' }, SLOW);
    expect(img.getAttribute('src')).toBe('/logos/northwindenergy.com.svg');
    fireEvent.error(img);
    expect(await screen.findByRole('img', { name: 'No logo' }, SLOW)).toBeTruthy();
  });

  it('company follow flips only after the server reply', async () => {
    const navigate = vi.fn();
    renderDetail(companyDetailRoutes(), { navigate });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }, SLOW));
    expect(await screen.findByRole('button', { name: 'Following' }, SLOW)).toBeTruthy();
  });

  it('follows one license with its state, commodity and license type; only that license flips', async () => {
    const { fake } = renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Follow PA Electric license' }, SLOW));
    expect(await screen.findByRole('button', { name: 'Following PA Electric license' }, SLOW)).toBeTruthy();
    const call = fake.calls.find((c) => c.url.endsWith('/api/Company/SubscribeNotification'))!;
    expect(await call.clone().json()).toEqual({
      CompanyId: NORTHWIND_ID, IsSubscribe: true, StateCode: 'PA', Commodity: 'Electric', LicenseType: 'Supplier',
    });
    expect(screen.getByRole('button', { name: 'Follow OH Natural Gas license' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
  });
});

describe('detail rows', () => {
  it('drops empty contacts and addresses, keeps redacted ones', () => {
    const contact = { id: 1, contactName: '', contactEmail: '', contactPhone: '', contactRole: '', stateCode: 'TX', isPremium: true };
    expect(visibleContacts([contact])).toEqual([]);
    expect(visibleContacts([{ ...contact, contactName: 'A' }])).toHaveLength(1);
    expect(visibleContacts([{ ...contact, isPremium: false, contactName: 'A' }])).toHaveLength(1);
    const address = { id: 1, contactAddress: ' ', contactCity: 'X', stateCode: 'TX', contactZip: '1', licenseStateCode: 'TX', isPremium: true };
    expect(visibleAddresses([address])).toEqual([]);
    expect(visibleAddresses([{ ...address, isPremium: false, contactAddress: '' }])).toHaveLength(1);
  });
  it('builds the maps search and logo URLs', () => {
    expect(mapsSearchUrl({ id: 1, contactAddress: '1 Main St', contactCity: 'Austin', stateCode: 'TX', contactZip: '78701', licenseStateCode: 'TX', isPremium: true }))
      .toBe('https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Austin%2C%20TX%2C%2078701');
    expect(logoSrc('/public/logos/{domain}.svg', 'Acme.com')).toBe('/public/logos/acme.com.svg');
    expect(logoSrc(undefined, 'acme.com')).toBeNull();
    expect(logoSrc('/x/{domain}', null)).toBeNull();
  });
});
