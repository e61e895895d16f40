// Issue 22's Next.js proof, run on demand (`npm run proof:next`), not in `npm test`: it downloads Next.js (about
// 120 packages) and builds with Turbopack, a minute and a half on the 2-core machine, to prove one thing the
// plain-Node check (e2e/hosts/app/node-check.mjs) already covers in `npm test` from another side.
//
// It packs the library, installs the tarball with Next.js and React 19 into a copy of e2e/hosts/next (an app-router
// page whose client component renders <LicenseSummary> and <CompanyList> inside InsightsProvider), runs
// `next build` (the page prerenders as static HTML: both components must be in it in their loading state), then
// `next start` and opens the page in Chromium: it must hydrate with no error and no hydration warning and show the
// signed-out state (the page has no sign-in; that is the embedding guide's business, proven by e2e/hosts.spec.ts).
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { runQuiet } from './run.mjs';

const NEXT_VERSION = '16.4.6';
const port = Number(process.env.NEXT_PROOF_PORT ?? 3990);
const root = resolve(import.meta.dirname, '..');
const host = mkdtempSync(join(tmpdir(), 'insights-next-'));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

async function step(label, cmd, args, opts = {}) {
  const started = Date.now();
  const { code, output } = await runQuiet(cmd, args, { env, ...opts });
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (code !== 0) {
    console.error(output);
    process.exit(1);
  }
  return output;
}

// npm pack builds the library first (package.json's prepack).
const packed = await step('build and pack the library', 'npm', ['pack', '--silent', '--pack-destination', host], { cwd: root });
const tarball = join(host, packed.trim().split('\n').pop());
cpSync(join(root, 'e2e/hosts/next'), host, { recursive: true });
await step(`install next@${NEXT_VERSION}, React 19 and the tarball`, 'npm', [
  'install', '--no-audit', '--no-fund',
  `next@${NEXT_VERSION}`, 'react@19', 'react-dom@19', 'styled-components@6', '@tanstack/react-query@5',
  'typescript@5', '@types/react@19', '@types/node@20', tarball,
], { cwd: host });
await step('next build', 'npx', ['next', 'build'], { cwd: host });

const failures = [];
const html = readFileSync(join(host, '.next/server/app/index.html'), 'utf8');
const busy = html.match(/aria-busy="true"/g)?.length ?? 0;
if (busy !== 2) failures.push(`the prerendered page holds ${busy} loading states, expected 2`);

const server = spawn('npx', ['next', 'start', '-p', String(port)], { cwd: host, env, stdio: 'ignore', detached: true });
try {
  const url = `http://localhost:${port}/`;
  for (let i = 0; i < 60; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const problems = [];
  page.on('console', (m) => {
    // The page has no favicon; everything else printed as an error or warning counts (hydration mismatches are).
    if ((m.type() === 'error' || m.type() === 'warning') && !m.location().url.endsWith('/favicon.ico')) {
      problems.push(`${m.type()}: ${m.text().slice(0, 300)}`);
    }
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(url);
  await page.getByText('Sign in required').nth(1).waitFor({ timeout: 15_000 }).catch(() => {
    failures.push('the two components did not reach their signed-out state after hydration');
  });
  failures.push(...problems);
  await browser.close();
} finally {
  try {
    process.kill(-server.pid);
  } catch {
    // already gone
  }
}

console.log(failures.length ? `FAIL Next.js ${NEXT_VERSION}:\n  ${failures.join('\n  ')}` : `ok   Next.js ${NEXT_VERSION}: app-router page prerendered both components and hydrated cleanly`);
rmSync(host, { recursive: true, force: true });
process.exitCode = failures.length ? 1 : 0;
