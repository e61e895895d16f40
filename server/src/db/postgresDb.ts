import pg from 'pg';
import { DatabaseUnavailableError, isDatabaseUnavailable, type Db, type Queryable } from './db.js';

// PostgreSQL returns bigint (count(*)) and numeric as strings by default; the API wants plain numbers,
// and PGlite already gives numbers for int8, so align the two drivers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
// Keep DATE columns as 'YYYY-MM-DD' text instead of a local-midnight Date, matching PGlite's output below.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export interface PostgresDbOptions {
  /** Connections in the pool (default 10). */
  max?: number;
  /** How long a request waits for a connection before it is answered 503 (ms, default 5000). */
  connectionTimeoutMillis?: number;
  /** Told about connections lost while idle (they are dropped and replaced on the next query). */
  onIdleError?: (error: Error) => void;
}

/** A lost connection becomes DatabaseUnavailableError (HTTP 503); a wrong statement keeps its own error. */
function unavailable(error: unknown): unknown {
  return isDatabaseUnavailable(error) && !(error instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(error) : error;
}

/**
 * A real PostgreSQL server through a connection pool (DATABASE_URL). Survives the server going away: idle
 * connections that die are dropped (not an unhandled 'error' event), queries meanwhile fail with
 * DatabaseUnavailableError, and the pool reconnects on its own when the server is back.
 */
export async function openPostgresDb(connectionString: string, options: PostgresDbOptions = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
    keepAlive: true,
    application_name: 'insights',
  });
  pool.on('error', options.onIdleError ?? ((error) => console.warn(`[db] an idle PostgreSQL connection was lost: ${error.message}`)));
  // pool.end() resolves before its connections have finished closing; close() waits for them, so a caller that
  // then drops the database or stops the server does not cut a connection still saying goodbye.
  let live = 0;
  let drained: (() => void) | null = null;
  pool.on('connect', () => void (live += 1));
  pool.on('remove', () => {
    live -= 1;
    if (live <= 0) drained?.();
  });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }

  const viaPool: Queryable = {
    async query<T>(sql: string, params?: unknown[]) {
      try {
        const result = await pool.query(sql, params as unknown[] | undefined);
        return { rows: result.rows as T[] };
      } catch (error) {
        throw unavailable(error);
      }
    },
    async exec(sql: string) {
      try {
        await pool.query(sql);
      } catch (error) {
        throw unavailable(error);
      }
    },
  };
  return {
    kind: 'postgres',
    ...viaPool,
    async transaction(fn) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw unavailable(error);
      }
      // While checked out the pool does not listen: a connection lost between two statements would otherwise be
      // an unhandled 'error' event. The next statement (or the commit) then fails and the transaction is lost.
      let lost: Error | undefined;
      const onError = (error: Error) => {
        lost = error;
      };
      client.on('error', onError);
      const tx: Queryable = {
        async query<T>(sql: string, params?: unknown[]) {
          try {
            const result = await client.query(sql, params as unknown[] | undefined);
            return { rows: result.rows as T[] };
          } catch (error) {
            throw unavailable(error);
          }
        },
        async exec(sql: string) {
          try {
            await client.query(sql);
          } catch (error) {
            throw unavailable(error);
          }
        },
      };
      try {
        await client.query('begin');
        const value = await fn(tx);
        await client.query('commit');
        return value;
      } catch (error) {
        // Nothing was committed; without a connection the server has already rolled back.
        await client.query('rollback').catch((rollbackError: Error) => {
          lost ??= rollbackError;
        });
        throw unavailable(error);
      } finally {
        client.removeListener('error', onError);
        // A connection that failed is closed rather than handed to the next request.
        client.release(lost ?? undefined);
      }
    },
    async close() {
      await pool.end();
      if (live <= 0) return;
      await new Promise<void>((resolve) => {
        drained = resolve;
        setTimeout(resolve, 5000).unref();
      });
    },
  };
}
