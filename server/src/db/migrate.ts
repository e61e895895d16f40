import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db.js';
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

/** Applies every migration not yet recorded in schema_migrations, each in its own transaction. */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version text primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);
  const { rows } = await db.query<{ version: string }>('select version from schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const newlyApplied: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
    });
    newlyApplied.push(migration.name);
  }
  return newlyApplied;
}
