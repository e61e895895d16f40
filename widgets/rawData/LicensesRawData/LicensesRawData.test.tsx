import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LicensesRawData } from './LicensesRawData';
import { createFakeFetch } from '../../core/testing/fakeFetch';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import { rawDataFixtures, type RawDataScenario } from '../../../stories/fixtures/rawData';

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:raw-data');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

function renderPage(scenario: RawDataScenario = 'loaded') {
  const fake = createFakeFetch(rawDataFixtures[scenario]);
  renderWithInsights(<LicensesRawData />, { fetch: fake.fetch });
  return fake;
}

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));

describe('LicensesRawData', { timeout: 20_000 }, () => {
  it('lists one file per state and commodity with broker, supplier and aggregator flags', async () => {
    renderPage();
    await screen.findByText('Texas');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['State', 'Commodity', 'Broker', 'Supplier', 'Aggregator', 'File']);
    expect(bodyRows()).toHaveLength(4);
    const texas = bodyRows().find((r) => r.textContent?.includes('Texas'))!;
    expect(within(texas).getAllByText(/^(Yes|No)$/).map((e) => e.textContent)).toEqual(['Yes', 'Yes', 'No']);
  });

  it('shows progress while the file is prepared, then saves it', async () => {
    const fake = renderPage();
    await screen.findByText('Texas');
    const button = () => screen.getByRole('button', { name: 'Download Texas Electric licenses' });
    fireEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBe('true'));
    expect(button().textContent).toContain('Preparing…');
    await waitFor(() => expect(saved).toEqual(['TX_Electric_licenses.csv']));
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBeNull());
    const paths = fake.calls.map((c) => new URL(c.url).pathname);
    expect(paths).toContain('/api/RawData/downloadLicensesRawData/11');
    expect(paths).toContain('/downloads/raw-data');
    const file = fake.calls.find((c) => c.url.includes('/downloads/raw-data'))!;
    expect(file.headers.get('Authorization')).toBeNull();
  });

  it('shows an error toast when the file cannot be prepared', async () => {
    renderPage('downloadFails');
    await screen.findByText('Texas');
    fireEvent.click(screen.getByRole('button', { name: 'Download Texas Electric licenses' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file could not be prepared.');
    expect(saved).toEqual([]);
  });

  it('shows an error toast when the link is refused', async () => {
    renderPage('linkExpired');
    await screen.findByText('Texas');
    fireEvent.click(screen.getByRole('button', { name: 'Download Texas Electric licenses' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This download link has expired. Start the download again.');
  });

  it("shows 'No data found', loading and error states", async () => {
    renderPage('empty');
    expect(await screen.findByText('No data found')).toBeTruthy();
  });

  it("shows the server's message with a retry", async () => {
    renderPage('error');
    expect(await screen.findByText('Raw data is being refreshed. Try again in a minute.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
