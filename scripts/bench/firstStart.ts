// `npm start` on a fresh clone: the repository's tracked files copied to a temporary folder (what `git clone` of a commit of this working tree gives:
// new files and uncommitted edits included), node_modules linked (npm install is not part of the start), no dist, no portal/dist,
// no database. Times from the start to the portal's first page and to the last build step, as the script prints them.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { freePort } from '../../server/test/support/testServer.js';
import { statFields } from './procStat';
import { printTable, seconds, type Row } from './table';

function freshClone(): string {
  const dir = mkdtempSync(join(tmpdir(), 'insights-first-start-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    // A file deleted in the working tree but still tracked is skipped, as a commit of the tree would.
    try {
      cpSync(file, join(dir, file));
    } catch {
      // deleted
    }
  }
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * CPU seconds used so far by a process group (Linux /proc; null elsewhere): its live processes' own time and that of
 * the children they have waited for. Unlike wall time it hardly moves with the machine's load, so a busy machine's
 * run still says what an idle one would need (wall ≈ CPU on the single-threaded path to the first page).
 */
function groupCpuSeconds(pgid: number): number | null {
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      let fields: string[];
      try {
        fields = statFields(`/proc/${pid}/stat`);
      } catch {
        continue;
      }
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    }
    return ticks / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

export async function benchFirstStart(): Promise<void> {
  const dir = freshClone();
  const port = await freePort();
  const t0 = performance.now();
  // Its own process group, so the server it starts stops with it.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DATA_DIR: join(dir, '.data'), NODE_ENV: 'production' },
  });
  const lines: Array<{ at: number; line: string }> = [];
  let output = '';
  const finished = new Promise<number>((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push({ at: performance.now() - t0, line });
      if (/\[start\] everything is built/.test(String(chunk))) done(performance.now() - t0);
      if (/\[start\].*failed/.test(String(chunk))) fail(new Error(`npm start failed:\n${output}`));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => fail(new Error(`npm start exited (${code}):\n${output}`)));
  });
  let firstPage: number;
  try {
    for (;;) {
      const reply = await fetch(`http://localhost:${port}/`, { headers: { accept: 'text/html' } }).catch(() => null);
      if (reply?.ok && (await reply.text()).includes('<div id="root">')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    firstPage = performance.now() - t0;
    const cpuAtFirstPage = groupCpuSeconds(child.pid!);
    const whole = await finished;
    const cpuAtWhole = groupCpuSeconds(child.pid!);
    const cpu = (value: number | null) => (value === null ? '' : ` (CPU ${value.toFixed(1)} s)`);
    const loader = await fetch(`http://localhost:${port}/widgets/loader/insights-elements.js`);
    const step = (pattern: RegExp) => seconds(lines.find((l) => pattern.test(l.line))?.at ?? Number.NaN);
    const rows: Row[] = [
      { what: 'portal built', figure: step(/\[start\] portal built/) },
      { what: 'server listening (database seeded)', figure: step(/^Insights is running/) },
      { what: 'first page (GET / answers with the portal)', figure: `${seconds(firstPage)}${cpu(cpuAtFirstPage)}`, goal: '≤ 20 s' },
      { what: 'whole build (the widget bundles for intranet pages and the compressed copies)', figure: `${seconds(whole)}${cpu(cpuAtWhole)}`, goal: '≤ 40 s' },
      { what: 'of which the per-tag loader', figure: step(/widget bundles 1\/2: done/) },
      { what: '/widgets/loader/insights-elements.js then answers', figure: String(loader.status) },
    ];
    printTable(`npm start on a fresh clone (tracked files, linked node_modules, empty database; load average ${loadavg()[0].toFixed(1)} at the end)`, rows,
      `times since the start; its lines:\n    ${lines.map((l) => `${seconds(l.at).padStart(7)}  ${l.line.slice(0, 110)}`).join('\n    ')}`);
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dir, { recursive: true, force: true });
  }
}
