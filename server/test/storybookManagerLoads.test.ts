import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';
import { CHROMIUM } from '../../scripts/ensure-chromium.mjs';
import { until } from './support/until.js';
import { alive, descendants } from './support/processTree.js';
import { freePort } from './support/testServer.js';
import { storybookAnswering } from './support/storybook.js';

// A designer's first look at Storybook (issue 62, ADR 0059): `npm run storybook` on an empty cache, the manager opened
// in Chromium. The manager's UniversalStore followers (status, test provider, checklist, and addon-vitest's test store)
// ask the dev server's leaders for their state over the websocket; upstream gives them 1 s from their creation, and on
// this machine the socket opens and the busy server answers later than that: 4 "Timed out waiting for leader state"
// errors, and the stores stay in ERROR, refusing every setState. patches/storybook+*.patch lets them wait. Database-free.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The manager's followers it exposes to addons (storybook/manager-api); addon-vitest's own is covered by the log. */
const exposedFollowers = ['internal_universalStatusStore', 'internal_universalTestProviderStore', 'internal_universalChecklistStore'];

describe("Storybook manager's first load", () => {
  it('lists the stories with every UniversalStore follower synced to its leader and no UniversalStore error', async () => {
    const port = await freePort();
    // Storybook's cache (the manager's addon bundles, Vite's optimized dependencies) lives under CACHE_DIR/storybook.
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'storybook-first-load-'));
    const storybook = spawn('npm', ['run', 'storybook', '--silent', '--', '-p', String(port), '--ci', '--no-open', '--no-version-updates'], {
      cwd: root,
      env: { ...process.env, CACHE_DIR: cacheDir, STORYBOOK_DISABLE_TELEMETRY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    storybook.stdout!.on('data', (chunk) => (output += chunk));
    storybook.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<void>((resolve) => storybook.once('exit', () => resolve()));
    let browser: Browser | undefined;
    let started: number[] = [];
    try {
      await storybookAnswering(port, output);
      started = descendants(storybook.pid!);

      browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
      const page = await browser.newPage();
      // The manager and the preview frame: console errors and uncaught errors (the follower's rejected promise).
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));

      await page.goto(`http://127.0.0.1:${port}/`);
      // The manager has its story index (the sidebar lists the stories). Not the first story's render: on an empty
      // cache Vite first optimizes the stories' dependencies, 80 to over 120 s here, and the followers are the
      // manager's own, created before the preview frame loads anything.
      await page.locator('#storybook-explorer-tree [data-item-id]').first().waitFor({ timeout: 60_000 });

      // Every follower has settled: a follower's only timer is its wait for the leader, so once none is SYNCING no
      // error of theirs can come later. Settled by receiving the leader's state (READY), not by timing out (ERROR).
      const statuses = await until(
        async () => {
          const found = await page.evaluate((names) => {
            const api = (globalThis as unknown as { __STORYBOOK_API__?: Record<string, { status: string } | undefined> }).__STORYBOOK_API__;
            return names.map((name) => `${name}: ${api?.[name]?.status ?? 'missing'}`);
          }, exposedFollowers);
          return found.every((line) => !line.endsWith('SYNCING')) && found;
        },
        'the manager stores done syncing',
        60_000,
      );
      expect(statuses).toEqual(exposedFollowers.map((name) => `${name}: READY`));
      expect(errors.filter((text) => /UniversalStore/.test(text))).toEqual([]);
    } finally {
      await browser?.close();
      if (storybook.exitCode === null) {
        started = [...started, ...descendants(storybook.pid!)];
        storybook.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      }
      // Whatever did not stop on SIGTERM (the stop itself is storybookStops.test.ts's business).
      for (const pid of started) if (alive(pid)) process.kill(pid, 'SIGKILL');
      if (storybook.exitCode === null) storybook.kill('SIGKILL');
      rmSync(cacheDir, { recursive: true, force: true });
    }
  }, 300_000);
});
