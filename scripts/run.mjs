import { spawnTracked } from './children.mjs';

// Every child goes through spawnTracked, so a script that calls stopOnSignals (children.mjs) stops them with it.

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawnTracked(cmd, args, { stdio: 'inherit', ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(err);
      resolve(1);
    });
  });
}

/** Runs a command with its output held back; resolves with the exit code and everything it printed. */
export function runQuiet(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawnTracked(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    child.on('error', (err) => resolve({ code: 1, output: `${output}${err.stack ?? err}` }));
  });
}
