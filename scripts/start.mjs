// `npm start`: builds what is stale (widget bundles, portal), then serves the whole product from
// the reference server on the embedded database (seeded on first start) at http://localhost:$PORT.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

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

async function buildIfStale(name, output, sources, script) {
  const sourceTime = Math.max(lockTime, ...sources.map(newest));
  if (mtime(output) > sourceTime) return;
  console.log(`[start] building ${name}…`);
  const code = await run('npm', ['run', script]);
  if (code !== 0) process.exit(code);
}

await buildIfStale('widget bundles', 'dist/insights-elements.standalone.js', ['widgets'], 'build:lib');
await buildIfStale('portal', 'portal/dist/index.html', ['widgets', 'portal'], 'build:portal');

const env = { PRICING_MENU: 'true', ...process.env };
const code = await run(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { env });
process.exit(code);
