// The webhook endpoint card against the real reference server and a real receiver (issue 62 §3): after Send test
// event its "Last delivery" follows the delivery to "Delivered", as the endpoint's own delivery log does.
import { createElement } from 'react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, waitFor, within } from '@testing-library/react';
import { startTestServer, type TestServer } from '../../../server/test/support/testServer';
import { until } from '../../../server/test/support/until';
import { DEMO_ACCOUNTS } from '../../../server/src/db/seed/tenants';
import { createSession } from '../../../contract/claims';
import { createApiClient } from '../../core/api/createApiClient';
import { createWebhook } from '../../core/api/integrations';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { InsightsProvider } from '../../core/config/InsightsProvider';
import { testConfig } from '../../core/testing/renderWithInsights';
import { Integrations } from './Integrations';

const admin = DEMO_ACCOUNTS.find((a) => a.email === 'admin@northwind.test')!;
const nodeFetch = globalThis.fetch.bind(globalThis);

/**
 * A page for the widget in this Node process, which also runs the server: only what Node lacks comes from happy-dom
 * (its fetch, URL or AbortController would hold the server's and the sign-in's calls to a page's CORS rules).
 */
const page = new Window({ url: 'http://localhost/' });
const keysOf = (object: object | null): string[] =>
  object && object !== Object.prototype ? [...Object.getOwnPropertyNames(object), ...keysOf(Object.getPrototypeOf(object))] : [];
const added = [...new Set(keysOf(page))].filter((key) => !(key in globalThis));
const globals = globalThis as unknown as Record<string, unknown>;
/** The receiver answers after this long, so the card's first look, right after the event is queued, sees it on its way. */
const RECEIVER_DELAY_MS = 2500;
const LONG = { timeout: 20_000 };

let server: TestServer;
let receiver: Server;
let receiverPort: number;

beforeAll(async () => {
  for (const key of added) globals[key] = (page as unknown as Record<string, unknown>)[key];
  globals.window = page;
  configure({ asyncUtilTimeout: 4000 });
  receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => setTimeout(() => response.writeHead(204).end(), RECEIVER_DELAY_MS));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverPort = (receiver.address() as AddressInfo).port;
  server = await startTestServer({ notifications: { expiryCheckMs: 0, digestCheckMs: 0, webhookFlushMs: 100 }, webhooks: { allowlist: new Set([`127.0.0.1:${receiverPort}`]) } });
});
let stopQueries = () => {};
afterEach(async () => {
  stopQueries();
  cleanup();
  // React's last scheduled work runs before the page goes (afterAll).
  await new Promise((resolve) => setTimeout(resolve, 100));
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  // The other server tests share this process (isolate: false): they must not find a page.
  for (const key of new Set([...added, 'window'])) delete globals[key];
  await page.happyDOM.close();
});

describe('the webhook endpoint card', () => {
  it('follows a test event to "Delivered", as its delivery log does, without a reload', async () => {
    const login = await server.loginAs(admin.email);
    const session = createSession(login.accessClaims);
    const api = createApiClient({ apiBaseUrl: server.baseUrl, getAccessToken: () => login.accessToken, fetch: nodeFetch });
    const url = `http://127.0.0.1:${receiverPort}/card`;
    await createWebhook(api, session.clientId!, {
      url, format: 'json', stateCodes: ['TX'], commodity: 0, licenseType: '', eventTypes: ['license.new'], description: '',
    });

    // A closed log leaves the cache at once, so opening it again asks the server afresh, as a first look does.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0, staleTime: 0 } } });
    const config = testConfig({ apiBaseUrl: server.baseUrl, getAccessToken: () => login.accessToken, session, fetch: nodeFetch });
    render(createElement(InsightsProvider, { config, queryClient }, createElement(Integrations)));
    stopQueries = () => queryClient.clear();
    // Testing Library's `screen` is bound when it loads, before this file made the page.
    const screen = within(document.body);
    const card = await screen.findByRole('listitem', { name: url }, LONG);
    expect(within(card).getByText('None yet')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: `Send test event to ${url}` }));

    // On its way first: the receiver has not answered yet. The log opened; close it before the answer comes.
    await within(card).findByText(/^Retrying, /, {}, LONG);
    const deliveries = within(card).getByRole('button', { name: `Deliveries of ${url}` });
    await waitFor(() => expect(deliveries.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.click(deliveries);
    await until(async () => (await server.db.query<{ status: string }>(`select status from webhook_deliveries`)).rows[0]?.status === 'delivered', 'the delivery', 20_000);
    await waitFor(() => expect(queryClient.getQueryCache().getAll().some((q) => q.queryKey.includes('deliveries'))).toBe(false));
    // Looking at the log again, the first look: it says delivered ...
    fireEvent.click(deliveries);
    const log = await within(card).findByRole('list', { name: `Deliveries of ${url}` }, LONG);
    await within(log).findByText('Delivered', {}, LONG);
    // ... the card learns what its log knows.
    await waitFor(() => expect(within(card).getByText(/^Delivered, /)).toBeTruthy(), LONG);
  });
});
