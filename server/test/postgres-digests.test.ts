import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startTestServer, testDatabaseUrl, type TestDatabase, type TestServer } from './support/testServer.js';
import { DEMO_ACCOUNTS } from '../src/db/seed/tenants.js';
import { ingestLicenses, parseLicenseFile } from '../src/notifications/ingest.js';
import { sendDigests } from '../src/notifications/digest/send.js';
import { createUnsubscribeTokens } from '../src/notifications/digest/unsubscribe.js';
import { loadOrCreateSecrets } from '../src/identity/signingKeys.js';

/**
 * Two server instances on one PostgreSQL database both run the digest schedule: each subscriber still gets one
 * digest per period (the period is claimed in the same transaction as its e-mail). Runs only in `server-pg`.
 */
const MORGAN = DEMO_ACCOUNTS.find((a) => a.email === 'member@northwind.test')!;
let database: TestDatabase;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  expect(testDatabaseUrl, 'run through scripts/ensure-postgres.mjs (the server-pg project)').toBeTruthy();
  database = await createTestDatabase();
  a = await startTestServer({ databaseUrl: database.url, notifications: { expiryCheckMs: 0, digestCheckMs: 0 } });
  b = await startTestServer({ databaseUrl: database.url, notifications: { expiryCheckMs: 0, digestCheckMs: 0 } });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await database?.drop();
});

describe('digests with two instances', () => {
  it('one digest per user and period when both instances send at the same moment', async () => {
    const { rows: [user] } = await a.db.query<{ id: number }>('select id from users where secure_id = $1', [MORGAN.secureId]);
    const { rows: [company] } = await a.db.query<{ id: string }>('select id::text from companies order by legal_name limit 1');
    await a.db.query(`insert into notification_settings (user_id, digest) values ($1, 'daily') on conflict (user_id) do update set digest = 'daily'`, [user.id]);
    await a.db.query(`insert into market_watches (user_id, state_codes, commodity, license_type, event_types) values ($1, array['TX'], 0, '', array['New'])`, [user.id]);
    const no = `PGD-${Date.now().toString(36)}`;
    await ingestLicenses(a.db, a.built.notifications.bus, parseLicenseFile(`State,Commodity,CompanyId,LicenseNumber,LicenseType,LicenseRegisteredDate,LicenseExpiryDate\nTX,Electric,${company.id},${no},Supplier,2030-05-30,2032-05-30\n`), '2030-06-01');
    await a.db.query(`update digest_items set created_on = '2030-06-02T12:00:00Z' where user_id = $1`, [user.id]);

    const secrets = await loadOrCreateSecrets(undefined, a.db);
    const sender = { publicUrl: a.baseUrl, tokens: createUnsubscribeTokens(secrets.cookieKeys[0]) };
    const now = new Date('2030-06-03T11:05:00Z');
    const sent = await Promise.all([sendDigests(a.db, sender, { now }), sendDigests(b.db, sender, { now }), sendDigests(b.db, sender, { now })]);
    const { rows } = await a.db.query<{ body: string }>(`select body from email_outbox where user_id = $1 and event_type = 'Digest'`, [user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].body).toContain(no);
    expect(sent.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    // Every subscriber of the seed got at most one digest for the period.
    const { rows: perUser } = await a.db.query<{ n: number }>(`select count(*)::int as n from email_outbox where event_type = 'Digest' group by user_id`);
    expect(perUser.every((r) => r.n === 1)).toBe(true);
  });
});
