import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createSession } from '../../../contract/claims';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import { FIXTURE_PRICING_BASE_URL, pricingFetch } from '../../../stories/fixtures/pricing';
import { ForwardCurveOverviewChart, PriceTrendChart, PriceTrendOverviewChart } from './pricingCharts';

const admin = createSession({
  sub: 'admin', roles: ['Admin'], clientId: '6f1b7c2e-0d4a-4c3e-9a51-000000000001', insightsModules: ['pricing'], allowedAccess: ['access:INS'],
});

function renderChart(ui: ReactElement) {
  const fake = pricingFetch('loaded');
  return { ...renderWithInsights(ui, { fetch: fake.fetch, pricingBaseUrl: FIXTURE_PRICING_BASE_URL, session: admin }), fake };
}

async function legendOf(title: string) {
  const card = await screen.findByRole('article', { name: title }, { timeout: 4000 });
  await waitFor(() => expect(card.getAttribute('data-chart-state')).toBe('drawn'), { timeout: 4000 });
  // Drawn with the chart once its card is seen (ChartPanel's drawWhenVisible): a frame after the data.
  const legend = await within(card).findByRole('list', { name: `${title} suppliers` }, { timeout: 4000 });
  // The entries render in the background (ChartLegend).
  await waitFor(() => expect(legend.hasAttribute('data-rendering')).toBe(false), { timeout: 4000 });
  return { card, legend };
}

const entry = (legend: HTMLElement, name: string) =>
  within(legend).getAllByRole('button').find((b) => b.textContent === name)!;
const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');
const swatchOf = (button: HTMLElement) => button.querySelector('span') as HTMLElement;
/** The text of the elements that describe it (aria-describedby). */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent).join(' ');

describe('chart legend: own supplier and focus', () => {
  it('marks the client’s own supplier (read from the Price Trend reply) as "Your supplier", in the own colour', async () => {
    const { fake } = renderChart(<PriceTrendOverviewChart />);
    const { card, legend } = await legendOf('Price Trend Overview Chart');
    const own = entry(legend, 'Northwind Energy LLC');
    await waitFor(() => expect(description(own)).toBe('Your supplier'), { timeout: 5000 });
    expect(swatchOf(own).style.background).toMatch(/^(#111827|rgb\(17, 24, 39\))$/);
    expect(own.closest('li')!.hasAttribute('data-own-supplier')).toBe(true);
    expect(description(entry(legend, 'Prairie Wind Energy'))).toBe('');
    expect(swatchOf(entry(legend, 'Prairie Wind Energy')).style.background).not.toMatch(/#111827|rgb\(17, 24, 39\)/);
    // The overview reply has no "own" marker: the trend reply (the fixed four plus the client's own) names it.
    expect(fake.calls.map((r) => new URL(r.url).pathname)).toContain('/common/api/pricingtrend');
    // The chart's box is in view (this DOM has no layout), so the chart is drawn once its code has loaded, not deferred.
    await waitFor(() => expect(card.querySelector('[data-plot]')!.getAttribute('data-plot')).toBe('drawn'), { timeout: 5000 });
  });

  it('a click focuses one supplier (aria-pressed, the other swatches dimmed); another moves it; pressed again clears it', async () => {
    const user = userEvent.setup();
    renderChart(<PriceTrendOverviewChart />);
    const { legend } = await legendOf('Price Trend Overview Chart');
    const buttons = within(legend).getAllByRole('button');
    expect(buttons).toHaveLength(8);
    expect(buttons.map(pressed)).toEqual(Array(8).fill('false'));

    const prairie = entry(legend, 'Prairie Wind Energy');
    await user.click(prairie);
    expect(pressed(prairie)).toBe('true');
    for (const b of buttons.filter((b) => b !== prairie)) {
      expect(pressed(b)).toBe('false');
      expect(swatchOf(b).style.opacity).toBe('0.35');
    }
    expect(swatchOf(prairie).style.opacity).toBe('1');

    const summit = entry(legend, 'Summit Ridge Power');
    await user.click(summit);
    expect(pressed(summit)).toBe('true');
    expect(pressed(prairie)).toBe('false');
    expect(swatchOf(prairie).style.opacity).toBe('0.35');

    await user.click(summit);
    expect(buttons.map(pressed)).toEqual(Array(8).fill('false'));
    expect(buttons.map((b) => swatchOf(b).style.opacity)).toEqual(Array(8).fill('1'));
  });

  it('works from the keyboard: Enter focuses a supplier, Tab to the next entry, Space moves the focus and clears it', async () => {
    const user = userEvent.setup();
    renderChart(<ForwardCurveOverviewChart />);
    const { legend } = await legendOf('Forward Curve Overview Chart');
    const [first, second] = within(legend).getAllByRole('button');
    first.focus();
    expect(document.activeElement).toBe(first);
    await user.keyboard('{Enter}');
    expect(pressed(first)).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(second);
    await user.keyboard(' ');
    expect(pressed(second)).toBe('true');
    expect(pressed(first)).toBe('false');
    await user.keyboard(' ');
    expect(pressed(second)).toBe('false');
  });

  it('the Price Trend Chart knows the own supplier from its own reply, and its legend focuses too', async () => {
    const user = userEvent.setup();
    renderChart(<PriceTrendChart />);
    const { legend } = await legendOf('Price Trend Chart');
    // The entries' text is the supplier's name alone (what Download CSV writes).
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent).sort()).toEqual([
      'Bluebonnet Electric Supply', 'Harborline Energy', 'Keystone Energy Partners', 'Lone Star Power Co.', 'Northwind Energy LLC',
    ]);
    const own = entry(legend, 'Northwind Energy LLC');
    await waitFor(() => expect(description(own)).toBe('Your supplier'));
    await user.click(own);
    expect(pressed(own)).toBe('true');
  });
});
