import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * How many /api requests may work at once. The embedded PGlite runs every query on the server's own thread, one
 * after the other, and a long queue of them keeps the event loop from reading sockets for seconds: under load some
 * connections then wait far longer than others (measured: /healthz stalled 19 s behind 200 queued company lists,
 * the whole queue ran as one chain of promise continuations). PostgreSQL's pool (10 connections) gives up on a
 * connection after 5 s of waiting (a 503).
 */
export const DEFAULT_API_CONCURRENCY = { pglite: 8, postgres: 16 } as const;

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

interface Held {
  held: boolean;
}

/**
 * A first-come, first-served gate in front of /api work: at most `max` requests use the database at once, the
 * others wait their turn in memory, so the database works on a short queue and latency is shared fairly. A request
 * holds a place while its token is checked (onRequest, registered before the check) and while its handler runs
 * (preHandler), never while its body arrives, so a slow upload holds nothing. A request whose client has gone while
 * waiting is dropped without touching the database. Places are handed over on the next turn of the event loop.
 */
export function registerApiConcurrency(app: FastifyInstance, max: number): void {
  if (!(max > 0)) return;
  let running = 0;
  const waiting: Array<() => void> = [];
  const states = new WeakMap<FastifyRequest, Held>();

  const release = () => {
    const next = waiting.shift();
    // Not at once: PGlite's queries and the handlers' promise continuations would otherwise chain through the
    // whole queue without the server ever reading a socket.
    if (next) setImmediate(next);
    else running -= 1;
  };

  /** Waits for a place; false when the client has gone meanwhile (the request is then dropped). */
  const acquire = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (running < max) running += 1;
    // The place passes straight from the request that finished to this one (running stays the same).
    else await new Promise<void>((resolve) => waiting.push(resolve));
    let state = states.get(request);
    if (!state) {
      const created: Held = { held: false };
      states.set(request, (state = created));
      // Response done or connection closed, whichever comes first: a place still held is given back.
      reply.raw.once('close', () => {
        if (!created.held) return;
        created.held = false;
        release();
      });
    }
    state.held = true;
    if (request.socket?.destroyed || reply.raw.writableEnded) {
      state.held = false;
      release();
      reply.hijack();
      return false;
    }
    return true;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url)) await acquire(request, reply);
  });
  // The token check is done: the body may take its time without a place.
  app.addHook('preParsing', async (request) => {
    const state = states.get(request);
    if (state?.held) {
      state.held = false;
      release();
    }
  });
  app.addHook('preHandler', async (request, reply) => {
    if (isApiPath(request.url)) await acquire(request, reply);
  });
}
