import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createFakeFetch } from '../../core/testing/fakeFetch';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import { NORTHWIND_ID, companyDetailRoutes, memberSession } from '../../../stories/fixtures/companies';
import { companyOffersRoutes } from '../../../stories/fixtures/companyOffers';
import { CompanyDetail } from './CompanyDetail';
import { NO_OFFERS_TEXT } from './OffersSection';

const SLOW = { timeout: 8000 };

/** A cell's value without the label it carries for the phone's card layout. */
const cellText = (td: Element) => (td.hasAttribute('data-card-label') ? td.lastElementChild : td)?.textContent;

function renderDetail(withOffers: boolean | 'missing') {
  const routes = withOffers === 'missing'
    ? companyDetailRoutes(true, { [`GET /api/Offers/Company/${NORTHWIND_ID}`]: { status: 404, body: { message: 'Not Found' } } })
    : companyDetailRoutes(true, companyOffersRoutes(withOffers));
  const fake = createFakeFetch(routes);
  renderWithInsights(<CompanyDetail companyId={NORTHWIND_ID} />, { fetch: fake.fetch, session: memberSession });
  return fake;
}

describe('CompanyDetail · Offers', { timeout: 30_000 }, () => {
  it('lists each market with its rank, source and date, a link to the market and the offers cheapest first', async () => {
    const fake = renderDetail(true);
    const tx = within(await screen.findByRole('article', { name: 'TX · ONCOR ELECTRIC DELIVERY COMPANY · Residential' }, SLOW));
    expect(tx.getByTestId('offers-rank').textContent).toBe('#3 of 41');
    expect(tx.getByTestId('offers-source').textContent).toBe('Power to Choose, 01/09/2026');
    expect(tx.getByRole('link', { name: 'All offers in this market' }).getAttribute('href'))
      .toBe('/offers?state=TX&utility=ONCOR+ELECTRIC+DELIVERY+COMPANY&commodity=Electric&customerClass=Residential');
    const rows = within(tx.getByRole('table')).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('td')].map(cellText));
    expect(rows.map((r) => r[0])).toEqual(['Northwind Fixed 12', 'Northwind Green Choice 12', 'Northwind Saver 24', 'Northwind Flex']);
    expect(rows[0]).toEqual(['Northwind Fixed 12', '12 months', 'Fixed', '13.89¢/kWh', '6%']);
    const oh = within(screen.getByRole('article', { name: 'OH · Columbia Gas of Ohio · Natural Gas · Residential' }));
    expect(oh.getByTestId('offers-rank').textContent).toBe('Not ranked');
    expect(within(oh.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent)).toContain('Price ($/Ccf)');
    expect(oh.getByText('$0.829/Ccf')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Offers/ }).textContent).toBe('Offers(5)');
    expect(fake.calls.some((r) => new URL(r.url).pathname === `/api/Offers/Company/${NORTHWIND_ID}`)).toBe(true);
  });

  it('says so plainly when the company has no offers', async () => {
    renderDetail(false);
    expect(await screen.findByText(NO_OFFERS_TEXT, {}, SLOW)).toBeTruthy();
  });

  it('treats a 404 (a server without the offers area) as no offers rather than an error', async () => {
    renderDetail('missing');
    expect(await screen.findByText(NO_OFFERS_TEXT, {}, SLOW)).toBeTruthy();
  });
});
