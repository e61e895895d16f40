// `npm test`: every test — types, lint (code rules and the floors between folders), unit, component, server (on
// PGlite, then again on a throwaway PostgreSQL with the two-instance and fault tests), every Storybook story in
// Chromium, and the browser end-to-end suite. Ends with one "N passed, N failed" line.
import { readFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { startPostgres } from './ensure-postgres.mjs';
import { run, runQuiet } from './run.mjs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

ensureChromium();

const steps = [];
async function step(name, cmd, args, env) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await run(cmd, args, { env: { ...process.env, ...env } });
  steps.push({ name, code, seconds: Math.round((Date.now() - started) / 1000) });
  return code;
}

/**
 * Steps that share no files, database or port, run at once: each one's output is held back and printed whole, under
 * its heading, when it ends (so the log reads as if they had run in turn); the summary keeps the given order.
 */
async function together(list) {
  const ends = await Promise.all(list.map(async ({ name, cmd, args, env }) => {
    const started = Date.now();
    const { code, output } = await runQuiet(cmd, args, { env: { ...process.env, ...env } });
    console.log(`\n=== ${name} ===\n${output}`);
    return { name, code, seconds: Math.round((Date.now() - started) / 1000) };
  }));
  steps.push(...ends);
  return ends.map((e) => e.code);
}

// The packed package as a host gets it: dist/ removed, so `npm pack` builds the library through prepack (the one
// library build of the run, which the later steps use); then publint, arethetypeswrong, installed into empty React 18
// and 19 projects (no server package lands; every entry imports in Node), and the host fixtures e2e/hosts.spec.ts opens.
// Types and lint meanwhile (the build is mostly one core's work; tsc -b writes only .tsbuild/).
await together([
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-b'] },
  { name: 'lint', cmd: 'node', args: ['scripts/lint.mjs'] },
  { name: 'build widgets by npm pack (prepack), package checks (publint, arethetypeswrong, host installs)', cmd: 'node', args: ['scripts/check-package.mjs'] },
]);
const libraryBuilt = existsSync('dist/widgets/index.js') && existsSync('dist/insights-elements.standalone.js');
const built = libraryBuilt && (await step('build portal', 'npm', ['run', 'build:portal'])) === 0;
// Unit and component tests and every story (both cores), then the server tests on PGlite and on PostgreSQL at once:
// each runs its files one at a time on its own databases, so together they keep both cores busy.
await step('vitest (unit, stories)', 'npx', [
  'vitest', 'run', '--project', 'unit', '--project', 'storybook', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`,
], { TEST_DATABASE_URL: '' });
await serverTests();
// Alone: its tests wait on a real browser and server, and beside other steps it took 560 → 946 s and a keystroke
// race failed (measured with the steps in two lanes, which also broke timing-sensitive unit tests beside the build).
if (built) await step('end-to-end (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);

/**
 * The server tests on in-memory PGlite, and at the same time again with each test server on its own database of a
 * throwaway PostgreSQL cluster (installs Debian's postgresql package first when it is missing). A cluster that cannot
 * start fails the PostgreSQL step only. Each suite runs one file at a time (about one core each); beside them, every
 * Storybook story screenshotted and compared with its baseline (docs/visual-testing.md; it builds Storybook first),
 * whose screenshots do not depend on timing.
 */
async function serverTests() {
  const visual = { name: 'visual regression (Storybook stories)', cmd: 'npm', args: ['run', 'test:visual'] };
  const pglite = {
    name: 'vitest server (PGlite)', cmd: 'npx',
    args: ['vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest-server.json`],
    env: { TEST_DATABASE_URL: '' },
  };
  const name = 'vitest server-pg (PostgreSQL)';
  let postgres;
  try {
    postgres = await startPostgres();
  } catch (error) {
    console.error(`\n=== ${name} ===\n${error.message}`);
    steps.push({ name, code: 1, seconds: 0 });
    await together([pglite, visual]);
    return;
  }
  // Ctrl-C or a kill still removes the cluster.
  const stop = () => postgres.stop();
  process.on('exit', stop);
  const interrupted = () => process.exit(130);
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);
  try {
    await together([pglite, {
      name, cmd: 'npx',
      args: ['vitest', 'run', '--project', 'server-pg', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest-pg.json`],
      env: { TEST_DATABASE_URL: postgres.url },
    }, visual]);
  } finally {
    stop();
    process.off('exit', stop);
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
}

/** Totals over every report, and each failed test's name with the first line of its error (CI logs show the tail). */
function counts() {
  let passed = 0, failed = 0, skipped = 0;
  const failures = [];
  for (const v of [`${results}/vitest.json`, `${results}/vitest-server.json`, `${results}/vitest-pg.json`]) {
    if (!existsSync(v)) continue;
    const j = JSON.parse(readFileSync(v, 'utf8'));
    passed += j.numPassedTests ?? 0;
    failed += (j.numFailedTests ?? 0);
    skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
    for (const file of j.testResults ?? []) {
      const where = file.name.replace(`${process.cwd()}/`, '');
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'failed') failures.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failures.push(`${where}: ${firstLine(file.message)}`);
      }
    }
  }
  for (const p of [`${results}/playwright.json`, `${results}/visual.json`]) {
    if (!existsSync(p)) continue;
    const report = JSON.parse(readFileSync(p, 'utf8'));
    const s = report.stats ?? {};
    passed += s.expected ?? 0;
    failed += (s.unexpected ?? 0) + (s.flaky ?? 0);
    skipped += s.skipped ?? 0;
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
          const error = t.results?.find((r) => r.error)?.error?.message;
          failures.push(`${spec.file ?? file}:${spec.line} › ${spec.title}${t.status === 'flaky' ? ' (flaky)' : ''}: ${firstLine(error)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
    };
    for (const suite of report.suites ?? []) walk(suite, suite.file);
  }
  return { passed, failed, skipped, failures };
}

function firstLine(text) {
  // eslint-disable-next-line no-control-regex
  return String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim())?.trim().slice(0, 300) ?? '';
}

console.log('\n=== summary ===');
for (const s of steps) console.log(`${s.code === 0 ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds}s)`);
const { passed, failed, skipped, failures } = counts();
for (const f of failures) console.log(`  failed: ${f}`);
const stepFailed = steps.some((s) => s.code !== 0);
const failedTotal = failed + (stepFailed && failed === 0 ? 1 : 0);
console.log(`${passed} passed, ${failedTotal} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(stepFailed || failed > 0 ? 1 : 0);
