// Pricing-service latency at seed scale 1: p50/p95 per call, with the bearer token, client id and api key headers.
// Run: npx tsx scripts/bench/pricing.ts   (BENCH_REQUESTS, default 200)
import { startTestServer } from '../../server/test/support/testServer';
import { NORTHWIND_CLIENT_ID } from '../../server/src/db/seed/tenants';
import { PRICING_HEADERS } from '../../contract/pricing/headers';
import { pricingCases } from './cases/pricing';
import { percentile } from './table';

const requests = Number(process.env.BENCH_REQUESTS ?? 200);

const t0 = performance.now();
const server = await startTestServer({ seedScale: 1 });
console.log(`start + seed ${((performance.now() - t0) / 1000).toFixed(1)} s (seed ${server.built.seed?.ms} ms, pricing_series ${server.built.seed?.counts.pricing_series} rows)`);
const token = await server.tokenFor('admin@northwind.test');
const ec = (await (await server.api('/api/PricingMatrix/GetECToken', { token })).json()) as { access_token: string };
const headers = {
  authorization: `Bearer ${token}`,
  [PRICING_HEADERS.clientId]: NORTHWIND_CLIENT_ID,
  [PRICING_HEADERS.apiKey]: ec.access_token,
  'content-type': 'application/json',
};
const utility = (await (await fetch(`${server.baseUrl}/common/api/utilities`, { method: 'POST', headers, body: JSON.stringify({ state: ['PA'], commodity: 'Electric' }) })).json()) as { InsightsUtilityIdenitifier: string }[];

console.log(`Pricing service at seed scale 1 (in-memory PGlite; ${requests} sequential requests per call)`);
for (const c of pricingCases(NORTHWIND_CLIENT_ID, utility[0].InsightsUtilityIdenitifier)) {
  const send = async () => {
    const res = await fetch(server.baseUrl + c.path, { method: c.method, headers, body: c.body ? JSON.stringify(c.body) : undefined });
    if (!res.ok) throw new Error(`${c.name}: HTTP ${res.status}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < 5; i++) await send();
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    await send();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`  ${c.name.padEnd(56)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`);
}
await server.close();
