import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startTestServer, testDatabaseUrl, type TestDatabase, type TestServer } from './support/testServer.js';
import { until } from './support/until.js';
import { startReceiver, type Receiver } from './webhooks.support.js';
import { recordLicenseEvent } from '../src/notifications/events.js';
import { NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';
import { newWebhookSecret } from '../src/notifications/webhooks/secrets.js';

/**
 * Two server instances on one PostgreSQL database both send the webhook outbox (and both record the same events, as
 * two ingests would): each event reaches each endpoint once. Runs only in `server-pg`.
 */
let database: TestDatabase;
let receiver: Receiver;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  expect(testDatabaseUrl, 'run through scripts/ensure-postgres.mjs (the server-pg project)').toBeTruthy();
  receiver = await startReceiver();
  database = await createTestDatabase();
  const options = {
    databaseUrl: database.url,
    notifications: { expiryCheckMs: 0, digestCheckMs: 0, webhookFlushMs: 20 },
    webhooks: { allowlist: new Set([`127.0.0.1:${receiver.port}`]), retryScheduleSeconds: [0.1, 0.1] },
  };
  a = await startTestServer(options);
  b = await startTestServer(options);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await database?.drop();
  await receiver?.close();
});

describe('webhooks with two instances', () => {
  it('each event reaches each endpoint once, retries included', async () => {
    const { rows: [license] } = await a.db.query<{ id: number; stateCode: string }>(
      'select id, state_code::text as "stateCode" from licenses where is_latest order by id limit 1',
    );
    for (const hook of ['/one', '/two', '/three']) {
      await a.db.query(
        `insert into webhook_endpoints (client_id, url, format, state_codes, commodity, license_type, event_types, secret)
         values ($1::uuid, $2, 'json', array[$3], 0, '', array['license.new', 'license.renewal'], $4)`,
        [NORTHWIND_CLIENT_ID, receiver.url(hook), license.stateCode, newWebhookSecret()],
      );
    }
    // '/three' fails once: its retry must also be sent once.
    receiver.answer('/three', 500);
    const events = Array.from({ length: 10 }, (_, i) => ({ licenseId: license.id, eventType: i % 2 ? 'Renewal' as const : 'New' as const, eventKey: `pg-${i}` }));
    await Promise.all(events.flatMap((event) => [
      recordLicenseEvent(a.db, a.built.notifications.bus, event),
      recordLicenseEvent(b.db, b.built.notifications.bus, event),
    ]));
    await until(async () => {
      const { rows } = await a.db.query<{ n: number }>(`select count(*)::int as n from webhook_deliveries where status = 'delivered'`);
      return rows[0].n === 30;
    }, 'all 30 deliveries delivered');
    const ids = (hook: string) => receiver.of(hook).map((r) => String(r.headers['webhook-id']));
    expect(ids('/one')).toHaveLength(10);
    expect(new Set(ids('/one')).size).toBe(10);
    expect(new Set(ids('/two')).size).toBe(10);
    expect(ids('/two')).toHaveLength(10);
    // One failed attempt and its retry: 11 requests, 10 ids.
    expect(ids('/three')).toHaveLength(11);
    expect(new Set(ids('/three')).size).toBe(10);
    const { rows: [attempts] } = await a.db.query<{ n: number }>('select count(*)::int as n from webhook_attempts');
    expect(attempts.n).toBe(31);
  });
});
