// Checks the packed package as a host receives it: `npm pack`, then publint (package.json fields, exports, files)
// and arethetypeswrong (every entry point's types resolve under node16 ESM and bundler resolution; the package is
// ESM-only, so the CommonJS and node10 checks do not apply: profile esm-only); then the tarball installed into empty
// React 18 and React 19 projects with only its peers (scripts/host-install.mjs: nothing of the server or of our
// devDependencies lands; every entry imports in plain Node and two components server-render; the host fixtures that
// e2e/hosts.spec.ts opens are built). Run after `npm run build:lib`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { buildHostFixture, checkInNode, installHost } from './host-install.mjs';
import { run, runQuiet } from './run.mjs';

async function check(dir) {
  const packed = await runQuiet('npm', ['pack', '--json', '--pack-destination', dir]);
  if (packed.code !== 0) {
    console.error(packed.output);
    return 1;
  }
  const [{ filename, size, unpackedSize, entryCount }] = JSON.parse(packed.output.slice(packed.output.indexOf('[')));
  const tarball = join(dir, filename);
  console.log(`npm pack: ${entryCount} files, ${(size / 1024).toFixed(0)} KB packed, ${(unpackedSize / 1024).toFixed(0)} KB unpacked`);

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
