import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import type { BusMessage } from '../src/notifications/bus.js';
import { checkExpiries, expiryDeliveries, isoDay, recordLicenseEvent } from '../src/notifications/events.js';
import { ingestLicenses, parseLicenseFile } from '../src/notifications/ingest.js';
import { generateDemoEvent } from '../src/notifications/demoEvents.js';
import { unreadNotifications } from '../src/notifications/notificationRows.js';
import { PREMIUM_MASK } from '../../contract/notifications/wording.js';
import { createMailTransport, flushOutbox } from '../src/notifications/outbox.js';
import { DEMO_ACCOUNTS, NORTHWIND_CLIENT_ID, CONTOSO_CLIENT_ID } from '../src/db/seed/tenants.js';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer as createTlsServer, TLSSocket } from 'node:tls';

let server: TestServer;
let pushed: BusMessage[] = [];
let marks = 0;

/**
 * Waits until every message published so far has come back through the bus (on PostgreSQL they come back through
 * LISTEN, later than the publish): publishes a marker after them and waits for it. Messages arrive in publish order.
 */
async function settled(): Promise<void> {
  const marker: BusMessage = { kind: 'sync', userSecureId: `settled-${++marks}` };
  await server.built.notifications.bus.publish(marker);
  await vi.waitFor(() => expect(pushed).toContainEqual(marker), { timeout: 10_000 });
  pushed = pushed.filter((m) => !(m.kind === 'sync' && m.userSecureId.startsWith('settled-')));
}
const TODAY = '2030-06-01';
const account = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;
const CASEY = account('member@contoso.test');
const MORGAN = account('member@northwind.test');
const ALEX = account('admin@northwind.test');

async function userId(secureId: string): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>('select id from users where secure_id = $1', [secureId]);
  return rows[0].id;
}

let company: { id: string; legalName: string };
let otherCompany: { id: string; legalName: string };

async function ingest(csv: string, today = TODAY) {
  return ingestLicenses(server.db, server.built.notifications.bus, parseLicenseFile(csv), today);
}

async function notificationsOf(secureId: string) {
  const { rows } = await server.db.query<{ event_type: string; license_id: number; event_key: string | null }>(
    `select n.event_type, n.license_id, n.event_key from notifications n join users u on u.id = n.user_id
      where u.secure_id = $1 and n.event_key is not null order by n.id`,
    [secureId],
  );
  return rows;
}

async function setSettings(secureId: string, s: { web: boolean; email: boolean; days: number }) {
  await server.db.query(
    `insert into notification_settings (user_id, allow_web, allow_email, notification_trigger_in_days) values ($1, $2, $3, $4)
     on conflict (user_id) do update set allow_web = $2, allow_email = $3, notification_trigger_in_days = $4`,
    [await userId(secureId), s.web, s.email, s.days],
  );
}

beforeAll(async () => {
  server = await startTestServer({ notifications: { expiryCheckMs: 0 } });
  server.built.notifications.bus.subscribe((m) => pushed.push(m));
  const { rows } = await server.db.query<{ id: string; legalName: string }>(
    `select id::text, legal_name as "legalName" from companies order by legal_name limit 2`,
  );
  [company, otherCompany] = rows;
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await settled();
  pushed = [];
  // Start each test from known follows and settings: Casey follows `company`, e-mail off.
  const ids = [await userId(CASEY.secureId), await userId(MORGAN.secureId)];
  await server.db.query('delete from follows where user_id = any($1::int[])', [ids]);
  await server.db.query('delete from notifications where user_id = any($1::int[])', [ids]);
  await server.db.query('insert into follows (user_id, company_id) values ($1, $2)', [await userId(CASEY.secureId), company.id]);
  await setSettings(CASEY.secureId, { web: true, email: false, days: 30 });
  await setSettings(MORGAN.secureId, { web: true, email: false, days: 30 });
});

let seq = 0;
const number = () => `T-${Date.now().toString(36)}-${++seq}`;
const header = 'State,Commodity,CompanyId,LicenseNumber,LicenseType,LicenseRegisteredDate,LicenseExpiryDate';

describe('license events from an ingested file', () => {
  it('a new license notifies each follower once and pushes it with the spec wording', async () => {
    const no = number();
    const report = await ingest(`${header}\nTX,Electric,${company.id},${no},Supplier,2030-05-30,2033-05-30\n`);
    expect(report).toMatchObject({ added: 1, renewed: 0, notifications: 1, errors: [] });
    expect(await notificationsOf(CASEY.secureId)).toEqual([expect.objectContaining({ event_type: 'New' })]);
    expect(await notificationsOf(MORGAN.secureId)).toEqual([]);
    await settled();
    const message = pushed.find((m) => m.kind === 'notification');
    // Casey's client has no premium data: the spec's sentence with the number and the registration date masked.
    expect(message).toMatchObject({ userSecureId: CASEY.secureId, notification: { eventType: 'New', licenseNumber: null, companyId: company.id, isRead: false, isPremium: false } });
    expect(message?.kind === 'notification' && message.notification.message).toBe(
      `New License ${PREMIUM_MASK} has been registered for ${company.legalName} on ${PREMIUM_MASK}`,
    );
  });

  it('the same file twice creates no second notification; a later expiry is one Renewal', async () => {
    const no = number();
    const row = `TX,Electric,${company.id},${no},Supplier,2030-01-01,2031-01-01`;
    await ingest(`${header}\n${row}\n`);
    const again = await ingest(`${header}\n${row}\n`);
    expect(again).toMatchObject({ added: 0, renewed: 0, updated: 1, notifications: 0 });
    const renewed = await ingest(`${header}\nTX,Electric,${company.id},${no},Supplier,2030-01-01,2032-01-01\n`);
    expect(renewed).toMatchObject({ renewed: 1, notifications: 1 });
    await ingest(`${header}\nTX,Electric,${company.id},${no},Supplier,2030-01-01,2032-01-01\n`);
    // An earlier expiry is a correction, not a renewal.
    expect(await ingest(`${header}\nTX,Electric,${company.id},${no},Supplier,2030-01-01,2031-06-01\n`)).toMatchObject({ renewed: 0, notifications: 0 });
    expect((await notificationsOf(CASEY.secureId)).map((n) => [n.event_type, n.event_key])).toEqual([
      ['New', expect.any(String)],
      ['Renewal', '2032-01-01'],
    ]);
  });

  it("a license entering a follower's own expiry window gives one Expiry, on schedule", async () => {
    await setSettings(CASEY.secureId, { web: true, email: false, days: 10 });
    await server.db.query('insert into follows (user_id, company_id) values ($1, $2)', [await userId(MORGAN.secureId), company.id]);
    await setSettings(MORGAN.secureId, { web: true, email: false, days: 40 });
    const no = number();
    // Expires in 20 days: inside Morgan's 40-day window, outside Casey's 10.
    const report = await ingest(`${header}\nOH,Electric,${company.id},${no},Supplier,2028-01-01,2030-06-21\n`);
    const licenseId = (await notificationsOf(MORGAN.secureId)).find((n) => n.event_type === 'New')!.license_id;
    expect(report.notifications).toBe(3); // New for both, Expiry for Morgan
    expect((await notificationsOf(MORGAN.secureId)).map((n) => n.event_type)).toEqual(['New', 'Expiry']);
    expect((await notificationsOf(CASEY.secureId)).map((n) => n.event_type)).toEqual(['New']);

    const bus = server.built.notifications.bus;
    expect((await checkExpiries(server.db, bus, TODAY, [licenseId])).notificationIds).toEqual([]);
    // Eleven days later it is inside Casey's window too; the next check adds exactly that one.
    const later = await checkExpiries(server.db, bus, '2030-06-12', [licenseId]);
    expect(later.notificationIds).toHaveLength(1);
    expect((await notificationsOf(CASEY.secureId)).map((n) => [n.event_type, n.event_key])).toEqual([
      ['New', String(licenseId)],
      ['Expiry', '2030-06-21'],
    ]);
    expect((await checkExpiries(server.db, bus, '2030-06-13', [licenseId])).notificationIds).toEqual([]);
    // After the expiry date nothing more is announced.
    await server.db.query('delete from notifications where license_id = $1', [licenseId]);
    expect((await checkExpiries(server.db, bus, '2030-06-22', [licenseId])).notificationIds).toEqual([]);
  });

  it('web off: no notification and no push; e-mail on: one outbox row per event', async () => {
    await setSettings(CASEY.secureId, { web: false, email: true, days: 30 });
    const no = number();
    const row = `TX,Natural Gas,${company.id},${no},Broker,2030-05-01,2034-01-01`;
    expect(await ingest(`${header}\n${row}\n`)).toMatchObject({ notifications: 0, emails: 1 });
    expect(await ingest(`${header}\n${row}\n`)).toMatchObject({ emails: 0 });
    await settled();
    expect(pushed).toEqual([]);
    expect(await notificationsOf(CASEY.secureId)).toEqual([]);
    const { rows } = await server.db.query<{ to_address: string; body: string }>(
      `select to_address, body from email_outbox o join licenses l on l.id = o.license_id where l.license_number = $1`,
      [no],
    );
    expect(rows).toEqual([{ to_address: CASEY.email, body: expect.stringContaining(`New License ${PREMIUM_MASK} has been registered for ${company.legalName} on ${PREMIUM_MASK}`) }]);
  });

  it('a follow narrowed to a state only hears about that state', async () => {
    await server.db.query('delete from follows where user_id = $1', [await userId(CASEY.secureId)]);
    await server.db.query("insert into follows (user_id, company_id, state_code) values ($1, $2, 'PA')", [await userId(CASEY.secureId), otherCompany.id]);
    const report = await ingest(`${header}\nNJ,Electric,${otherCompany.id},${number()},Supplier,,\nPA,Electric,${otherCompany.id},${number()},Supplier,,\n`);
    expect(report).toMatchObject({ added: 2, notifications: 1 });
  });

  it('reports bad rows by line and keeps the good ones; a file without the columns is refused', async () => {
    const report = await ingest(`${header}\nZZ,Electric,${company.id},${number()},Supplier,,\nTX,Water,${company.id},${number()},Supplier,,\nTX,Electric,${company.id},${number()},Supplier,2030-02-30,\nTX,Electric,${company.id},${number()},Supplier,,\n`);
    expect(report.added).toBe(1);
    expect(report.errors).toEqual([
      { line: 2, message: "State 'ZZ' is not a state we know: give its two-letter code or its full name ('RI' or 'Rhode Island')." },
      { line: 3, message: "Commodity 'Water' is not Electric or Natural Gas." },
      { line: 4, message: "LicenseRegisteredDate '2030-02-30' is not a date (yyyy-mm-dd or mm/dd/yyyy)." },
    ]);
    expect(() => parseLicenseFile('State,Commodity\nTX,Electric\n')).toThrow('Missing column LicenseNumber');
  });

  it.each([
    ['a renewal', () => 0],
    ['a new license', () => 0.99],
  ])('the demo generator produces %s that reaches a follower', async (_kind, random) => {
    await settled();
    pushed = [];
    const row = await generateDemoEvent(server.db, server.built.notifications.bus, random);
    expect(row?.CompanyId).toBeTruthy();
    const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from follows where company_id = $1', [row!.CompanyId]);
    expect(rows[0].n).toBeGreaterThan(0);
    await settled();
    expect(pushed.some((m) => m.kind === 'notification' && m.notification.companyId === row!.CompanyId)).toBe(true);
  });
});

describe('one notification per event', () => {
  it("the expiry check finds the seeded feed's alerts already made: it adds none for the demo accounts", async () => {
    const today = isoDay(new Date());
    const { rows: demo } = await server.db.query<{ id: number }>(
      `select id from users where email_address = any($1::text[])`, [['super@insights.test', ALEX.email, 'broker@fabrikam.test']]);
    const demoIds = demo.map((u) => u.id);
    // The seeded follows do have licenses inside their windows, so the check has something to find.
    const due = (await expiryDeliveries(server.db, today)).filter((d) => demoIds.includes(d.userId));
    expect(due.length).toBeGreaterThan(0);
    for (const d of due) {
      const { rows } = await server.db.query(
        `select 1 from notifications where user_id = $1 and license_id = $2 and event_type = 'Expiry' and event_key = $3`,
        [d.userId, d.licenseId, d.eventKey]);
      expect(rows, JSON.stringify(d)).toHaveLength(1);
    }
    const made = await checkExpiries(server.db, server.built.notifications.bus, today);
    const { rows: owners } = await server.db.query<{ user_id: number }>('select user_id from notifications where id = any($1::int[])', [made.notificationIds]);
    expect(owners.filter((o) => demoIds.includes(o.user_id))).toEqual([]);
  });

  it('an Expiry written without a key (by older seeds) counts as the alert for the current expiry date', async () => {
    const no = number();
    await ingest(`${header}\nOH,Electric,${company.id},${no},Supplier,2028-01-01,2030-09-01\n`);
    const { rows: [license] } = await server.db.query<{ id: number }>('select id from licenses where license_number = $1', [no]);
    const casey = await userId(CASEY.secureId);
    await server.db.query(`insert into notifications (user_id, event_type, license_id) values ($1, 'Expiry', $2)`, [casey, license.id]);
    const bus = server.built.notifications.bus;
    expect((await checkExpiries(server.db, bus, '2030-08-20', [license.id])).notificationIds).toEqual([]);
    await server.db.query(`delete from notifications where user_id = $1 and license_id = $2 and event_key is null`, [casey, license.id]);
    expect((await checkExpiries(server.db, bus, '2030-08-20', [license.id])).notificationIds).toHaveLength(1);
  });
});

describe('a removed notification stays delivered (one notification per event)', () => {
  interface Listed { id: number; eventType: string; licenseId: number; licenseExpiryDate: string | null }
  const post = async (path: string, body: unknown) => server.api(path, {
    method: 'POST', token: await server.tokenFor(CASEY.email), headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  /** Casey's notifications as the notifications page lists them. */
  const listed = async (): Promise<{ records: Listed[]; total: number }> =>
    ((await (await post('/api/Notification/GetAll', { PageNumber: 1, PageSize: 500 })).json()) as { data: { records: Listed[]; total: number } }).data;
  const remove = async (body: { id?: number; isAll?: boolean }) => expect(await (await post('/api/Notification/Remove', body)).json()).toEqual({ data: 1 });
  const licenseIdOf = async (no: string) =>
    (await server.db.query<{ id: number }>('select id from licenses where license_number = $1', [no])).rows[0].id;
  const pushedFor = (licenseId: number) => pushed.filter((m) => m.kind === 'notification' && m.notification.licenseId === licenseId);

  it('an Expiry alert removed by the user does not come back with the next expiry checks', async () => {
    const no = number();
    // Expires in 20 days: inside Casey's 30-day window.
    await ingest(`${header}\nOH,Electric,${company.id},${no},Supplier,2028-01-01,2030-06-21\n`);
    const licenseId = await licenseIdOf(no);
    const alert = (await listed()).records.find((r) => r.licenseId === licenseId && r.eventType === 'Expiry')!;
    // The expiry date itself is premium (Casey has none): the alert is recognised by its type and license.
    expect(alert).toMatchObject({ licenseExpiryDate: null, isPremium: false });

    await remove({ id: alert.id });
    expect((await listed()).records.map((r) => r.id)).not.toContain(alert.id);
    await settled();
    pushed = [];
    // The scheduled check (all licenses), then the next days inside the window.
    await server.built.notifications.checkExpiries(TODAY);
    for (const day of ['2030-06-02', '2030-06-20']) {
      expect((await checkExpiries(server.db, server.built.notifications.bus, day, [licenseId])).notificationIds).toEqual([]);
    }
    await settled();
    expect(pushedFor(licenseId)).toEqual([]);
    expect((await listed()).records.filter((r) => r.licenseId === licenseId).map((r) => r.eventType)).toEqual(['New']);
    expect((await unreadNotifications(server.db, CASEY.secureId)).notifications.filter((n) => n.licenseId === licenseId).map((n) => n.eventType)).toEqual(['New']);
    // Still one row per event underneath: the removed one is kept, not made again.
    expect((await notificationsOf(CASEY.secureId)).filter((n) => n.license_id === licenseId).map((n) => [n.event_type, n.event_key])).toEqual([
      ['New', String(licenseId)],
      ['Expiry', '2030-06-21'],
    ]);

    // A renewal is a new event: its own notification, and the new expiry date gets its own alert in time.
    await ingest(`${header}\nOH,Electric,${company.id},${no},Supplier,2028-01-01,2031-06-21\n`);
    expect((await checkExpiries(server.db, server.built.notifications.bus, '2031-06-01', [licenseId])).notificationIds).toHaveLength(1);
    expect((await listed()).records.filter((r) => r.licenseId === licenseId).map((r) => r.eventType)).toEqual(['Expiry', 'Renewal', 'New']);
    // The new alert is for the new expiry date (Casey's list does not show the date: premium).
    expect((await notificationsOf(CASEY.secureId)).filter((n) => n.license_id === licenseId).map((n) => [n.event_type, n.event_key])).toEqual([
      ['New', String(licenseId)],
      ['Expiry', '2030-06-21'],
      ['Renewal', '2031-06-21'],
      ['Expiry', '2031-06-21'],
    ]);
  });

  it('New and Renewal notifications removed (Remove all) are not made again when the license comes in again', async () => {
    const no = number();
    await ingest(`${header}\nTX,Electric,${company.id},${no},Supplier,2030-01-01,2031-01-01\n`);
    expect(await ingest(`${header}\nTX,Electric,${company.id},${no},Supplier,2030-01-01,2032-01-01\n`)).toMatchObject({ renewed: 1, notifications: 1 });
    const licenseId = await licenseIdOf(no);
    expect((await listed()).records.filter((r) => r.licenseId === licenseId).map((r) => r.eventType)).toEqual(['Renewal', 'New']);

    await remove({ isAll: true });
    expect(await listed()).toEqual({ records: [], total: 0 });
    await settled();
    pushed = [];
    // A correction to an earlier date, then the same renewal again: the Renewal to 2032-01-01 was delivered already.
    expect(await ingest(`${header}\nTX,Electric,${company.id},${no},Supplier,2030-01-01,2031-06-01\n`)).toMatchObject({ renewed: 0, notifications: 0 });
    expect(await ingest(`${header}\nTX,Electric,${company.id},${no},Supplier,2030-01-01,2032-01-01\n`)).toMatchObject({ renewed: 1, notifications: 0, errors: [] });
    // The license's New event recorded again (as another instance or a replayed file would) is not delivered again.
    const bus = server.built.notifications.bus;
    expect((await recordLicenseEvent(server.db, bus, { licenseId, eventType: 'New', eventKey: String(licenseId) })).notificationIds).toEqual([]);
    expect((await recordLicenseEvent(server.db, bus, { licenseId, eventType: 'Renewal', eventKey: '2032-01-01' })).notificationIds).toEqual([]);
    await settled();
    expect(pushedFor(licenseId)).toEqual([]);
    expect(await listed()).toEqual({ records: [], total: 0 });
    expect(await unreadNotifications(server.db, CASEY.secureId)).toEqual({ total: 0, notifications: [] });

    // A later renewal is a new event and is shown.
    expect(await ingest(`${header}\nTX,Electric,${company.id},${no},Supplier,2030-01-01,2033-01-01\n`)).toMatchObject({ renewed: 1, notifications: 1 });
    expect((await listed()).records.map((r) => [r.eventType, r.licenseId])).toEqual([['Renewal', licenseId]]);
  });
});

describe('license numbers are unique per state and commodity', () => {
  const byName = 'State,Commodity,CompanyName,LicenseNumber,LicenseType,LicenseExpiryDate';
  const refusal = (no: string, state: string, commodity: string, holder: { id: string; legalName: string }) =>
    `License number ${no} (${state}, ${commodity}) already belongs to ${holder.legalName} (${holder.id}): ` +
    'a license number is unique per state and commodity. Correct the number or the company.';

  it("refuses another company's license number with a clear message and leaves the holder's license as it was", async () => {
    const no = number();
    await ingest(`${header}\nTX,Electric,${company.id},${no},Supplier,2030-01-01,2031-01-01\n`);
    const report = await ingest(`${header}\nTX,Electric,${otherCompany.id},${no.toLowerCase()},Supplier,2030-01-01,2032-01-01\n`);
    expect(report).toMatchObject({ added: 0, renewed: 0, updated: 0, notifications: 0, licenses: [] });
    expect(report.errors).toEqual([{ line: 2, message: refusal(no.toLowerCase(), 'TX', 'Electric', company) }]);
    const { rows } = await server.db.query<{ company_id: string; expiry: string }>(
      'select company_id::text, license_expiry_date::text as expiry from licenses where lower(license_number) = lower($1)', [no]);
    expect(rows).toEqual([{ company_id: company.id, expiry: '2031-01-01' }]);
    // The same number in the other commodity is another license.
    expect(await ingest(`${header}\nTX,Natural Gas,${otherCompany.id},${no},Broker,,\n`)).toMatchObject({ added: 1, errors: [] });
  });

  it('a seeded number another company holds is refused too', async () => {
    const { rows: [seeded] } = await server.db.query<{ number: string; companyId: string; legalName: string }>(`
      select l.license_number as number, c.id::text as "companyId", c.legal_name as "legalName"
        from licenses l join companies c on c.id = l.company_id
       where l.is_latest and l.state_code = 'TX' and l.commodity = 'Electric' and l.company_id <> $1 limit 1`, [company.id]);
    const report = await ingest(`${header}\nTX,Electric,${company.id},${seeded.number},Supplier,,\n`);
    expect(report.errors).toEqual([{ line: 2, message: refusal(seeded.number, 'TX', 'Electric', { id: seeded.companyId, legalName: seeded.legalName }) }]);
  });

  it("by company name: the holder's name updates its license; an unknown name is refused and creates no company", async () => {
    const no = number();
    await ingest(`${header}\nPA,Electric,${company.id},${no},Supplier,2030-01-01,2031-01-01\n`);
    expect(await ingest(`${byName}\nPA,Electric,${company.legalName.toUpperCase()},${no},Supplier,2031-01-01\n`)).toMatchObject({ updated: 1, errors: [] });
    const report = await ingest(`${byName}\nPA,Electric,Copycat Energy LLC,${no},Supplier,2033-01-01\n`);
    expect(report.errors).toEqual([{ line: 2, message: refusal(no, 'PA', 'Electric', company) }]);
    const { rows } = await server.db.query(`select 1 from companies where legal_name = 'Copycat Energy LLC'`);
    expect(rows).toEqual([]);
  });

  it('two rows of one file with one number for two companies: the first is added, the second refused', async () => {
    const no = number();
    const report = await ingest(`${header}\nNJ,Electric,${company.id},${no},Supplier,,\nNJ,Electric,${otherCompany.id},${no},Supplier,,\n`);
    expect(report).toMatchObject({ added: 1, errors: [{ line: 3, message: refusal(no, 'NJ', 'Electric', company) }] });
  });
});

describe('licenses without an issue date', () => {
  it('stay undated (N/A), not issued today, so they do not top the licensed companies page; year 0001 means no date', async () => {
    const [undated, placeholder] = [number(), number()];
    const report = await ingest(`${header}\nMD,Electric,${company.id},${undated},Supplier,,2032-01-01\nMD,Electric,${company.id},${placeholder},Supplier,0001-01-01,0001-01-01\n`);
    expect(report).toMatchObject({ added: 2, errors: [] });
    const { rows } = await server.db.query<{ registered: string | null; expiry: string | null }>(
      `select license_registered_date::text as registered, license_expiry_date::text as expiry from licenses
        where license_number = any($1::text[]) order by license_number = $2 desc`, [[undated, placeholder], undated]);
    expect(rows).toEqual([{ registered: null, expiry: '2032-01-01' }, { registered: null, expiry: null }]);

    const token = await server.tokenFor(MORGAN.email);
    const page = async (query: string) => ((await (await server.api(`/api/sqlserver/filteredMostRecentLicensedCompanies?${query}`, { token })).json()) as {
      data: Array<{ licenseId: number; licenseNumber: string | null; dateIssued: string | null }>;
    }).data;
    const newest = await page('perPage=50');
    expect(newest.some((r) => r.licenseNumber === undated || r.licenseNumber === placeholder)).toBe(false);
    const own = await page(`companyId=${company.id}&perPage=500`);
    expect(own.filter((r) => r.licenseNumber === undated || r.licenseNumber === placeholder).map((r) => r.dateIssued)).toEqual([null, null]);
  });
});

describe('the outbox sender (nodemailer over SMTP_URL)', () => {
  /** One SMTP conversation as the listener saw it, and whether it was encrypted. */
  interface Session { secure: boolean; text: string }
  interface Listener { url: (scheme: 'smtp' | 'smtps') => string; sessions: Session[]; close: () => Promise<void> }
  let certDir = '';
  let tlsOptions: { key: string; cert: string };

  /**
   * A tiny SMTP server that accepts everything and records each conversation. With `tlsOptions` it offers STARTTLS
   * (or, `implicit`, speaks TLS from the first byte, as smtps:// expects).
   */
  async function listen(mode: 'plain' | 'starttls' | 'implicit'): Promise<Listener> {
    const sessions: Session[] = [];
    const serve = (socket: Socket, secure: boolean, greet: boolean) => {
      const session: Session = { secure, text: '' };
      sessions.push(session);
      let data = false;
      const onData = (chunk: Buffer) => {
        const text = chunk.toString();
        session.text += text;
        if (data) {
          if (session.text.endsWith('\r\n.\r\n')) {
            data = false;
            socket.write('250 queued\r\n');
          }
          return;
        }
        if (/^EHLO/i.test(text)) socket.write(mode === 'starttls' && !secure ? '250-test\r\n250-STARTTLS\r\n250 OK\r\n' : '250-test\r\n250 OK\r\n');
        else if (/^STARTTLS/i.test(text)) {
          socket.off('data', onData);
          socket.write('220 ready\r\n');
          serve(new TLSSocket(socket, { isServer: true, ...tlsOptions }), true, false);
        } else if (/^DATA/i.test(text)) {
          data = true;
          socket.write('354 go\r\n');
        } else if (/^QUIT/i.test(text)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      };
      socket.on('data', onData);
      socket.on('error', () => undefined);
      if (greet) socket.write('220 test\r\n');
    };
    const listener: Server = mode === 'implicit' ? createTlsServer(tlsOptions, (socket) => serve(socket, true, true)) : createServer((socket) => serve(socket, false, true));
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as { port: number };
    return {
      // The certificate is our own self-signed one.
      url: (scheme) => `${scheme}://127.0.0.1:${port}${mode === 'plain' ? '' : '?tls.rejectUnauthorized=false'}`,
      sessions,
      close: () => new Promise<void>((resolve) => listener.close(() => resolve())),
    };
  }

  /** One e-mail to Morgan (premium data, so the number in the mail identifies it). */
  async function queueOne(): Promise<string> {
    await server.db.query('insert into follows (user_id, company_id) values ($1, $2)', [await userId(MORGAN.secureId), company.id]);
    await setSettings(MORGAN.secureId, { web: false, email: true, days: 30 });
    const no = number();
    await ingest(`${header}\nTX,Electric,${company.id},${no},Supplier,2030-05-01,2034-01-01\n`);
    return no;
  }

  beforeAll(() => {
    certDir = mkdtempSync(path.join(tmpdir(), 'insights-smtp-'));
    const [key, cert] = [path.join(certDir, 'key.pem'), path.join(certDir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
    tlsOptions = { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  });
  afterAll(() => rmSync(certDir, { recursive: true, force: true }));

  it('sends unsent rows once and marks them sent', async () => {
    const smtp = await listen('plain');
    try {
      const no = await queueOne();
      const transport = createMailTransport(smtp.url('smtp'));
      expect(await flushOutbox(server.db, transport)).toBeGreaterThanOrEqual(1);
      const received = smtp.sessions.map((s) => s.text).join('');
      expect(received).toContain(`RCPT TO:<${MORGAN.email}>`);
      expect(received).toContain(`New License ${no}`);
      expect(await flushOutbox(server.db, transport)).toBe(0);
      const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from email_outbox where sent_on is null');
      expect(rows[0].n).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('upgrades with STARTTLS when the server offers it: nothing of the mail travels in clear', async () => {
    const smtp = await listen('starttls');
    try {
      const no = await queueOne();
      expect(await flushOutbox(server.db, createMailTransport(smtp.url('smtp')))).toBe(1);
      const [clear, secure] = smtp.sessions;
      expect(clear).toMatchObject({ secure: false });
      expect(clear.text).toMatch(/^EHLO [^\r]+\r\nSTARTTLS\r\n$/);
      expect(secure).toMatchObject({ secure: true });
      expect(secure.text).toContain(`RCPT TO:<${MORGAN.email}>`);
      expect(secure.text).toContain(`New License ${no}`);
    } finally {
      await smtp.close();
    }
  });

  it('speaks TLS from the first byte for smtps://', async () => {
    const smtp = await listen('implicit');
    try {
      const no = await queueOne();
      expect(await flushOutbox(server.db, createMailTransport(smtp.url('smtps')))).toBe(1);
      expect(smtp.sessions).toEqual([{ secure: true, text: expect.stringContaining(`New License ${no}`) }]);
    } finally {
      await smtp.close();
    }
  });

  it('keeps a row that could not be sent, with the error; an SMTP_URL of another scheme is refused', async () => {
    const smtp = await listen('plain');
    const url = smtp.url('smtp');
    await smtp.close();
    const no = await queueOne();
    expect(await flushOutbox(server.db, createMailTransport(url))).toBe(0);
    const { rows } = await server.db.query<{ sent_on: Date | null; last_error: string | null }>(
      'select o.sent_on, o.last_error from email_outbox o join licenses l on l.id = o.license_id where l.license_number = $1',
      [no],
    );
    expect(rows).toEqual([{ sent_on: null, last_error: expect.stringMatching(/ECONNREFUSED/) }]);
    expect(() => createMailTransport('http://127.0.0.1:25')).toThrow('Unsupported SMTP URL scheme http:');
  });
});

describe('GET/POST /api/Notification/*', () => {
  async function seedOwn(): Promise<number[]> {
    await ingest(`${header}\nTX,Electric,${company.id},${number()},Supplier,2030-05-02,\nTX,Electric,${company.id},${number()},Supplier,2030-05-03,\n`);
    const { rows } = await server.db.query<{ id: number }>(
      'select n.id from notifications n join users u on u.id = n.user_id where u.secure_id = $1 order by n.created_on desc, n.id desc',
      [CASEY.secureId],
    );
    return rows.map((r) => r.id);
  }
  const getAll = async (token: string, body: Record<string, unknown>) => server.api('/api/Notification/GetAll', {
    method: 'POST', token, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });

  it('GetAll pages the caller’s own notifications newest first with the total', async () => {
    const ids = await seedOwn();
    const token = await server.tokenFor(CASEY.email);
    const response = await getAll(token, { PageNumber: 1, PageSize: 2, SearchTerm: '', orderBy: 'createdOn', ascendingOrder: false });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { records: Array<{ id: number; message: string }>; total: number } };
    expect(data.total).toBe(ids.length);
    expect(data.records.map((r) => r.id)).toEqual(ids.slice(0, 2));
    const asc = (await (await getAll(token, { PageNumber: 1, PageSize: 500, ascendingOrder: true })).json()) as { data: { records: Array<{ id: number }> } };
    expect(asc.data.records.map((r) => r.id)).toEqual([...ids].reverse());
    const past = (await (await getAll(token, { PageNumber: 999, PageSize: 50 })).json()) as { data: { records: unknown[]; total: number } };
    expect(past.data).toEqual({ records: [], total: ids.length });
  });

  it('GetAll searches (trimmed) and filters by date; another user sees none of them', async () => {
    await seedOwn();
    const token = await server.tokenFor(CASEY.email);
    const { data } = (await (await getAll(token, { PageNumber: 1, PageSize: 50, SearchTerm: `  ${company.legalName.slice(0, 6)}  ` })).json()) as { data: { records: Array<{ legalName: string }>; total: number } };
    expect(data.total).toBeGreaterThan(0);
    expect(data.records.every((r) => r.legalName === company.legalName || r.legalName?.includes(company.legalName.slice(0, 6)))).toBe(true);
    const future = (await (await getAll(token, { PageNumber: 1, PageSize: 50, from: '2999-01-01' })).json()) as { data: { total: number } };
    expect(future.data.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const dated = (await (await getAll(token, { PageNumber: 1, PageSize: 50, from: today, to: today })).json()) as { data: { total: number } };
    expect(dated.data.total).toBeGreaterThanOrEqual(2);
    const other = (await (await getAll(await server.tokenFor(ALEX.email), { PageNumber: 1, PageSize: 500 })).json()) as { data: { records: Array<{ id: number }> } };
    const mine = await seedOwn();
    expect(other.data.records.some((r) => mine.includes(r.id))).toBe(false);
  });

  it('GetAll rejects bad input with 400 and no token with 401', async () => {
    const token = await server.tokenFor(CASEY.email);
    for (const body of [{ PageNumber: 0, PageSize: 50 }, { PageNumber: 1, PageSize: 0 }, { PageNumber: 1, PageSize: 50, from: 'yesterday' }, { PageSize: 50 }]) {
      const response = await getAll(token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/^Invalid request: /);
    }
    expect((await server.api('/api/Notification/GetAll', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(401);
  });

  it('Mark one read, Mark all, Remove one and Remove all act only on the caller’s own', async () => {
    const [first, second] = await seedOwn();
    const token = await server.tokenFor(CASEY.email);
    const post = (path: string, body: unknown, t = token) => server.api(path, { method: 'POST', token: t, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const isRead = async (id: number) => (await server.db.query<{ is_read: boolean }>('select is_read from notifications where id = $1', [id])).rows[0]?.is_read;

    // Someone else cannot touch them.
    expect((await post('/api/Notification/Mark', { id: first, isRead: true, isAll: false }, await server.tokenFor(MORGAN.email))).status).toBe(404);
    expect(await isRead(first)).toBe(false);

    await settled();
    pushed = [];
    const marked = await post('/api/Notification/Mark', { id: first, isRead: true, isAll: false });
    expect(await marked.json()).toEqual({ data: 1 });
    expect(await isRead(first)).toBe(true);
    expect(await isRead(second)).toBe(false);
    await settled();
    expect(pushed).toEqual([{ kind: 'sync', userSecureId: CASEY.secureId }]);

    expect(await (await post('/api/Notification/Mark', { isRead: true, isAll: true })).json()).toEqual({ data: 1 });
    expect(await isRead(second)).toBe(true);
    expect((await post('/api/Notification/Mark', { isRead: true })).status).toBe(400);

    const listed = async () => ((await (await getAll(token, { PageNumber: 1, PageSize: 500 })).json()) as { data: { records: Array<{ id: number }>; total: number } }).data;
    expect(await (await post('/api/Notification/Remove', { id: first, isAll: false })).json()).toEqual({ data: 1 });
    expect((await listed()).records.map((r) => r.id)).not.toContain(first);
    // A removed notification is gone for Remove and Mark alike.
    expect((await post('/api/Notification/Remove', { id: first, isAll: false })).status).toBe(404);
    expect((await post('/api/Notification/Mark', { id: first, isRead: false, isAll: false })).status).toBe(404);
    expect(await (await post('/api/Notification/Remove', { isAll: true })).json()).toEqual({ data: 1 });
    expect(await listed()).toEqual({ records: [], total: 0 });
    expect(await unreadNotifications(server.db, CASEY.secureId)).toEqual({ total: 0, notifications: [] });
  });

  it('Ingest over HTTP is for super admins only and refuses a malformed file', async () => {
    const csv = `${header}\nTX,Electric,${company.id},${number()},Supplier,,\n`;
    const post = async (email: string, body: unknown) => server.api('/api/Notification/Ingest', {
      method: 'POST', token: await server.tokenFor(email), headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    expect((await post(ALEX.email, { csv })).status).toBe(403);
    // Refused means not run: the license is not there (an async guard that did not return its reply let the
    // handler run behind the 403 while the reply's onSend hooks were still busy).
    const licenseNumber = csv.trim().split('\n')[1]!.split(',')[3]!;
    expect((await server.db.query('select 1 from licenses where license_number = $1', [licenseNumber])).rows).toEqual([]);
    const ok = await post('super@insights.test', { csv });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ added: 1, notifications: 1 });
    const bad = await post('super@insights.test', { csv: 'a,b\n1,2\n' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^Missing column State/);
  });
});

describe('notification settings and subscribed companies', () => {
  const settingsPath = (clientId: string, secureId: string) => `/api/client/${clientId}/user/notification-settings?secureId=${secureId}`;
  const save = async (email: string, clientId: string, body: Record<string, unknown>) => server.api(`/api/client/${clientId}/user/notification-settings`, {
    method: 'POST', token: await server.tokenFor(email), headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });

  it('reads and saves one’s own settings; the saved values are used', async () => {
    const token = await server.tokenFor(CASEY.email);
    const before = (await (await server.api(settingsPath(CONTOSO_CLIENT_ID, CASEY.secureId), { token })).json()) as { id: number };
    const saved = await save(CASEY.email, CONTOSO_CLIENT_ID, { Id: before.id, SecureId: CASEY.secureId, allowEmail: true, allowSms: false, allowWeb: false, notificationTriggerInDays: 45 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ data: 'Notification settings saved successfully.' });
    expect(await (await server.api(settingsPath(CONTOSO_CLIENT_ID, CASEY.secureId), { token })).json()).toEqual({
      id: before.id, allowEmail: true, allowWeb: false, allowSms: false, notificationTriggerInDays: 45, digest: 'off',
    });
    // Both channels off: the days value is not sent and the stored one stays.
    expect((await save(CASEY.email, CONTOSO_CLIENT_ID, { Id: before.id, SecureId: CASEY.secureId, allowEmail: false, allowSms: false, allowWeb: false })).status).toBe(200);
    expect(await (await server.api(settingsPath(CONTOSO_CLIENT_ID, CASEY.secureId), { token })).json()).toMatchObject({ allowEmail: false, allowWeb: false, notificationTriggerInDays: 45 });
  });

  it('400 with the spec 2 §5 messages for a missing or out-of-range number of days', async () => {
    const base = { SecureId: CASEY.secureId, allowEmail: false, allowSms: false, allowWeb: true };
    for (const [days, message] of [
      [undefined, 'Number of days is required for advance notifications!'],
      [0, 'Value must be at least 1'],
      [101, 'Value must not exceed 100'],
    ] as const) {
      const response = await save(CASEY.email, CONTOSO_CLIENT_ID, { ...base, notificationTriggerInDays: days });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    const notInteger = await save(CASEY.email, CONTOSO_CLIENT_ID, { ...base, notificationTriggerInDays: 'ten' });
    expect(notInteger.status).toBe(400);
  });

  it('tenant and role rules: members only themselves, admins their own client, nobody another client', async () => {
    const member = await server.tokenFor(MORGAN.email);
    const admin = await server.tokenFor(ALEX.email);
    expect((await server.api(settingsPath(NORTHWIND_CLIENT_ID, ALEX.secureId), { token: member })).status).toBe(403);
    expect((await server.api(settingsPath(NORTHWIND_CLIENT_ID, MORGAN.secureId), { token: admin })).status).toBe(200);
    expect((await server.api(settingsPath(CONTOSO_CLIENT_ID, CASEY.secureId), { token: admin })).status).toBe(403);
    // Right client in the path, but the user belongs to another client.
    expect((await server.api(settingsPath(NORTHWIND_CLIENT_ID, CASEY.secureId), { token: admin })).status).toBe(404);
    expect((await server.api(settingsPath(NORTHWIND_CLIENT_ID, 'not-a-uuid'), { token: admin })).status).toBe(400);
    expect((await server.api(settingsPath(NORTHWIND_CLIENT_ID, MORGAN.secureId))).status).toBe(401);
    expect((await save(MORGAN.email, NORTHWIND_CLIENT_ID, { SecureId: ALEX.secureId, allowEmail: true, allowWeb: true, notificationTriggerInDays: 5 })).status).toBe(403);
    expect((await server.api(`/api/client/${NORTHWIND_CLIENT_ID}/user/subscribed-companies?secureId=${ALEX.secureId}`, { token: member })).status).toBe(403);
  });

  it('subscribed-companies lists the followed companies by name', async () => {
    await server.db.query('insert into follows (user_id, company_id, state_code) values ($1, $2, $3)', [await userId(CASEY.secureId), otherCompany.id, 'TX']);
    const response = await server.api(`/api/client/${CONTOSO_CLIENT_ID}/user/subscribed-companies?secureId=${CASEY.secureId}`, { token: await server.tokenFor(CASEY.email) });
    expect(response.status).toBe(200);
    const expected = [company, otherCompany].map((c) => ({ companyId: c.id, legalName: c.legalName })).sort((a, b) => a.legalName.toLowerCase().localeCompare(b.legalName.toLowerCase()));
    expect(await response.json()).toEqual(expected);
  });
});
