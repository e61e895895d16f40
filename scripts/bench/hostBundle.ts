// What a bundler host ships when it imports one export of the package: Rollup (node-resolve honouring the package's
// exports and sideEffects, commonjs, production NODE_ENV, terser) bundles a one-line entry that imports the name from
// `@insights/widgets` as an installed package would be, with the package's peer dependencies left to the host.
// Prints gzip -9 of everything emitted (dynamic chunks included, and separately the initial part).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { kb, printTable, type Row } from './table';

export interface HostImport {
  what: string;
  /** The entry's source, importing from '@insights/widgets…'. */
  code: string;
  goal: string;
}

export const HOST_IMPORTS: HostImport[] = [
  { what: "import { formatCount } from '@insights/widgets'", code: "import { formatCount } from '@insights/widgets';\nconsole.log(formatCount(1));\n", goal: 'formatCount only (was 164 KB gz)' },
  { what: "import { LicenseSummary } from '@insights/widgets'", code: "import { LicenseSummary } from '@insights/widgets';\nconsole.log(LicenseSummary);\n", goal: 'no nivo, d3, lodash (was 214 KB gz)' },
];

export async function benchHostBundles(imports = HOST_IMPORTS): Promise<void> {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { peerDependencies?: Record<string, string> };
  const peers = Object.keys(pkg.peerDependencies ?? {});
  const isPeer = (id: string) => peers.some((name) => id === name || id.startsWith(`${name}/`));
  const host = mkdtempSync(join(tmpdir(), 'insights-host-'));
  const rows: Row[] = [];
  try {
    // The package "installed" in the host: node_modules/@insights/widgets → this repository (its dist and exports).
    mkdirSync(join(host, 'node_modules', '@insights'), { recursive: true });
    symlinkSync(resolve('.'), join(host, 'node_modules', '@insights', 'widgets'), 'dir');
    for (const item of imports) {
      const entry = join(host, `entry-${rows.length}.js`);
      writeFileSync(entry, item.code);
      const bundle = await rollup({
        input: entry,
        external: isPeer,
        onwarn: () => undefined,
        plugins: [
          nodeResolve({ browser: true, exportConditions: ['browser', 'import', 'module', 'default'], rootDir: host }),
          commonjs(),
          replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
          terser(),
        ],
      });
      const { output } = await bundle.generate({ format: 'es' });
      await bundle.close();
      const chunks = output.filter((o) => o.type === 'chunk');
      const gz = (code: string) => gzipSync(Buffer.from(code), { level: 9 }).length;
      const all = chunks.reduce((sum, c) => sum + gz(c.code), 0);
      const initial = chunks.filter((c) => c.isEntry).reduce((sum, c) => sum + gz(c.code), 0);
      const nivo = chunks.some((c) => Object.keys(c.modules).some((id) => id.includes('/@nivo/')));
      rows.push({
        what: item.what,
        figure: `${kb(all)} gz${chunks.length > 1 ? ` (${kb(initial)} up front, ${chunks.length} chunks)` : ''}${nivo ? ', nivo' : ''}`,
        goal: item.goal,
      });
    }
  } finally {
    rmSync(host, { recursive: true, force: true });
  }
  printTable(`A host's bundle of one import (Rollup + terser, gzip -9; peers ${peers.join(', ')} left to the host)`, rows);
}
