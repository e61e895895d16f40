import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LicenseMap } from './LicenseMap';
import { LicenseSummary } from '../LicenseSummary';
import { createFakeFetch } from '../../core/testing/fakeFetch';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import { licenseSummaryReply } from '../../../stories/fixtures/licenseSummary';
import { US_STATE_SHAPES } from './usStateShapes';
import { ACTIVITY_ROUTE, activityReplyFor } from '../../../stories/fixtures/activity';
import { lastMonths } from '../../core/api/activity';

const ROUTE = 'GET /api/License/GetStateWiseLicenseCount';

function renderMap(reply: Parameters<typeof createFakeFetch>[0][string], config = {}) {
  const fake = createFakeFetch({ [ROUTE]: reply });
  const result = renderWithInsights(<LicenseMap />, { fetch: fake.fetch, ...config });
  return { ...result, fake };
}

describe('LicenseMap', () => {
  it('draws every state and DC, a link for each state with data named by its count', async () => {
    const { container } = renderMap({ body: licenseSummaryReply });
    const texas = await screen.findByRole('link', { name: 'Texas: 1,284 licenses' });
    expect(texas.getAttribute('href')).toBe('/companies?StateCode=TX');
    expect(container.querySelectorAll('path[data-state]')).toHaveLength(51);
    expect(US_STATE_SHAPES.map((s) => s.code)).toContain('DC');
    const withData = licenseSummaryReply.licenseDetails.filter((row) => row.state).length;
    expect(screen.getAllByRole('link')).toHaveLength(withData);
    // No data: drawn neutral, no link.
    expect(screen.queryByRole('link', { name: /^California/ })).toBeNull();
  });

  it('switches to ABC and Supplier counts, names and links as the table does', async () => {
    renderMap({ body: licenseSummaryReply });
    await screen.findByRole('link', { name: 'Texas: 1,284 licenses' });
    fireEvent.click(screen.getByRole('radio', { name: 'ABC' }));
    const abc = screen.getByRole('link', { name: 'Texas: 871 ABC licenses' });
    expect(abc.getAttribute('href')).toBe('/companies?StateCode=TX&LicenseType=ABC');
    fireEvent.click(screen.getByRole('radio', { name: 'Supplier' }));
    expect(screen.getByRole('link', { name: 'Texas: 413 Supplier licenses' }).getAttribute('href')).toBe(
      '/companies?StateCode=TX&LicenseType=Supplier',
    );
  });

  it('shades by the scale in the legend, states without licenses neutral', async () => {
    const { container } = renderMap({ body: licenseSummaryReply });
    await screen.findByRole('link', { name: 'Texas: 1,284 licenses' });
    const legend = screen.getByTestId('license-map-legend');
    expect(legend.textContent).toContain('1–500');
    expect(legend.textContent).toContain('No licenses');
    const fill = (code: string) => container.querySelector(`path[data-state="${code}"]`)!.getAttribute('fill');
    expect(fill('TX')).not.toBe(fill('CA'));
    expect(fill('CA')).toBe(fill('WY'));
    expect(fill('TX')).not.toBe(fill('MD'));
  });

  it('shows a tooltip with the breakdown on focus and hides it on blur', async () => {
    renderMap({ body: licenseSummaryReply });
    const texas = await screen.findByRole('link', { name: 'Texas: 1,284 licenses' });
    fireEvent.focus(texas);
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Texas: 1,284 licensesTotal 1,284 · ABC 871 · Supplier 413');
    expect(texas.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.blur(texas);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hands a plain click to the host navigate', async () => {
    const navigate = vi.fn();
    renderMap({ body: licenseSummaryReply }, { navigate });
    fireEvent.click(await screen.findByRole('link', { name: 'Ohio: 768 licenses' }), { button: 0 });
    expect(navigate).toHaveBeenCalledWith('/companies?StateCode=OH');
  });

  it('shares the table\'s call on Home: one request for both', async () => {
    const fake = createFakeFetch({ [ROUTE]: { body: licenseSummaryReply } });
    renderWithInsights(<LicenseSummary aboveTable={<LicenseMap />} />, { fetch: fake.fetch });
    await screen.findByRole('link', { name: 'Texas: 1,284 licenses' });
    await screen.findByRole('link', { name: '871' });
    expect(fake.calls).toHaveLength(1);
  });

  it('shows a loading state first', () => {
    renderMap({ never: true });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it("shows 'No data found' without rows", async () => {
    renderMap({ body: { licenseDetails: [] } });
    expect(await screen.findByText('No data found')).toBeTruthy();
  });

  it("shows the server's message and retries", async () => {
    let attempt = 0;
    renderMap(() => (++attempt === 1 ? { status: 500, body: { message: 'Database offline' } } : { body: licenseSummaryReply }));
    expect(await screen.findByText('Database offline')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Texas: 1,284 licenses' })).toBeTruthy());
  });

  it("'New (12 months)': asks each drawn state's last 12 months only once chosen, shades by their New and opens /activity", async () => {
    const navigate = vi.fn();
    const fake = createFakeFetch({ [ROUTE]: { body: licenseSummaryReply }, [ACTIVITY_ROUTE]: (request) => ({ body: activityReplyFor(request) }) });
    renderWithInsights(<LicenseMap />, { fetch: fake.fetch, navigate });
    await screen.findByRole('link', { name: 'Texas: 1,284 licenses' });
    const activityCalls = () => fake.calls.filter((r) => r.url.includes('GetActivity'));
    expect(activityCalls()).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: 'New (12 months)' }));
    const { from, to } = lastMonths(12);
    const texasNew = activityReplyFor(new Request(`http://x/?from=${from}&to=${to}&stateCode=TX`)).months.reduce((sum, m) => sum + m.new, 0);
    const texas = await screen.findByRole('link', { name: `Texas: ${texasNew.toLocaleString('en-US')} new licenses in 12 months` });
    expect(texas.getAttribute('href')).toBe('/activity?state=TX');
    const withData = licenseSummaryReply.licenseDetails.filter((row) => row.state).length;
    expect(activityCalls()).toHaveLength(withData);
    expect(new URL(activityCalls()[0].url).search).toBe(`?from=${from}&to=${to}&stateCode=TX`);
    fireEvent.click(texas, { button: 0 });
    expect(navigate).toHaveBeenCalledWith('/activity?state=TX');
  });
});
