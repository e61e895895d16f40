import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import { toSeries } from '../logic/series';
import type { ChartData } from '../logic/types';
import { ChartPanel } from './ChartPanel';

const reply: ChartData = [
  { Date: '11/16/2026', Suppliers: [{ Supplier: 'Alpha', InsightsSupplierIdentifier: '1001', Rank: 1, Deltas: [{ CurrPrice: 0.08, BestPrice: 0.08, WorstPrice: 0.08, NextBetterPrice: null, NextWorsePrice: null }] }] },
];

function renderPanel(pricesAsOf: string | null, now: Date, model = toSeries(reply)) {
  renderWithInsights(
    <ChartPanel title="Price Trend Chart" model={model} loading={false} error={null} asOf="2026-11-25" pricesAsOf={pricesAsOf} now={now}>
      {() => <svg data-testid="plot" />}
    </ChartPanel>,
  );
  return screen.getByRole('article', { name: 'Price Trend Chart' });
}

describe("a chart card's header", () => {
  it("says 'Prices as of' the newest price day, in the muted colour while fresh", () => {
    const card = renderPanel('2026-11-16', new Date(2026, 10, 17, 12));
    const asOf = within(card).getByText('Prices as of 11/16/2026');
    expect(asOf.hasAttribute('data-stale')).toBe(false);
    expect((within(card).getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('warns when the newest price is older than 48 hours: the colour and, for a screen reader, the words', () => {
    const card = renderPanel('2026-11-16', new Date(2026, 10, 18, 1));
    const asOf = within(card).getByText(/^Prices as of 11\/16\/2026/);
    expect(asOf.getAttribute('data-stale')).toBe('true');
    expect(asOf.textContent).toBe('Prices as of 11/16/2026 (older than 48 hours)');
    expect(getComputedStyle(asOf).color).not.toBe(getComputedStyle(within(card).getByText('Price Trend Chart')).color);
  });

  it('says nothing and offers no download without data', () => {
    const card = renderPanel(null, new Date(), toSeries([]));
    expect(within(card).queryByText(/Prices as of/)).toBeNull();
    for (const name of ['Download CSV', 'Download PNG']) {
      expect((within(card).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
  });
});
