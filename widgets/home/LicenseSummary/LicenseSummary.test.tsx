import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LicenseSummary } from './LicenseSummary';
import { createFakeFetch } from '../../core/testing/fakeFetch';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import { licenseSummaryReply } from '../../../stories/fixtures/licenseSummary';

const ROUTE = 'GET /api/License/GetStateWiseLicenseCount';

function renderSummary(reply: Parameters<typeof createFakeFetch>[0][string], config = {}) {
  const fake = createFakeFetch({ [ROUTE]: reply });
  const result = renderWithInsights(<LicenseSummary />, { fetch: fake.fetch, ...config });
  return { ...result, fake };
}

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));

describe('LicenseSummary', () => {
  it('greets the user and shows the four spec columns', async () => {
    renderSummary({ body: licenseSummaryReply });
    expect(screen.getByRole('heading', { name: 'Welcome to Insights!' })).toBeTruthy();
    await screen.findByText('Texas');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['State', 'ABC', 'Supplier', 'Total Licenses']);
  });

  it('sends the bearer token to the license count endpoint', async () => {
    const { fake } = renderSummary({ body: licenseSummaryReply });
    await screen.findByText('Texas');
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0].url).toBe('http://api.test/api/License/GetStateWiseLicenseCount');
    expect(fake.calls[0].headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('shows the state name with its code and drops all-empty rows', async () => {
    renderSummary({ body: licenseSummaryReply });
    await screen.findByText('Texas');
    expect(screen.getByText('TX')).toBeTruthy();
    expect(bodyRows()).toHaveLength(licenseSummaryReply.licenseDetails.length - 1);
  });

  it('links each count to the company list filtered by state and license type', async () => {
    renderSummary({ body: licenseSummaryReply }, { portalUrl: 'https://portal.example' });
    await screen.findByText('Texas');
    const texas = bodyRows().find((row) => row.textContent?.includes('Texas'))!;
    const links = within(texas).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['871', 'https://portal.example/companies?StateCode=TX&LicenseType=ABC'],
      ['413', 'https://portal.example/companies?StateCode=TX&LicenseType=Supplier'],
      ['1,284', 'https://portal.example/companies?StateCode=TX'],
    ]);
  });

  it('hands plain left clicks to the host navigate with the app path', async () => {
    const navigate = vi.fn();
    renderSummary({ body: licenseSummaryReply }, { navigate });
    const link = await screen.findByRole('link', { name: '871' });
    fireEvent.click(link, { button: 0 });
    expect(navigate).toHaveBeenCalledWith('/companies?StateCode=TX&LicenseType=ABC');
    fireEvent.click(link, { button: 0, ctrlKey: true });
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('uses a host route map for the links', async () => {
    renderSummary({ body: licenseSummaryReply }, { routes: { companies: '/intel/companies' } });
    const link = await screen.findByRole('link', { name: '1,284' });
    expect(link.getAttribute('href')).toBe('/intel/companies?StateCode=TX');
  });

  it('adds a totals row', async () => {
    renderSummary({ body: licenseSummaryReply });
    await screen.findByText('Texas');
    const footer = screen.getByText('Total').closest('tr')!;
    const sum = (key: 'abc' | 'supplier' | 'totalLicenses') =>
      licenseSummaryReply.licenseDetails.reduce((s, r) => s + (r[key] ?? 0), 0).toLocaleString('en-US');
    expect(footer.textContent).toBe(`Total${sum('abc')}${sum('supplier')}${sum('totalLicenses')}`);
  });

  it('sorts by a column from its header and reports aria-sort', async () => {
    renderSummary({ body: licenseSummaryReply });
    await screen.findByText('Texas');
    const header = screen.getByRole('columnheader', { name: /State/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(bodyRows()[0].textContent).toContain('Illinois');
  });

  it('shows a loading state first', () => {
    renderSummary({ never: true });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it("shows 'No data found' when there are no rows", async () => {
    renderSummary({ body: { licenseDetails: [{ state: null, gas: null, electric: 0, totalLicenses: null }] } });
    expect(await screen.findByText('No data found')).toBeTruthy();
  });

  it("shows 'Invalid credentials' on a 401", async () => {
    renderSummary({ status: 401, body: {} });
    expect(await screen.findByText('Invalid credentials')).toBeTruthy();
  });

  it("shows the server's message on other failures", async () => {
    renderSummary({ status: 500, body: { message: 'Database offline' } });
    expect(await screen.findByText('Database offline')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('recovers after a retry', async () => {
    let attempt = 0;
    renderSummary(() => (++attempt === 1 ? { status: 500, body: { message: 'Busy' } } : { body: licenseSummaryReply }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Texas')).toBeTruthy());
  });
});
