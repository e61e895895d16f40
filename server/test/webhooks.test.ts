import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { startTestServer, type TestServer } from './support/testServer.js';
import { until } from './support/until.js';
import { startReceiver, type Receiver, type Received } from './webhooks.support.js';
import { recordLicenseEvent, checkExpiries } from '../src/notifications/events.js';
import { pruneWebhookDeliveries } from '../src/notifications/webhooks/outbox.js';
import { CONTOSO_CLIENT_ID, NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';
import { INTEGRATIONS_ENDPOINTS as E, integrationPath } from '../../contract/integrations/endpoints.js';
import { INTEGRATION_MESSAGES as M } from '../../contract/integrations/rules.js';
import { webhookLicenseEvent, type WebhookCreatedReply, type WebhookDeliveriesReply, type WebhookEndpoint } from '../../contract/integrations/schemas.js';
import { PREMIUM_MASK } from '../../contract/notifications/wording.js';
import { NOTIFICATIONS_ENDPOINTS } from '../../contract/notifications/endpoints.js';

/**
 * Webhook endpoints and their deliveries against the real server (PGlite here, PostgreSQL in server-pg) and a
 * receiver on loopback admitted by the private allowlist. Retries wait 0.2 s instead of Svix's 5 s… 10 h.
 */
let server: TestServer;
let receiver: Receiver;
let license: { id: number; companyId: string; stateCode: string; commodity: string; licenseNumber: string };
let seq = 0;

const ADMIN = 'admin@northwind.test';
const MEMBER = 'member@northwind.test';
const SUPER = 'super@insights.test';
/** Promoted to Admin of Contoso (a client without premium data) before signing in. */
const CONTOSO_ADMIN = 'member@contoso.test';

async function call<T = Record<string, unknown>>(email: string | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await server.api(path, {
    method,
    ...(email ? { token: await server.tokenFor(email) } : {}),
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

const webhooksPath = (clientId = NORTHWIND_CLIENT_ID) => integrationPath(E.webhooks, { clientId });
const path = (template: string, id: string, deliveryId?: string, clientId = NORTHWIND_CLIENT_ID) => integrationPath(template, { clientId, id, deliveryId });

function endpointBody(hookPath: string, extra: Record<string, unknown> = {}) {
  return {
    url: receiver.url(hookPath),
    format: 'json',
    stateCodes: [license.stateCode],
    commodity: 0,
    licenseType: '',
    eventTypes: ['license.new', 'license.renewal', 'license.expiry'],
    description: 'CRM',
    ...extra,
  };
}

async function createEndpoint(hookPath: string, extra: Record<string, unknown> = {}, email = ADMIN, clientId = NORTHWIND_CLIENT_ID) {
  const created = await call<WebhookCreatedReply>(email, 'POST', webhooksPath(clientId), endpointBody(hookPath, extra));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body;
}

/** A New event of the test license with a fresh key: every matching endpoint gets one delivery. */
async function fireNew() {
  await recordLicenseEvent(server.db, server.built.notifications.bus, { licenseId: license.id, eventType: 'New', eventKey: `t-${++seq}` });
}

const arrivals = (hookPath: string, n: number) => until(() => receiver.of(hookPath).length >= n && receiver.of(hookPath), `${n} requests at ${hookPath}`);

function verify(secret: string, request: Received): unknown {
  return new Webhook(secret).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  });
}

async function deliveries(id: string, email = ADMIN, clientId = NORTHWIND_CLIENT_ID) {
  const reply = await call<WebhookDeliveriesReply>(email, 'GET', path(E.webhookDeliveries, id, undefined, clientId));
  expect(reply.status).toBe(200);
  return reply.body;
}

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({
    notifications: { expiryCheckMs: 0, digestCheckMs: 0, webhookFlushMs: 50 },
    webhooks: { allowlist: new Set([`127.0.0.1:${receiver.port}`]), retryScheduleSeconds: [0.2, 0.2, 0.2] },
  });
  await server.db.query(`update users set role = 'Admin' where email_address = $1`, [CONTOSO_ADMIN]);
  const { rows } = await server.db.query<typeof license>(
    `select l.id, l.company_id::text as "companyId", l.state_code::text as "stateCode", l.commodity, l.license_number as "licenseNumber"
       from licenses l join companies c on c.id = l.company_id
      where l.is_latest and l.license_number is not null and l.license_registered_date is not null and l.license_expiry_date is not null
      order by l.id limit 1`,
  );
  license = rows[0];
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});
beforeEach(async () => {
  await server.db.query('delete from webhook_endpoints');
});

describe('who may manage webhook endpoints', () => {
  it('client admins of the client and super admins; members and other clients get 403, nobody signed in 401', async () => {
    expect((await call(null, 'GET', webhooksPath())).status).toBe(401);
    expect((await call(MEMBER, 'GET', webhooksPath())).status).toBe(403);
    expect((await call(MEMBER, 'POST', webhooksPath(), endpointBody('/member'))).status).toBe(403);
    expect((await call(CONTOSO_ADMIN, 'GET', webhooksPath())).status).toBe(403);
    expect((await call(CONTOSO_ADMIN, 'POST', webhooksPath(), endpointBody('/other'))).status).toBe(403);
    const bySuper = await createEndpoint('/super', {}, SUPER);
    expect((await call<WebhookEndpoint[]>(ADMIN, 'GET', webhooksPath())).body.map((e) => e.id)).toEqual([bySuper.id]);
    expect((await call(MEMBER, 'POST', path(E.webhookTest, bySuper.id))).status).toBe(403);
    expect((await call(CONTOSO_ADMIN, 'DELETE', path(E.webhook, bySuper.id))).status).toBe(403);
    expect((await call(CONTOSO_ADMIN, 'POST', path(E.webhookRotateSecret, bySuper.id))).status).toBe(403);
    // Another client's endpoint is not found under one's own client.
    expect((await call(CONTOSO_ADMIN, 'GET', path(E.webhookDeliveries, bySuper.id, undefined, CONTOSO_CLIENT_ID))).status).toBe(404);
  });
});

describe('endpoints', () => {
  it('creates one with a whsec_ secret shown once, lists, changes and deletes it, all in the audit trail', async () => {
    const created = await createEndpoint('/crud', { description: '  CRM sync  ' });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(created.secret.slice('whsec_'.length), 'base64').length).toBeGreaterThanOrEqual(24);
    expect(created).toMatchObject({ format: 'json', enabled: true, disabledReason: null, description: 'CRM sync', createdBy: ADMIN, lastDelivery: null });
    const list = await call<WebhookEndpoint[]>(ADMIN, 'GET', webhooksPath());
    expect(list.body).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    expect(list.body[0]).not.toHaveProperty('secret');

    const changed = await call<WebhookEndpoint>(ADMIN, 'PUT', path(E.webhook, created.id), endpointBody('/crud', { format: 'slack', enabled: false, eventTypes: ['license.expiry'] }));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ format: 'slack', enabled: false, disabledReason: null, eventTypes: ['license.expiry'] });
    expect(changed.body).not.toHaveProperty('secret');

    expect(await call(ADMIN, 'DELETE', path(E.webhook, created.id))).toEqual({ status: 200, body: { data: M.webhookDeleted } });
    expect((await call(ADMIN, 'DELETE', path(E.webhook, created.id))).status).toBe(404);
    const { rows } = await server.db.query<{ action: string }>(
      `select action from audit_log where action like 'Webhook%' and client_id = $1 order by id desc limit 3`,
      [NORTHWIND_CLIENT_ID],
    );
    expect(rows.map((r) => r.action)).toEqual(['WebhookDeleted', 'WebhookUpdated', 'WebhookCreated']);
  });

  it('answers 400 for a bad URL, an internal address, an unknown state or no event, and keeps nothing', async () => {
    const bad = async (body: Record<string, unknown>) => call<{ message: string }>(ADMIN, 'POST', webhooksPath(), { ...endpointBody('/bad'), ...body });
    expect((await bad({ url: 'ftp://93.184.215.14/x' })).body.message).toContain(M.urlInvalid);
    expect((await bad({ url: 'not a url' })).status).toBe(400);
    for (const url of ['http://127.0.0.1:1/x', 'http://localhost/x', 'http://[::1]/x', 'http://[::ffff:127.0.0.1]/x', 'http://0.0.0.0/x',
      'http://2130706433/x', 'http://0177.0.0.1/x', 'http://10.0.0.7/x', 'http://169.254.169.254/x']) {
      const reply = await bad({ url });
      expect([url, reply.status, reply.body.message]).toEqual([url, 400, M.urlBlocked]);
    }
    expect((await bad({ stateCodes: ['ZZ'] })).body.message).toBe('ZZ is not a state Insights covers.');
    expect((await bad({ eventTypes: [] })).body.message).toContain(M.eventsRequired);
    expect((await bad({ format: 'xml' })).status).toBe(400);
    expect((await call<WebhookEndpoint[]>(ADMIN, 'GET', webhooksPath())).body).toEqual([]);
  });
});

describe('deliveries', () => {
  it('sends a license event as signed JSON (Standard Webhooks) with the company page link', async () => {
    const endpoint = await createEndpoint('/json');
    await fireNew();
    const [request] = await arrivals('/json', 1);
    const event = webhookLicenseEvent.parse(verify(endpoint.secret, request));
    expect(event).toMatchObject({
      type: 'license.new',
      data: { licenseNumber: license.licenseNumber, stateCode: license.stateCode, companyId: license.companyId, url: `${server.baseUrl}/companies/${license.companyId}` },
    });
    expect(request.headers['webhook-id']).toMatch(/^msg_/);
    expect(Number(request.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -1);
    expect(String(request.headers['webhook-signature'])).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(request.headers['content-type']).toBe('application/json');
    // Another secret does not verify it.
    expect(() => verify(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, request)).toThrow();
    // The same event again (a re-run, another instance) is not queued twice.
    await recordLicenseEvent(server.db, server.built.notifications.bus, { licenseId: license.id, eventType: 'New', eventKey: `t-${seq}` });
    const log = await until(async () => {
      const page = await deliveries(endpoint.id);
      return page.deliveries[0]?.status === 'delivered' && page;
    }, 'delivered in the log');
    expect(log.totalRecords).toBe(1);
    expect(log.deliveries[0]).toMatchObject({ eventType: 'license.new', webhookId: request.headers['webhook-id'], nextAttemptOn: null });
    expect(log.deliveries[0].attempts).toEqual([expect.objectContaining({ statusCode: 200, errorClass: null })]);
    expect((await call<WebhookEndpoint[]>(ADMIN, 'GET', webhooksPath())).body[0].lastDelivery).toMatchObject({ status: 'delivered' });
  });

  it('retries a failing delivery with one webhook-id, a redirect counting as a failure, until a 2xx', async () => {
    const endpoint = await createEndpoint('/flaky');
    receiver.answer('/flaky', 500, 302, 503);
    await fireNew();
    const requests = await arrivals('/flaky', 4);
    expect(new Set(requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
    for (const request of requests) verify(endpoint.secret, request);
    // Waits follow the schedule (0.2 s ± 10 %), not a tight loop.
    for (let i = 1; i < requests.length; i++) expect(requests[i].at - requests[i - 1].at).toBeGreaterThanOrEqual(150);
    const log = await until(async () => {
      const page = await deliveries(endpoint.id);
      return page.deliveries[0]?.status === 'delivered' && page;
    }, 'delivered after retries');
    expect(log.deliveries[0].attempts.map((a) => a.statusCode)).toEqual([500, 302, 503, 200]);
    // Only the receiver's redirect was followed: nothing went to its Location.
    expect(receiver.received.filter((r) => r.path === '/elsewhere')).toEqual([]);
  });

  it('gives up after the last retry and shows the attempts, then resends with the same id and a fresh signature', async () => {
    const endpoint = await createEndpoint('/down');
    receiver.answer('/down', 500, 500, 500, 500);
    await fireNew();
    const failed = await until(async () => {
      const page = await deliveries(endpoint.id);
      return page.deliveries[0]?.status === 'failed' && page.deliveries[0];
    }, 'failed after the schedule');
    expect(failed.attempts).toHaveLength(4);
    expect(failed.nextAttemptOn).toBeNull();
    const first = receiver.of('/down')[0];
    // A new second, so the fresh timestamp differs.
    await until(() => Math.floor(Date.now() / 1000) > Number(first.headers['webhook-timestamp']), 'the next second');
    const resent = await call<{ status: string; webhookId: string }>(ADMIN, 'POST', path(E.webhookResend, endpoint.id, failed.id));
    expect(resent.status).toBe(200);
    expect(resent.body.webhookId).toBe(first.headers['webhook-id']);
    const requests = await arrivals('/down', 5);
    const again = requests[4];
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(Number(again.headers['webhook-timestamp'])).toBeGreaterThan(Number(first.headers['webhook-timestamp']));
    expect(again.headers['webhook-signature']).not.toBe(first.headers['webhook-signature']);
    verify(endpoint.secret, again);
    const delivered = await until(async () => (await deliveries(endpoint.id)).deliveries.find((d) => d.status === 'delivered'), 'resent delivered');
    expect(delivered.attempts.map((a) => a.statusCode)).toEqual([500, 500, 500, 500, 200]);
    expect((await call(ADMIN, 'POST', path(E.webhookResend, endpoint.id, '00000000-0000-4000-8000-000000000000'))).status).toBe(404);
  });

  it('sends a test event on demand, whatever the filter', async () => {
    const { rows: [other] } = await server.db.query<{ code: string }>('select code::text from states where code <> $1 order by code limit 1', [license.stateCode]);
    const endpoint = await createEndpoint('/test', { stateCodes: [other.code], eventTypes: ['license.expiry'] });
    const sent = await call<{ eventType: string; summary: string }>(ADMIN, 'POST', path(E.webhookTest, endpoint.id));
    expect(sent.status).toBe(200);
    expect(sent.body.eventType).toBe('webhook.test');
    expect(sent.body.summary).toMatch(/^Test event \(sample: /);
    const [request] = await arrivals('/test', 1);
    expect(webhookLicenseEvent.parse(verify(endpoint.secret, request)).type).toBe('webhook.test');
  });

  it('a test event looks like what the endpoint gets: a license of its own market (TX · Electric · Supplier, ABC)', async () => {
    const market = { stateCodes: ['TX'], commodity: 1, licenseType: 'Supplier', eventTypes: ['license.new'] };
    const supplier = await createEndpoint('/test-supplier', market);
    const sent = await call<{ summary: string }>(ADMIN, 'POST', path(E.webhookTest, supplier.id));
    expect(sent.body.summary).toMatch(/^Test event \(sample: .+, TX, Electric, Supplier\)$/);
    const [request] = await arrivals('/test-supplier', 1);
    const event = webhookLicenseEvent.parse(verify(supplier.secret, request));
    expect(event).toMatchObject({ type: 'webhook.test', data: { stateCode: 'TX', commodity: 'Electric', licenseType: 'Supplier' } });
    // A real license of that company in that market, not a mix.
    const { rows } = await server.db.query('select 1 from licenses where company_id = $1 and state_code = $2 and commodity = $3 and license_type = $4',
      [event.data.companyId, 'TX', 'Electric', 'Supplier']);
    expect(rows.length).toBeGreaterThan(0);

    const abc = await createEndpoint('/test-abc', { ...market, commodity: 2, licenseType: 'ABC' });
    await call(ADMIN, 'POST', path(E.webhookTest, abc.id));
    const abcData = webhookLicenseEvent.parse(verify(abc.secret, (await arrivals('/test-abc', 1))[0])).data;
    expect(abcData).toMatchObject({ stateCode: 'TX', commodity: 'Natural Gas' });
    expect(abcData.licenseType).not.toBe('Supplier');
  });

  it('a market without any license gets the closest one, with the market written into the sample', async () => {
    const endpoint = await createEndpoint('/test-empty-market', { stateCodes: ['TX'], commodity: 2, licenseType: 'Supplier' });
    // A state no license is in (the API refuses unknown states; a state later dropped from the data is the real case).
    await server.db.query(`update webhook_endpoints set state_codes = array['ZZ'] where id = $1`, [endpoint.id]);
    await call(ADMIN, 'POST', path(E.webhookTest, endpoint.id));
    const { data } = webhookLicenseEvent.parse(verify(endpoint.secret, (await arrivals('/test-empty-market', 1))[0]));
    expect(data).toMatchObject({ stateCode: 'ZZ', commodity: 'Natural Gas', licenseType: 'Supplier' });
  });

  it('the test event of an endpoint for expiries only carries a license about to expire', async () => {
    const endpoint = await createEndpoint('/test-expiry', { stateCodes: ['TX'], eventTypes: ['license.expiry'] });
    await call(ADMIN, 'POST', path(E.webhookTest, endpoint.id));
    const { data } = webhookLicenseEvent.parse(verify(endpoint.secret, (await arrivals('/test-expiry', 1))[0]));
    const { rows: [{ today }] } = await server.db.query<{ today: string }>('select current_date::text as today');
    expect(data.stateCode).toBe('TX');
    expect(data.expiryDate! >= today).toBe(true);
  });

  it('keeps 30 days of deliveries: older ones that are done are deleted with their attempts, pending ones stay', async () => {
    const endpoint = await createEndpoint('/prune');
    await call(ADMIN, 'POST', path(E.webhookTest, endpoint.id));
    await arrivals('/prune', 1);
    await call(ADMIN, 'POST', path(E.webhookTest, endpoint.id));
    await arrivals('/prune', 2);
    const [older, newer] = (await deliveries(endpoint.id)).deliveries.reverse();
    await until(async () => (await deliveries(endpoint.id)).deliveries.every((d) => d.status === 'delivered'), 'both delivered');
    await server.db.query(`update webhook_deliveries set created_on = now() - interval '31 days' where id = $1`, [older.id]);
    // A delivery still pending (its endpoint off) is kept however old.
    await server.db.query('update webhook_endpoints set enabled = false where id = $1', [endpoint.id]);
    await server.db.query(`update webhook_deliveries set created_on = now() - interval '40 days', status = 'pending' where id = $1`, [newer.id]);
    expect(await pruneWebhookDeliveries(server.db)).toBe(1);
    const { rows } = await server.db.query<{ id: string; attempts: number }>(
      `select d.id, (select count(*)::int from webhook_attempts a where a.delivery_id = d.id) as attempts
         from webhook_deliveries d where d.endpoint_id = $1`,
      [endpoint.id],
    );
    expect(rows.map((r) => r.id)).toEqual([newer.id]);
    const { rows: orphans } = await server.db.query<{ n: number }>('select count(*)::int as n from webhook_attempts where delivery_id = $1', [older.id]);
    expect(orphans[0].n).toBe(0);
  });

  it('signs with the old and the new secret for 24 hours after a rotation', async () => {
    const endpoint = await createEndpoint('/rotate');
    const rotated = await call<{ secret: string; previousSecretExpiresOn: string }>(ADMIN, 'POST', path(E.webhookRotateSecret, endpoint.id));
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    const hours = (Date.parse(rotated.body.previousSecretExpiresOn) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    await fireNew();
    const [request] = await arrivals('/rotate', 1);
    const signatures = String(request.headers['webhook-signature']).split(' ');
    expect(signatures).toHaveLength(2);
    expect(signatures.every((s) => s.startsWith('v1,'))).toBe(true);
    verify(rotated.body.secret, request);
    verify(endpoint.secret, request);
    // After the overlap only the new secret signs.
    await server.db.query(`update webhook_endpoints set previous_secret_expires_on = now() - interval '1 second' where id = $1`, [endpoint.id]);
    await fireNew();
    const later = (await arrivals('/rotate', 2))[1];
    expect(String(later.headers['webhook-signature']).split(' ')).toHaveLength(1);
    verify(rotated.body.secret, later);
    expect(() => verify(endpoint.secret, later)).toThrow();
  });

  it('shapes Slack and Teams messages, signed the same way, with the company link', async () => {
    const slack = await createEndpoint('/slack', { format: 'slack' });
    const teams = await createEndpoint('/teams', { format: 'teams' });
    await fireNew();
    const [slackRequest] = await arrivals('/slack', 1);
    const [teamsRequest] = await arrivals('/teams', 1);
    const pageUrl = `${server.baseUrl}/companies/${license.companyId}`;
    const slackBody = verify(slack.secret, slackRequest) as { text: string; blocks: Array<Record<string, unknown>> };
    expect(slackBody.text).toMatch(/^New license: .+ \(/);
    expect(slackBody.blocks.map((b) => b.type)).toEqual(['section', 'section', 'actions']);
    expect(JSON.stringify(slackBody.blocks)).toContain(`<${pageUrl}|`);
    expect(JSON.stringify(slackBody.blocks)).toContain(license.licenseNumber);
    const teamsBody = verify(teams.secret, teamsRequest) as { type: string; attachments: Array<{ contentType: string; content: Record<string, unknown> }> };
    expect(teamsBody.type).toBe('message');
    expect(teamsBody.attachments).toHaveLength(1);
    expect(teamsBody.attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(teamsBody.attachments[0].content).toMatchObject({ type: 'AdaptiveCard', version: '1.4', actions: [{ type: 'Action.OpenUrl', url: pageUrl }] });
    expect((teamsBody.attachments[0].content.body as Array<{ type: string }>).map((b) => b.type)).toEqual(['TextBlock', 'TextBlock', 'FactSet']);
    for (const request of [slackRequest, teamsRequest]) expect(Buffer.byteLength(request.body)).toBeLessThan(28 * 1024);
  });

  it('a 410 disables the endpoint at once; it queues nothing more until switched on again', async () => {
    const endpoint = await createEndpoint('/gone');
    receiver.answer('/gone', 410);
    await fireNew();
    await arrivals('/gone', 1);
    const off = await until(async () => {
      const [listed] = (await call<WebhookEndpoint[]>(ADMIN, 'GET', webhooksPath())).body;
      return !listed.enabled && listed;
    }, 'disabled after 410');
    expect(off.disabledReason).toBe('gone');
    expect((await deliveries(endpoint.id)).deliveries[0]).toMatchObject({ status: 'failed', nextAttemptOn: null });
    await fireNew();
    expect((await deliveries(endpoint.id)).totalRecords).toBe(1);
    const on = await call<WebhookEndpoint>(ADMIN, 'PUT', path(E.webhook, endpoint.id), endpointBody('/gone', { enabled: true }));
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null });
    await fireNew();
    await arrivals('/gone', 2);
  });

  it('five days of nothing but failures disables the endpoint and tells the client admins in the bell', async () => {
    const endpoint = await createEndpoint('/failing');
    await server.db.query(`update webhook_endpoints set failing_since = now() - interval '5 days 1 minute' where id = $1`, [endpoint.id]);
    receiver.answer('/failing', 500);
    await fireNew();
    const off = await until(async () => {
      const [listed] = (await call<WebhookEndpoint[]>(ADMIN, 'GET', webhooksPath())).body;
      return !listed.enabled && listed;
    }, 'disabled after five failing days');
    expect(off.disabledReason).toBe('failing');
    // The notice follows the switch-off (after its transaction): wait for it.
    type Bell = { data: { records: Array<{ eventType: string; licenseId: number | null; companyId: string | null; message: string }> } };
    const notice = await until(async () => {
      const bell = await call<Bell>(ADMIN, 'POST', NOTIFICATIONS_ENDPOINTS.getAll, { PageNumber: 1, PageSize: 500 });
      return bell.body.data.records.find((r) => r.eventType === 'Integration');
    }, 'the admin notice in the bell');
    expect(notice).toMatchObject({ licenseId: null, companyId: null });
    expect(notice.message).toContain(receiver.url('/failing'));
    // Members are not told.
    const memberBell = await call<Bell>(MEMBER, 'POST', NOTIFICATIONS_ENDPOINTS.getAll, { PageNumber: 1, PageSize: 500 });
    expect(memberBell.body.data.records.some((r) => r.eventType === 'Integration')).toBe(false);
  });

  it('an address that became internal is refused at delivery time as "blocked address"', async () => {
    const endpoint = await createEndpoint('/moved');
    await server.db.query(`update webhook_endpoints set url = 'http://127.0.0.1:1/moved' where id = $1`, [endpoint.id]);
    await fireNew();
    const delivery = await until(async () => (await deliveries(endpoint.id)).deliveries[0]?.attempts[0] && (await deliveries(endpoint.id)).deliveries[0], 'an attempt');
    expect(delivery.attempts[0]).toMatchObject({ statusCode: null, errorClass: 'blocked address' });
    expect(delivery.status).toBe('pending');
    expect(delivery.nextAttemptOn).not.toBeNull();
  });

  it('expiry events are queued when a license enters the 30-day window, once per expiry date', async () => {
    const endpoint = await createEndpoint('/expiry', { eventTypes: ['license.expiry'] });
    const { rows: [expiry] } = await server.db.query<{ day: string }>('select license_expiry_date::text as day from licenses where id = $1', [license.id]);
    const today = new Date(Date.parse(expiry.day) - 10 * 86_400_000).toISOString().slice(0, 10);
    await checkExpiries(server.db, server.built.notifications.bus, today, [license.id]);
    await checkExpiries(server.db, server.built.notifications.bus, today, [license.id]);
    const [request] = await arrivals('/expiry', 1);
    const event = webhookLicenseEvent.parse(verify(endpoint.secret, request));
    expect(event).toMatchObject({ type: 'license.expiry', data: { expiryDate: expiry.day } });
    expect((await deliveries(endpoint.id)).totalRecords).toBe(1);
  });

  it('a client without premium data gets no premium value: nulls in JSON, the mask in chat', async () => {
    const json = await createEndpoint('/contoso-json', {}, CONTOSO_ADMIN, CONTOSO_CLIENT_ID);
    const slack = await createEndpoint('/contoso-slack', { format: 'slack' }, CONTOSO_ADMIN, CONTOSO_CLIENT_ID);
    await fireNew();
    const event = webhookLicenseEvent.parse(verify(json.secret, (await arrivals('/contoso-json', 1))[0]));
    expect(event.data).toMatchObject({ licenseNumber: null, registeredDate: null, expiryDate: null, companyId: license.companyId });
    const slackText = JSON.stringify(verify(slack.secret, (await arrivals('/contoso-slack', 1))[0]));
    expect(slackText).toContain(PREMIUM_MASK);
    expect(slackText).not.toContain(license.licenseNumber);
  });
});
