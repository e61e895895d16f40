// `npm run lint`: ESLint (code rules, eslint.config.js) and dependency-cruiser (the floors between folders and
// import circles, .dependency-cruiser.cjs). Runs both, prints every finding, fails if either finds an error.
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';
import extractTsConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { run } from './run.mjs';

const require = createRequire(import.meta.url);
const SOURCES = ['contract', 'widgets', 'portal', 'server', 'stories', 'e2e', 'scripts', '.storybook', 'vitest.config.ts'];

function seconds(since) {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

let started = performance.now();
const eslint = await run('npx', [
  'eslint', '.', '--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint/',
]);
console.log(`eslint: ${eslint === 0 ? 'no problems' : 'FAILED'} (${seconds(started)})`);

// Through its API: dependency-cruiser 18's command line refuses Node 20 outright (its engines say ^22), while the
// cruise itself runs fine here. Switch to `depcruise --config .dependency-cruiser.cjs ...` once Node 22 is the floor.
started = performance.now();
const { forbidden, options } = require('../.dependency-cruiser.cjs');
const { output, exitCode } = await cruise(
  SOURCES,
  { ...options, validate: true, ruleSet: { forbidden }, outputType: 'err' },
  undefined,
  { tsConfig: extractTsConfig(options.tsConfig.fileName) },
);
process.stdout.write(output);
console.log(`dependency-cruiser: ${exitCode === 0 ? 'no violations' : 'FAILED'} (${seconds(started)})`);

process.exit(eslint !== 0 || exitCode !== 0 ? 1 : 0);
