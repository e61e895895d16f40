import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Session } from '../../../contract/claims.js';
import { FORBIDDEN, UNAUTHORIZED, tokenFromHeader, type SessionVerifier } from '../auth/apiAuth.js';
import type { NotificationBus } from '../notifications/bus.js';
import { HubConnection } from './connection.js';

export const HUB_PATH = '/notifications-alerts';

export interface HubOptions {
  verifySession: SessionVerifier;
  bus: NotificationBus;
  /** The client method GetUnreadNotifications. */
  getUnread: (session: Session) => Promise<unknown>;
  /** Keep-alive ping; the client gives up after 30 s of silence. */
  pingIntervalMs?: number;
}

export interface Hub {
  /** Open connections on this instance. */
  connectionCount(): number;
  close(): Promise<void>;
}

function reject(socket: Duplex, status: 401 | 403 | 404) {
  const body = JSON.stringify(status === 401 ? UNAUTHORIZED : status === 403 ? FORBIDDEN : { statusCode: 404, message: 'Not Found' });
  const reason = status === 401 ? 'Unauthorized' : status === 403 ? 'Forbidden' : 'Not Found';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}

/**
 * The realtime hub of spec 1 §7 on the Fastify server's own HTTP server: negotiate as a route, the
 * WebSocket through the server's 'upgrade' event. Connections are grouped by user (the token's subject),
 * and the bus decides which instance's users receive what.
 */
export function registerHub(app: FastifyInstance, opts: HubOptions): Hub {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const byUser = new Map<string, Set<HubConnection>>();
  const all = new Set<HubConnection>();
  // A blocked or deleted user's open connections close too; reconnecting is then refused (auth/revocations.ts).
  app.accountRevocations?.subscribe((sub) => byUser.get(sub)?.forEach((connection) => void connection.shutdown()));

  const authenticate = async (authorization: string | undefined, query: string | null) =>
    opts.verifySession(query || tokenFromHeader(authorization));

  // Negotiate: the client's first call (skipped with skipNegotiation). Its body is empty or text; ignore it.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.post(`${HUB_PATH}/negotiate`, { schema: { hide: true } }, async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const session = await authenticate(request.headers.authorization, query.access_token ?? null);
      if (!session) return reply.code(401).send(UNAUTHORIZED);
      if (!session.hasInsights) return reply.code(403).send(FORBIDDEN);
      const connectionToken = randomUUID();
      return {
        negotiateVersion: 1,
        connectionId: randomUUID(),
        connectionToken,
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
      };
    });
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://hub.local');
    if (url.pathname !== HUB_PATH) {
      // Nobody else handles upgrades on this server.
      if (app.server.listenerCount('upgrade') === 1) reject(socket, 404);
      return;
    }
    socket.on('error', () => undefined);
    authenticate(request.headers.authorization, url.searchParams.get('access_token')).then(
      (session) => {
        if (!session) return reject(socket, 401);
        if (!session.hasInsights) return reject(socket, 403);
        wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
          const connection = new HubConnection(ws, session, {
            pingIntervalMs: opts.pingIntervalMs ?? 15_000,
            invoke: async (target) => {
              if (target.toLowerCase() === 'getunreadnotifications') return opts.getUnread(session);
              throw new Error(`Unknown hub method '${target}'`);
            },
            onOpen: () => {
              let set = byUser.get(session.sub);
              if (!set) byUser.set(session.sub, (set = new Set()));
              set.add(connection);
            },
            onClose: () => {
              all.delete(connection);
              const set = byUser.get(session.sub);
              set?.delete(connection);
              if (set?.size === 0) byUser.delete(session.sub);
            },
          });
          all.add(connection);
        });
      },
      () => reject(socket, 401),
    );
  };
  app.server.on('upgrade', onUpgrade);

  const unsubscribe = opts.bus.subscribe((message) => {
    const targets = byUser.get(message.userSecureId);
    if (!targets) return;
    for (const connection of targets) {
      if (message.kind === 'notification') connection.send('NotificationReceive', [message.notification]);
      else connection.send('SyncNotifications', []);
    }
  });

  return {
    connectionCount: () => all.size,
    async close() {
      unsubscribe();
      app.server.off('upgrade', onUpgrade);
      // Tell clients to come back (to this or another instance) rather than give up.
      await Promise.all([...all].map((connection) => connection.shutdown()));
      wss.close();
    },
  };
}
