// `npm run bench`: builds the widget bundles and the portal, then prints every figure of issue 13's table beside its
// goal (scripts/bench/main.ts: sizes, Lighthouse, pricing Apply, realtime, server latencies). No thresholds.
// BENCH_ONLY and the other options are listed at the top of scripts/bench/main.ts.
import { run } from './run.mjs';

const code = await run('npm', ['run', 'build:lib']) || await run('npm', ['run', 'build:portal'])
  || await run(process.execPath, ['--import', 'tsx', 'scripts/bench/main.ts', ...process.argv.slice(2)]);
process.exit(code);
