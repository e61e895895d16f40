import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LicensedCompanies } from './LicensedCompanies';
import { createFakeFetch } from '../../core/testing/fakeFetch';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import { LICENSED_ROUTES, licensedCompaniesFixtures, type LicensedCompaniesScenario } from '../../../stories/fixtures/licensedCompanies';

function renderPage(scenario: LicensedCompaniesScenario = 'loaded') {
  const fake = createFakeFetch(licensedCompaniesFixtures[scenario]);
  renderWithInsights(<LicensedCompanies />, { fetch: fake.fetch });
  return fake;
}

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));
const pageCalls = (fake: ReturnType<typeof createFakeFetch>) =>
  fake.calls.filter((c) => c.url.includes('filteredMostRecentLicensedCompanies')).map((c) => new URL(c.url).searchParams);

async function choose(label: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: option.slice(0, 4) } });
  fireEvent.mouseDown(await screen.findByRole('option', { name: option }));
}

// Fifty-row tables render slowly in happy-dom on a busy machine.
describe('LicensedCompanies', { timeout: 30_000 }, () => {
  it('shows the spec columns, 50 rows per page, most recent first', async () => {
    renderPage();
    await screen.findAllByText('Northwind Energy LLC');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Date Issued', 'Company Name', 'State', 'Commodity', 'License Number', 'License Type', 'Website']);
    expect(bodyRows()).toHaveLength(50);
    expect(within(bodyRows()[0]).getByText('11/20/2026')).toBeTruthy();
    expect(screen.getByText('1–50 of 120')).toBeTruthy();
  });

  it("shows 'N/A' for a missing date, the license type display rule and 'View Official Website'", async () => {
    renderPage();
    await screen.findAllByText('Northwind Energy LLC');
    const second = bodyRows()[1];
    expect(within(second).getByText('N/A')).toBeTruthy();
    expect(within(second).queryByText('Broker|n/a')).toBeNull();
    expect(within(second).getByText('Broker')).toBeTruthy();
    const website = within(bodyRows()[0]).getByRole('link', { name: 'View Official Website' });
    expect(website.getAttribute('href')).toBe('https://www.northwind.example');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(within(bodyRows()[0]).getByRole('link', { name: 'Northwind Energy LLC' }).getAttribute('href'))
      .toBe('/companies/a1b2c3d4-0000-4000-8000-00000000a001');
  });

  it('sends every filter as -1 until one is applied', async () => {
    const fake = renderPage();
    await screen.findAllByText('Northwind Energy LLC');
    const [first] = pageCalls(fake);
    expect(Object.fromEntries(first)).toEqual({
      page: '1', perPage: '50', companyId: '-1', companyType: '-1', companyName: '-1', companyStateId: '-1',
      companyStateName: '-1', companyCommodityId: '-1', companyCommodityName: '-1', companyLicenseType: '-1',
    });
  });

  it("keeps 'Apply Filters' and 'Clear All Filters' disabled until something is chosen, then applies and clears", async () => {
    const fake = renderPage();
    await screen.findAllByText('Northwind Energy LLC');
    const apply = screen.getByRole('button', { name: 'Apply Filters' }) as HTMLButtonElement;
    const clear = screen.getByRole('button', { name: 'Clear All Filters' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    expect(clear.disabled).toBe(true);

    await choose('State', 'Texas');
    await choose('Commodity', 'Electric');
    expect(apply.disabled).toBe(false);
    expect(clear.disabled).toBe(false);
    fireEvent.click(apply);
    await waitFor(() => expect(screen.getByText('1–40 of 40')).toBeTruthy());
    const last = pageCalls(fake).at(-1)!;
    expect(last.get('companyStateId')).toBe('1');
    expect(last.get('companyStateName')).toBe('Texas');
    expect(last.get('companyCommodityId')).toBe('1');
    expect(last.get('companyCommodityName')).toBe('Electric');
    await waitFor(() => expect(bodyRows().every((r) => r.textContent?.includes('Texas'))).toBe(true));
    expect(bodyRows()).toHaveLength(40);

    fireEvent.click(clear);
    await waitFor(() => expect(screen.getByText('1–50 of 120')).toBeTruthy());
    expect(apply.disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLInputElement).value).toBe('');
  });

  it('asks the server for the companies matching what is typed, never for all of them, and keeps the choice', async () => {
    const fake = renderPage();
    await screen.findAllByText('Northwind Energy LLC');
    const nameCalls = () => fake.calls.filter((c) => c.url.includes('licensedCompanyNames')).map((c) => new URL(c.url).searchParams);
    const box = screen.getByRole('combobox', { name: 'Company' });
    fireEvent.focus(box);
    await waitFor(() => expect(nameCalls().length).toBeGreaterThan(0));
    expect(Object.fromEntries(nameCalls()[0])).toEqual({ limit: '50' });
    fireEvent.change(box, { target: { value: 'wind' } });
    await waitFor(() => expect(nameCalls().some((p) => p.get('search') === 'wind')).toBe(true));
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Northwind Energy LLC' }));
    expect((box as HTMLInputElement).value).toBe('Northwind Energy LLC');
    expect(nameCalls().every((p) => p.has('limit'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(pageCalls(fake).at(-1)!.get('companyName')).toBe('Northwind Energy LLC'));
  });

  it('lists each displayed license type once and sends the chosen one', async () => {
    const fake = renderPage();
    await screen.findAllByText('Northwind Energy LLC');
    const box = screen.getByRole('combobox', { name: 'License Type' });
    fireEvent.focus(box);
    const options = within(screen.getByRole('listbox', { name: 'License Type' })).getAllByRole('option').map((o) => o.textContent);
    // The server lists each displayed value once (raw 'Broker' and 'Broker|n/a' are both 'Broker').
    expect(options).toEqual(['Aggregator', 'Broker', 'Supplier']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(pageCalls(fake).at(-1)!.get('companyLicenseType')).toBe('Broker'));
  });

  it('pages on the server, changes the page size to 100 and jumps with the page-number input (minimum 1)', async () => {
    const fake = renderPage();
    await screen.findAllByText('Northwind Energy LLC');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByText('51–100 of 120')).toBeTruthy());
    expect(pageCalls(fake).at(-1)!.get('page')).toBe('2');

    const size = screen.getByLabelText('Rows per page') as HTMLSelectElement;
    expect([...size.options].map((o) => o.value)).toEqual(['50', '100', '200', '500']);
    fireEvent.change(size, { target: { value: '100' } });
    await waitFor(() => expect(screen.getByText('1–100 of 120')).toBeTruthy());
    expect(Object.fromEntries(pageCalls(fake).at(-1)!)).toMatchObject({ page: '1', perPage: '100' });
    await waitFor(() => expect(bodyRows()).toHaveLength(100));

    const input = screen.getByLabelText('Go to page') as HTMLInputElement;
    expect(input.min).toBe('1');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('1');
    fireEvent.change(input, { target: { value: '2' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByText('101–120 of 120')).toBeTruthy());
  });

  it('blurs license number and date for a user without premium data', async () => {
    renderPage('nonPremium');
    await screen.findAllByText('Northwind Energy LLC');
    const first = bodyRows()[0];
    expect(within(first).getAllByText('Premium data')).toHaveLength(2);
    expect(within(first).queryByText(/A-2026/)).toBeNull();
  });

  it("shows 'No data found' when nothing matches, and the server's message on failure", async () => {
    renderPage('empty');
    expect(await screen.findByText('No data found')).toBeTruthy();
  });

  it("shows the server's message and a retry on failure", async () => {
    renderPage('error');
    expect(await screen.findByText('The license database is temporarily unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('calls the spec paths', async () => {
    const fake = renderPage();
    await screen.findAllByText('Northwind Energy LLC');
    const paths = new Set(fake.calls.map((c) => `GET ${new URL(c.url).pathname}`));
    for (const route of Object.values(LICENSED_ROUTES)) expect(paths.has(route)).toBe(true);
  });
});
