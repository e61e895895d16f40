// `npm test`: every test — types, lint (code rules and the floors between folders), unit, component, server (on
// PGlite, then again on a throwaway PostgreSQL with the two-instance and fault tests), every Storybook story in
// Chromium, and the browser end-to-end suite. Ends with one "N passed, N failed" line.
import { readFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { startPostgres } from './ensure-postgres.mjs';
import { runQuiet } from './run.mjs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

ensureChromium();

const steps = [];
const began = Date.now();
const at = () => `${Math.round((Date.now() - began) / 1000)} s`;

/**
 * One step with its output held back and printed whole, under its heading, when it ends: steps of the two lanes below
 * run at the same time, and the log still reads as if they had run in turn. The summary keeps the order of `order`.
 */
async function step(name, cmd, args, env) {
  console.log(`[${at()}] started: ${name}`);
  const started = Date.now();
  const { code, output } = await runQuiet(cmd, args, { env: { ...process.env, ...env } });
  console.log(`\n=== ${name} ===\n${output}`);
  steps.push({ name, code, seconds: Math.round((Date.now() - started) / 1000) });
  return code;
}

const names = {
  typecheck: 'typecheck',
  lint: 'lint',
  pack: 'build widgets by npm pack (prepack), package checks (publint, arethetypeswrong, host installs)',
  portal: 'build portal',
  unit: 'vitest (unit, stories)',
  pglite: 'vitest server (PGlite)',
  pg: 'vitest server-pg (PostgreSQL)',
  e2e: 'end-to-end (Chromium)',
  visual: 'visual regression (Storybook stories)',
};

// Two lanes on the two cores, each step in a lane after the one before it. Most steps keep about one core busy
// (tsc, ESLint, rollup, one server-test file at a time, one e2e worker); run one after another, a core idled for
// minutes (measured: 35 min in all). Lane one is the longest chain: the library build, the portal on it, the
// end-to-end suite on both, then the server tests on PostgreSQL. Lane two needs no build until its last step.
//
// The packed package as a host gets it: dist/ removed, so `npm pack` builds the library through prepack (the one
// library build of the run, which the later steps use); then publint, arethetypeswrong, installed into empty React 18
// and 19 projects (no server package lands; every entry imports in Node), and the host fixtures e2e/hosts.spec.ts opens.
let portalBuilt;
const portalReady = new Promise((resolve) => (portalBuilt = resolve));
const laneOne = async () => {
  await step(names.pack, 'node', ['scripts/check-package.mjs']);
  const libraryBuilt = existsSync('dist/widgets/index.js') && existsSync('dist/insights-elements.standalone.js');
  const built = libraryBuilt && (await step(names.portal, 'npm', ['run', 'build:portal'])) === 0;
  portalBuilt();
  if (built) await step(names.e2e, 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
  await postgresTests();
};
const laneTwo = async () => {
  await Promise.all([step(names.typecheck, 'npx', ['tsc', '-b']), step(names.lint, 'node', ['scripts/lint.mjs'])]);
  // Unit and component tests (happy-dom) and every story in Chromium: no build needed.
  await step(names.unit, 'npx', [
    'vitest', 'run', '--project', 'unit', '--project', 'storybook', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`,
  ], { TEST_DATABASE_URL: '' });
  // Every Storybook story screenshotted and compared with its baseline (docs/visual-testing.md); builds Storybook first.
  await step(names.visual, 'npm', ['run', 'test:visual']);
  // The server tests on in-memory PGlite. After the portal's build: two of them run `npm start`, which would build
  // whatever is missing itself (into the folders the build steps write).
  await portalReady;
  await step(names.pglite, 'npx', [
    'vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest-server.json`,
  ], { TEST_DATABASE_URL: '' });
};
await Promise.all([laneOne(), laneTwo()]);

/**
 * The server tests again, each test server on its own database of a throwaway PostgreSQL cluster (installs Debian's
 * postgresql package first when it is missing), with the tests only PostgreSQL can run (two instances, faults). A
 * cluster that cannot start fails this step only.
 */
async function postgresTests() {
  let postgres;
  try {
    postgres = await startPostgres();
  } catch (error) {
    console.error(`\n=== ${names.pg} ===\n${error.message}`);
    steps.push({ name: names.pg, code: 1, seconds: 0 });
    return;
  }
  // Ctrl-C or a kill still removes the cluster.
  const stop = () => postgres.stop();
  process.on('exit', stop);
  const interrupted = () => process.exit(130);
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);
  try {
    await step(names.pg, 'npx', [
      'vitest', 'run', '--project', 'server-pg', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest-pg.json`,
    ], { TEST_DATABASE_URL: postgres.url });
  } finally {
    stop();
    process.off('exit', stop);
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
}

function counts() {
  let passed = 0, failed = 0, skipped = 0;
  for (const v of [`${results}/vitest.json`, `${results}/vitest-server.json`, `${results}/vitest-pg.json`]) {
    if (!existsSync(v)) continue;
    const j = JSON.parse(readFileSync(v, 'utf8'));
    passed += j.numPassedTests ?? 0;
    failed += (j.numFailedTests ?? 0);
    skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
  }
  for (const p of [`${results}/playwright.json`, `${results}/visual.json`]) {
    if (!existsSync(p)) continue;
    const s = JSON.parse(readFileSync(p, 'utf8')).stats ?? {};
    passed += s.expected ?? 0;
    failed += (s.unexpected ?? 0) + (s.flaky ?? 0);
    skipped += s.skipped ?? 0;
  }
  return { passed, failed, skipped };
}

console.log('\n=== summary ===');
const order = Object.values(names);
steps.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
console.log(`all steps ended after ${at()}`);
for (const s of steps) console.log(`${s.code === 0 ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds}s)`);
const { passed, failed, skipped } = counts();
const stepFailed = steps.some((s) => s.code !== 0);
const failedTotal = failed + (stepFailed && failed === 0 ? 1 : 0);
console.log(`${passed} passed, ${failedTotal} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(stepFailed || failed > 0 ? 1 : 0);
