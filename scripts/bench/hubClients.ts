/**
 * A process holding HUB_CONNECTIONS raw SignalR WebSocket connections to HUB_URL (ws://…/notifications-alerts) with
 * the bearer token HUB_TOKEN, opened HUB_BATCH at a time. Prints `ready <open> <failures>` once they are open, and
 * `pushes <n>` with the NotificationReceive messages received when asked on stdin (a line "count") or at SIGTERM.
 * The realtime bench runs it beside the server so the clients' own work does not share the server's event loop.
 * HUB_NICE (default 10) lowers this process's CPU priority: on a small machine the thousands of clients' own work
 * (receiving every push) would otherwise take the CPU from the server and the browser being measured, which in a
 * real deployment it never shares.
 */
import WebSocket from 'ws';
import { lowerOwnPriority } from './niceness';
import { openRawHubSocket } from './rawHub';

const url = process.env.HUB_URL;
const token = process.env.HUB_TOKEN;
if (!url || !token) {
  console.error('HUB_URL and HUB_TOKEN are required');
  process.exit(2);
}
const TARGET = Number(process.env.HUB_CONNECTIONS ?? 2000);
// Where it is not permitted, the clients run at normal priority (the bench prints the niceness it asked for).
lowerOwnPriority(Number(process.env.HUB_NICE ?? 10));
const BATCH = Number(process.env.HUB_BATCH ?? 200);

const sockets: WebSocket[] = [];
let pushes = 0;
let failures = 0;
let lastError = '';

const open = () => openRawHubSocket(`${url}?access_token=${encodeURIComponent(token!)}`, { onPush: () => (pushes += 1) });

while (sockets.length + failures < TARGET) {
  const batch = await Promise.allSettled(Array.from({ length: Math.min(BATCH, TARGET - sockets.length - failures) }, open));
  for (const result of batch) {
    if (result.status === 'fulfilled') sockets.push(result.value);
    else {
      failures += 1;
      lastError = String(result.reason?.message ?? result.reason);
    }
  }
}
console.log(`ready ${sockets.length} ${failures}${lastError ? ` ${lastError}` : ''}`);

const report = () => console.log(`pushes ${pushes} open ${sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length}`);
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  if (String(chunk).includes('count')) report();
});
process.stdin.on('end', () => {
  for (const ws of sockets) ws.terminate();
  process.exit(0);
});
process.on('SIGTERM', () => {
  report();
  for (const ws of sockets) ws.terminate();
  process.exit(0);
});
