// `npm start`: serves the whole product from the reference server on the embedded database (seeded on first start)
// at http://localhost:$PORT, building what is stale first — but only what the first page needs before it answers.
// The portal (Vite, a few seconds) builds first; then the server starts (and seeds) while the widget bundles intranet
// pages load from /widgets/ (the examples, docs/embedding.md) build beside it at low priority, with their progress
// printed: the server's start is single-threaded, so the second core is theirs. Measured on a fresh copy on two busy
// cores (`BENCH_ONLY=start npm run bench`, load average 8): the portal answered after 36 s, everything after 124 s.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runQuiet } from './run.mjs';

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
const portalStale = isStale('portal/dist/index.html.br', ['widgets', 'contract', 'portal']);
// The last file the bundles' steps write (precompress); the library build (dist/widgets, dist/types) is not needed to
// run the product: `npm run build:lib` makes it for a package.
const bundlesStale = isStale('dist/insights-elements.standalone.js.br', ['widgets', 'contract']);
if (portalStale || bundlesStale) {
  console.log('[start] building what changed: the portal first, then the widget bundles for intranet pages beside the starting server (measured on a busy 2-core machine: the portal answered after 36 s, everything after about 2 minutes).');
}

// The same steps as `npm run build:portal` (package.json).
if (portalStale) {
  const portalStarted = Date.now();
  console.log('[start] building the portal…');
  const result = await runSteps([
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'portal/vite.config.ts'],
    ['scripts/precompress.mjs', 'portal/dist'],
  ]);
  if (result.code !== 0) {
    console.log(`[start] the portal failed to build:\n\n${result.output}`);
    process.exit(result.code);
  }
  console.log(`[start] portal built in ${Math.round((Date.now() - portalStarted) / 1000)} s`);
}

// The server serves /widgets/ from dist/ whether or not the bundles are built yet (a missing folder is a warning).
mkdirSync('dist', { recursive: true });
const env = { PRICING_MENU: 'true', ...process.env };
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { stdio: 'inherit', env });
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
server.on('error', (error) => {
  console.error(error);
  process.exit(1);
});

const bundlesBuilt = bundlesStale ? buildBundles() : null;
await portalAnswers();
if (bundlesBuilt) {
  console.log(`[start] the portal answers at http://localhost:${port} (${seconds()} since npm start); the widget bundles for intranet pages (/widgets/, the examples) are still building…`);
  await bundlesBuilt;
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

async function buildBundles() {
  // Progress lines pass through; everything else (a stack trace, a tool's warning) only when the build fails.
  const child = spawn(process.execPath, ['scripts/buildIntranetBundles.mjs'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let held = '';
  child.stdout.on('data', (chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      if (line.startsWith('[start]')) console.log(line);
      else held += `${line}\n`;
    }
  });
  child.stderr.on('data', (chunk) => (held += chunk));
  const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  if (code !== 0) {
    console.log(`[start] the widget bundles failed to build (the portal keeps running; /widgets/ and the examples need them):\n\n${held}`);
    return;
  }
  console.log(`[start] everything is built (${seconds()} since npm start): intranet pages can load http://localhost:${port}/widgets/loader/insights-elements.js`);
}
