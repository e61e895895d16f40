import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { createTestDatabase, startTestServer, testDatabaseUrl, type TestDatabase, type TestServer } from './support/testServer.js';
import { DEMO_ACCOUNTS } from '../src/db/seed/tenants.js';
import { openPostgresDb } from '../src/db/postgresDb.js';
import { loadMigrations, migrate } from '../src/db/migrate.js';
import { NOTIFICATIONS_ENDPOINTS } from '../../contract/notifications/endpoints.js';
import type { InsightsNotification } from '../../contract/notifications/schemas.js';
import { until } from './support/until.js';

/**
 * Two server instances on one PostgreSQL database, as behind a load balancer (docs/deployment.md): notifications
 * fan out through LISTEN/NOTIFY to the hub clients of both, exactly once each, and the same event ingested through
 * both at the same moment is one notification. Runs only in the `server-pg` project (vitest.config.ts).
 */
// A follower with premium data: pushes are told apart by their license number (a user without premium data gets none).
const CASEY = DEMO_ACCOUNTS.find((a) => a.email === 'member@northwind.test')!;
const SUPER = 'super@insights.test';

let database: TestDatabase;
let a: TestServer;
let b: TestServer;
let companyId = '';
const open: HubConnection[] = [];

/** Casey's hub connection to one instance, with everything it is pushed. */
async function hubClient(server: TestServer) {
  const token = await server.tokenFor(CASEY.email);
  const received: InsightsNotification[] = [];
  const connection = new HubConnectionBuilder()
    .withUrl(`${server.baseUrl}/notifications-alerts`, { accessTokenFactory: () => token })
    .configureLogging(LogLevel.None)
    .build();
  connection.on('NotificationReceive', (n: InsightsNotification) => received.push(n));
  open.push(connection);
  await connection.start();
  return { received, numbers: (no: string) => received.filter((n) => n.licenseNumber === no).length };
}

let seq = 0;
const licenseNumber = () => `PG-${Date.now().toString(36)}-${++seq}`;
const csv = (no: string, expiry = '2031-01-31') =>
  `State,Commodity,CompanyId,LicenseNumber,LicenseType,LicenseExpiryDate\nTX,Electric,${companyId},${no},Supplier,${expiry}\n`;

/** POST the licenses file to one instance's ingest route, as the super admin signed in there. */
async function ingest(server: TestServer, body: string) {
  const response = await server.api(NOTIFICATIONS_ENDPOINTS.ingest, {
    method: 'POST',
    token: await server.tokenFor(SUPER),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ csv: body }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { added: number; renewed: number; notifications: number; errors: { line: number; message: string }[] };
}

async function caseyNotifications(no: string): Promise<number> {
  const { rows } = await a.db.query<{ n: number }>(
    `select count(*)::int as n from notifications n join users u on u.id = n.user_id join licenses l on l.id = n.license_id
      where u.secure_id = $1 and l.license_number = $2`,
    [CASEY.secureId, no],
  );
  return rows[0].n;
}

/**
 * NOTIFY messages reach each listener in commit order, and each hub writes to a connection in order: once a later
 * marker has arrived at both clients, any duplicate of an earlier push would have arrived before it.
 */
async function drain(clients: Awaited<ReturnType<typeof hubClient>>[]) {
  const marker = licenseNumber();
  await ingest(a, csv(marker));
  for (const client of clients) await until(() => client.numbers(marker) === 1, `marker ${marker} on every client`);
}

beforeAll(async () => {
  expect(testDatabaseUrl, 'run through scripts/ensure-postgres.mjs (the server-pg project)').toBeTruthy();
  database = await createTestDatabase();
  // The first instance migrates and seeds; the second finds the work done.
  a = await startTestServer({ databaseUrl: database.url, notifications: { expiryCheckMs: 0 } });
  b = await startTestServer({ databaseUrl: database.url, notifications: { expiryCheckMs: 0 } });
  const { rows } = await a.db.query<{ company_id: string }>(
    // Followed by Casey alone, so each event below is one notification (the seed's other follows do not matter).
    `select f.company_id::text from follows f join users u on u.id = f.user_id
      where u.secure_id = $1 and f.state_code is null
        and not exists (select 1 from follows o where o.company_id = f.company_id and o.user_id <> f.user_id)
      order by f.company_id limit 1`,
    [CASEY.secureId],
  );
  companyId = rows[0].company_id;
});

afterAll(async () => {
  await Promise.all(open.map((c) => c.stop().catch(() => undefined)));
  await b?.close();
  await a?.close();
  await database?.drop();
});

describe('migrations on one PostgreSQL', () => {
  it('two instances migrating an empty database at the same moment apply each migration once', async () => {
    const empty = await createTestDatabase();
    const [one, two] = await Promise.all([openPostgresDb(empty.url), openPostgresDb(empty.url)]);
    try {
      const [first, second] = await Promise.all([migrate(one), migrate(two)]);
      expect([...first, ...second].sort()).toEqual(loadMigrations().map((m) => m.name));
      const { rows } = await one.query<{ version: string }>('select version from schema_migrations order by version');
      expect(rows.map((r) => r.version)).toEqual(loadMigrations().map((m) => m.version));
    } finally {
      await Promise.all([one.close(), two.close()]);
      await empty.drop();
    }
  });
});

describe('two instances on one PostgreSQL', () => {
  it('share one database: the second instance neither migrates nor seeds again', async () => {
    expect(a.db.kind).toBe('postgres');
    expect(a.built.seed).not.toBeNull();
    expect(b.built.seed).toBeNull();
    const { rows } = await b.db.query<{ n: number }>('select count(*)::int as n from schema_migrations');
    const versions = await a.db.query<{ n: number }>('select count(distinct version)::int as n from schema_migrations');
    expect(rows[0].n).toBe(versions.rows[0].n);
    // What one instance writes, the other reads.
    const { rows: casey } = await a.db.query<{ n: number }>(
      'select count(*)::int as n from notifications n join users u on u.id = n.user_id where u.secure_id = $1',
      [CASEY.secureId],
    );
    const list = await b.api(NOTIFICATIONS_ENDPOINTS.getAll, {
      method: 'POST',
      token: await b.tokenFor(CASEY.email),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ PageNumber: 1, PageSize: 5 }),
    });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { data: { total: number } }).data.total).toBe(casey[0].n);
  });

  it('fans a notification out through LISTEN/NOTIFY: exactly once to a hub client on each instance', async () => {
    const onA = await hubClient(a);
    const onB = await hubClient(b);
    const no = licenseNumber();
    const report = await ingest(a, csv(no));
    expect(report).toMatchObject({ added: 1, errors: [] });
    await until(() => onA.numbers(no) === 1 && onB.numbers(no) === 1, 'the push on both instances');
    const pushed = onB.received.find((n) => n.licenseNumber === no)!;
    expect(pushed).toMatchObject({ eventType: 'New', companyId, isRead: false });
    await drain([onA, onB]);
    expect(onA.numbers(no)).toBe(1);
    expect(onB.numbers(no)).toBe(1);
    expect(await caseyNotifications(no)).toBe(1);
  });

  it('the same new license ingested through both instances at once is one license and one notification', async () => {
    const onA = await hubClient(a);
    const onB = await hubClient(b);
    const no = licenseNumber();
    const reports = await Promise.all([ingest(a, csv(no)), ingest(b, csv(no))]);
    expect(reports.reduce((sum, r) => sum + r.added, 0)).toBe(1);
    expect(reports.reduce((sum, r) => sum + r.notifications, 0)).toBe(1);
    const { rows } = await a.db.query<{ n: number }>('select count(*)::int as n from licenses where license_number = $1', [no]);
    expect(rows[0].n).toBe(1);
    expect(await caseyNotifications(no)).toBe(1);
    await drain([onA, onB]);
    expect(onA.numbers(no)).toBe(1);
    expect(onB.numbers(no)).toBe(1);
  });

  it('the same renewal ingested through both instances at once is one Renewal notification', async () => {
    const onA = await hubClient(a);
    const onB = await hubClient(b);
    const no = licenseNumber();
    await ingest(a, csv(no, '2031-01-31'));
    await until(() => onA.numbers(no) === 1 && onB.numbers(no) === 1, 'the New push');
    const reports = await Promise.all([ingest(a, csv(no, '2032-06-30')), ingest(b, csv(no, '2032-06-30'))]);
    expect(reports.reduce((sum, r) => sum + r.notifications, 0)).toBe(1);
    expect(reports.flatMap((r) => r.errors)).toEqual([]);
    await drain([onA, onB]);
    const renewals = (client: typeof onA) => client.received.filter((n) => n.licenseNumber === no && n.eventType === 'Renewal');
    expect(renewals(onA)).toHaveLength(1);
    expect(renewals(onB)).toHaveLength(1);
    expect(await caseyNotifications(no)).toBe(2);
  });
});
