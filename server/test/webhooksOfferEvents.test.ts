import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { startTestServer, type TestServer } from './support/testServer.js';
import { clearImportedOffers } from './support/importedOffers.js';
import { until } from './support/until.js';
import { startReceiver, type Receiver, type Received } from './webhooks.support.js';
import { PTC_DAY, PTC_FILE, csvRows, importText, ptcText, type CsvRow } from './offersRead.support.js';
import { offerEventDeliveries, queueOfferEventWebhooks } from '../src/notifications/webhooks/offerEvents.js';
import { NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';
import { INTEGRATIONS_ENDPOINTS as E, integrationPath } from '../../contract/integrations/endpoints.js';
import { WEBHOOK_MAX_BODY_BYTES } from '../../contract/integrations/rules.js';
import { webhookEvent, webhookOfferEvent, type WebhookCreatedReply, type WebhookDeliveriesReply } from '../../contract/integrations/schemas.js';
import type { ImportReply } from '../../contract/offers/schemas.js';

/**
 * Offer events to webhooks (issue 61 §3) against the real server and a receiver on loopback: the real Power to Choose
 * file, then a next day the test writes itself — seven English Oncor offers 1¢ dearer, two withdrawn, one new, one
 * Spanish Oncor offer dearer, one English AEP Texas North offer dearer; only variable offers, so no benchmark rank
 * moves. Every expectation is computed from those edits, not read back from the events the import stored.
 */
let server: TestServer;
let receiver: Receiver;
let secondImport: ImportReply;
let day2Text: string;

const ADMIN = 'admin@northwind.test';
const ONCOR = 'ONCOR ELECTRIC DELIVERY COMPANY';
const NORTH = 'AEP TEXAS NORTH';
const NEXT_DAY = '2026-01-10';
const RAISE = 0.01;

const key = (r: CsvRow) => r['[idKey]']!.trim();
const variable = (utility: string, language: string) => (r: CsvRow) =>
  r['[TduCompanyName]'] === utility && r['[Language]'] === language && r['[Fixed]'] === '0';
/** What the test changed, by [idKey]. */
const edits = { raised: new Map<string, { before: number; after: number; utility: string }>(), withdrawn: [] as string[], added: '' };

function nextDay(rows: CsvRow[]): CsvRow[] {
  const oncor = rows.filter(variable(ONCOR, 'English'));
  const raise = (r: CsvRow, utility: string) => {
    const before = Number(r['[kwh1000]']);
    edits.raised.set(key(r), { before, after: Number((before + RAISE).toFixed(4)), utility });
  };
  oncor.slice(0, 7).forEach((r) => raise(r, ONCOR));
  raise(rows.find(variable(NORTH, 'English'))!, NORTH);
  const spanish = rows.find(variable(ONCOR, 'Spanish'))!;
  edits.withdrawn = oncor.slice(7, 9).map(key);
  const added = { ...oncor[9]!, '[idKey]': 'WH-NEW-1', '[RepCompany]': 'Webhook Test Power', '[Product]': 'Hook Saver' };
  edits.added = key(added);
  const next = rows
    .filter((r) => !edits.withdrawn.includes(key(r)))
    .map((r) => {
      const raised = edits.raised.get(key(r));
      if (raised) return { ...r, '[kwh1000]': raised.after.toFixed(4) };
      return key(r) === key(spanish) ? { ...r, '[kwh1000]': (Number(r['[kwh1000]']) + RAISE).toFixed(4) } : r;
    });
  return [...next, added];
}

async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await server.api(path, {
    method,
    token: await server.tokenFor(ADMIN),
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

const endpoints = new Map<string, WebhookCreatedReply>();

async function createEndpoint(hookPath: string, extra: Record<string, unknown>) {
  const created = await call<WebhookCreatedReply>('POST', integrationPath(E.webhooks, { clientId: NORTHWIND_CLIENT_ID }), {
    url: receiver.url(hookPath),
    format: 'json',
    stateCodes: ['TX'],
    commodity: 0,
    licenseType: '',
    eventTypes: ['offer.new', 'offer.withdrawn', 'offer.price_changed', 'rank.changed'],
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  endpoints.set(hookPath, created.body);
  return created.body;
}

const arrivals = (hookPath: string, n: number) => until(() => receiver.of(hookPath).length >= n && receiver.of(hookPath), `${n} requests at ${hookPath}`);

function verify(hookPath: string, request: Received): unknown {
  return new Webhook(endpoints.get(hookPath)!.secret).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  });
}

async function queuedFor(hookPath: string): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from webhook_deliveries where endpoint_id = $1', [endpoints.get(hookPath)!.id]);
  return rows[0]!.n;
}

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({
    notifications: { expiryCheckMs: 0, digestCheckMs: 0, webhookFlushMs: 50 },
    webhooks: { allowlist: new Set([`127.0.0.1:${receiver.port}`]), retryScheduleSeconds: [0.2, 0.2, 0.2] },
  });
  await clearImportedOffers(server.db);
  await server.db.query('delete from webhook_endpoints');
  const text = readFileSync(PTC_FILE, 'utf8');
  day2Text = ptcText(nextDay(csvRows(text)));
  // Endpoints of Texas electricity in every shape, and some that must hear nothing of a Texas import.
  await createEndpoint('/json-price', { eventTypes: ['offer.price_changed'] });
  await createEndpoint('/json-all', {});
  await createEndpoint('/json-gas', { commodity: 2 });
  await createEndpoint('/json-ohio', { stateCodes: ['OH'] });
  await createEndpoint('/json-licenses', { eventTypes: ['license.new', 'license.renewal', 'license.expiry'] });
  // licenseType does not apply to offer events.
  await createEndpoint('/json-abc', { licenseType: 'ABC', eventTypes: ['offer.new'] });
  await createEndpoint('/slack', { format: 'slack' });
  await createEndpoint('/teams', { format: 'teams', eventTypes: ['offer.new'] });
  await createEndpoint('/slack-ohio', { format: 'slack', stateCodes: ['OH'] });
  // The first snapshot of every market announces nothing; the next day does.
  await importText(server.db, 'ptc', text, { asOf: PTC_DAY });
  expect(await server.db.query('select 1 from webhook_deliveries').then((r) => r.rows.length)).toBe(0);
  secondImport = await importText(server.db, 'ptc', day2Text, { asOf: NEXT_DAY });
}, 240_000);
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('a json endpoint: one signed delivery per change', () => {
  it('sends each English price change of its market as offer.price_changed, signed, with the What changed link', async () => {
    const received = await arrivals('/json-price', edits.raised.size);
    const events = received.map((request) => webhookOfferEvent.parse(verify('/json-price', request)));
    expect(events.map((e) => e.type)).toEqual(Array(edits.raised.size).fill('offer.price_changed'));
    // Each its own webhook-id.
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(edits.raised.size);
    const bySourceKey = new Map(events.map((e) => [e.data.sourceKey, e.data]));
    expect([...bySourceKey.keys()].sort()).toEqual([...edits.raised.keys()].sort());
    for (const [sourceKey, edit] of edits.raised) {
      const data = bySourceKey.get(sourceKey)!;
      expect(data).toMatchObject({ stateCode: 'TX', utility: edit.utility, commodity: 'Electric', unit: 'kWh', asOf: NEXT_DAY });
      expect(data.before).toBeCloseTo(edit.before, 6);
      expect(data.after).toBeCloseTo(edit.after, 6);
      expect(data.change).toBeCloseTo(RAISE, 6);
      expect(data.changePercent).toBeCloseTo(Math.round((RAISE / edit.before) * 10000) / 100, 2);
      expect(data.supplierName).toBeTruthy();
      const url = new URL(data.url);
      expect(url.origin).toBe(server.baseUrl);
      expect(url.pathname).toBe('/offers');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        state: 'TX', utility: edit.utility, commodity: 'Electric', customerClass: 'Residential', asOf: NEXT_DAY, view: 'changes', from: PTC_DAY, to: NEXT_DAY,
      });
    }
    // The Spanish row that moved too is the same offer in the other language: told once, in English.
    expect(await queuedFor('/json-price')).toBe(edits.raised.size);
  });

  it('sends new and withdrawn offers to an endpoint that takes every offer event, nothing of other markets', async () => {
    const total = edits.raised.size + edits.withdrawn.length + 1;
    const received = await arrivals('/json-all', total);
    const events = received.map((request) => webhookEvent.parse(verify('/json-all', request)));
    const of = (type: string) => events.filter((e) => e.type === type).map((e) => (e.data as { sourceKey: string }).sourceKey).sort();
    expect(of('offer.withdrawn')).toEqual([...edits.withdrawn].sort());
    expect(of('offer.new')).toEqual([edits.added]);
    expect(of('offer.price_changed')).toHaveLength(edits.raised.size);
    const added = events.find((e) => e.type === 'offer.new')!.data as { before: number | null; after: number; supplierName: string; product: string };
    expect(added).toMatchObject({ before: null, supplierName: 'Webhook Test Power', product: 'Hook Saver' });
    // Only variable offers moved: no rank changed (the test's own premise), and nothing else was sent.
    expect(of('rank.changed')).toEqual([]);
    expect(await queuedFor('/json-all')).toBe(total);
    // The endpoint's state and commodity filter offer events; its license type does not; license-only endpoints hear none.
    expect(await queuedFor('/json-gas')).toBe(0);
    expect(await queuedFor('/json-ohio')).toBe(0);
    expect(await queuedFor('/json-licenses')).toBe(0);
    expect(await queuedFor('/slack-ohio')).toBe(0);
    const abc = await arrivals('/json-abc', 1);
    expect(abc).toHaveLength(1);
    expect(webhookOfferEvent.parse(verify('/json-abc', abc[0]!)).data.sourceKey).toBe(edits.added);
  });

  it('shows each delivery in the log with its one line', async () => {
    const id = endpoints.get('/json-all')!.id;
    const reply = await call<WebhookDeliveriesReply>('GET', `${integrationPath(E.webhookDeliveries, { clientId: NORTHWIND_CLIENT_ID, id })}?PageSize=50`);
    expect(reply.status).toBe(200);
    const summaries = reply.body.deliveries.map((d) => `${d.eventType} | ${d.summary}`);
    expect(summaries.filter((s) => s.startsWith('offer.new | New offer: Webhook Test Power posted Hook Saver'))).toHaveLength(1);
    expect(summaries.filter((s) => s.startsWith('offer.withdrawn | Offer withdrawn: ') && s.includes(', last at '))).toHaveLength(2);
    const changed = summaries.filter((s) => s.startsWith('offer.price_changed | Price changed: '));
    expect(changed).toHaveLength(edits.raised.size);
    expect(changed.filter((s) => s.endsWith(' in Oncor Electric Delivery Company (TX)'))).toHaveLength(7);
    expect(changed.every((s) => /repriced .*: \d+(\.\d+)?¢\/kWh → \d+(\.\d+)?¢\/kWh \(\+\d+\.\d%\)/.test(s))).toBe(true);
  });
});

describe('Slack and Teams: one summary per import and market', () => {
  it('posts one Slack message per market with the counts, a few lines and the link', async () => {
    const received = await arrivals('/slack', 2);
    await until(async () => (await server.db.query(`select 1 from webhook_deliveries d where d.status = 'pending'`)).rows.length === 0, 'every delivery sent');
    expect(receiver.of('/slack')).toHaveLength(2);
    expect(await queuedFor('/slack')).toBe(2);
    const bodies = received.map((r) => {
      verify('/slack', r);
      expect(Buffer.byteLength(r.body)).toBeLessThan(WEBHOOK_MAX_BODY_BYTES);
      return JSON.parse(r.body) as { text: string; blocks: Array<{ type: string; text?: { text: string }; elements?: Array<{ url: string }> }> };
    });
    const oncor = bodies.find((b) => b.text.includes('Oncor Electric Delivery Company (TX)'))!;
    expect(oncor.text).toBe('Price changes in Oncor Electric Delivery Company (TX) on 01/10/2026: 7 price changes, 1 new and 2 withdrawn offers');
    const list = oncor.blocks[1]!.text!.text.split('\n');
    // Five lines, the largest price moves first, then how many more.
    expect(list).toHaveLength(6);
    expect(list.slice(0, 5).every((line) => line.startsWith('• ') && line.includes(' repriced '))).toBe(true);
    expect(list[5]).toBe('_and 5 more changes_');
    const button = oncor.blocks.find((b) => b.type === 'actions')!.elements![0]!;
    expect(new URL(button.url).searchParams.get('view')).toBe('changes');
    expect(new URL(button.url).searchParams.get('utility')).toBe(ONCOR);
    const north = bodies.find((b) => b.text.includes('AEP Texas North (TX)'))!;
    expect(north.text).toBe('Price changes in AEP Texas North (TX) on 01/10/2026: 1 price change');
  });

  it('posts one Teams card for the market whose changes it chose', async () => {
    const [request] = await arrivals('/teams', 1);
    verify('/teams', request!);
    const card = JSON.parse(request!.body).attachments[0].content as { body: Array<{ text?: string }>; actions: Array<{ title: string; url: string }> };
    expect(card.body[0]!.text).toMatch(/^\[Price changes in Oncor Electric Delivery Company \(TX\) on 01\/10\/2026\]\(http/);
    expect(card.body[1]!.text).toBe('1 new offer');
    expect(card.body[2]!.text).toMatch(/^• Webhook Test Power posted Hook Saver( \(.*\))? at \d+(\.\d+)?¢\/kWh$/);
    expect(card.actions[0]).toMatchObject({ title: 'Open What changed' });
    expect(await queuedFor('/teams')).toBe(1);
  });
});

describe('re-running an import', () => {
  it('queues nothing twice: the same fan-out again, the same import marked again, or the same file again', async () => {
    const before = (await server.db.query<{ n: number }>('select count(*)::int as n from webhook_deliveries')).rows[0]!.n;
    expect(before).toBeGreaterThan(0);
    // The fan-out again adds nothing (its keys: the event, the import and market).
    expect(await server.db.transaction((tx) => offerEventDeliveries(tx, secondImport.importId))).toBe(0);
    // Marking the import again is expanded by the sender's timer into nothing new.
    expect(await server.db.transaction((tx) => queueOfferEventWebhooks(tx, secondImport.importId))).toBe(1);
    await until(async () => (await server.db.query('select 1 from webhook_offer_imports')).rows.length === 0, 'the mark expanded');
    // The same file again stores no events, so marks nothing.
    await importText(server.db, 'ptc', day2Text, { asOf: NEXT_DAY });
    expect((await server.db.query('select 1 from webhook_offer_imports')).rows).toHaveLength(0);
    expect((await server.db.query<{ n: number }>('select count(*)::int as n from webhook_deliveries')).rows[0]!.n).toBe(before);
  });
});

describe('Send test event of an endpoint with price events only', () => {
  it('sends a JSON offer change of its own market, signed', async () => {
    const endpoint = await createEndpoint('/test-json', { eventTypes: ['offer.price_changed'] });
    const reply = await call<{ eventType: string; summary: string }>('POST', integrationPath(E.webhookTest, { clientId: NORTHWIND_CLIENT_ID, id: endpoint.id }));
    expect(reply.status).toBe(200);
    expect(reply.body.eventType).toBe('webhook.test');
    expect(reply.body.summary).toMatch(/^Test event \(sample: Price changed: .* repriced .* in .* \(TX\)\)$/);
    const [request] = await arrivals('/test-json', 1);
    const event = webhookOfferEvent.parse(verify('/test-json', request!));
    expect(event).toMatchObject({ type: 'webhook.test', data: { stateCode: 'TX', commodity: 'Electric', asOf: NEXT_DAY } });
    expect(event.data.before).not.toBeNull();
    expect(event.data).not.toHaveProperty('sampleType');
    expect(event.data).not.toHaveProperty('previousAsOf');
  });

  it('sends a Slack summary of one change; a gas-only endpoint gets the closest market with its own commodity written in', async () => {
    await createEndpoint('/test-slack', { format: 'slack', eventTypes: ['offer.new', 'offer.withdrawn'] });
    await call('POST', integrationPath(E.webhookTest, { clientId: NORTHWIND_CLIENT_ID, id: endpoints.get('/test-slack')!.id }));
    const [request] = await arrivals('/test-slack', 1);
    verify('/test-slack', request!);
    expect(JSON.parse(request!.body).text).toMatch(/^Test event: Price changes in .* \(TX\) on 01\/10\/2026: 1 (new|withdrawn) offer$/);

    await createEndpoint('/test-gas', { commodity: 2 });
    await call('POST', integrationPath(E.webhookTest, { clientId: NORTHWIND_CLIENT_ID, id: endpoints.get('/test-gas')!.id }));
    const [gas] = await arrivals('/test-gas', 1);
    expect(webhookOfferEvent.parse(verify('/test-gas', gas!)).data).toMatchObject({ stateCode: 'TX', commodity: 'Natural Gas' });
  });
});
