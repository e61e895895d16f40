// `npm run build:lib`: the three Rollup builds of rollup.config.mjs (the library for bundler hosts, the per-tag loader
// and the one-file standalone bundle), each in a process of its own, at once: they share nothing but the sources, and
// one after another in one process they kept a single core busy for over three minutes (library 32 s, loader 99 s,
// standalone 64 s measured here); in parallel the two cores share them. Each build's output is printed whole when it
// ends. Exits non-zero when any build fails.
import { rmSync } from 'node:fs';
import { runQuiet } from './run.mjs';

rmSync('dist', { recursive: true, force: true });
const started = Date.now();
const results = await Promise.all(['library', 'loader', 'standalone'].map(async (name) => {
  const { code, output } = await runQuiet(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', 'rollup.config.mjs', '--environment', `BUILD:${name}`]);
  process.stdout.write(`[build:lib] ${name}${code === 0 ? '' : ' FAILED'}\n${output}`);
  return code;
}));
console.log(`[build:lib] three builds in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(results.some((code) => code !== 0) ? 1 : 0);
