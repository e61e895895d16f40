import { DataFolderInUseError } from '../db/dataFolderLock.js';
import { openDb, type OpenDbOptions } from '../db/openDb.js';
import type { Db } from '../db/db.js';

/**
 * A command that finds its data folder held by a running server (or another command) stops with the lock's one line,
 * and `hint` after it (e.g. how to go through that server); anything else is thrown on. For `.catch(exitIfInUse)`.
 */
export function exitIfInUse(error: unknown, hint = ''): never {
  if (error instanceof DataFolderInUseError) {
    console.error(hint ? `${error.message} ${hint}` : error.message);
    process.exit(1);
  }
  throw error;
}

/** openDb for a command: a folder in use ends it with one clear line, never a stack trace. */
export async function openCommandDb(options: OpenDbOptions, hint = ''): Promise<Db> {
  try {
    return await openDb(options);
  } catch (error) {
    exitIfInUse(error, hint);
  }
}
