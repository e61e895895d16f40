import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { CompanyList } from '../../companies/CompanyList/CompanyList';
import { createFakeFetch } from '../testing/fakeFetch';
import { renderWithInsights } from '../testing/renderWithInsights';
import { companyListRoutes, memberSession } from '../../../stories/fixtures/companies';
import { useApiContext } from '../api/queryScope';
import { defineWidget } from '../element/defineWidget';
import { configure, resetElementConfig } from '../element/configStore';
import { withHostEvents } from './withHostEvents';
import { InsightsLink } from '../config/links';
import { useReportReady } from './useReportReady';
import type { HostEventDetails, InsightsEvent } from './hostEvents';
import type { InsightsEventDetailMap } from '../../elementTypes';

/**
 * The host events through the React props (the same code dispatches them from a custom element: WidgetHost only adds
 * the element as the place they leave from, tested at the end). The browser test e2e/host-events.spec.ts hears them
 * from real elements on another origin against the reference server.
 */
const SLOW = { timeout: 8000 };
const ALLEGHENY = 'c0000000-0000-4000-8000-000000000001';
const APEX = 'c0000000-0000-4000-8000-000000000002';

function renderList(props: ComponentProps<typeof CompanyList> = {}, routes = companyListRoutes(), config = {}) {
  const fake = createFakeFetch(routes);
  const result = renderWithInsights(<CompanyList syncUrl={false} {...props} />, { fetch: fake.fetch, session: memberSession, ...config });
  return { ...result, fake };
}

const details = (mock: { mock: { calls: unknown[][] } }) => mock.mock.calls.map(([event]) => (event as CustomEvent).detail);

describe('the detail types', () => {
  it('the generated typings (from the text in HOST_EVENTS) equal the types the code emits', () => {
    // Checked by the compiler (npx tsc -b): a difference in any detail fails the build of the tests.
    expectTypeOf<InsightsEventDetailMap>().toEqualTypeOf<HostEventDetails>();
  });
});

describe('host events of a screen', { timeout: 30_000 }, () => {
  it('insights-ready once, after the rows are on screen, naming the tag', async () => {
    const onReady = vi.fn((event: InsightsEvent<'insights-ready'>) => {
      // When the host hears it, the data is there.
      expect(screen.getByText('Apex Energy Solutions LLC')).toBeTruthy();
      return event;
    });
    renderList({ onReady, stateCode: 'TX' });
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1), SLOW);
    expect(details(onReady)).toEqual([{ tag: 'insights-company-list' }]);
    // A later page of data does not announce it again.
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter State: Texas (TX)' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onReady).toHaveBeenCalledTimes(1);
  }, 30_000);

  it('insights-navigate before a company opens: cancelled, neither navigate nor the link moves', async () => {
    const navigate = vi.fn();
    const onNavigate = vi.fn((event: InsightsEvent<'insights-navigate'>) => event.preventDefault());
    renderList({ onNavigate }, companyListRoutes(), { navigate });
    const link = await screen.findByRole('link', { name: 'Apex Energy Solutions LLC' }, SLOW);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(details(onNavigate)).toEqual([{ path: `/companies/${APEX}`, route: 'company', params: { companyId: APEX } }]);
    expect((onNavigate.mock.calls[0]![0] as CustomEvent).cancelable).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(click.defaultPrevented).toBe(true);
  });

  it('insights-navigate not cancelled: the configured navigate moves as before', async () => {
    const navigate = vi.fn();
    const onNavigate = vi.fn();
    renderList({ onNavigate }, companyListRoutes(), { navigate });
    fireEvent.click(await screen.findByRole('link', { name: 'Apex Energy Solutions LLC' }, SLOW));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(`/companies/${APEX}`);
  });

  it('insights-follow-change once the server confirmed a follow; insights-filters-change with the URL names', async () => {
    const onFollowChange = vi.fn();
    const onFiltersChange = vi.fn();
    renderList({ onFollowChange, onFiltersChange, stateCode: 'TX', licenseType: 'ABC' });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow Allegheny Energy Alliance Co.' }, SLOW));
    await waitFor(() => expect(onFollowChange).toHaveBeenCalledTimes(1), SLOW);
    expect(details(onFollowChange)).toEqual([{ companyId: ALLEGHENY, following: true }]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove filter State: Texas (TX)' }));
    expect(details(onFiltersChange)).toEqual([{ filters: { LicenseType: 'ABC' } }]);
  });

  it('insights-error with the status, the message shown and the call; status 0 when the server is unreachable', async () => {
    const onError = vi.fn();
    renderList({ onError }, companyListRoutes({ 'POST /api/company/getall': { status: 500, body: { message: 'Database unavailable' } } }));
    await screen.findByText('Database unavailable', {}, SLOW);
    expect(details(onError)).toContainEqual({ status: 500, message: 'Database unavailable', operation: 'POST /api/company/getall' });

    const offline = vi.fn();
    renderList({ onError: offline }, companyListRoutes({ 'POST /api/company/getall': { networkError: true } }));
    await waitFor(() => expect(details(offline)).toContainEqual(expect.objectContaining({ status: 0, operation: 'POST /api/company/getall' })), SLOW);
  });
});

describe('no token is not an error', { timeout: 30_000 }, () => {
  it("shows 'Sign in required', calls nothing and tells the host once; a token and Try again bring the data", async () => {
    let token: string | null = null;
    const onAuthRequired = vi.fn();
    const onError = vi.fn();
    const { fake } = renderList({ onAuthRequired, onError }, companyListRoutes(), { getAccessToken: () => token });
    expect(await screen.findByText('Sign in required', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Invalid credentials')).toBeNull();
    expect(fake.calls).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(details(onAuthRequired)).toEqual([{ tag: 'insights-company-list' }]);
    expect(onError).not.toHaveBeenCalled();

    token = 'test-token';
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Apex Energy Solutions LLC', {}, SLOW)).toBeTruthy();
    expect(fake.calls.every((call) => call.headers.get('Authorization') === 'Bearer test-token')).toBe(true);
  });

  it("keeps the spec's 'Invalid credentials' for a real 401", async () => {
    const onAuthRequired = vi.fn();
    renderList({ onAuthRequired }, companyListRoutes({ 'POST /api/company/getall': { status: 401, body: {} } }));
    expect(await screen.findByText('Invalid credentials', {}, SLOW)).toBeTruthy();
    expect(onAuthRequired).not.toHaveBeenCalled();
  });
});

describe('a widget inside another', () => {
  function Card() {
    const ctx = useApiContext();
    const query = useQuery({ queryKey: ['card'], queryFn: () => ctx.api.get<string>('/api/card') });
    useReportReady(query.isSuccess);
    return <p>{query.data ?? 'loading'}</p>;
  }
  const InnerCard = withHostEvents('test-inner-card', Card);
  const Board = withHostEvents('test-board', () => (
    <div>
      <InnerCard />
      <InnerCard />
    </div>
  ));

  it('hands ready and a missing token to the outer widget: one event of each, with the outer tag', async () => {
    const onReady = vi.fn();
    renderWithInsights(<Board onReady={onReady} />, { fetch: createFakeFetch({ 'GET /api/card': { body: 'card data' } }).fetch });
    await waitFor(() => expect(screen.getAllByText('card data')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(details(onReady)).toEqual([{ tag: 'test-board' }]);

    const onAuthRequired = vi.fn();
    renderWithInsights(<Board onAuthRequired={onAuthRequired} />, { getAccessToken: () => null });
    expect(await screen.findByText('Sign in required')).toBeTruthy();
    expect(details(onAuthRequired)).toEqual([{ tag: 'test-board' }]);
  });
});

describe('from a custom element', () => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let previous: boolean | undefined;
  beforeAll(() => {
    previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    resetElementConfig();
  });

  it('dispatches them from the element, bubbling out of the shadow root; a page that cancels navigate keeps its page', async () => {
    const tag = 'test-host-events-element';
    defineWidget(tag, function Linking() {
      useReportReady(true);
      return <InsightsLink href="/companies/7">Company 7</InsightsLink>;
    }, { hostEvents: ['insights-ready', 'insights-navigate'] });
    const navigate = vi.fn();
    configure({ apiBaseUrl: 'http://api.test', getAccessToken: () => 't', navigate });
    const heard: Array<{ type: string; detail: unknown; composed: boolean; bubbles: boolean }> = [];
    const listener = (event: Event) => {
      heard.push({ type: event.type, detail: (event as CustomEvent).detail, composed: event.composed, bubbles: event.bubbles });
      if (event.type === 'insights-navigate') event.preventDefault();
    };
    document.addEventListener('insights-ready', listener);
    document.addEventListener('insights-navigate', listener);
    const element = document.createElement(tag);
    document.body.append(element);
    await waitFor(() => expect(heard).toEqual([{ type: 'insights-ready', detail: { tag }, composed: true, bubbles: true }]));
    const link = await waitFor(() => {
      const found = element.shadowRoot?.querySelector('a');
      if (!found) throw new Error('not rendered yet');
      return found;
    });
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 }));
    expect(heard[1]).toEqual({ type: 'insights-navigate', detail: { path: '/companies/7', route: 'company', params: { companyId: '7' } }, composed: true, bubbles: true });
    expect(navigate).not.toHaveBeenCalled();
    element.remove();
    document.removeEventListener('insights-ready', listener);
    document.removeEventListener('insights-navigate', listener);
  });
});
