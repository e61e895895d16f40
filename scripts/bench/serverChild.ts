/**
 * The bench server (support.ts startBenchServer: the whole product on an in-memory database, and with
 * BENCH_SERVER_TLS=1 the load balancer's stand-in in front) in a process of its own, for serverProcess.ts. Lowers its
 * own CPU priority to BENCH_SERVER_NICE, tells its parent where it listens over the IPC channel, and closes when the
 * parent asks or goes away.
 */
import { lowerOwnPriority } from './niceness';
import { startBenchServer } from './support';

// Where lowering it is not permitted this is 0: the server runs at its parent's priority, and the parent prints that.
const niceApplied = lowerOwnPriority(Number(process.env.BENCH_SERVER_NICE ?? 0));
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
