import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataFolder } from './dataFolderLock.js';

/** Where openDb keeps the embedded database inside DATA_DIR. */
export function pgdataDir(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/**
 * Opens a stopped data folder alone and returns its backup (gzip tarball of the data directory). A folder a running
 * process holds throws DataFolderInUseError (dataFolderLock.ts): only that process may read it.
 */
export async function dumpDataFolder(dataDir: string): Promise<Uint8Array> {
  const release = lockDataFolder(dataDir);
  try {
    const pg = await PGlite.create(pgdataDir(dataDir), { extensions: { pg_trgm } });
    try {
      return new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await pg.close();
    }
  } finally {
    release();
  }
}

export class RestoreRefusedError extends Error {}

export interface RestoreResult {
  /** Migrations recorded in the restored database. */
  migrations: number;
  /** Where the folder that was there before went (with force), else null. */
  movedAside: string | null;
}

/**
 * Unpacks a backup into DATA_DIR/pgdata and opens it once to prove it starts (replaying its write-ahead log).
 * Refuses a folder that already holds a database unless `force`; then the old one is moved aside, never deleted.
 * The server must be stopped: a running one keeps its own copy open and would overwrite the restore. While a process
 * holds the folder this throws DataFolderInUseError (dataFolderLock.ts) and touches nothing.
 */
export async function restoreDataFolder(backup: Uint8Array, dataDir: string, { force = false } = {}): Promise<RestoreResult> {
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataFolder(dataDir);
  try {
    return await restoreLocked(backup, dataDir, force);
  } finally {
    release();
  }
}

async function restoreLocked(backup: Uint8Array, dataDir: string, force: boolean): Promise<RestoreResult> {
  const target = pgdataDir(dataDir);
  let movedAside: string | null = null;
  if (existsSync(target) && readdirSync(target).length > 0) {
    if (!force) throw new RestoreRefusedError(`${target} already holds a database: restore into an empty DATA_DIR, or add --force to move it aside.`);
    movedAside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(target, movedAside);
  }
  const pg = await PGlite.create(target, { extensions: { pg_trgm }, loadDataDir: new Blob([backup]) });
  try {
    const { rows } = await pg.query<{ n: number }>('select count(*)::int as n from schema_migrations');
    return { migrations: rows[0].n, movedAside };
  } finally {
    await pg.close();
  }
}
