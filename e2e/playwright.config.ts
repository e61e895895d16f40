import { defineConfig } from '@playwright/test';
// Plain relative imports of .mjs helpers keep one list of Chromium flags for every browser run.
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';
import { endToEndBrowser } from '../scripts/ensure-chromium.mjs';

const port = Number(process.env.E2E_PORT || 3100);
export const baseURL = `http://localhost:${port}`;
/** The example intranet of docs/embedding.md (examples/intranet-sso.html) on an origin of its own. */
const intranetPort = port + 1;
export const intranetURL = `http://localhost:${intranetPort}`;
/** Another origin for a page of the tests' own making (the doc's snippet at /team/portal.html). */
export const otherOriginURL = `http://localhost:${port + 2}`;
/** The loopback webhook receiver e2e/integrations.spec.ts runs; the server admits it (WEBHOOK_PRIVATE_ALLOWLIST). */
export const WEBHOOK_RECEIVER = process.env.E2E_WEBHOOK_RECEIVER || `127.0.0.1:${port + 1499}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  outputDir: '../test-results/e2e',
  use: {
    baseURL,
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's chromium-headless-shell when installed (npm test installs it), as Playwright runs headless tests
      // itself: a third less time than full Chromium for the same tests (ADR 0041).
      executablePath: endToEndBrowser(),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      cwd: '..',
      url: `${baseURL}/portal-config.json`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // SIGTERM, not Playwright's default SIGKILL: scripts/e2e-server.mjs then stops the server and removes the run's
      // database folder (about 120 MB each run were left in the temporary folder).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      // The example intranet's client, registered at start as docs/embedding.md describes (INTRANET_CLIENTS).
      env: {
        E2E_PORT: String(port),
        INTRANET_CLIENTS: JSON.stringify([{ clientId: 'insights-intranet-example', name: 'Example intranet', redirectUris: [`${intranetURL}/intranet-sso.html`] }]),
        // Issue 37: the one private receiver webhooks may reach in these tests, and retries seconds apart.
        WEBHOOK_PRIVATE_ALLOWLIST: WEBHOOK_RECEIVER,
        WEBHOOK_RETRY_SCHEDULE: '1,2,2,2,2,2,2',
      },
    },
    {
      command: 'node scripts/example-intranet.mjs',
      cwd: '..',
      url: `${intranetURL}/intranet-sso.html`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { EXAMPLE_PORT: String(intranetPort), INSIGHTS_URL: baseURL },
    },
  ],
});
