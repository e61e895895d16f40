// The two self-contained widget bundles an intranet page loads from the server's /widgets/ (the per-tag loader
// dist/loader and the one-file dist/insights-elements.standalone.js), built the way rollup.config.mjs says, for
// `npm start`: it runs while the server starts and serves, so it prints its own progress and takes the CPU last.
//
// One difference from `npm run build:lib`, for speed: TypeScript is transpiled file by file (the sources are written for
// isolatedModules, so the JavaScript is the same) instead of the typescript plugin's whole-program check, which
// took over half the time; types are checked by `npm run typecheck`, and `npm run build:lib` still builds everything
// else the published package holds (dist/widgets, dist/types) with the check.
import { execFileSync } from 'node:child_process';
import { setPriority } from 'node:os';
import { rollup } from 'rollup';
import ts from 'typescript';

// The server answering the newcomer's first pages comes first.
try {
  setPriority(10);
} catch {
  // Not allowed on this system: build at normal priority.
}

const configs = (await import('../rollup.config.mjs')).default;
const outputFile = (config) => (Array.isArray(config.output) ? config.output[0] : config.output);
const bundles = [
  { label: 'per-tag loader (dist/loader)', config: configs.find((c) => outputFile(c).dir === 'dist/loader') },
  { label: 'one-file bundle (dist/insights-elements.standalone.js)', config: configs.find((c) => outputFile(c).file === 'dist/insights-elements.standalone.js') },
];
if (bundles.some((b) => !b.config)) throw new Error('rollup.config.mjs no longer has the loader or the standalone build');

const parsed = ts.getParsedCommandLineOfConfigFile('tsconfig.build.json', {}, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  },
});
const compilerOptions = { ...parsed.options, declaration: false, declarationMap: false, sourceMap: false, noEmit: false };
const transpileOnly = {
  name: 'typescript-transpile-only',
  transform(code, id) {
    if (!/\.tsx?$/.test(id) || id.includes('/node_modules/')) return null;
    return { code: ts.transpileModule(code, { compilerOptions, fileName: id }).outputText, map: null };
  },
};

// Both bundles read the same modules: the second reuses the first one's transformed modules.
let cache;
for (const [index, { label, config }] of bundles.entries()) {
  const started = Date.now();
  console.log(`[start] widget bundles ${index + 1}/${bundles.length}: ${label}…`);
  const plugins = config.plugins.map((plugin) => (plugin?.name === 'typescript' ? transpileOnly : plugin));
  const bundle = await rollup({ ...config, plugins, cache });
  cache = bundle.cache;
  await bundle.write(outputFile(config));
  await bundle.close();
  console.log(`[start] widget bundles ${index + 1}/${bundles.length}: done in ${Math.round((Date.now() - started) / 1000)} s`);
}

// What `npm run build:lib` does next: the .br and .gz files the server sends (the last one is npm start's marker).
execFileSync(process.execPath, ['scripts/precompress.mjs', 'dist/loader', 'dist/insights-elements.standalone.js'], { stdio: 'ignore' });
