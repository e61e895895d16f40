// One process at a time on a PGlite data folder (issue 62): two processes writing one embedded database is how data is
// lost, and PGlite itself does not stop a second one (its postmaster.pid holds a constant, -42). The lock is a file
// beside pgdata naming the process that holds it; a process that died without releasing it (kill -9, a power cut)
// leaves a stale one, which the next process takes over. ADR 0045.
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The lock's name inside DATA_DIR (not inside pgdata: a backup copies pgdata only). */
export const LOCK_FILE = 'insights.lock';

/** The data folder is held by a running process: the one line a server or a command prints and stops with. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`${dataDir} is in use by process ${pid}; stop it first.`);
    this.name = 'DataFolderInUseError';
  }
}

/**
 * Who holds a lock. A pid alone is not enough: after a reboot, or in a new container on the same volume, the pid of
 * a dead holder often belongs to another process (a container's server is often pid 1 every time). Where /proc
 * exists (Linux) the holder is also named by the kernel's boot id and its start time, which a reused pid does not share.
 */
interface Holder {
  pid: number;
  boot?: string;
  started?: string;
}

function readProc(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat (clock ticks after boot), and whether the process is a zombie (dead, not yet reaped). */
function procStat(pid: number): { started: string; zombie: boolean } | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command may hold spaces and parentheses: the fields after its closing ')' are state (3), ppid (4), …
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { started: fields[19], zombie: fields[0] === 'Z' };
}

function me(): Holder {
  const boot = readProc('/proc/sys/kernel/random/boot_id')?.trim();
  const started = procStat(process.pid)?.started;
  return { pid: process.pid, ...(boot && started ? { boot, started } : {}) };
}

function running(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(holder.pid);
  if (stat?.zombie) return false;
  if (holder.boot && holder.started) {
    const boot = readProc('/proc/sys/kernel/random/boot_id')?.trim();
    if (boot && boot !== holder.boot) return false;
    if (stat && stat.started !== holder.started) return false;
  }
  return true;
}

function parse(text: string | undefined): Holder | undefined {
  if (!text) return undefined;
  try {
    const holder = JSON.parse(text) as Holder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : undefined;
  } catch {
    return undefined;
  }
}

const lockPath = (dataDir: string) => path.join(dataDir, LOCK_FILE);

/** The pid of the running process that holds the folder, or null (no lock, or a stale one). */
export function dataFolderHolder(dataDir: string): number | null {
  const holder = parse(readProc(lockPath(dataDir)));
  return holder && running(holder) ? holder.pid : null;
}

/**
 * Takes the folder (which must exist) for this process, or throws DataFolderInUseError naming the process that has
 * it. Returns the release, which removes the lock if it is still this process's; the lock also goes when the process
 * exits without releasing it (process.exit after a shutdown deadline).
 */
export function lockDataFolder(dataDir: string): () => void {
  const file = lockPath(dataDir);
  const content = `${JSON.stringify(me())}\n`;
  // Written whole under a name of its own, then linked into place: link fails if the lock exists, so only one
  // process gets it, and a reader never sees a half-written lock.
  const draft = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(draft, content, { mode: 0o644 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw error;
      }
      const found = readProc(file);
      const holder = parse(found);
      if (holder && running(holder)) throw new DataFolderInUseError(dataDir, holder.pid);
      // A freshly linked lock is never half-written, so an unreadable one is damaged or gone: stale either way.
      takeOver(file, found);
    }
  } finally {
    unlinkSync(draft);
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (readProc(file) === content) unlinkSync(file);
  };
  process.on('exit', release);
  return release;
}

/**
 * Moves a stale lock out of the way. Two processes may find the same stale lock at once: each moves what is at the
 * lock's name aside under a name of its own and checks it is the stale lock it judged; if another process's fresh lock
 * was moved instead, it goes back.
 */
function takeOver(file: string, stale: string | undefined) {
  const aside = `${file}.stale.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // released or taken over meanwhile
    throw error;
  }
  if (readProc(aside) !== stale) {
    try {
      linkSync(aside, file);
    } catch {
      // Another process linked its own meanwhile: the next attempt reads whichever is there.
    }
  }
  unlinkSync(aside);
}
