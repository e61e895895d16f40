import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithInsights } from '../testing/renderWithInsights';
import { priceNoticeFixtures } from '../../../stories/fixtures/priceWatches';
import { notificationFixtures } from '../../../stories/fixtures/notifications';
import { NotificationText } from './NotificationText';
import { noticeSentences, priceNoticeHref } from './PriceNotice';

describe('price notices', () => {
  it('splits the server sentences one per line', () => {
    expect(noticeSentences('A offers 5.5¢/kWh for 12 months fixed in X (TX)\nB left the top 3 in X (TX): now #5 at 8.1¢/kWh')).toHaveLength(2);
    expect(noticeSentences('GEXA Co. entered the top 3. RHYTHM offers 6.9¢/kWh.')).toEqual(['GEXA Co. entered the top 3.', 'RHYTHM offers 6.9¢/kWh.']);
    expect(noticeSentences('')).toEqual([]);
  });

  it('links a notice to its market, and a summary to What changed between the two snapshots', () => {
    const [one, summary] = priceNoticeFixtures;
    expect(priceNoticeHref('/offers', one.offerMarket!)).toBe(
      '/offers?state=TX&utility=ONCOR+ELECTRIC+DELIVERY+COMPANY&commodity=Electric&customerClass=Residential&asOf=2026-01-09',
    );
    expect(priceNoticeHref('/offers', summary.offerMarket!)).toBe(
      '/offers?state=TX&utility=ONCOR+ELECTRIC+DELIVERY+COMPANY&commodity=Electric&customerClass=Residential&view=changes&from=2026-01-05&to=2026-01-09',
    );
  });

  it('renders the Prices label, one line per sentence and the link; license wording is unchanged', () => {
    renderWithInsights(
      <ul>
        <li data-testid="price"><NotificationText notification={priceNoticeFixtures[0]} /></li>
        <li data-testid="license"><NotificationText notification={notificationFixtures[0]} /></li>
      </ul>,
    );
    const price = screen.getByTestId('price');
    expect(price.textContent).toMatch(/^PricesGEXA ENERGY LP entered the top 3/);
    expect(price.querySelector('[data-category="Prices"]')).not.toBeNull();
    expect(within(price).getByRole('link', { name: 'View offers in Oncor Electric Delivery Company (TX)' }).getAttribute('href')).toContain('/offers?state=TX');
    expect(screen.getByTestId('license').textContent).toBe('New License PUCT-10482 has been registered for Lone Star Power LLC on 11/20/2026');
  });
});
