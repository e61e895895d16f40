import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db, Queryable } from './db.js';
import { migrationsDir } from '../paths.js';

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** Files named NNN_description.sql, applied in version order. */
export function loadMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_.+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: file.slice(0, 3),
      name: file.replace(/\.sql$/, ''),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/** Advisory-lock key every instance takes while migrating, so several starting at once apply each file once. */
export const MIGRATION_LOCK_KEY = 0x1d5_0015;

/**
 * Applies every migration not yet recorded in schema_migrations, each in its own transaction. Safe when several
 * server instances start at once on one PostgreSQL: each transaction holds an advisory lock and looks again
 * whether its migration was applied meanwhile.
 */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<string[]> {
  const lock = (tx: Queryable) => tx.query('select pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  });
  const { rows } = await db.query<{ version: string }>('select version from schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const newlyApplied: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    const done = await db.transaction(async (tx) => {
      await lock(tx);
      const again = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (again.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) newlyApplied.push(migration.name);
  }
  return newlyApplied;
}
