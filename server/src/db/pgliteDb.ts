import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.js';

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function wrap(target: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Embedded PostgreSQL (WASM). `dataDir` undefined keeps everything in memory. */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  // Same value shapes as the pg driver set-up in postgresDb.ts: dates as 'YYYY-MM-DD', numeric as number.
  const parsers = { 1082: (v: string) => v, 1700: (v: string) => Number(v) };
  const pg = dataDir ? await PGlite.create(dataDir, { parsers }) : await PGlite.create({ parsers });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
