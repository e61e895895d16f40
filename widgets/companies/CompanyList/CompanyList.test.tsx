import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CompanyList } from './CompanyList';
import { createFakeFetch } from '../../core/testing/fakeFetch';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import { companyListRoutes, companyListReply } from '../../../stories/fixtures/companies';

/** The shared 2-core machine can be slow: wait longer than Testing Library's 1 s default. */
const SLOW = { timeout: 8000 };

function renderList(props = {}, routes = companyListRoutes(), config = {}) {
  const fake = createFakeFetch(routes);
  const result = renderWithInsights(<CompanyList {...props} />, { fetch: fake.fetch, ...config });
  return { ...result, fake };
}

const listBodies = async (fake: ReturnType<typeof createFakeFetch>) =>
  Promise.all(fake.calls.filter((c) => c.url.endsWith('/api/company/getall')).map((c) => c.clone().json()));

describe('CompanyList', { timeout: 30_000 }, () => {
  it('sends the URL filters with the spec names and shows them as badges', async () => {
    const { fake } = renderList({ stateCode: 'TX', licenseType: 'ABC', pageNo: '2' });
    await screen.findByText('Apex Energy Solutions LLC', {}, SLOW);
    const [body] = await listBodies(fake);
    expect(body).toEqual({
      PageNumber: 2, PageSize: 50, SearchTerm: '', orderBy: 'legalName', ascendingOrder: true, stateCode: 'TX', licenseType: 'ABC', commodity: 0,
    });
    const badges = screen.getByRole('group', { name: 'Active filters' });
    expect(await within(badges).findByText('State: Texas (TX)', {}, SLOW)).toBeTruthy();
    expect(within(badges).getByText('License Type: ABC')).toBeTruthy();
  });

  it('ignores a page parameter that is not a positive integer', async () => {
    const { fake } = renderList({ pageNo: '-3', pageSize: 'abc' });
    await screen.findByText('Apex Energy Solutions LLC', {}, SLOW);
    expect((await listBodies(fake))[0]).toMatchObject({ PageNumber: 1, PageSize: 50 });
  });

  it('trims the search term and reflects the state into the URL through navigate', async () => {
    const navigate = vi.fn();
    const { fake } = renderList({ stateCode: 'TX' }, companyListRoutes(), { navigate });
    await screen.findByText('Apex Energy Solutions LLC', {}, SLOW);
    fireEvent.change(screen.getByPlaceholderText('search name, license or domain'), { target: { value: '  apex  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(async () => expect((await listBodies(fake)).at(-1).SearchTerm).toBe('apex'), SLOW);
    expect(navigate).toHaveBeenLastCalledWith('/companies?StateCode=TX&SearchTerm=apex');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter State: Texas (TX)' }));
    expect(navigate).toHaveBeenLastCalledWith('/companies?SearchTerm=apex');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(navigate).toHaveBeenLastCalledWith('/companies?PageNo=2&SearchTerm=apex');
  });

  it('sorts on the server from a column header', async () => {
    const { fake } = renderList();
    await screen.findByText('Apex Energy Solutions LLC', {}, SLOW);
    fireEvent.click(within(screen.getByRole('columnheader', { name: /^Licenses/ })).getByRole('button'));
    await waitFor(async () => expect((await listBodies(fake)).at(-1)).toMatchObject({ orderBy: 'licenseCount', PageNumber: 1 }));
  });

  it('changes Follow to Following only after the server confirms with Notifications', async () => {
    let answer = 'Something else';
    renderList({}, companyListRoutes({ 'POST /api/Company/SubscribeNotification': () => ({ body: answer }) }));
    const button = await screen.findByRole('button', { name: 'Follow Allegheny Energy Alliance Co.' }, SLOW);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow Allegheny Energy Alliance Co.' }).getAttribute('aria-busy')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Following Allegheny Energy Alliance Co.' })).toBeNull();
    answer = 'Notifications enabled';
    fireEvent.click(screen.getByRole('button', { name: 'Follow Allegheny Energy Alliance Co.' }));
    expect(await screen.findByRole('button', { name: 'Following Allegheny Energy Alliance Co.' }, SLOW)).toBeTruthy();
  });

  it('hides a column from the column toggle', async () => {
    renderList();
    await screen.findByText('Apex Energy Solutions LLC', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    // The menu's code loads on the first open.
    fireEvent.click(within(await screen.findByRole('group', { name: 'Visible columns' }, SLOW)).getByLabelText('Domain'));
    expect(screen.queryByRole('columnheader', { name: /^Domain/ })).toBeNull();
    expect(screen.queryByText('apexenergysolutions.com')).toBeNull();
  });

  it('links each company to its detail screen', async () => {
    renderList();
    const link = await screen.findByRole('link', { name: 'Apex Energy Solutions LLC' }, SLOW);
    expect(link.getAttribute('href')).toBe(`/companies/${companyListReply.data[1].id}`);
  });

  it('Export CSV asks every page of the current filters and saves companies.csv', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let lastBlob: Blob | undefined;
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:companies';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: lastBlob! });
    });
    const { fake } = renderList({ stateCode: 'TX', searchTerm: 'energy' });
    await screen.findByText('Apex Energy Solutions LLC', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1), SLOW);
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    expect((await listBodies(fake)).at(-1)).toEqual({
      PageNumber: 1, PageSize: 500, SearchTerm: 'energy', orderBy: 'legalName', ascendingOrder: true, stateCode: 'TX', licenseType: '', commodity: 0,
    });
    expect(saved[0].name).toBe('companies.csv');
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await saved[0].blob.arrayBuffer()).split('\r\n');
    expect(lines[0]).toBe('\uFEFFCompany,Domain,Company Type,License Type,Licenses,Contacts,Following');
    expect(lines[2]).toBe('Apex Energy Solutions LLC,apexenergysolutions.com,Supplier,Supplier,10,1,Yes');
    expect(lines).toHaveLength(companyListReply.data.length + 2);
  });

  it("shows the server's message on failure", async () => {
    renderList({}, companyListRoutes({ 'POST /api/company/getall': { status: 500, body: { message: 'Database offline' } } }));
    expect(await screen.findByText('Database offline', {}, SLOW)).toBeTruthy();
  });

  it('says under a searched row why it matched (the note comes with the first search), blurred without premium data', async () => {
    const [first, second, ...rest] = companyListReply.data;
    const reply = {
      ...companyListReply,
      data: [
        { ...first, matchedBy: { field: 'FKA', text: 'Lone Star Energy Management Corp.' } },
        { ...second, matchedBy: { field: 'licenseNumber', text: '' } },
        ...rest,
      ],
    };
    renderList({ searchTerm: 'lone star' }, companyListRoutes({ 'POST /api/company/getall': { body: reply, delayMs: 60 } }));
    const note = await screen.findByText('Formerly known as Lone Star Energy Management Corp.', {}, SLOW);
    expect(note.closest('tr')?.textContent).toContain(first.legalName);
    // The label, then the blurred placeholder (an element of its own) in place of the license number.
    const blurred = await screen.findByText((_, element) => element?.textContent === 'License Premium data', {}, SLOW);
    expect(blurred.closest('tr')?.textContent).toContain(second.legalName);
    expect(within(blurred).getByRole('img', { name: 'Premium data hidden' })).toBeTruthy();
  });
});
