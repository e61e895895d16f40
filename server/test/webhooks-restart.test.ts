import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { buildApp, type BuildAppOptions, type BuiltApp } from '../src/app.js';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from './support/testServer.js';
import { until } from './support/until.js';
import { startReceiver, type Receiver } from './webhooks.support.js';
import { recordLicenseEvent } from '../src/notifications/events.js';
import { NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';
import { newWebhookSecret } from '../src/notifications/webhooks/secrets.js';

/**
 * The webhook outbox is in the database: a delivery queued by an instance that stopped before sending it is sent by
 * the next one on the same data (a PGlite folder here, a PostgreSQL database in server-pg).
 */
let receiver: Receiver;
let work: string;
let database: TestDatabase | null = null;
const running: BuiltApp[] = [];

async function start(send: boolean): Promise<BuiltApp> {
  const data: Partial<BuildAppOptions> = database ? { databaseUrl: database.url } : { dataDir: path.join(work, 'data') };
  const built = await buildApp({
    ...data,
    publicUrl: 'http://127.0.0.1:3999',
    logger: false,
    notifications: { expiryCheckMs: 0, digestCheckMs: 0, webhookFlushMs: send ? 50 : 0 },
    webhooks: { allowlist: new Set([`127.0.0.1:${receiver.port}`]) },
  });
  running.push(built);
  return built;
}

beforeAll(async () => {
  receiver = await startReceiver();
  work = mkdtempSync(path.join(tmpdir(), 'insights-webhooks-'));
  if (testDatabaseUrl) database = await createTestDatabase();
});
afterAll(async () => {
  for (const built of running) await built.close();
  await database?.drop();
  await receiver?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the webhook outbox survives a restart', () => {
  it('a delivery queued before the stop is sent by the next instance, signed, with its webhook-id', async () => {
    const first = await start(false);
    const secret = newWebhookSecret();
    const { rows: [license] } = await first.db.query<{ id: number; stateCode: string }>(
      'select id, state_code::text as "stateCode" from licenses where is_latest order by id limit 1',
    );
    await first.db.query(
      `insert into webhook_endpoints (client_id, url, format, state_codes, commodity, license_type, event_types, secret)
       values ($1::uuid, $2, 'json', array[$3], 0, '', array['license.new'], $4)`,
      [NORTHWIND_CLIENT_ID, receiver.url('/restart'), license.stateCode, secret],
    );
    await recordLicenseEvent(first.db, first.notifications.bus, { licenseId: license.id, eventType: 'New', eventKey: 'restart' });
    const { rows: [queued] } = await first.db.query<{ webhookId: string }>(`select webhook_id as "webhookId" from webhook_deliveries where status = 'pending'`);
    await first.close();
    expect(receiver.received).toHaveLength(0);

    const second = await start(true);
    const [request] = await until(() => receiver.of('/restart').length > 0 && receiver.of('/restart'), 'the delivery after the restart');
    expect(request.headers['webhook-id']).toBe(queued.webhookId);
    new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
    await until(async () => {
      const { rows } = await second.db.query<{ status: string }>('select status from webhook_deliveries');
      return rows[0]?.status === 'delivered';
    }, 'delivered');
  });
});
