import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { z } from 'zod';
import type { Session } from '../../../contract/claims.js';
import { NOTIFICATION_HUB } from '../../../contract/notifications/endpoints.js';
import { notification, unreadNotificationsReply, type UnreadNotificationsReply } from '../../../contract/notifications/schemas.js';
import { FORBIDDEN, UNAUTHORIZED, tokenFromHeader, type SessionVerifier } from '../auth/apiAuth.js';
import type { NotificationBus } from '../notifications/bus.js';
import { HubConnection } from './connection.js';
import { invocation } from './protocol.js';
import { redactUrl, requestId } from '../http/logging.js';
import type { OriginPolicy } from '../http/cors.js';

/** The caller of the hub: the browser sends its token in the query, other clients as a bearer header. */
export function hubSession(verifySession: SessionVerifier, authorization: string | undefined, queryToken: string | null | undefined): Promise<Session | null> {
  return verifySession(queryToken || tokenFromHeader(authorization));
}

export interface HubOptions {
  verifySession: SessionVerifier;
  bus: NotificationBus;
  /** The client method GetUnreadNotifications. */
  getUnread: (session: Session) => Promise<UnreadNotificationsReply>;
  /** Keep-alive ping; the client gives up after 30 s of silence. */
  pingIntervalMs?: number;
  /**
   * The browser origins allowed to connect: the API's CORS policy. A browser opens a WebSocket to any origin without
   * asking (CORS does not apply), so the hub checks the Origin header itself. Clients outside a browser send none.
   */
  origins?: OriginPolicy;
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

type Admission = { session: Session } | { refused: string; status: 401 | 403; sub?: string };

/** Who may open a connection: a page of an allowed origin (or no browser at all), with a valid token and Insights access. */
async function admission(opts: HubOptions, origin: string | undefined, authorization: string | undefined, queryToken: string | null): Promise<Admission> {
  if (origin && opts.origins && !(await opts.origins.allows(origin))) return { refused: 'origin not allowed', status: 403 };
  const session = await hubSession(opts.verifySession, authorization, queryToken);
  if (!session) return { refused: 'invalid credentials', status: 401 };
  if (!session.hasInsights) return { refused: 'no Insights access', status: 403, sub: session.sub };
  return { session };
}

/**
 * The realtime hub of spec 1 §7 on the Fastify server's own HTTP server: the WebSocket through the server's
 * 'upgrade' event (negotiate is a route: routes/notificationsAlerts). Connections are grouped by user (the
 * token's subject), and the bus decides which instance's users receive what. Payloads are encoded with the
 * contract's schemas, like the replies of the API.
 */
export function startHub(app: FastifyInstance, opts: HubOptions): Hub {
  // No permessage-deflate (ws's default, stated here): a push to thousands of connections is not compressed per connection.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024, perMessageDeflate: false });
  const byUser = new Map<string, Set<HubConnection>>();
  const all = new Set<HubConnection>();
  // A blocked or deleted user's open connections close too; reconnecting is then refused (auth/revocations.ts).
  app.accountRevocations?.subscribe((sub) => byUser.get(sub)?.forEach((connection) => void connection.shutdown()));

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://hub.local');
    if (url.pathname !== NOTIFICATION_HUB.path) {
      // Nobody else handles upgrades on this server.
      if (app.server.listenerCount('upgrade') === 1) reject(socket, 404);
      return;
    }
    socket.on('error', () => undefined);
    // The browser's token is in the query: only the redacted URL is ever logged.
    const log = app.log.child({ reqId: requestId(request), hub: redactUrl(request.url) });
    const origin = request.headers.origin;
    void admission(opts, origin, request.headers.authorization, url.searchParams.get('access_token')).then(
      (admitted) => {
        if (!('session' in admitted)) {
          log.info({ origin, sub: admitted.sub }, `hub connection refused: ${admitted.refused}`);
          return reject(socket, admitted.status);
        }
        const { session } = admitted;
        wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
          log.info({ sub: session.sub }, 'hub connection opened');
          const connection = new HubConnection(ws, session, {
            pingIntervalMs: opts.pingIntervalMs ?? 15_000,
            invoke: async (target) => {
              if (target.toLowerCase() === NOTIFICATION_HUB.getUnreadNotifications.toLowerCase()) return z.encode(unreadNotificationsReply, await opts.getUnread(session));
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
    const [target, args] =
      message.kind === 'notification'
        ? [NOTIFICATION_HUB.notificationReceive, [z.encode(notification, message.notification)]]
        : [NOTIFICATION_HUB.syncNotifications, []];
    // Serialised once per message, not once per connection (a user may have many tabs; a bench opens thousands).
    const encoded = Buffer.from(invocation(target, args));
    for (const connection of targets) connection.sendEncoded(encoded);
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
