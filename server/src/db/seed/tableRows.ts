import type { Queryable } from '../db.js';

/** Rows for one table, values in `columns` order. */
export interface TableRows {
  table: string;
  columns: string[];
  rows: unknown[][];
}

// PostgreSQL allows 65,535 bind parameters per statement; stay well below it.
const MAX_PARAMS = 30_000;

/** Multi-row INSERTs with bind parameters: one round trip per few thousand rows, no quoting of values. */
export async function bulkInsert(tx: Queryable, { table, columns, rows }: TableRows): Promise<void> {
  if (rows.length === 0) return;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const columnList = columns.join(', ');
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await tx.query(`insert into ${table} (${columnList}) values ${tuples.join(', ')}`, params);
  }
}

/**
 * One INSERT for any number of rows: a bind parameter per column, each an array (`unnest`), of the given SQL
 * types. For the seed's largest table (license_events, 300,000 rows at scale 10), whose statement trigger then
 * runs once.
 */
export async function insertByColumns(tx: Queryable, { table, columns, rows }: TableRows, types: string[]): Promise<void> {
  if (rows.length === 0) return;
  const arrays = columns.map((_, c) => rows.map((row) => row[c]));
  const unnest = types.map((type, c) => `$${c + 1}::${type}[]`).join(', ');
  await tx.query(`insert into ${table} (${columns.join(', ')}) select * from unnest(${unnest})`, arrays);
}

/** Explicit ids were inserted into identity columns: move each sequence past them. */
export async function resetIdentity(tx: Queryable, table: string, column = 'id'): Promise<void> {
  await tx.query(
    `select setval(pg_get_serial_sequence('${table}', '${column}'), coalesce((select max(${column}) from ${table}), 0) + 1, false)`,
  );
}
