import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/db.js';
import { ERROR_REASONS, errorBody, type ErrorReply, type ErrorStatus } from '../../../contract/http.js';

/** What a client sees while the database is down or restarting; the request can be retried. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable right now. Please try again in a few seconds.';

/**
 * Client mistakes (schema validation, malformed bodies, unsupported media) keep their 4xx status and a readable
 * message; a database that cannot be reached is a 503 with Retry-After (nothing was committed: every multi-statement
 * write runs in a transaction); anything else is logged and answered with a generic 500 that leaks no internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
    }
    const status = error.validation ? 400 : error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody(500, 'Something went wrong on our side.'));
    }
    const message = error.validation ? `Invalid request: ${error.message}` : error.message;
    const body: ErrorReply = { statusCode: status, error: ERROR_REASONS[status as ErrorStatus] ?? 'Error', message };
    return reply.code(status).send(body);
  });
}
