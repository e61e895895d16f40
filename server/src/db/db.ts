/**
 * The one database seam of the server. Everything speaks PostgreSQL SQL with $1 parameters, so the same
 * queries run on embedded PGlite and on a real PostgreSQL server.
 */
export interface QueryResult<T> {
  rows: T[];
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PGlite only: the data directory as a gzip tarball, taken between two statements, so it is what a crash at that
   * moment would leave and opens with every committed transaction (server/src/db/backup.ts restores it).
   * PostgreSQL has its own tools (pg_dump), so it has none.
   */
  backup?(): Promise<Uint8Array>;
}

/**
 * The database cannot be reached right now (server down or restarting, connection lost mid-request, pool
 * exhausted past its wait). Answered with HTTP 503 by the error handler; the request can be retried.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(cause: unknown) {
    super('The database is unavailable.', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

// Socket-level failures (Node) and the pg driver's own wording for a lost or unusable connection.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end/,
];

/**
 * True when `error` says the database is unreachable rather than that the statement was wrong: network errors,
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (server shut down, crashed, starting up), 53300 (too many
 * connections), and the pg driver's messages for a dropped connection. Looks through `cause` chains.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
