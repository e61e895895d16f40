import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  // pg_trgm: the trigram indexes of the "contains" searches (migration 013 creates the extension).
  const options = { parsers, extensions: { pg_trgm } };
  const pg = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    backup: async () => new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer()),
  };
}
