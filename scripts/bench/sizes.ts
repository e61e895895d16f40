import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

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

export function reportSizes() {
  const rows: [string, number][] = [];
  if (existsSync('portal/dist/index.html')) {
    rows.push(['portal initial JavaScript', portalInitialScripts('portal/dist').reduce((sum, f) => sum + gz(f), 0)]);
  }
  for (const [label, file] of [
    ['standalone elements bundle', 'dist/insights-elements.standalone.js'],
    ['library entry (dist/index.js, deps external)', 'dist/index.js'],
  ] as const) {
    if (existsSync(file)) rows.push([label, gz(file)]);
  }
  console.log('\nBundle sizes (minified + gzip -9)');
  for (const [label, bytes] of rows) console.log(`  ${label.padEnd(48)} ${kb(bytes).padStart(10)}`);
}
