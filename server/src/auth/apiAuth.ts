import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import { createSession, type Session } from '../../../contract/claims.js';
import { errorBody, type ErrorReply } from '../../../contract/http.js';
import { isDatabaseUnavailable, type Db } from '../db/db.js';
import { STATUS_BLOCKED } from '../identity/accounts.js';
import { API_AUDIENCE } from '../identity/provider.js';
import { API_KEY_PREFIX } from '../../../contract/integrations/rules.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of an /api request (null on public routes). */
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** Set `config: { public: true }` on an /api route that needs no sign-in (e.g. the public leaderboard). */
    public?: boolean;
  }
}

export const UNAUTHORIZED: ErrorReply = errorBody(401, 'Invalid credentials');
export const FORBIDDEN: ErrorReply = errorBody(403, 'Access Forbidden');

export interface ApiAuthOptions {
  db: Db;
  issuer: string;
  /** Public keys of the identity provider: tokens are verified locally, no HTTP round trip. */
  jwks: { keys: JWK[] };
}

/** 'Bearer x' and the legacy 'JWT x' scheme of spec 1 §7 both carry the token. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = /^(?:Bearer|JWT)\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** /api and below: protected by the bearer token unless a route says `config: { public: true }`. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export type SessionVerifier = (token: string | undefined) => Promise<Session | null>;

/** API keys (`Bearer ins_…`, auth/apiKeys/keyAuth.ts): sets the request's session and key, or answers itself. */
export interface ApiKeyAuth {
  authenticate(request: FastifyRequest, reply: FastifyReply, key: string): Promise<FastifyReply | undefined>;
}

/** Whether a bearer token is meant as an API key rather than an access token. */
export function isApiKeyToken(token: string | undefined): token is string {
  return !!token && token.startsWith(API_KEY_PREFIX);
}

/** Verifies an access token and returns its Session, or null when it is missing, invalid or its user is gone/blocked. */
export function createSessionVerifier({ db, issuer, jwks }: ApiAuthOptions): SessionVerifier {
  const keySet = createLocalJWKSet(jwks);
  return async (token) => {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, keySet, { issuer, audience: API_AUDIENCE, algorithms: ['RS256'] });
      // Tokens live ten minutes, yet a blocked or deleted user must lose the API at once.
      const { rows } = await db.query<{ status_code: number }>(
        'select status_code from users where secure_id = $1',
        [/^[0-9a-f-]{36}$/i.test(String(payload.sub)) ? payload.sub : '00000000-0000-0000-0000-000000000000'],
      );
      if (rows.length === 0 || rows[0].status_code === STATUS_BLOCKED) return null;
      return createSession(payload as Record<string, unknown>);
    } catch (error) {
      // An unreachable database is not a bad token: it must answer 503 (errorHandler), never 'Invalid credentials'.
      if (isDatabaseUnavailable(error)) throw error;
      return null;
    }
  };
}

/**
 * Protects every /api route, wherever it is registered: 401 without a valid token, 403 without Insights access.
 * An API key (`ins_…`) goes to `keys`, which also checks its rate limit and the route's scope.
 * Registered on the root instance so no route can forget it.
 */
export function registerApiAuth(app: FastifyInstance, verify: SessionVerifier, keys?: ApiKeyAuth): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isApiPath(request.url) || request.routeOptions.config?.public) return;
    const token = tokenFromHeader(request.headers.authorization);
    if (isApiKeyToken(token)) return keys ? keys.authenticate(request, reply, token) : reply.code(401).send(UNAUTHORIZED);
    const session = await verify(token);
    if (!session) return reply.code(401).send(UNAUTHORIZED);
    if (!session.hasInsights) return reply.code(403).send(FORBIDDEN);
    request.session = session;
  });
}
