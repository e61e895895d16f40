import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { createFakeFetch } from '../../core/testing/fakeFetch';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import { OFFERS_ERROR, offersRoutes } from '../../../stories/fixtures/offers';
import * as stories from '../../../stories/Offers.stories';
import { Offers, UNKNOWN_MARKET_TEXT, type OffersProps } from './Offers';

const { NoMarkets, Loading, Error: Failed } = composeStories(stories);

const ONCOR = 'ONCOR ELECTRIC DELIVERY COMPANY';
const ONCOR_URL = '/offers?state=TX&utility=ONCOR+ELECTRIC+DELIVERY+COMPANY&commodity=Electric&customerClass=Residential';

function renderOffers(props: OffersProps = {}) {
  const fake = createFakeFetch(offersRoutes('loaded'));
  const navigate = vi.fn();
  const result = renderWithInsights(<Offers {...props} />, { fetch: fake.fetch, navigate });
  return { ...result, fake, navigate };
}

/** The calls made to a path, as their query strings. */
/** Rendering a table of 30 offers in happy-dom takes seconds on a busy machine. */
const SLOW = { timeout: 10_000 };

const callsTo = (calls: Request[], path: string) => calls.filter((r) => new URL(r.url).pathname === path).map((r) => new URL(r.url).search);

async function offerRows() {
  const table = await screen.findByRole('table', { name: /^Offers · / });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), SLOW);
  return within(table).getAllByRole('row').slice(1);
}

afterEach(() => vi.restoreAllMocks());

describe('Offers', { timeout: 30_000 }, () => {
  it('shows the first market on its latest snapshot, cheapest first, naming the source and date', async () => {
    const { fake } = renderOffers();
    const rows = await offerRows();
    expect(rows).toHaveLength(30);
    expect(screen.getByTestId('offers-source').textContent).toBe('Power to Choose, 01/09/2026 · 30 offers · changes since 01/05/2026');
    // Each cell also holds its card label (shown on phones): the price is the number the cell ends with.
    const prices = rows.map((row) => Number(/[\d.]+$/.exec(row.querySelectorAll('td')[3].textContent ?? '')?.[0]));
    expect(prices[0]).toBe(8.6);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    // The markets first (nothing named), then that market's offers, then its changes for the price lines.
    expect(callsTo(fake.calls, '/api/Offers')).toEqual([`?stateCode=TX&utility=ONCOR+ELECTRIC+DELIVERY+COMPANY&commodity=Electric&customerClass=Residential`]);
    await waitFor(() => expect(callsTo(fake.calls, '/api/Offers/Changes')).toEqual([
      '?from=2026-01-02&to=2026-01-09&stateCode=TX&utility=ONCOR+ELECTRIC+DELIVERY+COMPANY&commodity=Electric&customerClass=Residential',
    ]), SLOW);
  });

  it('asks the offers of a market the URL names at once, beside the markets, and an earlier snapshot when asked', async () => {
    const { fake } = renderOffers({ state: 'TX', utility: ONCOR, asOf: '2026-01-05' });
    await waitFor(() => expect(callsTo(fake.calls, '/api/Offers/Markets')).toHaveLength(1), SLOW);
    await waitFor(() => expect(callsTo(fake.calls, '/api/Offers')).toEqual(['?stateCode=TX&utility=ONCOR+ELECTRIC+DELIVERY+COMPANY&asOf=2026-01-05']), SLOW);
    await offerRows();
    expect(screen.getByTestId('offers-source').textContent).toContain('Power to Choose, 01/05/2026');
  });

  it('shows each move since the previous snapshot, and a price line rebuilt from the changes', async () => {
    renderOffers({ state: 'TX', utility: ONCOR });
    const rows = await offerRows();
    const row = (product: string) => rows.find((r) => within(r).queryByRole('button', { name: product }))!;
    expect(within(row('Rhythm Saver 12')).getByText(/^−0\.40¢/)).toBeTruthy();
    expect(within(row('The Lone Saver 12')).getByText('New')).toBeTruthy();
    await waitFor(() =>
      expect(row('Rhythm Saver 12').querySelector('[data-sparkline]')?.getAttribute('aria-label')).toBe(
        'Price history: 10.00¢/kWh on 01/02/2026 to 9.60¢/kWh on 01/09/2026, 1 change',
      ),
      SLOW,
    );
    expect(row('Octopus Lite 12').querySelector('[data-sparkline]')?.getAttribute('aria-label')).toBe('Price history: 8.60¢/kWh on 01/09/2026, unchanged since 01/02/2026');
  });

  it('filters and sorts, writing each choice into the URL', async () => {
    const { navigate } = renderOffers({ state: 'TX', utility: ONCOR, commodity: 'Electric', customerClass: 'Residential' });
    await offerRows();
    fireEvent.change(screen.getByLabelText('Term'), { target: { value: '12' } });
    expect(navigate).toHaveBeenLastCalledWith(`${ONCOR_URL}&term=12`);
    await waitFor(() => expect(screen.getByTestId('offers-source').textContent).toMatch(/ · \d+ of 30 offers/), SLOW);
    const rows = await offerRows();
    for (const row of rows) expect(row.textContent).toContain('12 mo');
    fireEvent.click(screen.getByRole('button', { name: /^Renewable/ }));
    expect(navigate).toHaveBeenLastCalledWith(`${ONCOR_URL}&term=12&sort=-renewable`);
    fireEvent.change(screen.getByLabelText('Supplier'), { target: { value: 'RHYTHM' } });
    expect(navigate).toHaveBeenLastCalledWith(`${ONCOR_URL}&term=12&supplier=RHYTHM&sort=-renewable`);
  });

  it('picks another market with the picker: its latest snapshot, no filter left over', async () => {
    const { navigate, fake } = renderOffers({ state: 'TX', utility: ONCOR, term: '12' });
    await offerRows();
    fireEvent.change(screen.getByLabelText('Market'), { target: { value: 'OH|COLUMBIA GAS OF OHIO|Natural Gas|Residential' } });
    expect(navigate).toHaveBeenLastCalledWith('/offers?state=OH&utility=COLUMBIA+GAS+OF+OHIO&commodity=Natural+Gas&customerClass=Residential');
    await waitFor(() => expect(screen.getByTestId('offers-source').textContent).toBe('Apples to Apples, 09/12/2025 · 14 offers · changes since 09/11/2025'), SLOW);
    expect(screen.getByRole('columnheader', { name: /Price \(\$\/Ccf\)/ })).toBeTruthy();
    expect(callsTo(fake.calls, '/api/Offers').at(-1)).toBe('?stateCode=OH&utility=COLUMBIA+GAS+OF+OHIO&commodity=Natural+Gas&customerClass=Residential');
  });

  it("opens an offer's drawer with its history, and tells the host", async () => {
    const onOfferOpen = vi.fn();
    const { fake } = renderOffers({ state: 'TX', utility: ONCOR, onOfferOpen });
    await offerRows();
    fireEvent.click(screen.getByRole('button', { name: 'Rhythm Saver 12' }));
    expect(onOfferOpen).toHaveBeenCalledWith({ offerId: 1001, sourceKey: '35279', supplierName: 'RHYTHM', product: 'Rhythm Saver 12' });
    const drawer = await screen.findByTestId('offer-drawer');
    const history = await within(drawer).findByRole('table', { name: 'Price history' });
    expect(within(history).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'SnapshotPrice (¢/kWh)Change',
      '01/09/20269.60\u22120.40¢',
      '01/05/202610.00',
      '01/02/202610.00',
    ]);
    expect(within(drawer).getByRole('link', { name: 'RHYTHM OPS LLC' }).getAttribute('href')).toBe('/companies/6d1f0c4e-3b8a-4f6e-9a51-000000000420');
    expect(within(drawer).getByRole('link', { name: 'Facts label' }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(drawer.textContent).toContain('Power to Choose, 01/09/2026');
    expect(callsTo(fake.calls, '/api/Offers/1001/History')).toHaveLength(1);
  });

  it('counts what changed between two snapshot dates, and follows a new range', async () => {
    const { navigate } = renderOffers({ state: 'TX', utility: ONCOR, commodity: 'Electric', customerClass: 'Residential', view: 'changes' });
    // By default: the snapshot shown against the one before it.
    const figures = await screen.findByRole('list', { name: 'Changes from 01/05/2026 to 01/09/2026' });
    await waitFor(() => expect(figures.querySelector('[data-figure="new"] strong')?.textContent).toBe('2'), SLOW);
    expect(['withdrawn', 'up', 'down'].map((kind) => figures.querySelector(`[data-figure="${kind}"] strong`)?.textContent)).toEqual(['1', '1', '2']);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-02' } });
    expect(navigate).toHaveBeenLastCalledWith(`${ONCOR_URL}&view=changes&from=2026-01-02&to=2026-01-09`);
    const wider = await screen.findByRole('list', { name: 'Changes from 01/02/2026 to 01/09/2026' });
    await waitFor(() => expect(wider.querySelector('[data-figure="new"] strong')?.textContent).toBe('3'), SLOW);
    expect(['withdrawn', 'up', 'down'].map((kind) => wider.querySelector(`[data-figure="${kind}"] strong`)?.textContent)).toEqual(['2', '1', '3']);
  });

  it('says so when the URL names a market never imported, and offers the imported ones', async () => {
    renderOffers({ state: 'PA', utility: 'PECO' });
    expect(await screen.findByText(UNKNOWN_MARKET_TEXT, {}, SLOW)).toBeTruthy();
    expect(screen.getByText('PA · PECO: choose an imported market above.')).toBeTruthy();
    expect((screen.getByLabelText('Market') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('downloads the offers shown, in their order, prices in dollars per kWh', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:offers';
    });
    renderOffers({ state: 'TX', utility: ONCOR, term: '12' });
    const rows = await offerRows();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(clicks).toEqual(['offers-TX-ONCOR-ELECTRIC-DELIVERY-COMPANY-Electric-Residential-2026-01-09.csv']);
    const lines = (await blobs[0].text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Supplier,Company,Product,Term (months),Rate type,Price ($/kWh),Price at 500 kWh ($/kWh),Price at 2000 kWh ($/kWh),Previous price,Renewable %,Cancellation fee,Monthly fee,First seen,Source,As of,Source key',
    );
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines[1]).toBe('Octopus Energy,,Octopus Lite 12,12,Fixed,0.086,0.215,0.147,0.086,100,150.00,,2026-01-02,Power to Choose,2026-01-09,35698');
  });
});

describe('Offers stories', () => {
  it('NoMarkets: says nothing was imported yet', async () => {
    renderWithInsights(<NoMarkets />, {});
    expect(await screen.findByText('No offers have been imported yet.')).toBeTruthy();
  });

  it('Loading: the markets load', () => {
    renderWithInsights(<Loading />, {});
    expect(screen.getByRole('status').textContent).toContain('Loading markets…');
  });

  it('Error: the server message and Try again', async () => {
    renderWithInsights(<Failed />, {});
    expect((await screen.findAllByText(OFFERS_ERROR)).length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
