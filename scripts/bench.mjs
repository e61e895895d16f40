// `npm run bench`: builds the widget bundles and the portal, then prints every figure of issue 13's table beside its
// goal (scripts/bench/main.ts: sizes, Lighthouse, pricing Apply, realtime, server latencies). No thresholds.
// BENCH_ONLY and the other options are listed at the top of scripts/bench/main.ts.
import { run } from './run.mjs';

// The start section builds in its own fresh copy; offers-reads, offers and price-watches measure the API and the
// command alone: they need nothing built here.
const only = (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
const nothingToBuild = only.length > 0 && only.every((section) => ['start', 'offers-reads', 'offers', 'price-watches'].includes(section));
const code = (!nothingToBuild && (await run('npm', ['run', 'build:lib']) || await run('npm', ['run', 'build:portal'])))
  || await run(process.execPath, ['--import', 'tsx', 'scripts/bench/main.ts', ...process.argv.slice(2)]);
process.exit(code);
