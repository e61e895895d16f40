/**
 * Hub load on loopback: how many concurrent /notifications-alerts connections one server holds, and how long
 * one push takes to reach all of them.
 *   npx tsx scripts/bench/hub.ts              HUB_CONNECTIONS=5000 (default), HUB_BATCH=200
 * Clients are raw WebSockets speaking the SignalR JSON handshake, all signed in as one user, in this process
 * (so the file-descriptor limit counts both ends: keep HUB_CONNECTIONS under ulimit -n / 2).
 */
import { createServer } from 'node:net';
import WebSocket from 'ws';
import { openRawHubSocket } from './rawHub';
import { buildApp } from '../../server/src/app.js';
import { login } from '../../server/test/support/oidcLogin.js';
import { ingestLicenses, parseLicenseFile } from '../../server/src/notifications/ingest.js';

const TARGET = Number(process.env.HUB_CONNECTIONS ?? 5000);
const BATCH = Number(process.env.HUB_BATCH ?? 200);
const EMAIL = 'member@contoso.test';

const port = await new Promise<number>((resolve) => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1', () => {
    const p = (probe.address() as { port: number }).port;
    probe.close(() => resolve(p));
  });
});
const baseUrl = `http://127.0.0.1:${port}`;
const built = await buildApp({ publicUrl: baseUrl, notifications: { expiryCheckMs: 0 } });
await built.app.listen({ port, host: '127.0.0.1', backlog: 4096 });
const token = (await login(baseUrl, EMAIL, 'insights-demo')).accessToken;

const sockets: WebSocket[] = [];
const pushesSeen: number[] = [];
let lostAfterOpen = 0;

const open = () => openRawHubSocket(`ws://127.0.0.1:${port}/notifications-alerts?access_token=${token}`, {
  onPush: () => pushesSeen.push(performance.now()),
  onLost: () => (lostAfterOpen += 1),
});

const started = performance.now();
let failure: string | null = null;
while (sockets.length < TARGET && !failure) {
  const batch = await Promise.allSettled(Array.from({ length: Math.min(BATCH, TARGET - sockets.length) }, open));
  for (const result of batch) {
    if (result.status === 'fulfilled') sockets.push(result.value);
    else failure ??= String(result.reason?.message ?? result.reason);
  }
}
const connectSeconds = (performance.now() - started) / 1000;
const held = built.notifications.hub.connectionCount();
const rss = process.memoryUsage().rss / 1024 / 1024;

// One push to this user: time until every connection has it.
const { rows } = await built.db.query<{ company_id: string }>(
  'select f.company_id::text from follows f join users u on u.id = f.user_id where u.email_address = $1 and f.state_code is null limit 1',
  [EMAIL],
);
pushesSeen.length = 0;
const t0 = performance.now();
await ingestLicenses(built.db, built.notifications.bus, parseLicenseFile(`State,Commodity,CompanyId,LicenseNumber,LicenseType\nTX,Electric,${rows[0].company_id},LOAD-${Date.now()},Supplier\n`));
const deadline = Date.now() + 60_000;
while (pushesSeen.length < sockets.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
const fanOut = (Math.max(...pushesSeen) - t0) / 1000;

// Hold them through two ping periods' worth of time? Just confirm they are still open after a short idle.
await new Promise((resolve) => setTimeout(resolve, 2000));
const stillOpen = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;

console.log(`hub load on loopback: ${held} concurrent connections held by one server (target ${TARGET}${failure ? `, stopped by: ${failure}` : ''}),`);
console.log(`  opened in ${connectSeconds.toFixed(1)} s, process RSS ${rss.toFixed(0)} MB (server + clients), ${stillOpen} still open after idling, ${lostAfterOpen} dropped;`);
console.log(`  one NotificationReceive reached ${pushesSeen.length}/${sockets.length} connections in ${fanOut.toFixed(2)} s.`);
for (const ws of sockets) ws.terminate();
await built.close();
process.exit(0);
