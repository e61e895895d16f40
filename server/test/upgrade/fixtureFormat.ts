import type { Queryable } from '../../src/db/db.js';

/**
 * A database as one release's schema left it, to test the next migrations against: every table's rows as
 * PostgreSQL's own JSON (json_agg), in foreign-key order, and the migrations that made the schema.
 */
export interface UpgradeFixture {
  /** The newest migration the data was written under, e.g. '013'. */
  schemaVersion: string;
  /** Names of every migration applied (001_… up to schemaVersion). */
  migrations: string[];
  createdAt: string;
  tables: { table: string; rows: Record<string, unknown>[] }[];
}

/** Base tables of the public schema, parents before children (foreign keys), the migration ledger left out. */
export async function tablesInForeignKeyOrder(db: Queryable): Promise<string[]> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'schema_migrations' order by 1`,
  );
  const { rows: edges } = await db.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const pending = new Set(tables.map((t) => t.name));
  const ordered: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending].filter((table) => !edges.some((e) => e.child === table && pending.has(e.parent)));
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among ${[...pending].join(', ')}`);
    for (const table of ready) {
      pending.delete(table);
      ordered.push(table);
    }
  }
  return ordered;
}

/** Columns a row may be written with: not generated, not identity ALWAYS. */
export async function writableColumns(db: Queryable, table: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' and coalesce(identity_generation, '') <> 'ALWAYS'
      order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.name);
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
