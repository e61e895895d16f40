// `npm start`: builds what is stale (widget bundles, portal), then serves the whole product from
// the reference server on the embedded database (seeded on first start) at http://localhost:$PORT.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run, runQuiet } from './run.mjs';

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

// The build tools' own output (third-party warnings, chunk tables) is for developers running `npm run build`;
// a first start shows one line per build, and the whole output only when a build fails.
async function buildIfStale(name, output, sources, commands) {
  const sourceTime = Math.max(lockTime, ...sources.map(newest));
  if (mtime(output) > sourceTime) return;
  const started = Date.now();
  process.stdout.write(`[start] building ${name}… `);
  for (const [bin, ...args] of commands) {
    const result = await runQuiet(process.execPath, [bin, ...args]);
    if (result.code !== 0) {
      console.log('failed:\n');
      console.log(result.output);
      process.exit(result.code);
    }
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
}

const firstStart = !existsSync('dist/insights-elements.standalone.js');
if (firstStart) console.log('[start] first start: building the widgets and the portal (two to three minutes), then seeding the database.');
// The same steps as `npm run build:lib` and `npm run build:portal` (package.json), the last one writing the output.
await buildIfStale('widget bundles', 'dist/insights-elements.standalone.js.br', ['widgets', 'contract'], [
  ['node_modules/rollup/dist/bin/rollup', '-c', 'rollup.config.mjs'],
  ['scripts/precompress.mjs', 'dist/loader', 'dist/insights-elements.standalone.js'],
]);
await buildIfStale('portal', 'portal/dist/index.html.br', ['widgets', 'contract', 'portal'], [
  ['node_modules/vite/bin/vite.js', 'build', '--config', 'portal/vite.config.ts'],
  ['scripts/precompress.mjs', 'portal/dist'],
]);

const env = { PRICING_MENU: 'true', ...process.env };
const code = await run(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { env });
process.exit(code);
