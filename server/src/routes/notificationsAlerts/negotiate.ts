import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FORBIDDEN, UNAUTHORIZED, isApiKeyToken, tokenFromHeader, type SessionVerifier } from '../../auth/apiAuth.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { hubSession } from '../../realtime/hub.js';
import { errorBody, errorReply } from '../../../../contract/http.js';
import { INTEGRATION_MESSAGES } from '../../../../contract/integrations/rules.js';
import { NOTIFICATION_HUB } from '../../../../contract/notifications/endpoints.js';
import { hubNegotiateQuery, hubNegotiateReply } from '../../../../contract/notifications/schemas.js';

/**
 * The SignalR client's first call (skipped with skipNegotiation): who may connect, and on which transport. The
 * WebSocket itself is the hub's (realtime/hub.ts). Outside /api, so it checks the token itself.
 */
export function registerHubNegotiate(app: FastifyInstance, verifySession: SessionVerifier): void {
  zodRoutes(app, (api) => {
    // The client posts an empty or text body; nothing in it matters.
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    api.post(NOTIFICATION_HUB.negotiate, {
      schema: {
        hide: true,
        querystring: hubNegotiateQuery,
        response: { 200: hubNegotiateReply, 401: errorReply, 403: errorReply },
      },
    }, async (request, reply) => {
      // A client's API key reads only the /api operations of its scopes (ADR 0032); the hub is a person's.
      if (isApiKeyToken(request.query.access_token || tokenFromHeader(request.headers.authorization))) {
        return reply.code(403).send(errorBody(403, INTEGRATION_MESSAGES.keyNotAllowed));
      }
      const session = await hubSession(verifySession, request.headers.authorization, request.query.access_token);
      if (!session) return reply.code(401).send(UNAUTHORIZED);
      if (!session.hasInsights) return reply.code(403).send(FORBIDDEN);
      return {
        negotiateVersion: 1 as const,
        connectionId: randomUUID(),
        connectionToken: randomUUID(),
        availableTransports: [{ transport: 'WebSockets' as const, transferFormats: ['Text' as const, 'Binary' as const] }],
      };
    });
  });
}
