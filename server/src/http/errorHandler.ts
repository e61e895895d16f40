import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * Client mistakes (schema validation, malformed bodies, unsupported media) keep their 4xx status and a readable
 * message; anything else is logged and answered with a generic 500 that leaks no internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.validation ? 400 : error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' });
    }
    const message = error.validation ? `Invalid request: ${error.message}` : error.message;
    return reply.code(status).send({ statusCode: status, error: status === 400 ? 'Bad Request' : reasonPhrase(status), message });
  });
}

function reasonPhrase(status: number): string {
  return ({ 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 413: 'Payload Too Large', 415: 'Unsupported Media Type' } as Record<number, string>)[status] ?? 'Error';
}
