// Lowers the CPU priority of the whole calling process, for the bench's helper processes (the server's child,
// serverChild.ts; the hub clients, hubClients.ts) that must not take the CPU from the browser being measured.
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Sets this process's niceness to `nice` and returns what it got (0 where lowering it is not permitted).
 *
 * On Linux a niceness belongs to a thread, and setPriority(n) sets only the calling one's: the threads Node started
 * before (V8's GC and compiler helpers; libuv's pool for file reads and zlib, if it has started) stayed at 0, 11 of
 * the server child's 12 on 2026-12-06. So each is set through /proc/self/task; a thread started later inherits its
 * creator's.
 */
export function lowerOwnPriority(nice: number): number {
  if (!nice) return 0;
  try {
    setPriority(nice);
  } catch {
    return 0;
  }
  if (process.platform === 'linux') {
    for (const tid of readdirSync('/proc/self/task')) {
      try {
        setPriority(Number(tid), nice);
      } catch {
        // A thread that ended meanwhile.
      }
    }
  }
  return nice;
}
