import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Integrations } from './Integrations';
import { createFakeFetch, type FakeReply } from '../../core/testing/fakeFetch';
import { renderWithInsights } from '../../core/testing/renderWithInsights';
import { INTEGRATION_MESSAGES } from '../../../contract/integrations/rules';
import {
  apiKeyFixtures,
  BI_KEY_ID,
  deliveryFixtures,
  INTEGRATION_ROUTES as R,
  integrationRoutes,
  JSON_ID,
  NEW_KEY,
  NEW_SECRET,
  PRICE_SLACK_ID,
  PRICE_SLACK_URL,
  priceIntegrationRoutes,
  ROLLED_KEY,
  ROTATED_SECRET,
  SLACK_ID,
  TEAMS_ID,
} from '../../../stories/fixtures/integrations';
import { addOnAccessFixture, adminSession, memberSession, superAdminSession } from '../../../stories/fixtures/users';
import type { Session } from '../../../contract/claims';

const SLOW = { timeout: 5000 };

let cache: { queries: () => unknown[]; mutations: () => unknown[] };

function renderScreen(
  routes: Record<string, FakeReply> = integrationRoutes(),
  session: Session = adminSession,
  clientId?: string,
  navigate?: (path: string) => void,
) {
  const fake = createFakeFetch(routes);
  const { queryClient } = renderWithInsights(<Integrations clientId={clientId} />, { fetch: fake.fetch, session, navigate });
  cache = {
    queries: () => queryClient.getQueryCache().getAll().map((q) => q.state.data),
    mutations: () => queryClient.getMutationCache().getAll().map((m) => m.state.data),
  };
  return fake;
}

/** Nothing but the open dialog holds a secret or key (ADR 0034): not the query cache, not the mutation cache. */
async function expectHeldOnlyByTheDialog(value: string) {
  await waitFor(() => expect(JSON.stringify(cache.mutations())).not.toContain(value));
  expect(JSON.stringify(cache.queries())).not.toContain(value);
}

const calls = (fake: ReturnType<typeof createFakeFetch>, method: string) =>
  fake.calls.filter((c) => c.method === method).map((c) => `${c.method} ${new URL(c.url).pathname}`);
const endpointItem = async (url: string) => screen.findByRole('listitem', { name: url }, SLOW);
const dialog = () => screen.getByRole('dialog');

describe('Integrations', () => {
  it("lists the client's endpoints with format, market, events and status, and its keys with their use", async () => {
    renderScreen();
    const slack = await endpointItem('https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXX');
    // Two named sections (landmarks a screen reader lists).
    expect(screen.getByRole('region', { name: 'Webhook endpoints' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'API keys' })).toBeTruthy();
    expect(within(slack).getByText('Slack')).toBeTruthy();
    expect(within(slack).getByText('Enabled')).toBeTruthy();
    expect(within(slack).getByText('TX · Electric · Supplier')).toBeTruthy();
    expect(within(slack).getByText('New license, License renewed, License expiring')).toBeTruthy();
    const teams = await endpointItem('https://northwind.webhook.office.com/webhookb2/abc');
    expect(within(teams).getByText('Disabled by Insights')).toBeTruthy();
    expect(within(teams).getByText(/The receiver answered 410 Gone\./)).toBeTruthy();
    expect((within(teams).getByRole('button', { name: /Send test event/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(teams).getByRole('button', { name: 'Enable https://northwind.webhook.office.com/webhookb2/abc' })).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'API keys' }, SLOW);
    // The rows follow the table's loading rows (the table renders new rows in the background).
    const row = (await within(table).findByText('Power BI nightly import', {}, SLOW)).closest('tr')!;
    expect(within(row).getByText('ins_3kF9aQ2x…')).toBeTruthy();
    expect(within(row).getByText('companies:read, licenses:read')).toBeTruthy();
    expect(within(row).getByText(/from 203\.0\.113\.7$/)).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('by admin@northwind.test')).toBeTruthy();
    const revoked = within(table).getByText('Analyst notebook').closest('tr')!;
    expect(within(revoked).getByText('Revoked')).toBeTruthy();
    expect(within(revoked).getByText('Never used')).toBeTruthy();
    // Only an active key can be rolled or revoked.
    expect(within(revoked).queryByRole('button', { name: /Roll|Revoke/ })).toBeNull();
    expect(within(table).getByText('Expired')).toBeTruthy();
  });

  it('shows a member the access message and calls nothing', async () => {
    const fake = renderScreen(integrationRoutes(), memberSession);
    expect(await screen.findByText('Not enough Access!')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.calls).toHaveLength(0);
  });

  it("asks for the client a super admin names, not the super admin's own", async () => {
    const other = '6f1b7c2e-0d4a-4c3e-9a51-00000000a002';
    const fake = renderScreen(integrationRoutes(), superAdminSession, other);
    await waitFor(() => expect(fake.calls.map((c) => new URL(c.url).pathname)).toContain(`/api/client/${other}/webhooks`));
    expect(fake.calls.map((c) => new URL(c.url).pathname)).toContain(`/api/client/${other}/api-keys`);
  });

  it("gives a super admin the Client select; a choice loads that client's lists and goes into the URL", async () => {
    const contoso = addOnAccessFixture.clients[1].clientID;
    const navigate = vi.fn();
    const fake = renderScreen(integrationRoutes(), superAdminSession, undefined, navigate);
    const picker = (await screen.findByRole('combobox', { name: 'Client' })) as HTMLSelectElement;
    await waitFor(() => expect(picker.value).toBe(superAdminSession.clientId));
    await waitFor(() => expect(within(picker).getAllByRole('option').length).toBe(addOnAccessFixture.clients.length));
    fireEvent.change(picker, { target: { value: contoso } });
    await waitFor(() => expect(fake.calls.map((c) => new URL(c.url).pathname)).toContain(`/api/client/${contoso}/webhooks`));
    expect(fake.calls.map((c) => new URL(c.url).pathname)).toContain(`/api/client/${contoso}/api-keys`);
    expect(navigate).toHaveBeenLastCalledWith(`/settings/integrations?ClientId=${contoso}`);
  });

  it('shows no Client select to a client admin', async () => {
    renderScreen();
    await endpointItem('https://etl.northwind.example/insights/webhook');
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
  });

  it('refuses an incomplete endpoint in the form, then adds one and shows its secret once', async () => {
    const fake = renderScreen();
    await endpointItem('https://etl.northwind.example/insights/webhook');
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const form = within(dialog());
    fireEvent.change(form.getByLabelText(/^URL/), { target: { value: 'ftp://files.example.com/drop' } });
    fireEvent.click(form.getByRole('checkbox', { name: /license\.renewal/ }));
    fireEvent.click(form.getByRole('checkbox', { name: /license\.expiry/ }));
    fireEvent.click(form.getByRole('checkbox', { name: /license\.new/ }));
    fireEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(form.getByText(INTEGRATION_MESSAGES.urlInvalid)).toBeTruthy());
    expect(form.getByText('Choose at least one state.')).toBeTruthy();
    expect(form.getByText(INTEGRATION_MESSAGES.eventsRequired)).toBeTruthy();
    expect(form.getByLabelText(/^URL/).getAttribute('aria-invalid')).toBe('true');
    expect(calls(fake, 'POST')).toHaveLength(0);

    fireEvent.change(form.getByLabelText(/^URL/), { target: { value: 'https://hooks.example.com/insights' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'Pennsylvania' }));
    fireEvent.click(form.getByRole('checkbox', { name: 'Ohio' }));
    fireEvent.click(form.getByRole('checkbox', { name: /license\.new/ }));
    fireEvent.change(form.getByLabelText('Format'), { target: { value: 'teams' } });
    fireEvent.change(form.getByLabelText('Commodity'), { target: { value: '1' } });
    fireEvent.change(form.getByLabelText('License Type'), { target: { value: 'Supplier' } });
    fireEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    const secret = await screen.findByLabelText('Signing secret of https://hooks.example.com/insights', undefined, SLOW);
    expect(secret.textContent).toBe(NEW_SECRET);
    expect(screen.getByText('Copy it now: it will not be shown again.')).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Copy' })).toBeTruthy();
    const post = fake.calls.find((c) => c.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe(R.createWebhook.slice(5));
    // The contract's order of states and events, no empty description.
    expect(await post.json()).toEqual({
      url: 'https://hooks.example.com/insights', format: 'teams', stateCodes: ['OH', 'PA'], commodity: 1, licenseType: 'Supplier', eventTypes: ['license.new'],
    });
    await expectHeldOnlyByTheDialog(NEW_SECRET);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(NEW_SECRET)).toBeNull());
  });

  it('groups the events of the form as License events and Price events, and adds an endpoint of price events only', async () => {
    const fake = renderScreen();
    await endpointItem('https://etl.northwind.example/insights/webhook');
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const form = within(dialog());
    const licenses = form.getByRole('group', { name: 'License events' });
    const prices = form.getByRole('group', { name: 'Price events' });
    expect(within(licenses).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).value)).toEqual(['license.new', 'license.renewal', 'license.expiry']);
    expect(within(prices).getAllByRole('checkbox').map((c) => c.parentElement!.textContent)).toEqual([
      'New offer offer.new', 'Offer withdrawn offer.withdrawn', 'Price changed offer.price_changed', 'Rank changed rank.changed',
    ]);
    // A new endpoint takes the license events; price events are chosen.
    expect(within(licenses).getAllByRole('checkbox').every((c) => (c as HTMLInputElement).checked)).toBe(true);
    expect(within(prices).getAllByRole('checkbox').some((c) => (c as HTMLInputElement).checked)).toBe(false);
    expect(form.getByText('Applies to license events only.')).toBeTruthy();

    fireEvent.change(form.getByLabelText(/^URL/), { target: { value: 'https://hooks.example.com/prices' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'Texas' }));
    for (const type of ['license.new', 'license.renewal', 'license.expiry']) fireEvent.click(form.getByRole('checkbox', { name: new RegExp(type.replace('.', '\\.')) }));
    fireEvent.click(form.getByRole('checkbox', { name: /rank\.changed/ }));
    fireEvent.click(form.getByRole('checkbox', { name: /offer\.price_changed/ }));
    fireEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    await screen.findByLabelText('Signing secret of https://hooks.example.com/prices', undefined, SLOW);
    const post = fake.calls.find((c) => c.method === 'POST')!;
    // The contract's order of events.
    expect(await post.json()).toMatchObject({ stateCodes: ['TX'], eventTypes: ['offer.price_changed', 'rank.changed'] });
  });

  it("shows an endpoint's price events on its card, and their summaries in its delivery log", async () => {
    const fake = renderScreen(priceIntegrationRoutes());
    const item = await endpointItem(PRICE_SLACK_URL);
    expect(within(item).getByText(
      'License events: New license · Price events: New offer, Price changed, Rank changed (price events as one summary per import and market)',
    )).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: `Send test event to ${PRICE_SLACK_URL}` }));
    const log = await within(item).findByRole('list', { name: `Deliveries of ${PRICE_SLACK_URL}` }, SLOW);
    expect(calls(fake, 'POST')).toEqual([R.test(PRICE_SLACK_ID)]);
    const entries = within(log).getAllByRole('listitem', { name: /^(Price changes|Test event) / });
    expect(entries).toHaveLength(3);
    expect(within(entries[0]!).getByText('offer.summary')).toBeTruthy();
    expect(within(entries[0]!).getByText(/^Price changes in Oncor Electric Delivery Company \(TX\) on 11\/27\/2026: 37 price changes, 12 new and 9 withdrawn offers, 2 rank changes$/)).toBeTruthy();
    expect(within(entries[1]!).getByText('Price changes in AEP Texas North (TX) on 11/26/2026: 1 price change, 1 rank change')).toBeTruthy();
    expect(within(entries[2]!).getByText(/^Test event \(sample: Rank changed: /)).toBeTruthy();
  });

  it("shows the server's refusal of an endpoint in the form", async () => {
    renderScreen(integrationRoutes({}, { [R.createWebhook]: { status: 400, body: { message: INTEGRATION_MESSAGES.urlBlocked } } }));
    await endpointItem('https://etl.northwind.example/insights/webhook');
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const form = within(dialog());
    fireEvent.change(form.getByLabelText(/^URL/), { target: { value: 'http://10.0.0.5/hook' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'Illinois' }));
    fireEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    expect(await form.findByText(INTEGRATION_MESSAGES.urlBlocked, undefined, SLOW)).toBeTruthy();
    expect(screen.getByLabelText(/^URL/)).toBeTruthy();
  });

  it('sends a test event, opens the deliveries with their attempts and next retry, and resends one', async () => {
    const fake = renderScreen();
    const item = await endpointItem('https://etl.northwind.example/insights/webhook');
    fireEvent.click(within(item).getByRole('button', { name: 'Send test event to https://etl.northwind.example/insights/webhook' }));
    const log = await within(item).findByRole('list', { name: 'Deliveries of https://etl.northwind.example/insights/webhook' }, SLOW);
    expect(calls(fake, 'POST')).toEqual([R.test(JSON_ID)]);
    const entries = within(log).getAllByRole('listitem', { name: /^(New license|Test event|License expiring) / });
    expect(entries).toHaveLength(3);
    const retrying = entries[0];
    expect(within(retrying).getByText('Retrying')).toBeTruthy();
    expect(within(retrying).getByText('msg_2Zx9JkQ4fPq7LmN1')).toBeTruthy();
    const attempts = within(retrying).getByRole('list', { name: 'Attempts' });
    expect(within(attempts).getAllByRole('listitem').map((li) => li.textContent?.replace(/^.* · (.*) · (.*)$/, '$1 | $2'))).toEqual([
      'HTTP 500 | 412 ms', 'timeout | 10,000 ms', 'refused | 3 ms',
    ]);
    expect(within(retrying).getByText(/^Next retry: 11\/26\/2026/)).toBeTruthy();
    expect(within(entries[1]).getByText('Delivered')).toBeTruthy();
    expect(within(entries[2]).getByText('blocked address')).toBeTruthy();
    fireEvent.click(within(entries[2]).getByRole('button', { name: 'Resend msg_2Zx7UvW1xYz4AbC2' }));
    await waitFor(() => expect(calls(fake, 'POST')).toContain(R.resend(JSON_ID, deliveryFixtures[2].id)));
  });

  it('rotates a secret after confirming and shows the new one once', async () => {
    const fake = renderScreen();
    const item = await endpointItem('https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXX');
    expect(within(item).getByText(/the previous secret also signs until/)).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: /^Rotate secret of/ }));
    expect(calls(fake, 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Rotate secret' }));
    const secret = await screen.findByLabelText(/^Signing secret of https:\/\/hooks\.slack\.com/, undefined, SLOW);
    expect(secret.textContent).toBe(ROTATED_SECRET);
    expect(screen.getByText(/The previous secret still signs deliveries until 11\/28\/2026/)).toBeTruthy();
    expect(calls(fake, 'POST')).toEqual([R.rotate(SLACK_ID)]);
    await expectHeldOnlyByTheDialog(ROTATED_SECRET);
  });

  it('disables an endpoint with the whole endpoint as its body, and enables one Insights switched off', async () => {
    const fake = renderScreen();
    const item = await endpointItem('https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXX');
    fireEvent.click(within(item).getByRole('button', { name: /^Disable / }));
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = fake.calls.find((c) => c.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe(R.updateWebhook(SLACK_ID).slice(4));
    expect(await put.json()).toEqual({
      url: 'https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXX', format: 'slack', stateCodes: ['TX'], commodity: 1, licenseType: 'Supplier',
      eventTypes: ['license.new', 'license.renewal', 'license.expiry'], description: '#market-intel channel', enabled: false,
    });
    const teams = await endpointItem('https://northwind.webhook.office.com/webhookb2/abc');
    fireEvent.click(within(teams).getByRole('button', { name: /^Enable / }));
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(new URL(fake.calls.filter((c) => c.method === 'PUT')[1].url).pathname).toBe(R.updateWebhook(TEAMS_ID).slice(4));
  });

  it('checks a new key in the form, creates it and shows it once', async () => {
    const fake = renderScreen();
    await screen.findByRole('table', { name: 'API keys' }, SLOW);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Create key' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const form = within(dialog());
    fireEvent.click(form.getByRole('checkbox', { name: /companies:read/ }));
    fireEvent.change(form.getByLabelText('Expires in (days)'), { target: { value: '400' } });
    fireEvent.change(form.getByLabelText('Rate limit (requests a minute)'), { target: { value: '' } });
    fireEvent.click(form.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(form.getByText('Name is required.')).toBeTruthy());
    expect(form.getByText(INTEGRATION_MESSAGES.scopesRequired)).toBeTruthy();
    expect(form.getByText('Enter a whole number of days from 1 to 365.')).toBeTruthy();
    expect(form.getByText('Enter a whole number of requests a minute from 1 to 10000.')).toBeTruthy();
    expect(calls(fake, 'POST')).toHaveLength(0);

    fireEvent.change(form.getByLabelText(/^Name/), { target: { value: 'Tableau' } });
    fireEvent.click(form.getByRole('checkbox', { name: /activity:read/ }));
    fireEvent.click(form.getByRole('checkbox', { name: /companies:read/ }));
    fireEvent.change(form.getByLabelText('Expires in (days)'), { target: { value: '30' } });
    fireEvent.change(form.getByLabelText('Rate limit (requests a minute)'), { target: { value: '120' } });
    fireEvent.click(form.getByRole('button', { name: 'Create key' }));
    const key = await screen.findByLabelText('API key Tableau', undefined, SLOW);
    expect(key.textContent).toBe(NEW_KEY);
    expect(screen.getByText('Copy it now: it will not be shown again.')).toBeTruthy();
    const post = fake.calls.find((c) => c.method === 'POST')!;
    expect(await post.json()).toEqual({ name: 'Tableau', scopes: ['companies:read', 'activity:read'], expiresInDays: 30, rateLimitPerMinute: 120 });
    await expectHeldOnlyByTheDialog(NEW_KEY);
  });

  it('offers the offers:write scope to super admins only, as the server allows it', async () => {
    for (const [session, offered] of [[adminSession, false], [superAdminSession, true]] as const) {
      renderScreen(integrationRoutes(), session);
      await screen.findByRole('table', { name: 'API keys' }, SLOW);
      await waitFor(() => expect((screen.getByRole('button', { name: 'Create key' }) as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
      const form = within(dialog());
      expect(form.getByRole('checkbox', { name: /activity:read/ })).toBeTruthy();
      expect(form.queryByRole('checkbox', { name: /offers:write/ }) !== null).toBe(offered);
      cleanup();
    }
  });

  it('rolls a key with the grace hours chosen (0–24) and revokes one after confirming', async () => {
    const fake = renderScreen();
    const table = await screen.findByRole('table', { name: 'API keys' }, SLOW);
    fireEvent.click(await within(table).findByRole('button', { name: 'Roll Power BI nightly import' }));
    const form = within(dialog());
    expect((form.getByLabelText('Grace period (hours)') as HTMLInputElement).value).toBe('24');
    fireEvent.change(form.getByLabelText('Grace period (hours)'), { target: { value: '30' } });
    fireEvent.click(form.getByRole('button', { name: 'Roll key' }));
    await waitFor(() => expect(form.getByText('Enter a whole number of hours from 0 to 24.')).toBeTruthy());
    expect(calls(fake, 'POST')).toHaveLength(0);
    fireEvent.change(form.getByLabelText('Grace period (hours)'), { target: { value: '2' } });
    fireEvent.click(form.getByRole('button', { name: 'Roll key' }));
    expect((await screen.findByLabelText('API key Power BI nightly import', undefined, SLOW)).textContent).toBe(ROLLED_KEY);
    expect(screen.getByText(/The old key keeps working for 2 hours\./)).toBeTruthy();
    const roll = fake.calls.find((c) => c.method === 'POST')!;
    expect(new URL(roll.url).pathname).toBe(R.roll(BI_KEY_ID).slice(5));
    expect(await roll.json()).toEqual({ graceHours: 2 });
    await expectHeldOnlyByTheDialog(ROLLED_KEY);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Done' }));

    fireEvent.click(within(table).getByRole('button', { name: 'Revoke Power BI nightly import' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls(fake, 'DELETE')).toEqual([R.revoke(apiKeyFixtures[0].id)]));
    expect(await screen.findByText('API key revoked.')).toBeTruthy();
  });

  it('shows the empty texts and a load error with Try again', async () => {
    renderScreen(integrationRoutes({ webhooks: { body: [] }, apiKeys: { status: 500, body: { message: 'The key store is unavailable.' } } }));
    expect(await screen.findByText('No webhook endpoints yet', undefined, SLOW)).toBeTruthy();
    expect(await screen.findByText('The key store is unavailable.', undefined, SLOW)).toBeTruthy();
  });
});
