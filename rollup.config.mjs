// Library builds of @insights/widgets.
// (a) dist/index.js + dist/elements.js: ESM for bundler hosts; React, styled-components and every
//     dependency stay external so the host's single copies are used (two Reacts break hooks).
// (b) dist/insights-elements.standalone.js: one self-contained minified file for a plain
//     <script type="module"> on an intranet page, with React and everything else inside.
import { readFileSync } from 'node:fs';
import typescript from '@rollup/plugin-typescript';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';

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

const library = {
  input: { index: 'widgets/index.ts', elements: 'widgets/elements.ts' },
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
  ],
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
  },
};

const standalone = {
  input: 'widgets/standalone.ts',
  onwarn,
  plugins: [
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
      outDir: 'dist',
      rootDir: '.',
      sourceMap: false,
    }),
    terser({ format: { comments: false } }),
  ],
  output: {
    file: 'dist/insights-elements.standalone.js',
    format: 'es',
    inlineDynamicImports: true,
  },
};

export default [library, standalone];
