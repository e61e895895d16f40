// Benchmark entry: bundle sizes, then server latencies on an in-memory database at each seed scale.
// BENCH_SCALES (default 1), BENCH_REQUESTS (default 300), BENCH_CASES (only the cases whose name contains one of
// these comma-separated texts), BENCH_SIZES=0 skips the bundle sizes.
import { reportSizes } from './sizes';
import { measure, sqlTimer } from './latency';
import { cases } from './cases';
import { startTestServer } from '../../server/test/support/testServer';

const scales = (process.env.BENCH_SCALES ?? '1').split(',').map(Number);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const only = (process.env.BENCH_CASES ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
const selected = only.length > 0 ? cases.filter((c) => only.some((text) => c.name.toLowerCase().includes(text))) : cases;

if (process.env.BENCH_SIZES !== '0') reportSizes();

const ms = (value: number | null) => (value === null ? '' : value.toFixed(1)).padStart(7);

for (const scale of scales) {
  const t0 = performance.now();
  const server = await startTestServer({ seedScale: scale });
  const startup = performance.now() - t0;
  const token = await server.tokenFor('member@northwind.test');
  const timer = sqlTimer(server.db);
  console.log(`\nServer latency at seed scale ${scale} (in-memory PGlite; start + seed ${(startup / 1000).toFixed(1)} s; ${requests} sequential requests)`);
  console.log(`  ${''.padEnd(56)}     API p50    API p95    SQL p50    SQL p95   API/SQL (p50)`);
  for (const c of selected) {
    const r = await measure(server.baseUrl, token, c, requests, timer);
    const ratio = r.sqlP50 ? `${(r.p50 / r.sqlP50).toFixed(1)}×` : '';
    console.log(`  ${c.name.padEnd(56)} ${ms(r.p50)} ms ${ms(r.p95)} ms ${ms(r.sqlP50)} ms ${ms(r.sqlP95)} ms   ${ratio.padStart(6)}`);
  }
  await server.close();
}
