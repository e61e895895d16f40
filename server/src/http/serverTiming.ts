import type { FastifyInstance } from 'fastify';

/**
 * `Server-Timing: app;dur=<ms>` on every API reply: the time from the request's arrival to the reply's hand-over to
 * the socket (handler, serialisation, compression), so a client can tell the server's share of a slow call from the
 * transfer and its own decoding (the browser shows it in its network panel; the bench prints it beside its figure).
 * Registered after the compression hook, so its time is included.
 */
export function registerServerTiming(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    return payload;
  });
}
