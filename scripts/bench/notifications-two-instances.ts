/**
 * Two server instances on one PostgreSQL (LISTEN/NOTIFY fan-out): a user connected to instance B hears about a
 * license ingested through instance A, exactly once, and a Mark on A resynchronises the connection on B.
 *   DATABASE_URL=postgres://user@127.0.0.1:5432/db npx tsx scripts/bench/notifications-two-instances.ts
 * Both instances share one publicUrl and signing keys (as behind a load balancer). Exits 1 on failure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { buildApp, type BuiltApp } from '../../server/src/app.js';
import { login } from '../../server/test/support/oidcLogin.js';
import { ingestLicenses, parseLicenseFile } from '../../server/src/notifications/ingest.js';
import type { InsightsNotification } from '../../contract/notifications/schemas.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL to an empty PostgreSQL database.');
  process.exit(2);
}
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const p = (probe.address() as { port: number }).port;
      probe.close(() => resolve(p));
    });
  });
const keys = mkdtempSync(path.join(tmpdir(), 'insights-two-'));
const [portA, portB] = [await freePort(), await freePort()];
const publicUrl = `http://127.0.0.1:${portA}`;
const start = async (port: number): Promise<BuiltApp> => {
  const built = await buildApp({ databaseUrl, dataDir: keys, publicUrl, notifications: { expiryCheckMs: 0 } });
  await built.app.listen({ port, host: '127.0.0.1' });
  return built;
};
const a = await start(portA);
const b = await start(portB);
let ok = true;
const check = (label: string, pass: boolean) => {
  console.log(`${pass ? 'PASS' : 'FAIL'} ${label}`);
  ok &&= pass;
};
const until = async (probe: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!probe() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return probe();
};
try {
  const email = 'member@contoso.test';
  const token = (await login(publicUrl, email, 'insights-demo')).accessToken;
  const connect = (port: number) => {
    const received: InsightsNotification[] = [];
    let syncs = 0;
    const connection = new HubConnectionBuilder()
      .withUrl(`http://127.0.0.1:${port}/notifications-alerts`, { accessTokenFactory: () => token })
      .configureLogging(LogLevel.None)
      .build();
    connection.on('NotificationReceive', (n: InsightsNotification) => received.push(n));
    connection.on('SyncNotifications', () => (syncs += 1));
    return { connection, received, syncs: () => syncs };
  };
  const onB = connect(portB);
  const onA = connect(portA);
  await Promise.all([onB.connection.start(), onA.connection.start()]);
  await until(() => onB.syncs() === 1 && onA.syncs() === 1);

  const { rows } = await a.db.query<{ company_id: string }>(
    'select f.company_id::text from follows f join users u on u.id = f.user_id where u.email_address = $1 and f.state_code is null limit 1',
    [email],
  );
  const no = `TWO-${Date.now().toString(36)}`;
  await ingestLicenses(a.db, a.notifications.bus, parseLicenseFile(`State,Commodity,CompanyId,LicenseNumber,LicenseType\nTX,Electric,${rows[0].company_id},${no},Supplier\n`));
  check('a license ingested on instance A is pushed to the connection on instance B', await until(() => onB.received.some((n) => n.licenseNumber === no)));
  check('... and to the connection on instance A', await until(() => onA.received.some((n) => n.licenseNumber === no)));
  await new Promise((r) => setTimeout(r, 500));
  check('each connection received it exactly once', onB.received.filter((n) => n.licenseNumber === no).length === 1 && onA.received.filter((n) => n.licenseNumber === no).length === 1);

  const id = onB.received.find((n) => n.licenseNumber === no)!.id;
  const mark = await fetch(`http://127.0.0.1:${portA}/api/Notification/Mark`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id, isRead: true, isAll: false }),
  });
  check('Mark on instance A answers data 1', (await mark.json()).data === 1);
  check('... and sends SyncNotifications to the connection on instance B', await until(() => onB.syncs() === 2));
  const unread = await onB.connection.invoke<{ notifications: InsightsNotification[] }>('GetUnreadNotifications');
  check('GetUnreadNotifications on B no longer lists it', !unread.notifications.some((n) => n.id === id));

  // A second ingest of the same file from both instances at once: one notification only.
  const renewal = `State,Commodity,CompanyId,LicenseNumber,LicenseType,LicenseExpiryDate\nTX,Electric,${rows[0].company_id},${no},Supplier,2040-01-01\n`;
  const [ra, rb] = await Promise.all([
    ingestLicenses(a.db, a.notifications.bus, parseLicenseFile(renewal)),
    ingestLicenses(b.db, b.notifications.bus, parseLicenseFile(renewal)),
  ]);
  await new Promise((r) => setTimeout(r, 500));
  const renewals = onB.received.filter((n) => n.licenseNumber === no && n.eventType === 'Renewal');
  check(`the same renewal ingested on both instances at once gives one notification (A ${ra.notifications}, B ${rb.notifications}, pushed ${renewals.length})`, ra.notifications + rb.notifications === 1 && renewals.length === 1);
  await Promise.all([onA.connection.stop(), onB.connection.stop()]);
} finally {
  await a.close();
  await b.close();
  rmSync(keys, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
