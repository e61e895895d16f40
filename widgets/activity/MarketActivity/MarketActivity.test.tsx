import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { createFakeFetch } from '../../core/testing/fakeFetch';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import { ACTIVITY_TODAY, activityRoutes, fixtureMonth } from '../../../stories/fixtures/activity';
import * as stories from '../../../stories/MarketActivity.stories';
import { MarketActivity, type MarketActivityProps } from './MarketActivity';

const { Loaded, Empty, Loading, Error: Failed } = composeStories(stories);

function renderActivity(props: MarketActivityProps = {}, config = {}) {
  const fake = createFakeFetch(activityRoutes('loaded'));
  const navigate = vi.fn();
  const result = renderWithInsights(<MarketActivity today={ACTIVITY_TODAY} {...props} />, { fetch: fake.fetch, navigate, ...config });
  return { ...result, fake, navigate };
}

const activityCalls = (calls: Request[]) => calls.filter((r) => r.url.includes('GetActivity')).map((r) => new URL(r.url).search);

afterEach(() => vi.restoreAllMocks());

describe('MarketActivity', () => {
  it('asks the period and a year back in one call, and shows the API numbers in the table, newest first', async () => {
    const { fake } = renderActivity({ state: 'TX', months: '12' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    const nov = fixtureMonth('2026-11', 'TX');
    expect(rows[1].textContent).toBe(`Nov 2026${nov.new}${nov.renewed}${nov.expired}${nov.active.toLocaleString('en-US')}`);
    expect(rows[12].textContent).toMatch(/^Dec 2025/);
    // 14 months: November 2026 is under way, and comparing October 2026 with October 2025 needs them.
    expect(activityCalls(fake.calls)).toEqual(['?from=2025-10&to=2026-11&stateCode=TX']);
    expect(fake.calls.some((r) => r.url.endsWith('GetExpiryOutlook?stateCode=TX'))).toBe(true);
  });

  it('compares the last month that is over with the month before and a year before, and gives this month so far', async () => {
    // Today is 15 November 2026: November is under way, October is the month compared.
    renderActivity({ state: 'TX' });
    const region = await screen.findByRole('region', { name: 'Oct 2026 against earlier months' });
    const nov = fixtureMonth('2026-11', 'TX');
    const oct = fixtureMonth('2026-10', 'TX');
    const sep = fixtureMonth('2026-09', 'TX');
    const lastYear = fixtureMonth('2025-10', 'TX');
    const newFigure = region.querySelector('[data-figure="new"]')!;
    const sign = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');
    const pct = (a: number, b: number) => sign(Math.round(((a - b) / b) * 100));
    expect(newFigure.textContent).toContain(`${oct.new}`);
    expect(newFigure.textContent).toContain(`${sign(oct.new - sep.new)} (${pct(oct.new, sep.new)}%) vs previous month`);
    expect(newFigure.textContent).toContain(`${sign(oct.new - lastYear.new)} (${pct(oct.new, lastYear.new)}%) vs last year`);
    expect(region.textContent).toContain(`Nov 2026 so far: ${nov.new} new, ${nov.renewed} renewed, ${nov.expired} expired; compared once the month is over.`);
  });

  it('shows the expiry outlook of the filtered market', async () => {
    renderActivity();
    const outlook = await screen.findByRole('region', { name: 'Expiry outlook' });
    await waitFor(() => expect(outlook.textContent).toContain('Within 30 days14'));
    expect(outlook.textContent).toContain('Within 60 days31');
    expect(outlook.textContent).toContain('Within 90 days52');
  });

  it('writes each filter change into the URL through the host navigate, and asks again', async () => {
    const { navigate, fake } = renderActivity();
    await screen.findByRole('table');
    await screen.findByRole('option', { name: 'Texas' });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'TX' } });
    expect(navigate).toHaveBeenLastCalledWith('/activity?state=TX');
    fireEvent.change(screen.getByLabelText('Commodity'), { target: { value: 'Gas' } });
    fireEvent.change(screen.getByLabelText('License Type'), { target: { value: 'Supplier' } });
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '36' } });
    expect(navigate).toHaveBeenLastCalledWith('/activity?state=TX&commodity=Gas&type=Supplier&months=36');
    await waitFor(() => expect(activityCalls(fake.calls)).toContain('?from=2023-12&to=2026-11&stateCode=TX&commodity=Gas&licenseType=Supplier'), { timeout: 5000 });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(37), { timeout: 5000 });
  });

  it('follows new URL values from the host (a link, Back), without writing them again', async () => {
    const { navigate, rerender, config, queryClient } = renderActivity({ state: 'TX' });
    await screen.findByRole('table');
    const { InsightsProvider } = await import('../../core/config/InsightsProvider');
    rerender(
      <InsightsProvider config={config} queryClient={queryClient}>
        <MarketActivity today={ACTIVITY_TODAY} state="OH" months="12" />
      </InsightsProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('activity-filter-label').textContent).toBe('OH · All commodities · All license types · 12 months'));
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('OH');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves the URL alone with sync-url off', async () => {
    const { navigate } = renderActivity({ syncUrl: false });
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '12' } });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(13), { timeout: 5000 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('downloads the shown months as CSV, the filter in the file name', async () => {
    const clicks: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ name: this.download, href: this.href });
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:activity';
    });
    renderActivity({ state: 'TX', commodity: 'Electric', licenseType: 'Supplier', months: '12' });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(clicks).toEqual([{ name: 'market-activity-TX-Electric-Supplier-12-months-2026-11.csv', href: 'blob:activity' }]);
    const lines = (await blobs[0].text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Month,New,Renewed,Expired,Active');
    expect(lines).toHaveLength(13);
    const nov = fixtureMonth('2026-11', 'TX');
    expect(lines[12]).toBe(`2026-11,${nov.new},${nov.renewed},${nov.expired},${nov.active}`);
    expect(lines[1]).toMatch(/^2025-12,/);
  });
});

describe('MarketActivity stories', () => {
  it('Loaded: the table of 24 months and the outlook', async () => {
    renderWithInsights(<Loaded />, {});
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(25);
  });

  it('Empty: No data found, nothing to download', async () => {
    renderWithInsights(<Empty />, {});
    expect(await screen.findByText('No data found')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Loading: the labelled spinner', () => {
    renderWithInsights(<Loading />, {});
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('Error: the server message and Try again', async () => {
    renderWithInsights(<Failed />, {});
    expect((await screen.findAllByText('License activity is temporarily unavailable.')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
