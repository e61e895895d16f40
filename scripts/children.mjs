// The child processes a script starts, and what a stop signal does to them. `npm start` (scripts/start.mjs) runs the
// server and builds beside it; without this, a SIGTERM ended start.mjs alone (or, sent through npm, nothing) and
// left the server running, still holding the port and the database.
import { spawn } from 'node:child_process';

const live = new Set();

/** Spawns a child and tracks it until it exits: a stop signal reaches it (stopOnSignals). Same arguments as spawn. */
export function spawnTracked(cmd, args, opts = {}) {
  const child = spawn(cmd, args, opts);
  live.add(child);
  const forget = () => live.delete(child);
  child.on('exit', forget);
  child.on('error', forget);
  return child;
}

/** The tracked children still running. */
export const liveChildren = () => [...live];

let stopping = null;

/** True once a stop signal came: a child's exit is then part of stopping, not a failure to report. */
export const isStopping = () => stopping !== null;

/**
 * On SIGINT, SIGTERM or SIGHUP: pass the signal on to every tracked child, wait until each has exited, then exit with
 * 128 + the signal's number (130, 143, 129), as a shell reports a process a signal ended. SIGHUP (the terminal
 * closed) is passed on as SIGTERM: left to its default it ended the script alone, and the children it started lived
 * on without it (issue 62). A second signal, or children still running after `graceMs` (the server finishes requests
 * in flight, up to its own SHUTDOWN_TIMEOUT_MS), kills what is left. `onStop(signal)` runs first (e.g. to print a line).
 */
export function stopOnSignals({ graceMs = 15_000, onStop } = {}) {
  const codes = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
  const stop = (signal) => {
    if (stopping) {
      for (const child of live) child.kill('SIGKILL');
      return;
    }
    onStop?.(signal);
    stopping = stopChildren(signal === 'SIGHUP' ? 'SIGTERM' : signal, graceMs).then(() => process.exit(codes[signal]));
  };
  for (const signal of Object.keys(codes)) process.on(signal, () => stop(signal));
}

/** Sends the signal to every tracked child and resolves once all have exited (SIGKILL after graceMs). */
export async function stopChildren(signal = 'SIGTERM', graceMs = 15_000) {
  const children = [...live];
  const exited = children.map((child) =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)),
  );
  for (const child of children) child.kill(signal);
  const timer = setTimeout(() => children.forEach((child) => child.kill('SIGKILL')), graceMs);
  await Promise.all(exited);
  clearTimeout(timer);
}
