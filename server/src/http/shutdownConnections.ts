import type { FastifyInstance } from 'fastify';

/**
 * Keep-alive connections at shutdown. Node's `server.close()` closes the connections that are idle at that moment
 * (Fastify's `forceCloseConnections: 'idle'`) and then waits for the others to end. A connection whose request was in
 * flight then stays open after its reply for the keep-alive timeout (Fastify's default: 72 s), and the shutdown waits
 * for it: a browser, `fetch` or a load balancer that keeps its connections alive held `npm start`'s SIGTERM past its
 * deadline that way. So, from the first close hook on:
 * - every reply says `Connection: close`, so its client does not send another request on that connection and Node
 *   ends it after the reply;
 * - a reply that had begun before (its headers already sent, or written on the raw response, as /oidc does) closes
 *   its connection once it has finished and the connection is idle.
 * Registered before the other close hooks, so the replies sent while those run say it too.
 */
export function registerShutdownConnections(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing && !reply.raw.headersSent) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async () => {
    // After Node has marked the connection idle (it does so once the reply's 'finish' has been handled).
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
}
