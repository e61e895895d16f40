// The packed package as a host team receives it (issue 22): the tarball installed from the npm registry with only its
// peers into an empty project, once with React 18 and once with React 19. Each install must bring no server package
// and no devDependency of this repository and print no peer warning; it prints the package count and the install
// size. The same install then proves the package in plain Node (e2e/hosts/app/node-check.mjs: every entry imports,
// two components server-render) and builds the host fixture (e2e/hosts/app, Vite) into e2e/hosts/dist/react<N>,
// which e2e/hosts.spec.ts opens in Chromium against the reference server.
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { runQuiet } from './run.mjs';

/** The peers a host installs beside the tarball, per React major. */
const PEERS = {
  18: ['react@18.3', 'react-dom@18.3', 'styled-components@6', '@tanstack/react-query@5'],
  19: ['react@19', 'react-dom@19', 'styled-components@6', '@tanstack/react-query@5'],
};

/**
 * Packages that may land although this repository also uses them, each with the one dependency of ours that
 * legitimately requires it. `ws`: @microsoft/signalr's transport when it runs in Node (a browser uses its own
 * WebSocket); the server uses ws 8, SignalR brings ws 7.
 */
const REQUIRED_BY_OUR_DEPENDENCIES = { ws: '@microsoft/signalr' };

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Names that must never reach a host: the server's runtime dependencies and this repository's devDependencies. */
export function forbiddenPackages() {
  const root = readJson('package.json');
  const server = readJson('server/package.json');
  const peers = new Set(Object.keys(root.peerDependencies ?? {}));
  const names = new Set([
    ...Object.keys(server.dependencies ?? {}),
    ...Object.keys(root.devDependencies ?? {}),
    // What fastify and the identity provider pull in, whichever of them is declared.
    'pino', 'avvio', 'find-my-way', 'light-my-request', 'koa', 'nodemailer', 'pg', 'oidc-provider', '@electric-sql/pglite',
  ]);
  // A host installs the peers itself, and our own dependencies are meant to land.
  for (const name of [...peers, ...Object.keys(root.dependencies ?? {})]) names.delete(name);
  return names;
}

/** Bytes of every file below `dir` (symlinks not followed). */
function sizeOf(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += sizeOf(path);
    else total += lstatSync(path).size;
  }
  return total;
}

/** Every installed package (path → name, version, dependencies) from npm's hidden lock file. */
function installedPackages(host) {
  const { packages } = readJson(join(host, 'node_modules', '.package-lock.json'));
  return Object.entries(packages)
    .filter(([path]) => path.includes('node_modules/'))
    .map(([path, info]) => ({ path, name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length), ...info }));
}

/**
 * Installs `tarball` with the peers of React `major` into `host` and checks what landed.
 * Resolves with { ok, lines } (lines: what to print).
 */
export async function installHost(tarball, major, host) {
  rmSync(host, { recursive: true, force: true });
  mkdirSync(host, { recursive: true });
  writeFileSync(join(host, 'package.json'), JSON.stringify({ name: `host-react-${major}`, private: true, type: 'module' }, null, 2));
  const lines = [];
  const install = await runQuiet('npm', ['install', '--no-audit', '--no-fund', '--loglevel=warn', ...PEERS[major], resolve(tarball)], { cwd: host });
  const warnings = install.output.split('\n').filter((line) => /ERESOLVE|peer/i.test(line));
  if (install.code !== 0 || warnings.length) {
    return { ok: false, lines: [`React ${major}: npm install failed or warned about peers:`, install.output.trim()] };
  }
  const packages = installedPackages(host);
  const forbidden = forbiddenPackages();
  const byName = new Map(packages.map((p) => [p.name, p]));
  const problems = [];
  for (const p of packages) {
    if (!forbidden.has(p.name)) continue;
    const requirer = REQUIRED_BY_OUR_DEPENDENCIES[p.name];
    const allowed = requirer && byName.get(requirer)?.dependencies?.[p.name];
    if (allowed) lines.push(`  ${p.name}@${p.version} came with ${requirer} (its Node transport), allowed`);
    else problems.push(`${p.name}@${p.version} (${p.path})`);
  }
  const react = readJson(join(host, 'node_modules', 'react', 'package.json')).version;
  const size = sizeOf(join(host, 'node_modules'));
  lines.unshift(`host install, React ${react}: ${packages.length} packages, ${(size / 1024 / 1024).toFixed(1)} MB in node_modules (tarball + ${PEERS[major].join(' ')})`);
  if (problems.length) lines.push(`  FAIL: a server package or a devDependency of this repository landed: ${problems.join(', ')}`);
  else lines.push('  no server package, no devDependency, no peer warning');
  return { ok: problems.length === 0, lines, react };
}

/** e2e/hosts/app/node-check.mjs in the host's folder, run by plain Node. */
export async function checkInNode(host) {
  cpSync('e2e/hosts/app/node-check.mjs', join(host, 'node-check.mjs'));
  const result = await runQuiet(process.execPath, ['node-check.mjs'], { cwd: host });
  const last = result.output.trim().split('\n').at(-1) ?? '';
  let report;
  try {
    report = JSON.parse(last);
  } catch {
    return { ok: false, lines: ['  Node check crashed:', result.output.trim()] };
  }
  const ok = result.code === 0 && report.failures.length === 0;
  const rendered = Object.entries(report.rendered).map(([name, chars]) => `${name} ${chars} chars`).join(', ');
  return {
    ok,
    lines: [
      ok ? `  plain Node (no DOM): ${report.entries} entries import; renderToString in InsightsProvider: ${rendered} (loading state)`
        : `  FAIL plain Node: ${report.failures.join('\n    ')}`,
    ],
  };
}

/** Builds the host fixture (e2e/hosts/app) with Vite from the host's own node_modules into `outDir`. */
export async function buildHostFixture(host, outDir) {
  for (const file of ['index.html', 'main.jsx']) cpSync(join('e2e/hosts/app', file), join(host, file));
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    root: host,
    base: './',
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: resolve(outDir), emptyOutDir: true },
  });
  const assets = join(outDir, 'assets');
  const js = existsSync(assets) ? readdirSync(assets).filter((f) => f.endsWith('.js')) : [];
  const gz = js.reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
  return `  host fixture built with Vite: ${js.length} JS file(s), ${(gz / 1024).toFixed(1)} KB gz (React, the peers, LicenseSummary and <insights-company-list>) → ${outDir}`;
}
