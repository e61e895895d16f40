import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasModule, type Session } from '../../../contract/claims.js';
import { PRICING_HEADERS } from '../../../contract/pricing/headers.js';
import { FORBIDDEN, UNAUTHORIZED, isApiKeyToken, tokenFromHeader, type SessionVerifier } from '../auth/apiAuth.js';
import { errorBody } from '../../../contract/http.js';
import { INTEGRATION_MESSAGES } from '../../../contract/integrations/rules.js';
import type { EcTokenService } from './ecToken.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller of a pricing-service route (set by its auth check). */
    pricingSession?: Session;
  }
}

export type PricingGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

export interface PricingAuthOptions {
  verifySession: SessionVerifier;
  ecTokens: EcTokenService;
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/**
 * The pricing service's own check (it is a separate service in production): a valid bearer token of an Insights
 * user, an api key that is a chart token issued to that user, and a client id header naming the token's client.
 * Missing or invalid credentials → 401; a mismatched client, or a missing module → 403.
 */
export function createPricingGuard({ verifySession, ecTokens }: PricingAuthOptions) {
  return (allowed: (session: Session) => boolean = () => true): PricingGuard =>
    async (request, reply) => {
      const token = tokenFromHeader(request.headers.authorization);
      // A client's API key reads only the /api operations of its scopes (ADR 0032).
      if (isApiKeyToken(token)) return reply.code(403).send(errorBody(403, INTEGRATION_MESSAGES.keyNotAllowed));
      const session = await verifySession(token);
      if (!session) return reply.code(401).send(UNAUTHORIZED);
      if (!session.hasInsights) return reply.code(403).send(FORBIDDEN);
      const apiKey = await ecTokens.verify(header(request, PRICING_HEADERS.apiKey));
      const clientId = header(request, PRICING_HEADERS.clientId);
      if (!apiKey || !clientId || apiKey.sub !== session.sub) return reply.code(401).send(UNAUTHORIZED);
      if (clientId !== apiKey.clientId || clientId !== session.clientId) return reply.code(403).send(FORBIDDEN);
      if (!allowed(session)) return reply.code(403).send(FORBIDDEN);
      request.pricingSession = session;
      return undefined;
    };
}

export const anyPricingModule = (s: Session) => hasModule(s, 'pricing') || hasModule(s, 'ranking');
export const pricingModule = (s: Session) => hasModule(s, 'pricing');
export const rankingModule = (s: Session) => hasModule(s, 'ranking');
export const superAdminOnly = (s: Session) => s.isSuperAdmin;
