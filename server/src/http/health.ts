import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import { loadMigrations } from '../db/migrate.js';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

export interface Readiness {
  status: 'ready' | 'not ready';
  database: 'ok' | 'unreachable';
  /** Migrations in server/src/db/migrations that the database has not recorded in schema_migrations. */
  pendingMigrations: string[];
  message?: string;
}

/**
 * Probes for a load balancer or orchestrator, outside /api (no token, no rate limit):
 * - GET /healthz: the process answers (liveness);
 * - GET /readyz: the database answers `select 1` and every migration is recorded (readiness); 503 otherwise, and
 *   from the moment the server starts shutting down, so the balancer stops sending traffic here.
 */
export function registerHealth(app: FastifyInstance, db: Db): void {
  const expected = loadMigrations().map((m) => ({ version: m.version, name: m.name }));
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  const hidden = { schema: { hide: true } };
  app.get(HEALTH_PATH, hidden, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  });

  app.get(READY_PATH, hidden, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const answer = (code: number, body: Readiness) => reply.code(code).send(body);
    if (closing) return answer(503, { status: 'not ready', database: 'ok', pendingMigrations: [], message: 'The server is shutting down.' });
    let applied: Set<string>;
    try {
      await db.query('select 1');
      const { rows } = await db.query<{ version: string }>('select version from schema_migrations');
      applied = new Set(rows.map((row) => row.version));
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      return answer(503, { status: 'not ready', database: 'unreachable', pendingMigrations: [], message: 'The database does not answer.' });
    }
    const pending = expected.filter((m) => !applied.has(m.version)).map((m) => m.name);
    if (pending.length > 0) {
      return answer(503, { status: 'not ready', database: 'ok', pendingMigrations: pending, message: `${pending.length} database migration(s) not applied.` });
    }
    return answer(200, { status: 'ready', database: 'ok', pendingMigrations: [] });
  });
}
