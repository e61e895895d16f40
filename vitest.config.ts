import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { packageAliases } from './scripts/packageAliases.mjs';


const serverTests = ['server/**/*.test.ts', 'widgets/**/*.contract.test.ts'];
const postgresOnlyTests = ['server/test/postgres*.test.ts'];
// Server tests that open no database (pure rules, the route contract, process handling, module loading): they run once,
// in the PGlite project; on PostgreSQL they would repeat the same work (startStops alone is about 20 s of two cores).
const databaseFreeTests = [
  'server/test/apiKeyFormat.test.ts',
  'server/test/dataFolderLock.test.ts',
  'server/test/digestPeriod.test.ts',
  'server/test/guards.test.ts',
  'server/test/quietRuntimeWarning.test.ts',
  'server/test/routeContract.test.ts',
  'server/test/startStops.test.ts',
  'server/test/storybookStops.test.ts',
  'server/test/storybookManagerLoads.test.ts',
  'server/test/webhooks-address.test.ts',
];

export const alias = packageAliases;

export default defineConfig({
  resolve: { alias, dedupe: ['react', 'react-dom', 'styled-components'] },
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias, dedupe: ['react', 'react-dom', 'styled-components'] },
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['contract/**/*.test.ts', 'widgets/**/*.test.{ts,tsx}', 'portal/**/*.test.{ts,tsx}', 'docs/**/*.test.ts'],
          exclude: ['**/*.contract.test.ts', '**/node_modules/**'],
          setupFiles: ['./widgets/core/testing/setup.ts'],
          // Room for a few of the setup's 4 s waits in one test.
          testTimeout: 15_000,
          // One module graph and one happy-dom per worker instead of per file (the setup file still runs for each
          // file): 190 s → 68 s here, and every file passes in shuffled orders too (--sequence.shuffle.files).
          isolate: false,
        },
      },
      {
        // Runs every story (and its play function) in Debian's Chromium; never downloads a browser.
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        resolve: { alias, dedupe: ['react', 'react-dom', 'styled-components'] },
        test: {
          name: 'storybook',
          // Every story file in one frame, its modules loaded once, instead of a new frame per file that loads the
          // widgets and their libraries again: 270 → 120 s here for the same 270 stories, which also pass in shuffled
          // file orders (--sequence.shuffle.files). Each story starts as a new tab would (.storybook/preview.tsx).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: '/usr/bin/chromium',
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-quic',
                  '--no-first-run',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // The API client's contract tests need the real server, so they run here, in Node.
          include: serverTests,
          exclude: [...postgresOnlyTests, '**/node_modules/**'],
          // In-memory PGlite here, even when a PostgreSQL is at hand for the project below.
          env: { TEST_DATABASE_URL: '' },
          // One migrated and seeded database per run; each test server starts from a copy of it.
          globalSetup: ['./server/test/support/seededTemplate.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One module graph per run instead of per file (the server, Fastify, oidc-provider and PGlite load once):
          // 738 → 448 s in CI. Every file starts its own test servers on its own databases, so nothing else is shared.
          isolate: false,
        },
      },
      // The same server tests on a real PostgreSQL (a fresh database per test server), plus the tests only it can
      // run (two instances on one database). Present when TEST_DATABASE_URL names a server: `npm test` starts a
      // throwaway one with scripts/ensure-postgres.mjs; by hand, `node scripts/ensure-postgres.mjs npx vitest run
      // --project server-pg`.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-pg',
                environment: 'node',
                include: [...serverTests, ...postgresOnlyTests],
                exclude: [...databaseFreeTests, '**/node_modules/**'],
                globalSetup: ['./server/test/support/seededTemplate.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
                fileParallelism: false,
                isolate: false,
              },
            },
          ]
        : []),
    ],
  },
});
