import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOTIFICATIONS_ENDPOINTS } from '../../contract/notifications/endpoints.js';
import { DataFolderInUseError, LOCK_FILE, dataFolderHolder, lockDataFolder } from '../src/db/dataFolderLock.js';
import { DEMO_PASSWORD } from '../src/db/seed/tenants.js';
import { runCli } from './backup.support.js';
import { login } from './support/oidcLogin.js';
import { startServerProcess } from './support/serverProcess.js';
import { freePort } from './support/testServer.js';
import { until } from './support/until.js';

// One process at a time on a PGlite data folder (issue 62): a second server, or a command, on a folder a running
// process holds refuses with one line and never opens the database; a lock left by a process that is gone is taken
// over. Linux (/proc). Database-free: runs in the PGlite project only (vitest.config.ts).

const temp = mkdtempSync(path.join(tmpdir(), 'insights-lock-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const folder = () => mkdtempSync(path.join(temp, 'data-'));
const lockFile = (dataDir: string) => path.join(dataDir, LOCK_FILE);
const inUse = (dataDir: string, pid: number) => `${dataDir} is in use by process ${pid}; stop it first.`;

/** A process that has exited, so its pid names no one (until the kernel hands it out again, far later). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

/** A data folder holding the run's seeded database (support/seededTemplate.ts), so no server here seeds one. */
function seededFolder(): string {
  const dataDir = folder();
  const template = process.env.INSIGHTS_TEST_PGLITE_TEMPLATE;
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

describe('a second server on one data folder', () => {
  it('refuses at once with one line, never opens the database, and the first server and its data stay intact', async () => {
    const dataDir = seededFolder();
    const first = await startServerProcess(await freePort(), dataDir);
    try {
      expect(first.output()).toContain('Insights is running at');
      const firstPid = first.child.pid!;
      expect(dataFolderHolder(dataDir)).toBe(firstPid);
      // A change only this database holds: the member's notifications removed.
      const { accessToken } = await login(first.baseUrl, 'member@northwind.test', DEMO_PASSWORD);
      const total = () => notificationTotal(first.baseUrl, accessToken);
      expect(await total()).toBeGreaterThan(0);
      const removed = await fetch(`${first.baseUrl}${NOTIFICATIONS_ENDPOINTS.remove}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id: 0, isAll: true }),
      });
      expect(removed.status).toBe(200);
      expect(await total()).toBe(0);

      const second = await startServerProcess(await freePort(), dataDir);
      expect(await second.exited).toBe(1);
      expect(second.output()).toBe(`${inUse(dataDir, firstPid)}\n`);
      // The first server goes on, on the same database, and still holds the folder.
      expect(first.child.exitCode).toBeNull();
      expect(await total()).toBe(0);
      expect(dataFolderHolder(dataDir)).toBe(firstPid);

      first.child.kill('SIGTERM');
      expect(await first.exited, first.output()).toBe(0);
      // Closing the database gave the folder back.
      expect(existsSync(lockFile(dataDir))).toBe(false);
    } finally {
      if (first.child.exitCode === null) first.child.kill('SIGKILL');
    }

    // The next server opens the same database, not a new one: nothing seeded, the removal still there.
    const next = await startServerProcess(await freePort(), dataDir);
    try {
      expect(next.output()).toContain('Insights is running at');
      expect(next.output()).not.toContain('Seeded');
      const { accessToken } = await login(next.baseUrl, 'member@northwind.test', DEMO_PASSWORD);
      expect(await notificationTotal(next.baseUrl, accessToken)).toBe(0);
    } finally {
      next.child.kill('SIGTERM');
      await next.exited;
    }
  }, 240_000);

  it('a port in use is one line too, naming the port and PORT, before any database is opened', async () => {
    // Any process on the port: here a plain listener.
    const holder = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => holder.listen(port, '0.0.0.0', resolve));
    try {
      const dataDir = path.join(temp, 'port-in-use');
      const second = await startServerProcess(port, dataDir);
      expect(await second.exited).toBe(1);
      expect(second.output()).toBe(`Port ${port} is in use by another process: stop it, or set PORT to a free port.\n`);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      holder.close();
    }
  }, 120_000);
});

async function notificationTotal(baseUrl: string, accessToken: string): Promise<number> {
  const response = await fetch(`${baseUrl}${NOTIFICATIONS_ENDPOINTS.getAll}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ PageNumber: 1, PageSize: 5, SearchTerm: '', orderBy: '', ascendingOrder: false }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { total: number } }).data.total;
}

describe('the commands that open a data folder', () => {
  it('refuse a folder a running process holds with the same line, and touch nothing in it', async () => {
    const dataDir = folder();
    // This test's process holds it, as a running server would.
    const release = lockDataFolder(dataDir);
    try {
      // Files each command reads before it opens the folder: the example licenses file passes ingest's checks.
      const licenses = fileURLToPath(new URL('../../examples/licenses.csv', import.meta.url));
      const commands: Array<[string, string[], Record<string, string>]> = [
        ['seed', [], {}],
        ['ingest', [licenses], {}],
        ['digest', [], {}],
        ['restore', [licenses], {}],
        // No server answers at PORT: it names the holder and asks for --server.
        ['backup', ['--out', path.join(temp, 'backup.tar.gz')], { PORT: String(await freePort()) }],
      ];
      for (const [name, args, env] of commands) {
        const result = await runCli(name, args, { DATA_DIR: dataDir, DATABASE_URL: '', ...env });
        expect(result.code, `${name}: ${result.output}`).toBe(1);
        const line = name === 'backup' ? `${dataDir} is in use by process ${process.pid}, and no server answers` : inUse(dataDir, process.pid);
        expect(result.output, name).toContain(line);
        expect(result.output.trim().split('\n'), `${name}: one line`).toHaveLength(1);
        expect(readdirSync(dataDir), name).toEqual([LOCK_FILE]);
      }
    } finally {
      release();
    }
  }, 120_000);
});

describe('the lock', () => {
  it('refuses a second holder in the same process too, and is gone once released', () => {
    const dataDir = folder();
    const release = lockDataFolder(dataDir);
    expect(dataFolderHolder(dataDir)).toBe(process.pid);
    expect(() => lockDataFolder(dataDir)).toThrow(new DataFolderInUseError(dataDir, process.pid));
    expect(() => lockDataFolder(dataDir)).toThrow(inUse(dataDir, process.pid));
    release();
    expect(existsSync(lockFile(dataDir))).toBe(false);
    expect(dataFolderHolder(dataDir)).toBeNull();
    lockDataFolder(dataDir)();
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses while a live process holds it, named by its pid alone (no /proc details)', async () => {
    const dataDir = folder();
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(lockFile(dataDir), JSON.stringify({ pid: holder.pid }));
      expect(() => lockDataFolder(dataDir)).toThrow(inUse(dataDir, holder.pid!));
    } finally {
      holder.kill();
    }
    // Gone: the lock it left is stale.
    await until(() => dataFolderHolder(dataDir) === null, 'the holder gone');
    lockDataFolder(dataDir)();
  });

  it('takes over the lock of a process that died without releasing it (kill -9)', async () => {
    const dataDir = folder();
    const dead = await deadPid();
    writeFileSync(lockFile(dataDir), JSON.stringify({ pid: dead, boot: 'x', started: '1' }));
    expect(dataFolderHolder(dataDir)).toBeNull();
    const release = lockDataFolder(dataDir);
    expect(JSON.parse(readFileSync(lockFile(dataDir), 'utf8')).pid).toBe(process.pid);
    release();
    // Nothing of the takeover is left beside it.
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('takes over a lock whose pid now belongs to another process (after a reboot, in a new container)', () => {
    const dataDir = folder();
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    // This process's pid, alive, but not the process that wrote the lock: another start time, or another boot.
    writeFileSync(lockFile(dataDir), JSON.stringify({ pid: process.pid, boot, started: '1' }));
    expect(dataFolderHolder(dataDir)).toBeNull();
    writeFileSync(lockFile(dataDir), JSON.stringify({ pid: process.pid, boot: 'an earlier boot', started: '1' }));
    expect(dataFolderHolder(dataDir)).toBeNull();
    lockDataFolder(dataDir)();
  });

  it('takes over the lock of a process that died and was never reaped (a zombie)', async () => {
    const dataDir = folder();
    // `sleep 0.1` exits while its parent (the shell, replaced by `sleep 30`) never waits for it.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombie = Number(await new Promise<string>((resolve) => parent.stdout!.once('data', (chunk) => resolve(String(chunk)))));
      const state = () => readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1][0];
      await until(() => state() === 'Z', 'the child a zombie');
      writeFileSync(lockFile(dataDir), JSON.stringify({ pid: zombie }));
      expect(dataFolderHolder(dataDir)).toBeNull();
      lockDataFolder(dataDir)();
    } finally {
      parent.kill();
    }
  });

  it('takes over a damaged lock, and needs the folder to exist', () => {
    const dataDir = folder();
    writeFileSync(lockFile(dataDir), 'not a lock');
    lockDataFolder(dataDir)();
    expect(() => lockDataFolder(path.join(dataDir, 'missing'))).toThrow(/ENOENT/);
    mkdirSync(path.join(dataDir, 'missing'));
    lockDataFolder(path.join(dataDir, 'missing'))();
  });
});
