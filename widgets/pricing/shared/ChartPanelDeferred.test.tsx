import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import { toSeries } from '../logic/series';
import type { ChartData } from '../logic/types';
import { ChartPanel } from './ChartPanel';

const reply: ChartData = [
  { Date: '11/16/2026', Suppliers: [{ Supplier: 'Alpha', InsightsSupplierIdentifier: '1001', Rank: 1, Deltas: [{ CurrPrice: 0.08, BestPrice: 0.08, WorstPrice: 0.08, NextBetterPrice: null, NextWorsePrice: null }] }] },
];

/** The browser's IntersectionObserver, driven by the test: `scrollNear()` reports every observed box on screen. */
function observeByHand() {
  const callbacks: IntersectionObserverCallback[] = [];
  class HandObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', HandObserver);
  return {
    scrollNear: () =>
      act(() => callbacks.forEach((callback) => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a chart card drawn when seen (the Pricing screen)', () => {
  it('far below the screen, has its data and title but neither its chart nor its legend until scrolled near', async () => {
    const { scrollNear } = observeByHand();
    // Far below the fold, as the four cards are under the form on a phone.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: 5000, bottom: 5600, left: 0, right: 400, width: 400, height: 600, x: 0, y: 5000, toJSON: () => ({}) });
    renderWithInsights(
      <ChartPanel title="Price Trend Chart" model={toSeries(reply)} loading={false} error={null} pricesAsOf="2026-11-16" now={new Date(2026, 10, 17)} drawWhenVisible>
        {() => <svg data-testid="plot" />}
      </ChartPanel>,
    );
    const card = screen.getByRole('article', { name: 'Price Trend Chart' });
    expect(card.getAttribute('data-chart-state')).toBe('drawn');
    expect(within(card).getByText('Prices as of 11/16/2026')).toBeTruthy();
    // A frame later its place has been read: still far off.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(card.querySelector('[data-plot]')!.getAttribute('data-plot')).toBe('deferred');
    expect(screen.queryByTestId('plot')).toBeNull();
    expect(within(card).queryByRole('list', { name: 'Price Trend Chart suppliers' })).toBeNull();

    scrollNear();
    expect(card.querySelector('[data-plot]')!.getAttribute('data-plot')).toBe('drawn');
    expect(screen.getByTestId('plot')).toBeTruthy();
    const legend = within(card).getByRole('list', { name: 'Price Trend Chart suppliers' });
    await waitFor(() => expect(within(legend).getByText('Alpha')).toBeTruthy());
  });
});
