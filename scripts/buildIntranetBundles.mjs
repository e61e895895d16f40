// The two self-contained widget bundles an intranet page loads from the server's /widgets/ (the per-tag loader
// dist/loader and the one-file dist/insights-elements.standalone.js), for `npm start`: it runs while the server
// already answers, so it prints its own progress and takes the CPU last. (npm start then writes their compressed copies.)
//
// Bundled with esbuild, not Rollup: the same entries, resolution (browser), production React and ES2022 output as
// rollup.config.mjs's loader and standalone builds, in about two seconds of CPU instead of a minute (Rollup's
// module graph, CommonJS conversion and terser were most of a first start). The files differ in bytes only: esbuild's
// minifier and chunking are a few per cent larger than Rollup + terser. `npm run build:lib` still builds the published
// bundles with Rollup, and `npm run bench` measures those; types are checked by `npm run typecheck`.
import { setPriority } from 'node:os';
import { build } from 'esbuild';

// The server answering the newcomer's first pages comes first.
try {
  setPriority(10);
} catch {
  // Not allowed on this system: build at normal priority.
}

const common = {
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  tsconfig: 'tsconfig.build.json',
  legalComments: 'none',
  logLevel: 'error',
};
const bundles = [
  {
    label: 'per-tag loader (dist/loader)',
    // Shared code in chunks/<name>-<hash>.js, like Rollup's: the server caches hashed chunk files for a year.
    options: { entryPoints: { 'insights-elements': 'widgets/loader.ts' }, outdir: 'dist/loader', splitting: true, chunkNames: 'chunks/[name]-[hash]' },
  },
  {
    label: 'one-file bundle (dist/insights-elements.standalone.js)',
    // Without splitting, esbuild puts the dynamically imported modules in the same file (Rollup's inlineDynamicImports).
    options: { entryPoints: ['widgets/standalone.ts'], outfile: 'dist/insights-elements.standalone.js' },
  },
];

for (const [index, { label, options }] of bundles.entries()) {
  const started = Date.now();
  console.log(`[start] widget bundles ${index + 1}/${bundles.length}: ${label}…`);
  await build({ ...common, ...options });
  console.log(`[start] widget bundles ${index + 1}/${bundles.length}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
