/**
 * Ingest → browser latency of a realtime notification, p50/p95 over EVENTS events (default 50), with OTHER_CONNECTIONS
 * further hub connections open (default 0; `npm run bench` runs it with 2,000).
 *   npx tsx scripts/bench/notifications-latency.ts            (needs npm run build:portal first)
 * Starts the server in this process on an in-memory database, signs a follower in with Chromium through the real
 * portal, then records one license event at a time through the ingest path and waits until the portal's bell shows
 * it (realtime.ts).
 */
import { benchRealtime } from './realtime.js';
import { startBenchServer } from './support.js';

const server = await startBenchServer();
try {
  await benchRealtime(server, { events: Number(process.env.EVENTS ?? 50), others: Number(process.env.OTHER_CONNECTIONS ?? 0) });
} finally {
  await server.close();
}
