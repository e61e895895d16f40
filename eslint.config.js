// ESLint (flat config): typescript-eslint's recommended rules without type information (fast enough for every run),
// React's rules of hooks where React runs, and the one import rule a bundle needs. The floors between folders
// (server ↛ widgets, screen ↛ screen, no circles) are dependency-cruiser's job: .dependency-cruiser.cjs.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const tests = ['**/*.test.{ts,tsx}', 'widgets/core/testing/**'];

export default defineConfig(
  globalIgnores([
    'dist/',
    'portal/dist/',
    'e2e/hosts/dist/', // host fixtures built by scripts/check-package.mjs
    'storybook-static/',
    '.tsbuild/',
    '.data/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    'bench-results/',
  ]),
  {
    // A disable comment that no longer silences anything hides the next real problem: fail on it.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['server/**', 'scripts/**', 'e2e/**', '**/*.config.{ts,js,mjs,cjs}', '.storybook/main.ts', '*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Browser tests and benchmarks hand functions to Playwright that run inside the page.
    files: ['widgets/**', 'portal/**', 'stories/**', '.storybook/**', 'e2e/**', 'scripts/bench/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    // The example intranet pages: plain browser scripts with oidc-client-ts's browser build as a global.
    files: ['examples/**/*.js'],
    languageOptions: { sourceType: 'module', globals: { ...globals.browser, oidc: 'readonly', INSIGHTS_URL: 'readonly' } },
  },
  {
    files: ['widgets/**/*.{ts,tsx}', 'portal/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // styled-components 6 has no `exports` map: Node's ESM loader hands `import styled from` the CommonJS object
    // (`styled.div is not a function` in server rendering or a host's tests). The named export is the same function
    // in the ESM and CommonJS builds, so every file imports `{ styled }` and the package imports in plain Node.
    files: ['widgets/**/*.{ts,tsx}', 'portal/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'styled-components', importNames: ['default'], message: "Import `{ styled }` from 'styled-components' (the default import breaks in Node ESM)." }],
      }],
    },
  },
  {
    // Schemas are zod; a run-time import would put zod into every widget bundle. Widgets use their types only.
    // Queries go through the widgets' own `useQuery`.
    files: ['widgets/**/*.{ts,tsx}'],
    ignores: tests,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          // A reply drawn in a transition, not as a blocking update (ADR 0042).
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useQuery'],
              message: "Widgets take `useQuery` from widgets/core/api/useQuery: TanStack's renders each reply in one blocking task (ADR 0042).",
            },
          ],
          patterns: [
            {
              group: ['**/contract/**/schemas', '**/contract/http'],
              allowTypeImports: true,
              message: 'Widgets import contract schemas with `import type` only (zod stays out of the bundle).',
            },
          ],
        },
      ],
    },
  },
);
