// Checks the packed package as a host receives it: `npm pack` from a checkout without dist/ (the package's prepack
// script must build it: a pack never ships what an earlier `npm start` or a half build left), then publint (package.json fields, exports, files)
// and arethetypeswrong (every entry point's types resolve under node16 ESM and bundler resolution; the package is
// ESM-only, so the CommonJS and node10 checks do not apply: profile esm-only); then the tarball installed into empty
// React 18 and React 19 projects with only its peers (scripts/host-install.mjs: nothing of the server or of our
// devDependencies lands; every entry imports in plain Node and two components server-render; the host fixtures that
// e2e/hosts.spec.ts opens are built). Leaves the library built in dist/ (the pack built it), for the steps after it.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { buildHostFixture, checkInNode, installHost } from './host-install.mjs';
import { run, runQuiet } from './run.mjs';

/** What a host needs from the tarball: the modules, their types, the loader and the one-file bundle. */
const REQUIRED_IN_TARBALL = [
  'dist/widgets/index.js',
  'dist/widgets/elements.js',
  'dist/types/widgets/index.d.ts',
  'dist/types/widgets/elements.d.ts',
  'dist/loader/insights-elements.js',
  'dist/insights-elements.standalone.js',
  'custom-elements.json',
];

async function check(dir) {
  // A clean build folder: whatever dist/ holds now (an `npm start`'s bundles without dist/widgets or types) must not
  // reach the tarball, and nothing may stand in for the build prepack has to do.
  rmSync('dist', { recursive: true, force: true });
  const started = Date.now();
  const packed = await runQuiet('npm', ['pack', '--json', '--pack-destination', dir]);
  if (packed.code !== 0) {
    console.error(packed.output);
    return 1;
  }
  // The prepack build prints before npm's JSON report.
  const report = packed.output.slice(packed.output.lastIndexOf('\n[\n') + 1);
  const [{ filename, size, unpackedSize, entryCount, files }] = JSON.parse(report);
  const tarball = join(dir, filename);
  console.log(`npm pack (prepack built the library in ${Math.round((Date.now() - started) / 1000)} s): ${entryCount} files, ${(size / 1024).toFixed(0)} KB packed, ${(unpackedSize / 1024).toFixed(0)} KB unpacked`);
  const packedPaths = new Set(files.map((file) => file.path));
  const missing = REQUIRED_IN_TARBALL.filter((path) => !packedPaths.has(path));
  if (missing.length || !existsSync('dist/widgets/index.js')) {
    console.error(`FAIL: the tarball packed from a clean checkout lacks ${missing.join(', ') || 'nothing'}; dist/ after the pack: ${existsSync('dist') ? 'present' : 'absent'} (does package.json's prepack build the library?)`);
    console.error(packed.output.slice(-4000));
    return 1;
  }
  console.log(`npm pack: prepack built dist/ from nothing; the tarball holds ${REQUIRED_IN_TARBALL.join(', ')}`);

  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const { messages } = await publint({ pkgDir: '.', pack: 'npm', level: 'suggestion', strict: true });
  for (const message of messages) console.log(`publint ${message.type}: ${formatMessage(message, pkg)}`);
  if (messages.length) return 1;
  console.log('publint: no issues');

  const attwArgs = [tarball, '--profile', 'esm-only', '--no-emoji', '--no-color'];
  const attw = await runQuiet('npx', ['attw', ...attwArgs, '--format', 'json']);
  let entries = [];
  try {
    entries = Object.keys(JSON.parse(attw.output.slice(attw.output.indexOf('{'))).analysis?.entrypoints ?? {});
  } catch {
    // attw exits before a long JSON report is flushed when it finds problems; the table below shows them.
  }
  if (attw.code !== 0 || !entries.length) {
    await run('npx', ['attw', ...attwArgs, '--format', 'table-flipped']);
    return attw.code || 1;
  }
  console.log(`arethetypeswrong: ${entries.length} entry points, types resolve under node16 (ESM) and bundler`);

  let failed = 0;
  for (const major of [18, 19]) {
    const host = join(dir, `host-react-${major}`);
    const installed = await installHost(tarball, major, host);
    for (const line of installed.lines) console.log(line);
    if (!installed.ok) {
      failed++;
      continue;
    }
    const node = await checkInNode(host);
    for (const line of node.lines) console.log(line);
    if (!node.ok) failed++;
    try {
      console.log(await buildHostFixture(host, `e2e/hosts/dist/react${major}`));
    } catch (error) {
      console.log(`  FAIL: the host fixture does not build: ${error.stack ?? error}`);
      failed++;
    }
  }
  return failed ? 1 : 0;
}

// A fixture left from an earlier run must not stand in for one this run failed to build.
rmSync('e2e/hosts/dist', { recursive: true, force: true });
const dir = mkdtempSync(join(tmpdir(), 'insights-pack-'));
try {
  process.exitCode = await check(dir);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
