// First: before anything loads oidc-provider (see the module).
import './quietRuntimeWarning.js';
import path from 'node:path';
import { buildApp } from './app.js';
import { DEFAULT_RATE_LIMITS, rateLimitOptionsFromEnv } from './http/rateLimits.js';
import { exampleIntranetClient, parseIntranetClients, type IntranetClientSeed } from './identity/intranetClients.js';

const port = Number(process.env.PORT ?? 3000);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const dataDir = path.resolve(process.env.DATA_DIR ?? './.data');
// Logs are JSON lines (pino) with request ids. By default only warnings and errors, so `npm start` stays quiet;
// LOG_REQUESTS=true adds one line per request (and hub connection); LOG_LEVEL overrides the level.
const logRequests = process.env.LOG_REQUESTS === 'true';
const logLevel = process.env.LOG_LEVEL || (logRequests ? 'info' : 'warn');
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
if (!LOG_LEVELS.includes(logLevel)) {
  console.error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got '${logLevel}'.`);
  process.exit(1);
}
const apiConcurrency = process.env.API_CONCURRENCY ? Number(process.env.API_CONCURRENCY) : undefined;
if (apiConcurrency !== undefined && !(Number.isInteger(apiConcurrency) && apiConcurrency >= 0)) {
  console.error(`API_CONCURRENCY must be a whole number ≥ 0 (0 = no limit); got '${process.env.API_CONCURRENCY}'.`);
  process.exit(1);
}
// How long a shutdown may wait for requests in flight before the process gives up on them.
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS) || 25_000;

// INTRANET_CLIENTS: intranet clients registered at start (docs/embedding.md); unset registers the example intranet
// of `npm run example:intranet` (http://localhost:3001/intranet-sso.html).
let intranetClients: IntranetClientSeed[];
try {
  intranetClients = process.env.INTRANET_CLIENTS === undefined ? [exampleIntranetClient()] : parseIntranetClients(process.env.INTRANET_CLIENTS);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

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
  intranetClients,
  log: { level: logLevel, requests: logRequests },
  // Per-client limits: 1 200 API calls a minute per user, 120 token requests a minute per address and client;
  // RATE_LIMIT_API_PER_MINUTE / RATE_LIMIT_TOKEN_PER_MINUTE change them (0 = off).
  rateLimits: { ...DEFAULT_RATE_LIMITS, ...rateLimitOptionsFromEnv() },
  // API_CONCURRENCY: /api handlers running at once (default 8 on PGlite, 16 on PostgreSQL; 0 = no limit).
  apiConcurrency,
});

if (built.seed) {
  const total = Object.values(built.seed.counts).reduce((sum, n) => sum + n, 0);
  console.log(`Seeded the database in ${(built.seed.ms / 1000).toFixed(1)} s (${total.toLocaleString('en-US')} rows, ${built.seed.counts.licenses} licenses).`);
}

await built.app.listen({ port, host: '0.0.0.0' });
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
console.log(`Insights is running at ${publicUrl} (ready in ${((performance.now() - started) / 1000).toFixed(1)} s; database: ${database}).`);
console.log(`API docs: ${publicUrl}/docs · identity provider: ${publicUrl}/oidc · health: ${publicUrl}/healthz, ${publicUrl}/readyz`);

/**
 * SIGTERM (a deployment, a scale-down) or SIGINT (Ctrl+C): stop accepting connections, tell hub clients to
 * reconnect (to another instance), let requests in flight finish, send the e-mails still in the outbox, close the
 * database, exit 0. A second signal, or requests still running after SHUTDOWN_TIMEOUT_MS, ends the process at once.
 */
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      console.log(`${signal} again: stopping now.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: shutting down (finishing requests in flight)…`);
    const stopStarted = performance.now();
    const deadline = setTimeout(() => {
      console.error(`Shutdown took longer than ${shutdownTimeoutMs} ms (still ${built.closingStep || 'starting'}): stopping now.`);
      process.exit(1);
    }, shutdownTimeoutMs);
    deadline.unref();
    built.close().then(
      () => {
        console.log(`Insights stopped (shutdown took ${((performance.now() - stopStarted) / 1000).toFixed(1)} s).`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  });
}
