// `npm run bench:load`: load on one server process, honest figures, no thresholds.
//   1. autocannon holds LOAD_CONNECTIONS (200) connections for LOAD_SECONDS (30 s) on each of the company list,
//      the state-wise license count and the notification list: requests, errors, p50/p99;
//   2. HUB_CONNECTIONS (2,000) hub connections of one user, one license event for a company they follow,
//      and the time from the ingest call until each connection has the push: p50/p95/max.
// Each case is measured after a short warm-up (LOAD_WARMUP_SECONDS, 5 s at 10 connections, not reported): right
// after a start the first requests read cold pages. LOAD_CASES (companies,licenses,notifications), LOAD_CONNECTIONS,
// LOAD_SECONDS, HUB_CONNECTIONS and SEED_SCALE change the run.
// The server runs as its own process (`server/src/main.ts`, as `npm start` does) on a fresh data folder and port,
// seeded at SEED_SCALE (10), with rate limits off; autocannon runs in a process of its own per case, the hub
// clients in this one.
// Database: the embedded PGlite by default; `npm run bench:load -- --postgres` starts a throwaway PostgreSQL cluster
// (scripts/ensure-postgres.mjs) and points the server at it.
// Needs tsx for the sign-in helper: run through `node --import tsx` (the npm script does).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { login } from '../../server/test/support/oidcLogin.ts';
import { COMPANIES_ENDPOINTS } from '../../contract/companies/endpoints.ts';
import { LICENSES_ENDPOINTS } from '../../contract/licenses/endpoints.ts';
import { NOTIFICATIONS_ENDPOINTS, NOTIFICATION_HUB } from '../../contract/notifications/endpoints.ts';
import { startPostgres } from '../ensure-postgres.mjs';

const SEED_SCALE = process.env.SEED_SCALE ?? '10';
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const HUB_CONNECTIONS = Number(process.env.HUB_CONNECTIONS ?? 2000);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
const HUB_BATCH = 200;
const PASSWORD = 'insights-demo';
const RS = '\u001e';

const port = await new Promise((resolve) => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1', () => {
    const { port: p } = probe.address();
    probe.close(() => resolve(p));
  });
});
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'insights-load-'));
const postgres = process.argv.includes('--postgres') ? await startPostgres({ log: () => undefined }) : null;

console.log(`Load bench: server at seed scale ${SEED_SCALE} on ${baseUrl} (own process; database: ${postgres ? 'PostgreSQL, throwaway cluster' : `PGlite in ${dataDir}`})…`);
const startedAt = performance.now();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  env: {
    ...process.env, PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '', SEED_SCALE,
    RATE_LIMIT_API_PER_MINUTE: '0', RATE_LIMIT_TOKEN_PER_MINUTE: '0', LOG_REQUESTS: '', LOG_LEVEL: 'warn', EXPIRY_CHECK_MS: '0',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let serverOutput = '';
server.stdout.on('data', (chunk) => (serverOutput += chunk.toString()));
const serverExit = new Promise((resolve) => server.on('exit', (code) => resolve(code)));

function stopServer() {
  if (server.exitCode === null) server.kill('SIGTERM');
  return serverExit.finally(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.stop();
  });
}
process.on('SIGINT', () => void stopServer().then(() => process.exit(130)));

async function until(probe, message, ms) {
  const deadline = Date.now() + ms;
  while (!probe()) {
    if (server.exitCode !== null) throw new Error(`The server stopped (${server.exitCode}):\n${serverOutput}`);
    if (Date.now() > deadline) throw new Error(`Timed out: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function api(token, method, url, body) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.headers.get('content-type')?.includes('json') ? response.json() : response.text();
}

/**
 * Requests that timed out on the client side are still answered by the server; before the next case the bench
 * waits until /readyz (one database round trip) answers quickly again, so each case starts on an idle server.
 */
async function settle() {
  const deadline = Date.now() + 180_000;
  let quiet = 0;
  // Five quick answers in a row, 200 ms apart: requests of dropped connections may still be arriving.
  while (quiet < 5) {
    const t0 = performance.now();
    const response = await fetch(`${baseUrl}/readyz`).catch(() => null);
    quiet = response?.ok && performance.now() - t0 < 100 ? quiet + 1 : 0;
    if (Date.now() > deadline) throw new Error('The server did not settle within 3 minutes after a load case');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * One autocannon run, in a process of its own so the load generator never shares an event loop with this script.
 * Errors are connection errors and timeouts (autocannon's `errors`) and every non-2xx answer.
 */
function load(title, token, { method = 'GET', url, body }, { connections = CONNECTIONS, seconds = SECONDS, quiet = false } = {}) {
  const args = [
    createRequire(import.meta.url).resolve('autocannon'), '--json', '-c', String(connections), '-d', String(seconds), '-m', method,
    '-H', `authorization=Bearer ${token}`, ...(body ? ['-H', 'content-type=application/json', '-b', JSON.stringify(body)] : []), `${baseUrl}${url}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let json = '';
    child.stdout.on('data', (chunk) => (json += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(json);
      if (quiet) return resolve(result);
      const errors = result.errors + result.non2xx;
      const statuses = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, { count }]) => `${code}×${count}`);
      const detail = errors > 0 ? ` (timeouts ${result.timeouts}, other socket errors ${result.errors - result.timeouts}${statuses.length ? `, ${statuses.join(' ')}` : ''})` : '';
      console.log(
        `  ${title.padEnd(44)} ${String(result.requests.total).padStart(7)} requests (${result.requests.average.toFixed(0)}/s)` +
        `  errors ${errors}${detail}  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms`,
      );
      resolve(result);
    });
  });
}

try {
  await until(() => serverOutput.includes('Insights is running at'), 'server start', 15 * 60_000);
  console.log(`  started and seeded in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);

  // ---- HTTP load
  const member = (await login(baseUrl, 'member@northwind.test', PASSWORD)).accessToken;
  const cases = {
    companies: ['POST /api/company/getall (page 1 of 50)', {
      method: 'POST', url: COMPANIES_ENDPOINTS.list, body: { PageNumber: 1, PageSize: 50, SearchTerm: '', orderBy: 'legalName', ascendingOrder: true },
    }],
    licenses: ['GET /api/License/GetStateWiseLicenseCount', { url: LICENSES_ENDPOINTS.stateWiseLicenseCount }],
    notifications: ['POST /api/Notification/GetAll (page 1 of 50)', {
      method: 'POST', url: NOTIFICATIONS_ENDPOINTS.getAll, body: { PageNumber: 1, PageSize: 50, SearchTerm: '', orderBy: 'createdOn', ascendingOrder: false },
    }],
  };
  // LOAD_CASES=licenses,notifications runs a subset, in that order.
  const chosen = (process.env.LOAD_CASES ?? Object.keys(cases).join(',')).split(',').map((name) => name.trim()).filter(Boolean);
  console.log(`\n${CONNECTIONS} concurrent connections, ${SECONDS} s each, after ${WARMUP_SECONDS} s of warm-up at 10 (member@northwind.test):`);
  for (const name of chosen) {
    if (!cases[name]) throw new Error(`Unknown LOAD_CASES entry '${name}' (known: ${Object.keys(cases).join(', ')})`);
    await settle();
    // The first requests after a start read cold pages and plan queries for the first time.
    await load(cases[name][0], member, cases[name][1], { connections: 10, seconds: WARMUP_SECONDS, quiet: true });
    await settle();
    await load(cases[name][0], member, cases[name][1]);
  }
  await settle();

  // ---- Hub fan-out: every connection is one user's, who follows the company the event is about.
  const follower = (await login(baseUrl, 'member@contoso.test', PASSWORD)).accessToken;
  const superAdmin = (await login(baseUrl, 'super@insights.test', PASSWORD)).accessToken;
  const companies = await api(follower, 'POST', COMPANIES_ENDPOINTS.list, { PageNumber: 1, PageSize: 1, SearchTerm: '' });
  const companyId = companies.data[0].id;
  await api(follower, 'POST', COMPANIES_ENDPOINTS.subscribe, { CompanyId: companyId, IsSubscribe: true });

  const received = new Map();
  const sockets = [];
  let dropped = 0;
  let failure = null;
  const open = (index) => new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${NOTIFICATION_HUB.path}?access_token=${encodeURIComponent(follower)}`);
    let ready = false;
    ws.on('open', () => ws.send(`{"protocol":"json","version":1}${RS}`));
    ws.on('message', (data) => {
      const text = data.toString();
      if (!ready && text.startsWith(`{}${RS}`)) {
        ready = true;
        resolve(ws);
      }
      if (text.includes(`"${NOTIFICATION_HUB.notificationReceive}"`) && !received.has(index)) received.set(index, performance.now());
    });
    ws.on('error', (error) => (ready ? undefined : reject(error)));
    ws.on('close', () => (ready ? (dropped += 1) : reject(new Error('closed before the handshake'))));
  });
  const openedAt = performance.now();
  while (sockets.length < HUB_CONNECTIONS && !failure) {
    const batch = await Promise.allSettled(Array.from({ length: Math.min(HUB_BATCH, HUB_CONNECTIONS - sockets.length) }, (_, i) => open(sockets.length + i)));
    for (const result of batch) {
      if (result.status === 'fulfilled') sockets.push(result.value);
      else failure ??= String(result.reason?.message ?? result.reason);
    }
  }
  const openSeconds = (performance.now() - openedAt) / 1000;
  received.clear();

  const licenseNumber = `LOAD-${Date.now().toString(36)}`;
  const t0 = performance.now();
  await api(superAdmin, 'POST', NOTIFICATIONS_ENDPOINTS.ingest, { csv: `State,Commodity,CompanyId,LicenseNumber,LicenseType\nTX,Electric,${companyId},${licenseNumber},Supplier\n` });
  const waitUntil = Date.now() + 60_000;
  while (received.size < sockets.length && Date.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 5));
  const times = [...received.values()].map((t) => t - t0).sort((a, b) => a - b);

  console.log(`\nHub: ${sockets.length} connections of one user (target ${HUB_CONNECTIONS}${failure ? `, stopped by: ${failure}` : ''}) opened in ${openSeconds.toFixed(1)} s, ${dropped} dropped;`);
  if (times.length > 0) {
    console.log(`  one license event (ingest call → NotificationReceive) reached ${times.length}/${sockets.length}: p50 ${pct(times, 50).toFixed(0)} ms, p95 ${pct(times, 95).toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms`);
  } else {
    console.log(`  the push reached none of the ${sockets.length} connections within 60 s`);
  }
  for (const ws of sockets) ws.terminate();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopServer();
}
