import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { ingestLicenses, parseLicenseFile } from '../src/notifications/ingest.js';
import { runDigests, sendDigests } from '../src/notifications/digest/send.js';
import { createUnsubscribeTokens } from '../src/notifications/digest/unsubscribe.js';
import { loadOrCreateSecrets } from '../src/identity/signingKeys.js';
import { DEMO_ACCOUNTS, NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';
import { NOTIFICATIONS_ENDPOINTS } from '../../contract/notifications/endpoints.js';
import type { DigestRunReport } from '../../contract/notifications/schemas.js';

let server: TestServer;
let sender: Parameters<typeof sendDigests>[1];
const account = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;
const MORGAN = account('member@northwind.test');
let morganId = 0;
let companies: Array<{ id: string; legalName: string }> = [];
let seq = 0;
const number = () => `DG-${Date.now().toString(36)}-${++seq}`;
const header = 'State,Commodity,CompanyId,LicenseNumber,LicenseType,LicenseRegisteredDate,LicenseExpiryDate';

interface Mail { subject: string; body: string; html: string; headers: Record<string, string>; to_address: string }
async function digestMails(): Promise<Mail[]> {
  const { rows } = await server.db.query<Mail>(
    `select subject, body, html, headers, to_address from email_outbox where user_id = $1 and event_type = 'Digest' order by id`,
    [morganId],
  );
  return rows;
}

/** Ingests one new TX electric Supplier license of `company` and dates Morgan's digest item at `at`. */
async function eventAt(company: { id: string }, at: string): Promise<string> {
  const no = number();
  await ingestLicenses(server.db, server.built.notifications.bus, parseLicenseFile(`${header}\nTX,Electric,${company.id},${no},Supplier,2030-05-30,2032-05-30\n`), '2030-06-01');
  const { rows } = await server.db.query(
    `update digest_items set created_on = $2::timestamptz
      where user_id = $1 and license_id = (select id from licenses where license_number = $3) returning id`,
    [morganId, at, no],
  );
  expect(rows).toHaveLength(1);
  return no;
}

beforeAll(async () => {
  server = await startTestServer({ notifications: { expiryCheckMs: 0, digestCheckMs: 0 } });
  const secrets = await loadOrCreateSecrets(undefined, server.db);
  sender = { publicUrl: server.baseUrl, tokens: createUnsubscribeTokens(secrets.cookieKeys[0]) };
  morganId = (await server.db.query<{ id: number }>('select id from users where secure_id = $1', [MORGAN.secureId])).rows[0].id;
  companies = (await server.db.query<{ id: string; legalName: string }>(
    `select id::text, legal_name as "legalName" from companies c where not exists (select 1 from follows f where f.company_id = c.id) order by legal_name limit 2`,
  )).rows;
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.db.query('delete from market_watches where user_id = $1', [morganId]);
  await server.db.query('delete from follows where user_id = $1', [morganId]);
  await server.db.query('delete from digest_items where user_id = $1', [morganId]);
  await server.db.query('delete from digest_runs where user_id = $1', [morganId]);
  await server.db.query(`delete from email_outbox where user_id = $1`, [morganId]);
  await server.db.query(`update users set time_zone = 'America/New_York' where id = $1`, [morganId]);
  await server.db.query(
    `insert into notification_settings (user_id, allow_web, allow_email, digest) values ($1, true, false, 'daily')
     on conflict (user_id) do update set allow_web = true, allow_email = false, digest = 'daily'`,
    [morganId],
  );
  await server.db.query(
    `insert into market_watches (user_id, state_codes, commodity, license_type, event_types) values ($1, array['TX'], 1, 'Supplier', array['New','Renewal','Expiry'])`,
    [morganId],
  );
});

describe('the daily digest', () => {
  it('holds the day’s events and nothing else, grouped by watch and followed company, in a text and an HTML part', async () => {
    const [watched, followed] = companies;
    await server.db.query('insert into follows (user_id, company_id) values ($1, $2)', [morganId, followed.id]);
    // New York is UTC-4 in June: 2030-06-02 local runs from 04:00Z on the 2nd to 04:00Z on the 3rd.
    const before = await eventAt(watched, '2030-06-02T03:59:00Z');
    const first = await eventAt(watched, '2030-06-02T04:00:00Z');
    const second = await eventAt(followed, '2030-06-02T22:00:00Z');
    const after = await eventAt(watched, '2030-06-03T04:00:00Z');

    // 06:00 local on the 3rd: the 1st is due, which holds only the event of 23:59 that day.
    expect(await sendDigests(server.db, sender, { now: new Date('2030-06-03T10:00:00Z') })).toBe(1);
    const [ofFirst] = await digestMails();
    expect(ofFirst.subject).toBe('Insights daily digest: 1 license event (06/01/2030)');
    expect(ofFirst.body).toContain(before);
    expect(ofFirst.body).not.toContain(first);
    expect(await sendDigests(server.db, sender, { now: new Date('2030-06-03T11:05:00Z') })).toBe(1);
    const [, mail] = await digestMails();
    expect(mail.to_address).toBe(MORGAN.email);
    expect(mail.subject).toBe('Insights daily digest: 2 license events (06/02/2030)');
    for (const part of [mail.body, mail.html]) {
      expect(part).toContain(first);
      expect(part).toContain(second);
      expect(part).not.toContain(before);
      expect(part).not.toContain(after);
      expect(part).toContain('Market watch: TX · Electric · Supplier · New, Renewal, Expiry');
      expect(part).toContain('Followed: ');
    }
    expect(mail.body).toContain(`- New License ${first} has been registered for ${watched.legalName} on 05/30/2030 (${server.baseUrl}/companies/${watched.id})`);
    expect(mail.html).toContain(`<a href="${server.baseUrl}/companies/${followed.id}"`);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['List-Unsubscribe']).toMatch(new RegExp(`^<${server.baseUrl}/digest/unsubscribe\\?token=`));

    // Once per period: a second run (or another instance) sends nothing more.
    expect(await sendDigests(server.db, sender, { now: new Date('2030-06-03T15:00:00Z') })).toBe(0);
    expect(await digestMails()).toHaveLength(2);
  });

  it("opens each watch's section with the period's new, renewed and expired counts of the watched market (issue 36)", async () => {
    const [company] = companies;
    const ingest = (rows: string[], today: string) =>
      ingestLicenses(server.db, server.built.notifications.bus, parseLicenseFile(`${header}\n${rows.join('\n')}\n`), today);
    const [a, b, c, d, e, f] = [number(), number(), number(), number(), number(), number()];
    // Morgan watches TX · Electric · Supplier. On 2030-06-02 in that market: a and b are New, c expires, d is renewed;
    // e (a broker license) and f (Pennsylvania) are other markets, and c's and d's New are long before.
    await ingest([
      `TX,Electric,${company.id},${a},Supplier,2030-06-02,2032-06-02`,
      `TX,Electric,${company.id},${b},Supplier,2030-06-02,2032-06-02`,
      `TX,Electric,${company.id},${c},Supplier,2029-01-10,2030-06-02`,
      `TX,Electric,${company.id},${d},Supplier,2029-01-10,2030-06-20`,
      `TX,Electric,${company.id},${e},Broker,2030-06-02,2032-06-02`,
      `PA,Electric,${company.id},${f},Supplier,2030-06-02,2032-06-02`,
    ], '2030-06-01');
    await ingest([`TX,Electric,${company.id},${d},Supplier,2029-01-10,2031-06-20`], '2030-06-02');
    await server.db.query(`update digest_items set created_on = '2030-06-02T12:00:00Z' where user_id = $1`, [morganId]);

    expect(await sendDigests(server.db, sender, { now: new Date('2030-06-03T11:05:00Z') })).toBe(1);
    const [mail] = await digestMails();
    const title = 'Market watch: TX · Electric · Supplier · New, Renewal, Expiry';
    const line = 'In this market on 06/02/2030: 2 new, 1 renewed, 1 expired.';
    expect(mail.body).toContain(`${title}\n${line}\n- `);
    expect(mail.html).toContain(`${title}</h2>\n<p style="margin:0 0 8px;color:#52606d">${line}</p>`);

    // A day later in the same market nothing happened: the line says so.
    await eventAt(company, '2030-06-03T12:00:00Z');
    expect(await sendDigests(server.db, sender, { now: new Date('2030-06-04T11:05:00Z') })).toBe(1);
    expect((await digestMails())[1].body).toContain(`${title}\nIn this market on 06/03/2030: 0 new, 0 renewed, 0 expired.\n`);
  });

  it('a period with nothing to say sends nothing; Off sends nothing', async () => {
    expect(await sendDigests(server.db, sender, { now: new Date('2030-06-03T11:05:00Z') })).toBe(0);
    await eventAt(companies[0], '2030-06-02T12:00:00Z');
    await server.db.query(`update notification_settings set digest = 'off' where user_id = $1`, [morganId]);
    expect(await sendDigests(server.db, sender, { now: new Date('2030-06-03T11:05:00Z') })).toBe(0);
    expect(await digestMails()).toEqual([]);
  });

  it('weekly: Monday 07:00 sends the week before, Monday to Sunday', async () => {
    await server.db.query(`update notification_settings set digest = 'weekly' where user_id = $1`, [morganId]);
    const inWeek = await eventAt(companies[0], '2030-05-27T12:00:00Z');
    const sunday = await eventAt(companies[0], '2030-06-03T03:30:00Z'); // Sunday 23:30 in New York
    const monday = await eventAt(companies[0], '2030-06-03T05:00:00Z');
    expect(await sendDigests(server.db, sender, { now: new Date('2030-06-03T11:00:00Z') })).toBe(1);
    const [mail] = await digestMails();
    expect(mail.subject).toBe('Insights weekly digest: 2 license events (05/27/2030 – 06/02/2030)');
    expect(mail.body).toContain(inWeek);
    expect(mail.body).toContain(sunday);
    expect(mail.body).not.toContain(monday);
  });

  it('--now sends the running period at once, recorded like a scheduled send (HTTP, super admins only)', async () => {
    const no = await eventAt(companies[0], new Date(Date.now() - 1000).toISOString());
    const send = async (body: unknown, email = 'super@insights.test') => server.api(NOTIFICATIONS_ENDPOINTS.sendDigests, {
      method: 'POST', token: await server.tokenFor(email), headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    const morganOf = async (response: Response) => {
      expect(response.status).toBe(200);
      return ((await response.json()) as DigestRunReport).users.find((u) => u.email === MORGAN.email)!;
    };
    // Today's events so far: this one, and the notifications of the earlier tests' ingests (dated now).
    const first = await morganOf(await send({ now: true }));
    expect(first.queued).toBe(true);
    expect(first.events).toBeGreaterThanOrEqual(1);
    expect((await digestMails())[0].body).toContain(no);
    const { rows } = await server.db.query<{ period: string }>('select period from digest_runs where user_id = $1', [morganId]);
    expect(rows.map((r) => r.period)).toEqual([expect.stringMatching(/^daily:\d{4}-\d{2}-\d{2}:now$/)]);
    expect(await morganOf(await send({ now: true }))).toMatchObject({ queued: false, reason: 'already-sent' });
    expect(await morganOf(await send({ now: true, force: true }))).toMatchObject({ queued: true, events: first.events });
    expect(await digestMails()).toHaveLength(2);
    expect((await send({}, MORGAN.email)).status).toBe(403);
  });

  it('the scheduled digest of a period sent with --now holds only the events after it; --force sends it whole', async () => {
    const outcome = async (options: Parameters<typeof runDigests>[2]) =>
      (await runDigests(server.db, sender, options)).users.find((u) => u.email === MORGAN.email)!;
    // New York: 2030-06-02 runs from 04:00Z on the 2nd to 04:00Z on the 3rd; its digest is due at 11:00Z on the 3rd.
    const morning = await eventAt(companies[0], '2030-06-02T14:00:00Z');
    expect(await outcome({ now: new Date('2030-06-02T16:00:00Z'), sofar: true })).toMatchObject({ queued: true, events: 1, first: '2030-06-02' });
    expect(await outcome({ now: new Date('2030-06-02T17:00:00Z'), sofar: true })).toMatchObject({ queued: false, reason: 'already-sent', events: 0 });
    const evening = await eventAt(companies[1], '2030-06-02T20:00:00Z');
    const scheduled = await outcome({ now: new Date('2030-06-03T11:05:00Z') });
    expect(scheduled).toMatchObject({ queued: true, events: 1, first: '2030-06-02', last: '2030-06-02' });
    const [sofar, daily] = await digestMails();
    expect(sofar.body).toContain(morning);
    expect(daily.body).toContain(evening);
    expect(daily.body).not.toContain(morning);
    expect(await outcome({ now: new Date('2030-06-03T12:00:00Z') })).toMatchObject({ queued: false, reason: 'already-sent' });
    // --force: the whole day again, whatever was sent of it.
    expect(await outcome({ now: new Date('2030-06-03T12:00:00Z'), force: true })).toMatchObject({ queued: true, events: 2 });
    const whole = (await digestMails())[2];
    expect(whole.body).toContain(morning);
    expect(whole.body).toContain(evening);
  });

  it('a forced --now moves the start of the scheduled digest to its own time', async () => {
    const outcome = async (options: Parameters<typeof runDigests>[2]) =>
      (await runDigests(server.db, sender, options)).users.find((u) => u.email === MORGAN.email)!;
    await eventAt(companies[0], '2030-06-02T14:00:00Z');
    expect(await outcome({ now: new Date('2030-06-02T16:00:00Z'), sofar: true })).toMatchObject({ queued: true, events: 1 });
    await eventAt(companies[1], '2030-06-02T20:00:00Z');
    expect(await outcome({ now: new Date('2030-06-02T21:00:00Z'), sofar: true, force: true })).toMatchObject({ queued: true, events: 2 });
    expect(await outcome({ now: new Date('2030-06-03T11:05:00Z') })).toMatchObject({ queued: false, reason: 'no-events' });
    const late = await eventAt(companies[0], '2030-06-02T23:00:00Z');
    expect(await outcome({ now: new Date('2030-06-03T11:10:00Z') })).toMatchObject({ queued: true, events: 1 });
    expect((await digestMails()).at(-1)!.body).toContain(late);
  });
});

describe('the unsubscribe link', () => {
  async function linkOf(): Promise<string> {
    await eventAt(companies[0], '2030-06-02T12:00:00Z');
    await sendDigests(server.db, sender, { now: new Date('2030-06-03T11:05:00Z') });
    return (await digestMails())[0].headers['List-Unsubscribe'].slice(1, -1);
  }
  const digestOf = async () => (await server.db.query<{ digest: string }>('select digest from notification_settings where user_id = $1', [morganId])).rows[0].digest;

  it('turns the digest off without signing in (GET, the link in the mail)', async () => {
    const response = await fetch(await linkOf());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('You are unsubscribed');
    expect(await digestOf()).toBe('off');
  });

  it('one-click POST (RFC 8058) turns it off too', async () => {
    const response = await fetch(await linkOf(), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(response.status).toBe(200);
    expect(await digestOf()).toBe('off');
  });

  it('a tampered or expired link is refused with a clear page and changes nothing', async () => {
    const link = await linkOf();
    const tampered = link.slice(0, -3) + (link.endsWith('AAA') ? 'BBB' : 'AAA');
    const refused = await fetch(tampered);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('This unsubscribe link is not valid');
    const old = await sender.tokens.issue(MORGAN.secureId, new Date(Date.now() - 61 * 86_400_000));
    const expired = await fetch(`${server.baseUrl}/digest/unsubscribe?token=${old}`);
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain('This unsubscribe link has expired');
    expect((await fetch(`${server.baseUrl}/digest/unsubscribe`)).status).toBe(400);
    expect(await digestOf()).toBe('daily');
  });
});

describe('the digest choice in the notification settings', () => {
  const path = `/api/client/${NORTHWIND_CLIENT_ID}/user/notification-settings`;
  it('is read, saved, kept when a save leaves it out, and checked', async () => {
    const token = await server.tokenFor(MORGAN.email);
    const read = async () => (await (await server.api(`${path}?secureId=${MORGAN.secureId}`, { token })).json()) as { digest: string };
    const save = (body: Record<string, unknown>) => server.api(path, {
      method: 'POST', token, headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ SecureId: MORGAN.secureId, allowEmail: false, allowWeb: true, notificationTriggerInDays: 30, ...body }),
    });
    expect((await read()).digest).toBe('daily');
    expect((await save({ digest: 'weekly' })).status).toBe(200);
    expect((await read()).digest).toBe('weekly');
    expect((await save({})).status).toBe(200);
    expect((await read()).digest).toBe('weekly');
    const bad = await save({ digest: 'hourly' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/digest/);
    expect((await read()).digest).toBe('weekly');
  });
});
