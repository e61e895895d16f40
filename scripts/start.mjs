// `npm start`: serves the whole product from the reference server on the embedded database (seeded on first start)
// at http://localhost:$PORT, building what is stale — only what the first page needs before it answers.
// The server starts at once (importing, opening and seeding the database is single-threaded, about ten seconds) while
// the portal builds beside it on the second core (Vite, a few seconds); the portal answers when both are done. Then,
// with their progress printed: the portal's compressed copies and the widget bundles intranet pages load from
// /widgets/ (the examples, docs/embedding.md), bundled with esbuild (scripts/buildIntranetBundles.mjs says why).
// Measured on a fresh copy (`BENCH_ONLY=start npm run bench`): see START_FIGURE.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isStopping, spawnTracked, stopOnSignals } from './children.mjs';
import { runQuiet } from './run.mjs';

/** What the README says too; `BENCH_ONLY=start npm run bench` measures it. */
const START_FIGURE = 'measured on a fresh copy on a 2-core machine at load average 8: the portal answers after about 44 s, most of it the first database and its seed, everything is built after about 49 s'

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}
const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const lockTime = mtime('package-lock.json');
const isStale = (output, sources) => mtime(output) <= Math.max(lockTime, ...sources.map(newest));

/** Runs the steps with their output held back; the whole output only when one fails. */
async function runSteps(steps) {
  for (const [bin, ...args] of steps) {
    const result = await runQuiet(process.execPath, [bin, ...args]);
    if (result.code !== 0) return result;
  }
  return { code: 0, output: '' };
}

const port = Number(process.env.PORT ?? 3000);
// The portal's build lands in portal/dist in one rename, so index.html there means a whole build.
const portalStale = isStale('portal/dist/index.html', ['widgets', 'contract', 'portal']);
// The last file the bundles' build writes; the library build (dist/widgets, dist/types) is not needed to run the
// product: `npm run build:lib` makes it for a package.
const bundlesStale = isStale('dist/insights-elements.standalone.js', ['widgets', 'contract']);
if (portalStale || bundlesStale) {
  console.log(`[start] building what changed: the portal beside the starting server, then the widget bundles for intranet pages (${START_FIGURE}).`);
}

// The server serves portal/dist and /widgets/ from dist/ as they appear (an empty folder until then, not a warning).
mkdirSync('dist', { recursive: true });
mkdirSync('portal/dist', { recursive: true });
// Ctrl+C, SIGTERM (a supervisor, `kill`) or SIGHUP (the terminal closed): the server and any build still running get
// the signal too (SIGTERM for SIGHUP), and npm start ends once they have (the server finishes the requests in flight
// and closes the database first).
// The server gives requests in flight up to its SHUTDOWN_TIMEOUT_MS (25 s unless set) and then exits on its own; the
// grace here outlasts it, so the server is never killed in the middle of closing the database (a 15 s grace did that
// on a busy CI machine: the server was still closing when start.mjs sent SIGKILL).
const serverShutdownMs = Number(process.env.SHUTDOWN_TIMEOUT_MS) || 25_000;
stopOnSignals({
  graceMs: serverShutdownMs + 5_000,
  onStop: (signal) => console.log(`[start] ${signal}: stopping the server and any build still running…`),
});
const env = { PRICING_MENU: 'true', ...process.env };
// A process group of its own (POSIX): Ctrl+C in a terminal signals the whole foreground group, and the server takes
// a second signal as "stop now, skip the graceful shutdown"; this way it gets the one stopOnSignals passes on.
// The IPC channel is the server's tie to this process: when start.mjs dies in a way it cannot pass anything on
// (kill -9, a crash), the channel closes and the server shuts down as on SIGTERM (server/src/main.ts), instead of
// living on in its own group, holding the port and the data folder (issue 62).
const server = spawnTracked(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env,
  detached: process.platform !== 'win32',
});
server.on('exit', (code, signal) => !isStopping() && process.exit(code ?? (signal ? 1 : 0)));
server.on('error', (error) => {
  console.error(error);
  process.exit(1);
});

if (portalStale) await buildPortal();
await portalAnswers();
const compressPortal = !existsSync('portal/dist/index.html.br');
if (compressPortal || bundlesStale) {
  console.log(`[start] the portal answers at http://localhost:${port} (${seconds()} since npm start); still building: ${[
    compressPortal && "the portal's compressed copies",
    bundlesStale && 'the widget bundles for intranet pages (/widgets/, the examples)',
  ].filter(Boolean).join(', ')}…`);
  if (compressPortal) await precompress('portal/dist');
  // A failed bundle build is reported by buildBundles; the portal keeps running.
  const bundlesBuilt = !bundlesStale || (await buildBundles());
  if (bundlesBuilt) {
    if (bundlesStale) await precompress('dist/loader', 'dist/insights-elements.standalone.js');
    console.log(`[start] everything is built (${seconds()} since npm start): intranet pages can load http://localhost:${port}/widgets/loader/insights-elements.js`);
  }
}

/** The same build as `npm run build:portal` (package.json), written aside and moved into portal/dist in one step. */
async function buildPortal() {
  const portalStarted = Date.now();
  console.log('[start] building the portal…');
  const aside = resolve('dist/.portal-build');
  const result = await runQuiet(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'portal/vite.config.ts', '--outDir', aside]);
  if (isStopping()) await new Promise(() => {}); // stopOnSignals exits once every child has
  if (result.code !== 0) {
    console.log(`[start] the portal failed to build:\n\n${result.output}`);
    server.kill();
    process.exit(result.code);
  }
  rmSync('portal/dist', { recursive: true, force: true });
  renameSync(aside, 'portal/dist');
  console.log(`[start] portal built in ${Math.round((Date.now() - portalStarted) / 1000)} s`);
}

/** Resolves once the server answers the portal's first page. */
async function portalAnswers() {
  for (;;) {
    try {
      const reply = await fetch(`http://localhost:${port}/`, { headers: { accept: 'text/html' } });
      if (reply.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The .br and .gz copies the server sends (scripts/precompress.mjs), quickly: `npm run build` writes the smallest. */
async function precompress(...targets) {
  const result = await runSteps([['scripts/precompress.mjs', '--quick', ...targets]]);
  if (isStopping()) await new Promise(() => {}); // stopOnSignals exits once every child has
  if (result.code !== 0) console.log(`[start] compressing ${targets.join(', ')} failed (they are served uncompressed):\n\n${result.output}`);
}

/** True when the bundles built. */
async function buildBundles() {
  // Progress lines pass through; everything else (a stack trace, a tool's warning) only when the build fails.
  const child = spawnTracked(process.execPath, ['scripts/buildIntranetBundles.mjs'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let held = '';
  child.stdout.on('data', (chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      if (line.startsWith('[start]')) console.log(line);
      else held += `${line}\n`;
    }
  });
  child.stderr.on('data', (chunk) => (held += chunk));
  const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  if (isStopping()) await new Promise(() => {}); // stopOnSignals exits once every child has
  if (code !== 0) console.log(`[start] the widget bundles failed to build (the portal keeps running; /widgets/ and the examples need them):\n\n${held}`);
  return code === 0;
}
