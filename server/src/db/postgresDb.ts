import pg from 'pg';
import type { Db, Queryable } from './db.js';

// PostgreSQL returns bigint (count(*)) and numeric as strings by default; the API wants plain numbers,
// and PGlite already gives numbers for int8, so align the two drivers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
// Keep DATE columns as 'YYYY-MM-DD' text instead of a local-midnight Date, matching PGlite's output below.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/** A real PostgreSQL server through a connection pool (DATABASE_URL). */
export async function openPostgresDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query('select 1');
  const viaPool: Queryable = {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pool.query(sql, params as unknown[] | undefined);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
  };
  return {
    kind: 'postgres',
    ...viaPool,
    async transaction(fn) {
      const client = await pool.connect();
      const tx: Queryable = {
        async query<T>(sql: string, params?: unknown[]) {
          const result = await client.query(sql, params as unknown[] | undefined);
          return { rows: result.rows as T[] };
        },
        async exec(sql: string) {
          await client.query(sql);
        },
      };
      try {
        await client.query('begin');
        const value = await fn(tx);
        await client.query('commit');
        return value;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
