// First: before anything loads oidc-provider (see the module).
import './quietRuntimeWarning.js';
import { createServer } from 'node:net';
import path from 'node:path';
import type { BuiltApp } from './app.js';
import { DataFolderInUseError, dataFolderHolder } from './db/dataFolderLock.js';
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

// A second server on the same data folder or port stops here at once, before it loads the app (seconds on a busy
// machine) and opens (or seeds) a database. openDb takes the folder's lock for real and the listen below takes the
// port: they still refuse a process that got there meanwhile.
const portInUse = `Port ${port} is in use by another process: stop it, or set PORT to a free port.`;
const holder = process.env.DATABASE_URL ? null : dataFolderHolder(dataDir);
if (holder !== null) {
  console.error(new DataFolderInUseError(dataDir, holder).message);
  process.exit(1);
}
if (await portTaken(port)) {
  console.error(portInUse);
  process.exit(1);
}
const { buildApp } = await import('./app.js');

/**
 * SIGTERM (a deployment, a scale-down), SIGINT (Ctrl+C), SIGHUP (the terminal closed) or the parent gone (below):
 * stop accepting connections, tell hub clients to reconnect (to another instance), let requests in flight finish,
 * send the e-mails still in the outbox, close the database, exit 0. A second signal, or requests still running after
 * SHUTDOWN_TIMEOUT_MS, ends the process at once. Asked while the server is still starting, it stops once started.
 */
let built: BuiltApp | undefined;
let stopping = false;
let stopStarted = 0;
function shutDown(reason: string) {
  if (stopping) {
    console.log(`${reason} again: stopping now.`);
    process.exit(1);
  }
  stopping = true;
  console.log(`${reason}: shutting down (finishing requests in flight)…`);
  stopStarted = performance.now();
  const deadline = setTimeout(() => {
    console.error(`Shutdown took longer than ${shutdownTimeoutMs} ms (still ${built?.closingStep || 'starting'}): stopping now.`);
    process.exit(1);
  }, shutdownTimeoutMs);
  deadline.unref();
  if (built) closeAndExit(built);
}
function closeAndExit(app: BuiltApp) {
  app.close().then(
    () => {
      console.log(`Insights stopped (shutdown took ${((performance.now() - stopStarted) / 1000).toFixed(1)} s).`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error('Shutdown failed:', error);
      process.exit(1);
    },
  );
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => shutDown(signal));
// A parent that asked for it by starting the server with an IPC channel (npm start, the e2e server, node --watch):
// when it dies, however it dies (kill -9 included), the channel closes and the server stops with it rather than
// living on without it, holding the port and the data folder. Without a channel (systemd, docker, a shell) nothing
// changes.
if (process.channel) {
  process.once('disconnect', () => {
    if (!stopping) shutDown('The process that started the server has gone');
  });
}
// Once its terminal is gone (the window closed), writing a line fails with EIO; the shutdown must still run to its end.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

const started = performance.now();
try {
  built = await buildApp({
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
} catch (error) {
  // Another server (or a command) holds the data folder: it never opened the database (server/src/db/dataFolderLock.ts).
  if (!(error instanceof DataFolderInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const app = built;
if (stopping) {
  closeAndExit(app);
} else {
  if (app.seed) {
    const total = Object.values(app.seed.counts).reduce((sum, n) => sum + n, 0);
    console.log(`Seeded the database in ${(app.seed.ms / 1000).toFixed(1)} s (${total.toLocaleString('en-US')} rows, ${app.seed.counts.licenses} licenses).`);
  }
  try {
    await app.app.listen({ port, host: '0.0.0.0' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.error(portInUse);
    await app.close();
    process.exit(1);
  }
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  console.log(`Insights is running at ${publicUrl} (ready in ${((performance.now() - started) / 1000).toFixed(1)} s; database: ${database}).`);
  console.log(`API docs: ${publicUrl}/docs · identity provider: ${publicUrl}/oidc · health: ${publicUrl}/healthz, ${publicUrl}/readyz`);
}

/** True when another process listens on the port (as listen below would find it: every address, IPv4). */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE'));
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () => probe.close(() => resolve(false)));
  });
}
