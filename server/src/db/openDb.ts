import { mkdirSync } from 'node:fs';
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

export async function openDb({ dataDir, databaseUrl, onIdleError }: OpenDbOptions): Promise<Db> {
  if (databaseUrl) return openPostgresDb(databaseUrl, { onIdleError });
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return openPgliteDb(dataDir ? `${dataDir.replace(/\/$/, '')}/pgdata` : undefined);
}
