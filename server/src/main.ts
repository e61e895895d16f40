import path from 'node:path';
import { buildApp } from './app.js';

const port = Number(process.env.PORT ?? 3000);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const dataDir = path.resolve(process.env.DATA_DIR ?? './.data');

const started = performance.now();
const built = await buildApp({
  dataDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
  publicUrl,
  seedScale: process.env.SEED_SCALE ? Number(process.env.SEED_SCALE) : 1,
  pricingMenu: process.env.PRICING_MENU === 'true',
  // The portal's Vite dev server (npm run dev) signs in against this provider from its own origin.
  extraOrigins: (process.env.EXTRA_ORIGINS ?? 'http://localhost:5173').split(',').map((o) => o.trim()).filter(Boolean),
  corsOrigins: (process.env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
  trustProxy: process.env.TRUST_PROXY === 'true',
  logger: process.env.LOG_REQUESTS === 'true',
});

if (built.seed) {
  const total = Object.values(built.seed.counts).reduce((sum, n) => sum + n, 0);
  console.log(`Seeded the database in ${(built.seed.ms / 1000).toFixed(1)} s (${total.toLocaleString('en-US')} rows, ${built.seed.counts.licenses} licenses).`);
}

await built.app.listen({ port, host: '0.0.0.0' });
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
console.log(`Insights is running at ${publicUrl} (ready in ${((performance.now() - started) / 1000).toFixed(1)} s; database: ${database}).`);
console.log(`API docs: ${publicUrl}/docs · identity provider: ${publicUrl}/oidc`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    built.close().then(() => process.exit(0), () => process.exit(1));
  });
}
