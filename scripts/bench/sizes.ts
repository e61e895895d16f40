import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The JavaScript a browser fetches before the portal's first screen: entry scripts and modulepreloads. */
function portalInitialScripts(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1]);
  return [...new Set(refs)].map((ref) => join(distDir, ref.replace(/^\//, '')));
}

/** An ES module and every module it imports statically (relative imports), each counted once. */
function staticGraph(entry: string, seen = new Set<string>()): string[] {
  const file = resolve(entry);
  if (seen.has(file) || !existsSync(file)) return [...seen];
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(/(?:import|export)\s*(?:[^'"()]*?from\s*)?['"](\.{1,2}\/[^'"]+)['"]/g)) {
    staticGraph(join(dirname(file), m[1]), seen);
  }
  return [...seen];
}

export function reportSizes() {
  const rows: [string, number][] = [];
  if (existsSync('portal/dist/index.html')) {
    rows.push(['portal initial JavaScript', portalInitialScripts('portal/dist').reduce((sum, f) => sum + gz(f), 0)]);
  }
  for (const [label, file] of [
    ['standalone elements bundle (React included)', 'dist/insights-elements.standalone.js'],
    ['library, React entry + its chunks (npm deps external)', 'dist/index.js'],
    ['library, elements entry + its chunks (npm deps external)', 'dist/elements.js'],
  ] as const) {
    if (existsSync(file)) rows.push([label, staticGraph(file).reduce((sum, f) => sum + gz(f), 0)]);
  }
  console.log('\nBundle sizes (minified + gzip -9)');
  for (const [label, bytes] of rows) console.log(`  ${label.padEnd(56)} ${kb(bytes).padStart(10)}`);
}
