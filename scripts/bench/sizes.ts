import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { kb, printTable, type Row } from './table';

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

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
  const rows: Row[] = [];
  if (existsSync('portal/dist/index.html')) {
    const initial = portalInitialScripts('portal/dist');
    rows.push({
      what: `portal index.html's own scripts + modulepreloads (${initial.length} files; the route's code follows)`,
      figure: kb(initial.reduce((sum, f) => sum + gz(f), 0)),
      goal: 'home route ≤ 110 KB gz; other screens and charts on demand',
    });
  }
  // The library entries where package.json's exports put them.
  const exports = (JSON.parse(readFileSync('package.json', 'utf8')) as { exports?: Record<string, string | { import?: string }> }).exports ?? {};
  const entry = (key: string) => {
    const target = exports[key];
    return (typeof target === 'string' ? target : target?.import) ?? '';
  };
  for (const [what, file, goal] of [
    ['per-tag loader, dist/loader/insights-elements.js + its static imports', 'dist/loader/insights-elements.js', '≤ 15 KB gz'],
    ['standalone elements bundle (React included)', 'dist/insights-elements.standalone.js', 'replaced by the loader (was 260.7 KB gz)'],
    [`library, React entry ${entry('.')} + its static imports (npm deps external)`, entry('.'), ''],
    [`library, elements entry ${entry('./elements')} + its static imports (npm deps external)`, entry('./elements'), ''],
  ] as const) {
    rows.push({ what, figure: existsSync(file) ? kb(staticGraph(file).reduce((sum, f) => sum + gz(f), 0)) : 'not built', goal });
  }
  printTable('Bundle files on disk (minified + gzip -9)', rows);
}
