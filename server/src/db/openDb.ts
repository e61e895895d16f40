import { mkdirSync } from 'node:fs';
import { pgdataDir } from './backup.js';
import { lockDataFolder } from './dataFolderLock.js';
import type { Db } from './db.js';
import { openPgliteDb } from './pgliteDb.js';
import { openPostgresDb } from './postgresDb.js';

export interface OpenDbOptions {
  /** PGlite data folder; undefined = in-memory. Ignored when databaseUrl is set. */
  dataDir?: string;
  databaseUrl?: string;
  /** PostgreSQL only: told about idle connections lost (server restart); default a console warning. */
  onIdleError?: (error: Error) => void;
}

/**
 * A data folder is locked before PGlite touches it and released once it is closed: a second process on the same
 * folder (a server, a command) gets DataFolderInUseError and never opens the database (dataFolderLock.ts).
 */
export async function openDb({ dataDir, databaseUrl, onIdleError }: OpenDbOptions): Promise<Db> {
  if (databaseUrl) return openPostgresDb(databaseUrl, { onIdleError });
  if (!dataDir) return openPgliteDb(undefined);
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataFolder(dataDir);
  let db: Db;
  try {
    db = await openPgliteDb(pgdataDir(dataDir));
  } catch (error) {
    release();
    throw error;
  }
  return {
    ...db,
    async close() {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
}
