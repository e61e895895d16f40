/**
 * The bench server (support.ts startBenchServer: the whole product on an in-memory database, and with
 * BENCH_SERVER_TLS=1 the load balancer's stand-in in front) in a process of its own, for serverProcess.ts. Lowers its
 * own CPU priority to BENCH_SERVER_NICE, tells its parent where it listens over the IPC channel, and closes when the
 * parent asks or goes away.
 */
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { startBenchServer } from './support';

const nice = Number(process.env.BENCH_SERVER_NICE ?? 0);
let niceApplied = 0;
try {
  if (nice) setPriority(nice);
  niceApplied = nice;
} catch {
  // Not permitted here: the server runs at its parent's priority, and the parent prints what it got.
}
// On Linux a niceness belongs to a thread, and setPriority(n) sets the calling one's. The threads Node started before
// this line (V8's GC and compiler helpers; libuv's pool for file reads and zlib, if it has started) are set one by one;
// a thread started later inherits its creator's.
if (niceApplied && process.platform === 'linux') {
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      setPriority(Number(tid), niceApplied);
    } catch {
      // A thread that ended meanwhile.
    }
  }
}
const server = await startBenchServer({
  tlsFront: process.env.BENCH_SERVER_TLS === '1',
  seedScale: Number(process.env.BENCH_SERVER_SCALE ?? 1),
});
let closing = false;
const close = async () => {
  if (closing) return;
  closing = true;
  await server.close();
  process.exit(0);
};
process.on('message', (message) => {
  if (message === 'close') void close();
});
process.on('disconnect', () => void close());
process.send!({ baseUrl: server.baseUrl, port: server.port, spki: server.spki, nice: niceApplied });
