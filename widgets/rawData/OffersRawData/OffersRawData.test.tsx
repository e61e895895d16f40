import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OffersRawData } from './OffersRawData';
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
  renderWithInsights(<OffersRawData />, { fetch: fake.fetch });
  return fake;
}

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));

describe('OffersRawData', { timeout: 20_000 }, () => {
  it('lists one file per state and commodity with supplier, utility, residential and small commercial flags', async () => {
    renderPage();
    await screen.findByText('Texas');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(
      ['State', 'Commodity', 'Supplier', 'Utility', 'Residential', 'Small Commercial', 'File']);
    expect(bodyRows()).toHaveLength(3);
    const ohioGas = bodyRows().find((r) => r.textContent?.includes('Natural Gas'))!;
    expect(within(ohioGas).getAllByText(/^(Yes|No)$/).map((e) => e.textContent)).toEqual(['No', 'Yes', 'Yes', 'Yes']);
  });

  it('downloads through the offers link', async () => {
    const fake = renderPage();
    await screen.findByText('Texas');
    fireEvent.click(screen.getByRole('button', { name: 'Download Texas Electric offers' }));
    await waitFor(() => expect(saved).toEqual(['TX_Electric_offers.csv']));
    expect(fake.calls.map((c) => new URL(c.url).pathname)).toContain('/api/RawData/downloadOffersRawData/11');
  });

  it('shows an error toast when the download fails', async () => {
    renderPage('downloadFails');
    await screen.findByText('Texas');
    fireEvent.click(screen.getByRole('button', { name: 'Download Texas Electric offers' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file could not be prepared.');
  });

  it('shows a loading state first', () => {
    renderPage('loading');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});
