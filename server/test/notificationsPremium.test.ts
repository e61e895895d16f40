import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { addDays, format } from 'date-fns';
import { startTestServer, type TestServer } from './support/testServer.js';
import { sendDigests } from '../src/notifications/digest/send.js';
import { createUnsubscribeTokens } from '../src/notifications/digest/unsubscribe.js';
import { loadOrCreateSecrets } from '../src/identity/signingKeys.js';
import { DEMO_ACCOUNTS } from '../src/db/seed/tenants.js';
import { NOTIFICATION_HUB, NOTIFICATIONS_ENDPOINTS } from '../../contract/notifications/endpoints.js';
import { PREMIUM_MASK } from '../../contract/notifications/wording.js';
import { until } from './support/until.js';

/**
 * Premium values in every channel a notification travels: a license of a company that member@contoso.test (no
 * premium data) and member@northwind.test (premium data) both follow is registered, alerted for its expiry and
 * renewed. Nothing Casey receives holds its number or its dates: not the API, the hub's pushes and unread list,
 * the instant e-mails, the digest, nor a search by the number. Morgan receives both.
 */
let server: TestServer;
const account = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;
const CASEY = account('member@contoso.test');
const MORGAN = account('member@northwind.test');
const SUPER = account('super@insights.test');

const NUMBER = `PRM-${Date.now().toString(36)}-77`;
const REGISTERED = '2025-02-03';
const today = new Date();
const FIRST_EXPIRY = format(addDays(today, 10), 'yyyy-MM-dd');
const RENEWED_EXPIRY = '2031-07-08';
/** Every way a date of the license could be written (ISO, MM/DD/YYYY, MM/DD/YY). */
const spellings = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return [iso, `${m}/${d}/${y}`, `${m}/${d}/${y.slice(2)}`];
};
const SECRETS = [NUMBER, ...spellings(REGISTERED), ...spellings(FIRST_EXPIRY), ...spellings(RENEWED_EXPIRY)];

interface Received {
  user: typeof CASEY;
  ids: { id: number };
  token: string;
  connection: HubConnection;
  pushes: unknown[];
}
const received = new Map<string, Received>();

async function connect(user: typeof CASEY): Promise<Received> {
  const token = await server.tokenFor(user.email);
  const pushes: unknown[] = [];
  const connection = new HubConnectionBuilder()
    .withUrl(`${server.baseUrl}/notifications-alerts`, { accessTokenFactory: () => token })
    .configureLogging(LogLevel.None)
    .build();
  connection.on(NOTIFICATION_HUB.notificationReceive, (n: unknown) => pushes.push(n));
  await connection.start();
  const { rows } = await server.db.query<{ id: number }>('select id from users where secure_id = $1', [user.secureId]);
  return { user, ids: rows[0], token, connection, pushes };
}

async function ingest(csv: string) {
  const reply = await server.api(NOTIFICATIONS_ENDPOINTS.ingest, {
    method: 'POST',
    token: await server.tokenFor(SUPER.email),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ csv }),
  });
  expect(reply.status).toBe(200);
  return reply.json();
}

/** Everything one user received, as text: pushes, unread list, API pages, a search by the number, e-mails, digest. */
async function everything(r: Received) {
  const unread = await r.connection.invoke(NOTIFICATION_HUB.getUnreadNotifications);
  const page = await server.api(NOTIFICATIONS_ENDPOINTS.getAll, {
    method: 'POST', token: r.token, headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ PageNumber: 1, PageSize: 50 }),
  });
  const search = await server.api(NOTIFICATIONS_ENDPOINTS.getAll, {
    method: 'POST', token: r.token, headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ PageNumber: 1, PageSize: 50, SearchTerm: NUMBER }),
  });
  const mails = await server.db.query<{ subject: string; body: string; html: string | null; event_type: string }>(
    'select subject, body, html, event_type from email_outbox where user_id = $1 order by id',
    [r.ids.id],
  );
  const pageBody = await page.json();
  const searchBody = await search.json();
  return {
    pushes: r.pushes,
    unread,
    page: pageBody.data.records as Array<Record<string, unknown>>,
    search: searchBody.data.records as unknown[],
    mails: mails.rows,
    text: JSON.stringify([r.pushes, unread, pageBody, searchBody, mails.rows]),
  };
}

beforeAll(async () => {
  server = await startTestServer({ notifications: { expiryCheckMs: 0, digestCheckMs: 0 } });
  const { rows: [company] } = await server.db.query<{ id: string }>(
    `select id::text from companies c where not exists (select 1 from follows f where f.company_id = c.id) order by legal_name limit 1`,
  );
  for (const user of [CASEY, MORGAN]) {
    const r = await connect(user);
    received.set(user.email, r);
    await server.db.query('delete from notifications where user_id = $1', [r.ids.id]);
    await server.db.query('delete from email_outbox where user_id = $1', [r.ids.id]);
    await server.db.query('insert into follows (user_id, company_id) values ($1, $2)', [r.ids.id, company.id]);
    await server.db.query(
      `insert into notification_settings (user_id, allow_web, allow_email, notification_trigger_in_days, digest) values ($1, true, true, 30, 'daily')
       on conflict (user_id) do update set allow_web = true, allow_email = true, notification_trigger_in_days = 30, digest = 'daily'`,
      [r.ids.id],
    );
  }
  const header = 'State,Commodity,CompanyId,LicenseNumber,LicenseType,LicenseRegisteredDate,LicenseExpiryDate';
  // New, and (expiring within 30 days) its Expiry alert; then the renewal.
  await ingest(`${header}\nTX,Electric,${company.id},${NUMBER},Supplier,${REGISTERED},${FIRST_EXPIRY}\n`);
  await ingest(`${header}\nTX,Electric,${company.id},${NUMBER},Supplier,${REGISTERED},${RENEWED_EXPIRY}\n`);
  const secrets = await loadOrCreateSecrets(undefined, server.db);
  await sendDigests(server.db, { publicUrl: server.baseUrl, tokens: createUnsubscribeTokens(secrets.cookieKeys[0]) }, { sofar: true });
  for (const r of received.values()) await until(() => r.pushes.length >= 3, `three pushes to ${r.user.email}`);
});
afterAll(async () => {
  for (const r of received.values()) await r.connection.stop().catch(() => undefined);
  await server?.close();
});

describe('premium values in notifications', () => {
  it('reach a member without premium data in no channel: API, hub pushes, unread list, e-mails, digest, search', async () => {
    const casey = await everything(received.get(CASEY.email)!);
    // Every channel delivered the three events, so the absence below is not an empty inbox.
    expect(casey.pushes).toHaveLength(3);
    expect(casey.page.map((n) => n.eventType).sort()).toEqual(['Expiry', 'New', 'Renewal']);
    expect(casey.mails.filter((m) => m.event_type !== 'Digest')).toHaveLength(3);
    expect(casey.mails.filter((m) => m.event_type === 'Digest')).toHaveLength(1);
    for (const secret of SECRETS) expect(casey.text.includes(secret), `${secret} leaked`).toBe(false);
    // The spec's sentence is kept, with the premium values masked; the rows say so.
    for (const n of casey.page) {
      expect(n).toMatchObject({ isPremium: false, licenseNumber: null, licenseRegisteredDate: null, licenseExpiryDate: null });
      expect(n.message).toContain(PREMIUM_MASK);
    }
    const newOne = casey.page.find((n) => n.eventType === 'New')!;
    expect(newOne.message).toMatch(new RegExp(`^New License ${PREMIUM_MASK} has been registered for .+ on ${PREMIUM_MASK}$`));
    expect(casey.mails.find((m) => m.event_type === 'New')!.body).toContain(`New License ${PREMIUM_MASK} has been registered for`);
    // A search by the hidden number finds nothing: it would otherwise tell the number.
    expect(casey.search).toHaveLength(0);
  });

  it('reach a member with premium data in every channel', async () => {
    const morgan = await everything(received.get(MORGAN.email)!);
    expect(morgan.pushes).toHaveLength(3);
    for (const channel of [JSON.stringify(morgan.pushes), JSON.stringify(morgan.unread), JSON.stringify(morgan.page)]) {
      expect(channel).toContain(NUMBER);
      expect(channel).toContain(REGISTERED);
    }
    for (const mail of morgan.mails) expect(mail.body).toContain(NUMBER);
    expect(morgan.mails.find((m) => m.event_type === 'New')!.body).toContain('02/03/2025');
    expect(morgan.mails.find((m) => m.event_type === 'Digest')!.html).toContain(NUMBER);
    expect(morgan.page.every((n) => n.isPremium === true)).toBe(true);
    expect(morgan.search).toHaveLength(3);
    expect(morgan.text.includes(PREMIUM_MASK)).toBe(false);
  });
});
