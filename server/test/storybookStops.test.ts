import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { until } from './support/until.js';
import { alive, descendants } from './support/processTree.js';
import { freePort } from './support/testServer.js';
import { storybookAnswering } from './support/storybook.js';

// `npm run storybook` and a stop signal (issue 62): SIGTERM to npm reaches `storybook dev` itself ("exec" in
// package.json: npm's script process is Storybook, not a shell that would die and leave it running), and Storybook
// stops with the esbuild services it started. Linux: processes are read from /proc. Database-free.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

describe('stopping Storybook on SIGTERM', () => {
  it('npm run storybook stops with storybook dev and every esbuild service it started; nothing stays', async () => {
    const port = await freePort();
    const storybook = spawn('npm', ['run', 'storybook', '--silent', '--', '-p', String(port), '--ci', '--no-open', '--no-version-updates'], {
      cwd: root,
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    storybook.stdout!.on('data', (chunk) => (output += chunk));
    storybook.stderr!.on('data', (chunk) => (output += chunk));
    // 'exit', not 'close': a Storybook left behind would keep the pipes open, and the test would wait for it instead of
    // saying what stayed.
    const done = new Promise<void>((resolve) => storybook.once('exit', () => resolve()));
    let started: number[] = [];
    try {
      // Storybook answers with its story index: it has started its builders (and their esbuild services) by then.
      await storybookAnswering(port, output);
      started = descendants(storybook.pid!);
      const lines = started.map(commandLine);
      expect(lines.filter((line) => /\bnode\b.*storybook dev/.test(line)), lines.join('\n')).toHaveLength(1);
      expect(lines.filter((line) => /esbuild --service/.test(line)).length, lines.join('\n')).toBeGreaterThan(0);

      storybook.kill('SIGTERM');
      await done;
      await until(() => started.every((pid) => !alive(pid)), `every process npm run storybook started gone: ${started.filter(alive).map(commandLine).join('; ')}`, 15_000);
      await expect(fetch(`http://127.0.0.1:${port}/index.json`)).rejects.toThrow();
    } finally {
      // A failed run leaves nothing behind for the next test file either.
      if (storybook.exitCode === null) started = [...started, ...descendants(storybook.pid!)];
      for (const pid of started) if (alive(pid)) process.kill(pid, 'SIGKILL');
      if (storybook.exitCode === null) storybook.kill('SIGKILL');
    }
  }, 180_000);
});
