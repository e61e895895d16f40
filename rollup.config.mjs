// Library builds of @insights/widgets.
// (a) dist/widgets/**: ESM for bundler hosts, one file per source module (preserveModules), so a host that imports
//     formatCount gets formatCount and one that imports an area (@insights/widgets/pricing) gets that area: nivo, d3
//     and lodash come only with the charts. React, styled-components and every dependency stay external so the
//     host's single copies are used (two Reacts break hooks). Entries: the React entry, the elements entry, one per
//     screen area, one per element (@insights/widgets/elements/<tag>). Declarations in dist/types, with import
//     specifiers that resolve under node16/nodenext and bundler resolution alike.
// (b) dist/loader/insights-elements.js: the per-tag loader for a plain <script type="module"> on an intranet page:
//     a few KB that know every tag; each tag's code (with React and the rest inside, shared between tags) is
//     fetched from dist/loader/chunks the first time that tag appears.
// (c) dist/insights-elements.standalone.js: every element in one self-contained file, for pages that want one file.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import typescript from '@rollup/plugin-typescript';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { stripElementDocs } from './scripts/stripElementDocs.mjs';
import { perTagCode } from './scripts/perTagCode.mjs';
import { minifyStyles } from './scripts/minifyStyles.mjs';
import { trimLibraries } from './scripts/trimLibraries.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const externalNames = [
  ...Object.keys(pkg.peerDependencies ?? {}),
  ...Object.keys(pkg.dependencies ?? {}),
];
// Subpaths count too: react/jsx-runtime, react-dom/client, @tanstack/react-query/…
const isExternal = (id) => externalNames.some((name) => id === name || id.startsWith(`${name}/`));

// Warnings about third-party code that a newcomer can do nothing about stay quiet; our own code keeps every warning.
const fromDependency = (warning) =>
  [warning.id, warning.loc?.file, ...(warning.ids ?? [])].some((id) => typeof id === 'string' && id.includes('node_modules'));
const onwarn = (warning, warn) => {
  // Libraries ship 'use client' directives that mean nothing in a bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  // signalr and zod put /*#__PURE__*/ where Rollup cannot use it (it drops the comment; the code is unchanged).
  if (warning.code === 'INVALID_ANNOTATION' && fromDependency(warning)) return;
  // zod's core and nivo's core/tooltip import each other; harmless, and not ours to untangle.
  if (warning.code === 'CIRCULAR_DEPENDENCY' && (warning.ids ?? []).every((id) => id.includes('node_modules'))) return;
  warn(warning);
};

const areas = readdirSync('widgets').filter((name) => name !== 'core' && existsSync(`widgets/${name}/index.ts`));
const elementModules = areas.flatMap((area) =>
  readdirSync(`widgets/${area}`).filter((name) => existsSync(`widgets/${area}/${name}/element.ts`)).map((name) => `widgets/${area}/${name}/element.ts`));

/** Every file below `dir`. */
const walk = (dir) => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? walk(path) : [path];
});

/**
 * TypeScript writes the declarations' relative imports as the sources have them ('./core/config'), which Node's
 * ESM resolution (node16/nodenext) cannot follow; point each at the file it means ('./core/config/index.js').
 */
const resolvableDeclarations = () => ({
  name: 'resolvable-declarations',
  writeBundle() {
    for (const file of walk('dist/types').filter((path) => path.endsWith('.d.ts'))) {
      const dir = file.slice(0, file.lastIndexOf('/'));
      const text = readFileSync(file, 'utf8');
      const fixed = text.replace(/(from\s+|import\s*\(\s*|import\s+)(['"])(\.{1,2}\/[^'"]*)\2/g, (whole, lead, quote, spec) => {
        if (/\.(js|mjs|cjs|json)$/.test(spec)) return whole;
        const target = existsSync(join(dir, `${spec}.d.ts`)) ? `${spec}.js`
          : existsSync(join(dir, spec, 'index.d.ts')) ? `${spec}/index.js` : null;
        if (!target) throw new Error(`${file}: cannot resolve '${spec}'`);
        return `${lead}${quote}${target}${quote}`;
      });
      if (fixed !== text) writeFileSync(file, fixed);
    }
  },
});

const library = {
  input: ['widgets/index.ts', 'widgets/elements.ts', 'widgets/loader.ts', ...areas.map((area) => `widgets/${area}/index.ts`), ...elementModules],
  external: isExternal,
  onwarn,
  plugins: [
    nodeResolve({ extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    typescript({
      tsconfig: './tsconfig.build.json',
      declaration: true,
      declarationDir: 'dist/types',
      rootDir: '.',
      outDir: 'dist',
      sourceMap: true,
    }),
    resolvableDeclarations(),
  ],
  output: {
    dir: 'dist',
    format: 'es',
    preserveModules: true,
    preserveModulesRoot: '.',
    entryFileNames: '[name].js',
    sourcemap: true,
  },
};

/** Shared by the two self-contained builds: React and every dependency bundled in, minified. */
const selfContainedPlugins = (outDir, before = []) => [
  ...before,
  // Library code these bundles can never run: React 16's store shim, stylis's vendor prefixes (the module says why).
  trimLibraries(),
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  commonjs(),
  typescript({
    tsconfig: './tsconfig.build.json',
    declaration: false,
    declarationDir: undefined,
    outDir,
    rootDir: '.',
    sourceMap: false,
    // Emit only: the library build and `tsc -b` type-check the same sources, and a check per bundle was most of
    // each one's time (ADR 0041).
    noCheck: true,
  }),
  // The element reference's prose is for docs/elements.md and custom-elements.json, not for a page (the module says why).
  stripElementDocs(),
  minifyStyles(),
  // ecma 2020: the bundles already need ES2022 browsers (top-level await in the loader's pages, class fields), and
  // terser may then write the shorter modern forms; two passes catch what the first one's inlining exposes.
  terser({ ecma: 2020, compress: { passes: 2 }, format: { comments: false } }),
];

// Each tag's code in a file of its own beside one shared runtime (scripts/perTagCode.mjs says how and why).
const perTag = perTagCode();
const loader = {
  input: { 'insights-elements': 'widgets/loader.ts' },
  onwarn,
  plugins: selfContainedPlugins('dist/loader', [perTag]),
  output: {
    dir: 'dist/loader',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks: perTag.manualChunks,
  },
  preserveEntrySignatures: 'allow-extension',
};

const standalone = {
  input: 'widgets/standalone.ts',
  onwarn,
  plugins: selfContainedPlugins('dist'),
  output: {
    file: 'dist/insights-elements.standalone.js',
    format: 'es',
    inlineDynamicImports: true,
  },
};

// `--environment BUILD:<name>` builds one of them: scripts/build-lib.mjs runs the three in parallel processes.
const builds = { library, loader, standalone };
const only = process.env.BUILD;
if (only && !builds[only]) throw new Error(`BUILD=${only}: expected one of ${Object.keys(builds).join(', ')}`);
export default only ? builds[only] : Object.values(builds);
