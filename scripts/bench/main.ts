// Benchmark entry: bundle sizes, then server latencies on an in-memory database at each seed scale.
import { reportSizes } from './sizes';
import { measure } from './latency';
import { cases } from './cases';
import { startTestServer } from '../../server/test/support/testServer';

const scales = (process.env.BENCH_SCALES ?? '1').split(',').map(Number);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);

reportSizes();

for (const scale of scales) {
  const t0 = performance.now();
  const server = await startTestServer({ seedScale: scale });
  const startup = performance.now() - t0;
  const token = await server.tokenFor('member@northwind.test');
  console.log(`\nServer latency at seed scale ${scale} (in-memory PGlite; start + seed ${(startup / 1000).toFixed(1)} s; ${requests} sequential requests)`);
  for (const c of cases) {
    const r = await measure(server.baseUrl, token, c, requests);
    console.log(`  ${c.name.padEnd(56)} p50 ${r.p50.toFixed(1).padStart(7)} ms   p95 ${r.p95.toFixed(1).padStart(7)} ms`);
  }
  await server.close();
}
