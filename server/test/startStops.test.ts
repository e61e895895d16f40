import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { until } from './support/until.js';
import { alive, descendants } from './support/processTree.js';
import { freePort } from './support/testServer.js';
import { requestInFlight, startServerProcess } from './support/serverProcess.js';
import { login } from './support/oidcLogin.js';
import { DEMO_PASSWORD } from '../src/db/seed/tenants.js';

// `npm start` and a stop signal (issue 38): SIGTERM to scripts/start.mjs reaches the server and any build it runs,
// and start.mjs exits once they have; nothing it started stays behind. A shutdown past its deadline names the step it
// was waiting on. Issue 62: nor does the server outlive start.mjs when start.mjs dies without passing anything on
// (kill -9), or when the terminal closes (SIGHUP to the group). Linux: processes are read from /proc.
// Database-free: runs in the PGlite project only (vitest.config.ts).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const temp = mkdtempSync(path.join(tmpdir(), 'insights-start-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/**
 * The child's end once its output is all read: 'close', not 'exit'. 'exit' can come before the last lines the
 * processes wrote to the shared pipe have arrived (the server's "Insights stopped" is written just before it exits,
 * and start.mjs and npm exit right after it); reading the output on 'exit' failed that way on a busy CI machine.
 */
const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));

const cmdline = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');

/** True when nothing listens on the port (a server could take it now). */
const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () => probe.close(() => resolve(true)));
  });

/**
 * `npm start` as a person or a supervisor runs it, on a copy of the run's seeded data folder (support/seededTemplate.ts:
 * seeding a new one is 20 s of CPU, minutes on a busy CI machine) and a free port, once its server answers.
 * `detached`: in a process group of its own, as a terminal's foreground job is (the group a closed terminal signals).
 */
/** Every process npm start started here: a test that fails half-way leaves none of them running (afterAll). */
const launched: number[] = [];
afterAll(() => {
  for (const pid of launched.filter(alive)) process.kill(pid, 'SIGKILL');
});

async function npmStart({ detached = false } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(temp, 'data-'));
  const template = process.env.INSIGHTS_TEST_PGLITE_TEMPLATE;
  if (template) cpSync(template, dataDir, { recursive: true });
  const start = spawn('npm', ['start', '--silent'], {
    cwd: root,
    // A shutdown deadline well above the 25 s default: CI runs this beside two other suites on two cores, and what
    // these tests check is that the server's own graceful shutdown runs to its end, not how fast it is there.
    env: { ...process.env, PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '60000' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  let output = '';
  start.stdout!.on('data', (chunk) => (output += chunk));
  start.stderr!.on('data', (chunk) => (output += chunk));
  const done = exited(start);
  // The server answers (it opens the database while the portal may still be building beside it).
  try {
    await until(async () => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
      } catch {
        return false;
      }
    }, `the server on :${port} answering`, 150_000);
  } catch (error) {
    // Nothing left behind by a failed start: npm passes SIGTERM on to start.mjs, which stops the server.
    start.kill('SIGTERM');
    await done;
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  const started = descendants(start.pid!);
  launched.push(start.pid!, ...started);
  const pidOf = (pattern: RegExp) => started.find((pid) => pattern.test(cmdline(pid)));
  const startScript = pidOf(/scripts\/start\.mjs/);
  const server = pidOf(/server\/src\/main\.ts/);
  expect(startScript, started.map(cmdline).join('\n')).toBeDefined();
  expect(server, started.map(cmdline).join('\n')).toBeDefined();
  return { start, port, dataDir, done, started, startScript: startScript!, server: server!, output: () => output };
}

describe('stopping on SIGTERM', () => {
  it('the shared helper passes the signal on to every child, waits for each, then exits 143', async () => {
    // A parent like start.mjs: two tracked children, one of which takes a moment to finish its own shutdown.
    const parentFile = path.join(temp, 'parent.mjs');
    const helper = path.join(root, 'scripts/children.mjs');
    writeFileSync(parentFile, `
      import { spawnTracked, stopOnSignals } from ${JSON.stringify(helper)};
      stopOnSignals();
      const idle = 'setInterval(() => {}, 1000)';
      const slow = "process.on('SIGTERM', () => setTimeout(() => { console.log('slow child done'); process.exit(0); }, 400)); console.log('slow child ready'); setInterval(() => {}, 1000)";
      spawnTracked(process.execPath, ['-e', idle], { stdio: 'ignore' });
      spawnTracked(process.execPath, ['-e', slow], { stdio: ['ignore', 'inherit', 'inherit'] });
      console.log('ready');
    `);
    const parent = spawn(process.execPath, [parentFile], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    parent.stdout!.on('data', (chunk) => (output += chunk));
    const done = exited(parent);
    await until(() => output.includes('slow child ready') && descendants(parent.pid!).length === 2, 'the parent and its two children running');
    const children = descendants(parent.pid!);

    parent.kill('SIGTERM');
    const { code } = await done;
    expect(code).toBe(143);
    // It waited for the slow child's own shutdown before exiting.
    expect(output).toContain('slow child done');
    expect(children.filter(alive)).toEqual([]);
  }, 30_000);

  it('npm start (scripts/start.mjs) stops with the server and every build it runs; nothing stays', async () => {
    // Through npm, as a person or a supervisor runs it: npm passes SIGTERM to its script's process, which is
    // start.mjs itself ("exec", package.json), not a shell that would die and leave start.mjs and the server behind.
    const { start, port, done, started, output } = await npmStart();

    start.kill('SIGTERM');
    const { code } = await done;
    expect(code, output()).not.toBe(0);
    expect(output(), output()).toContain('SIGTERM: stopping the server');
    // The server shut down gracefully (its own SIGTERM handling), not killed.
    expect(output(), output()).toContain('Insights stopped (shutdown took');
    await until(() => started.every((pid) => !alive(pid)), `every process npm start started gone: ${started.filter(alive).join(', ')}`, 10_000);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  }, 240_000);

  it('kill -9 of start.mjs: the server shuts down gracefully by itself, and within 5 s it is gone and the port free', async () => {
    // start.mjs can pass nothing on; the server, in a process group of its own, sees its IPC channel close.
    const { port, dataDir, done, startScript, server, output } = await npmStart();

    process.kill(startScript, 'SIGKILL');
    await until(async () => !alive(server) && (await portFree(port)), `the server (${server}) gone and :${port} free\n${output()}`, 5_000);
    await done;
    expect(output(), output()).toContain('The process that started the server has gone: shutting down');
    expect(output(), output()).toContain('Insights stopped (shutdown took');
    // It closed the database and gave the folder back: the next start takes it without a word.
    expect(existsSync(path.join(dataDir, 'insights.lock'))).toBe(false);
  }, 240_000);

  it('SIGHUP to the group (the terminal closed): every process stops, the server gracefully', async () => {
    // The server is in a group of its own, which the terminal does not signal: start.mjs passes it on as SIGTERM.
    const { start, port, done, started, output } = await npmStart({ detached: true });

    process.kill(-start.pid!, 'SIGHUP');
    await done;
    expect(output(), output()).toContain('SIGHUP: stopping the server');
    expect(output(), output()).toContain('Insights stopped (shutdown took');
    await until(() => started.every((pid) => !alive(pid)), `every process npm start started gone: ${started.filter(alive).join(', ')}`, 10_000);
    expect(await portFree(port)).toBe(true);
  }, 240_000);

  it('a shutdown past SHUTDOWN_TIMEOUT_MS stops at once, exits 1 and says which step it was still waiting on', async () => {
    const server = await startServerProcess(await freePort(), mkdtempSync(path.join(temp, 'deadline-')), { SHUTDOWN_TIMEOUT_MS: '1500' });
    const { child, baseUrl, output, exited } = server;
    try {
      expect(child.exitCode, output()).toBeNull();
      const { accessToken } = await login(baseUrl, 'member@northwind.test', DEMO_PASSWORD);
      // A request whose body never completes (its client hangs): the server cannot finish it.
      const { request } = await requestInFlight(baseUrl, accessToken);
      request.on('error', () => undefined); // the server goes away under it

      child.kill('SIGTERM');
      expect(await exited, output()).toBe(1);
      expect(output()).toContain('Shutdown took longer than 1500 ms (still finishing requests in flight): stopping now.');
      expect(output()).not.toContain('Insights stopped');
      request.destroy();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 180_000);
});
