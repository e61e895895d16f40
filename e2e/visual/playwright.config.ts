import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';

/**
 * Visual regression of every Storybook story (docs/visual-testing.md): the static Storybook build served on its own
 * port, each story opened in Debian's Chromium and compared with its committed baseline in __screenshots__/.
 * `npm run test:visual` builds Storybook and runs this; `npm run visual:update` refreshes the baselines.
 */
const port = Number(process.env.VISUAL_PORT || 6107);

export default defineConfig({
  testDir: '.',
  // Not `*.spec.ts`: the e2e suite (e2e/playwright.config.ts, testDir e2e/) must not pick this run up.
  testMatch: '*.visual.ts',
  // One file per story id, no platform suffix: the baselines are made by Debian's Chromium on Linux, as `npm test` runs.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // A story without a baseline fails (and writes none): baselines change only through `npm run visual:update`.
  updateSnapshots: 'none',
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Same machine, same browser: run to run, at most ~15 anti-aliased edge pixels differ in a few stories. Allow
      // that hair only; a changed colour, size or text anywhere in a story is well above it.
      threshold: 0.05,
      maxDiffPixels: 20,
    },
  },
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS || 2),
  retries: 0,
  reporter: [['dot'], ['json', { outputFile: '../../test-results/visual.json' }]],
  outputDir: '../../test-results/visual',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'America/Chicago',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--hide-scrollbars'],
    },
  },
  webServer: {
    command: 'node e2e/visual/serve.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.json`,
    timeout: 30_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { VISUAL_PORT: String(port) },
  },
});
