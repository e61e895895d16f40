// `npm run bench`: prints honest figures — gzipped bundle sizes and server latencies. No thresholds.
import { run } from './run.mjs';

const code = await run('npm', ['run', 'build:lib']) || await run('npm', ['run', 'build:portal'])
  || await run(process.execPath, ['--import', 'tsx', 'scripts/bench/main.ts', ...process.argv.slice(2)]);
process.exit(code);
