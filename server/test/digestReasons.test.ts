import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { ingestLicenses, parseLicenseFile } from '../src/notifications/ingest.js';
import { runDigests } from '../src/notifications/digest/send.js';
import { duePeriod, validTimeZone } from '../src/notifications/digest/period.js';
import { createUnsubscribeTokens } from '../src/notifications/digest/unsubscribe.js';
import { loadOrCreateSecrets } from '../src/identity/signingKeys.js';
import { DEMO_ACCOUNTS, NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';
import { NOTIFICATIONS_ENDPOINTS } from '../../contract/notifications/endpoints.js';
import type { DigestRunReport } from '../../contract/notifications/schemas.js';
import { USER_STATUS } from '../../contract/users/constants.js';

/**
 * Issue 38: a digest switched on today covers today's earlier events (from the notifications of the period), and a
 * run that sends nothing says why, per user.
 */
let server: TestServer;
let sender: Parameters<typeof runDigests>[1];
const account = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;
const MORGAN = account('member@northwind.test');
let morganId = 0;
let company: { id: string };
let seq = 0;
const header = 'State,Commodity,CompanyId,LicenseNumber,LicenseType,LicenseRegisteredDate,LicenseExpiryDate';
const repoRoot = path.resolve(import.meta.dirname, '../..');

const idOf = async (email: string) =>
  (await server.db.query<{ id: number }>('select id from users where lower(email_address) = lower($1)', [email])).rows[0].id;
const setDigest = (userId: number, digest: string) => server.db.query(
  `insert into notification_settings (user_id, allow_web, allow_email, digest) values ($1, true, false, $2)
   on conflict (user_id) do update set allow_web = true, allow_email = false, digest = $2`,
  [userId, digest],
);

/** A new TX electric Supplier license, now: Morgan's market watch hears of it. */
async function newLicense(): Promise<string> {
  const no = `DR-${Date.now().toString(36)}-${++seq}`;
  const report = await ingestLicenses(server.db, server.built.notifications.bus, parseLicenseFile(`${header}\nTX,Electric,${company.id},${no},Supplier,2026-01-01,2029-01-01\n`));
  expect(report.errors).toEqual([]);
  return no;
}

async function sendNow(): Promise<DigestRunReport> {
  const response = await server.api(NOTIFICATIONS_ENDPOINTS.sendDigests, {
    method: 'POST', token: await server.tokenFor('super@insights.test'), headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now: true }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as DigestRunReport;
}

const outcomeOf = (report: DigestRunReport, email: string) => report.users.find((u) => u.email.toLowerCase() === email.toLowerCase())!;

beforeAll(async () => {
  server = await startTestServer({ notifications: { expiryCheckMs: 0, digestCheckMs: 0 } });
  const secrets = await loadOrCreateSecrets(undefined, server.db);
  sender = { publicUrl: server.baseUrl, tokens: createUnsubscribeTokens(secrets.cookieKeys[0]) };
  morganId = await idOf(MORGAN.email);
  company = (await server.db.query<{ id: string }>(
    'select id::text from companies c where not exists (select 1 from follows f where f.company_id = c.id) order by legal_name limit 1',
  )).rows[0];
  // Nobody else has a digest: the reports below are about Morgan and the users each test switches on.
  await server.db.query(`update notification_settings set digest = 'off'`);
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.db.query('delete from market_watches where user_id = $1', [morganId]);
  await server.db.query('delete from digest_items where user_id = $1', [morganId]);
  await server.db.query('delete from digest_runs where user_id = $1', [morganId]);
  await server.db.query('delete from notifications where user_id = $1', [morganId]);
  await server.db.query(`delete from email_outbox where user_id = $1 and event_type = 'Digest'`, [morganId]);
  await setDigest(morganId, 'off');
  await server.db.query(
    `insert into market_watches (user_id, state_codes, commodity, license_type, event_types) values ($1, array['TX'], 1, 'Supplier', array['New','Renewal','Expiry'])`,
    [morganId],
  );
});

describe('a digest switched on today', () => {
  it("covers the day's events that came before it was switched on (from the bell's notifications)", async () => {
    const earlier = await newLicense();
    // In the bell, not kept for a digest: the digest was off.
    expect((await server.db.query('select 1 from notifications where user_id = $1', [morganId])).rows).toHaveLength(1);
    expect((await server.db.query('select 1 from digest_items where user_id = $1', [morganId])).rows).toHaveLength(0);

    // Switched on through the settings screen's call.
    const token = await server.tokenFor(MORGAN.email);
    const saved = await server.api(`/api/client/${NORTHWIND_CLIENT_ID}/user/notification-settings`, {
      method: 'POST', token, headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ SecureId: MORGAN.secureId, allowEmail: false, allowWeb: true, notificationTriggerInDays: 30, digest: 'daily' }),
    });
    expect(saved.status).toBe(200);
    const later = await newLicense();

    const report = await sendNow();
    expect(outcomeOf(report, MORGAN.email)).toMatchObject({ digest: 'daily', queued: true, reason: null, events: 2 });
    const { rows } = await server.db.query<{ body: string }>(`select body from email_outbox where user_id = $1 and event_type = 'Digest'`, [morganId]);
    expect(rows).toHaveLength(1);
    expect(rows[0].body).toContain(earlier);
    expect(rows[0].body).toContain(later);
    // Once per event, though it is both a notification and a digest item.
    expect(rows[0].body.split(later).length - 1).toBe(1);
  });
});

describe('a digest run says why a user got nothing', () => {
  it('digest off, blocked, no Insights access, no events in the period, already sent', async () => {
    const blocked = await idOf('member@contoso.test');
    const noAccess = await idOf('noaccess@contoso.test');
    const admin = await idOf('admin@northwind.test');
    await setDigest(blocked, 'daily');
    await setDigest(noAccess, 'weekly');
    await setDigest(admin, 'weekly');
    await setDigest(morganId, 'daily');
    await server.db.query('update users set status_code = $2 where id = $1', [blocked, USER_STATUS.blocked]);
    // The seeded feed gave the admin notifications last week: without them, the admin's last week is empty.
    await server.db.query('delete from notifications where user_id = $1', [admin]);
    try {
      await newLicense();
      const now = new Date();
      const first = await runDigests(server.db, sender, { now });
      expect(outcomeOf(first, 'super@insights.test')).toMatchObject({ queued: false, reason: 'digest-off', first: null, events: 0 });
      expect(outcomeOf(first, 'member@contoso.test')).toMatchObject({ queued: false, reason: 'blocked' });
      expect(outcomeOf(first, 'noaccess@contoso.test')).toMatchObject({ queued: false, reason: 'no-insights-access' });
      // The scheduled run looks at last week for a weekly digest: the admin had no event in it.
      const adminOutcome = outcomeOf(first, 'admin@northwind.test');
      expect(adminOutcome).toMatchObject({ digest: 'weekly', queued: false, reason: 'no-events', events: 0 });
      expect(adminOutcome.first! < adminOutcome.last!).toBe(true);
      // Yesterday's daily digest: today's event is not in it.
      expect(outcomeOf(first, MORGAN.email)).toMatchObject({ reason: 'no-events' });
      expect(first.users).toHaveLength(Number((await server.db.query<{ n: number }>('select count(*)::int as n from users')).rows[0].n));

      // Today's running period has the event; a second scheduled run for one period sends nothing more.
      expect(outcomeOf(await runDigests(server.db, sender, { now, sofar: true }), MORGAN.email)).toMatchObject({ queued: true, events: 1 });
      // Into the day the scheduled run covers: yesterday from 7:00 on Morgan's clock, the day before until then (a
      // shift of one day failed between midnight and 7:00 in New York, when the run covers the day before yesterday).
      const { rows: [{ zone }] } = await server.db.query<{ zone: string | null }>('select time_zone as zone from users where id = $1', [morganId]);
      const due = duePeriod('daily', now, validTimeZone(zone));
      await server.db.query(
        `update notifications set created_on = ($2::timestamp at time zone $3) where user_id = $1`,
        [morganId, `${due.first} 12:00`, validTimeZone(zone)],
      );
      expect(outcomeOf(await runDigests(server.db, sender, { now }), MORGAN.email)).toMatchObject({ queued: true, events: 1 });
      expect(outcomeOf(await runDigests(server.db, sender, { now }), MORGAN.email)).toMatchObject({ queued: false, reason: 'already-sent' });
    } finally {
      await server.db.query('update users set status_code = $2 where id = $1', [blocked, USER_STATUS.active]);
      for (const id of [blocked, noAccess, admin]) await setDigest(id, 'off');
    }
  });

  it('npm run digest prints one line per user: what was queued, or why not', async () => {
    await setDigest(morganId, 'daily');
    const no = await newLicense();
    const { stdout } = await promisify(execFile)(
      process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/cli/digest.ts'), '--server', server.baseUrl, '--now'],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    expect(stdout).toMatch(/^1 digest e-mail queued in the outbox \(--now: the running periods\)\.$/m);
    expect(stdout).toMatch(/^ {2}member@northwind\.test: daily \d{4}-\d{2}-\d{2}: queued, 1 event$/m);
    expect(stdout).toMatch(/^ {2}not sent, digest off \(\d+ users\): .*\bsuper@insights\.test\b/m);
    const { rows } = await server.db.query<{ body: string }>(`select body from email_outbox where user_id = $1 and event_type = 'Digest'`, [morganId]);
    expect(rows[0].body).toContain(no);

    // A second --now in the same period sends nothing and says so; --force sends it again.
    const digest = async (...flags: string[]) => (await promisify(execFile)(
      process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/cli/digest.ts'), '--server', server.baseUrl, ...flags],
      { cwd: repoRoot, encoding: 'utf8' },
    )).stdout;
    const again = await digest('--now');
    expect(again).toMatch(/^0 digest e-mails queued in the outbox \(--now: the running periods\)\.$/m);
    expect(again).toMatch(/^ {2}member@northwind\.test: daily \d{4}-\d{2}-\d{2}: not sent: already sent for this period$/m);
    expect(again).toMatch(/^Add --force to send the digests already sent for this period again\.$/m);
    const forced = await digest('--now', '--force');
    expect(forced).toMatch(/^1 digest e-mail queued in the outbox \(--now: the running periods\) \(--force\)\.$/m);
    expect(forced).toMatch(/^ {2}member@northwind\.test: daily \d{4}-\d{2}-\d{2}: queued, 1 event$/m);
  });
});
