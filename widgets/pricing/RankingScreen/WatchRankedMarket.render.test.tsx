import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakeFetch } from '../../core/testing/fakeFetch';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import { offersRoutes } from '../../../stories/fixtures/offers';
import { fixtureSession } from '../../../stories/fixtures/notifications';
import { pricingSession } from '../../../stories/fixtures/priceWatches';
import type { PricingForm } from '../logic/types';
import { WatchRankedMarket } from './WatchRankedMarket';

const UTILITIES = [
  { utilityName: 'Oncor Electric Delivery', InsightsUtilityIdenitifier: 'ONCOR' },
  { utilityName: 'ONCOR ELECTRIC DELIVERY COMPANY (Power to Choose)', InsightsUtilityIdenitifier: 'offers-7' },
];
const filters = (utility: string) => ({ state: 'TX', utility, commodity: 1 }) as PricingForm;

describe("Ranking's Watch this market", () => {
  it('shows for an imported market and opens the dialog on it; none for a modelled utility', async () => {
    const fake = createFakeFetch(offersRoutes('loaded'));
    renderWithInsights(
      <>
        <WatchRankedMarket filters={filters('offers-7')} utilities={UTILITIES} />
        <WatchRankedMarket filters={filters('ONCOR')} utilities={UTILITIES} />
      </>,
      { fetch: fake.fetch, session: pricingSession },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Watch this market' }));
    const market = await screen.findByRole('combobox', { name: 'Market' });
    await waitFor(() => expect(market).toHaveProperty('value', 'TX|ONCOR ELECTRIC DELIVERY COMPANY|Electric|Residential'));
    // One button: the modelled utility beside it has none.
    expect(screen.getAllByRole('button', { name: 'Watch this market' })).toHaveLength(1);
  });

  it('is not offered to a user without the pricing module', async () => {
    const fake = createFakeFetch(offersRoutes('loaded'));
    renderWithInsights(<WatchRankedMarket filters={filters('offers-7')} utilities={UTILITIES} />, { fetch: fake.fetch, session: fixtureSession });
    await waitFor(() => expect(fake.calls.some((r) => new URL(r.url).pathname === '/api/Offers/Markets')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Watch this market' })).toBeNull();
  });
});
