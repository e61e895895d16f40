import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Session } from '../../../../contract/claims.js';
import { errorBody } from '../../../../contract/http.js';
import { INTEGRATION_MESSAGES as M, type ApiKeyScope } from '../../../../contract/integrations/rules.js';
import type { Db } from '../../db/db.js';
import { UNAUTHORIZED, type ApiKeyAuth } from '../apiAuth.js';
import { hashApiKey, isWellFormedApiKey } from './keyFormat.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key an /api request came with (null for a signed-in user). */
    apiKey: ApiKeyPrincipal | null;
  }
  interface FastifyContextConfig {
    /**
     * The scope an API key needs to call this /api route. A route without one refuses every key (403): a new
     * route is closed to keys until it names its scope (ADR 0032).
     */
    apiKeyScope?: ApiKeyScope;
  }
}

export interface ApiKeyPrincipal {
  id: string;
  clientId: string;
  name: string;
  scopes: ApiKeyScope[];
  rateLimitPerMinute: number;
}

interface KeyRow {
  id: string;
  clientId: string;
  name: string;
  scopes: ApiKeyScope[];
  rateLimitPerMinute: number;
  active: boolean;
  premium: boolean;
  lastUseStale: boolean;
}

/** The window of every key's limit (ADR 0033): a fixed minute. */
const WINDOW_MS = 60_000;
/** last_used_on/from is written when the stored one is older than this, so a busy key costs one write a minute. */
const LAST_USE_INTERVAL = '1 minute';

/** The Session a key's requests run with: its client's tenant and premium data, no user, no role, no module. */
export function sessionOfKey(row: Pick<KeyRow, 'id' | 'clientId' | 'name' | 'premium'>): Session {
  return {
    sub: row.id,
    name: row.name,
    email: '',
    clientId: row.clientId,
    roles: [],
    modules: [],
    isAdmin: false,
    isSuperAdmin: false,
    hasInsights: true,
    hasPremium: row.premium,
  };
}

/**
 * `Authorization: Bearer ins_…` on /api (called by registerApiAuth's hook):
 * 1. shape and checksum, then the key's row by its hash; unknown → 401, revoked or expired → 401 at once (read from
 *    the database on every request: no cache outlives a revoke, and every instance sees it);
 * 2. the key's rate limit (per instance, ADR 0033): the IETF draft's RateLimit-Policy and RateLimit headers on every
 *    answer, 429 with Retry-After past the limit;
 * 3. the route's scope (config.apiKeyScope): none → 403 (user operations, administration…), another → 403.
 */
export async function createApiKeyAuth(app: FastifyInstance, db: Db): Promise<ApiKeyAuth> {
  app.decorateRequest('apiKey', null);
  if (!app.hasDecorator('createRateLimit')) await app.register(rateLimit, { global: false });
  const limit = app.createRateLimit({
    timeWindow: WINDOW_MS,
    max: (request) => request.apiKey?.rateLimitPerMinute ?? 1,
    keyGenerator: (request) => `apikey:${request.apiKey?.id ?? '-'}`,
  });

  async function find(key: string): Promise<KeyRow | undefined> {
    const { rows } = await db.query<KeyRow>(
      `select k.id::text as id, k.client_id::text as "clientId", k.name, k.scopes, k.rate_limit_per_minute as "rateLimitPerMinute",
              (k.revoked_on is null or k.revoked_on > now()) and k.expires_on > now() as active,
              exists (select 1 from client_add_ons ca join add_ons a on a.add_on_id = ca.add_on_id
                       where ca.client_id = k.client_id and a.name = 'Premium Data') as premium,
              (k.last_used_on is null or k.last_used_on < now() - interval '${LAST_USE_INTERVAL}') as "lastUseStale"
         from api_keys k where k.key_hash = $1`,
      [hashApiKey(key)],
    );
    return rows[0];
  }

  return {
    async authenticate(request: FastifyRequest, reply: FastifyReply, key: string) {
      if (!isWellFormedApiKey(key)) return reply.code(401).send(UNAUTHORIZED);
      const row = await find(key);
      if (!row) return reply.code(401).send(UNAUTHORIZED);
      if (!row.active) return reply.code(401).send(errorBody(401, M.apiKeyInactive));
      if (row.lastUseStale) {
        await db.query(
          `update api_keys set last_used_on = now(), last_used_from = $2
            where id = $1 and (last_used_on is null or last_used_on < now() - interval '${LAST_USE_INTERVAL}')`,
          [row.id, request.ip],
        );
      }
      request.apiKey = { id: row.id, clientId: row.clientId, name: row.name, scopes: row.scopes, rateLimitPerMinute: row.rateLimitPerMinute };
      request.session = sessionOfKey(row);

      const result = await limit(request);
      if (result.isAllowed) throw new Error('API keys have no allow list');
      const remaining = Math.max(0, result.remaining);
      reply
        .header('ratelimit-policy', `"default";q=${result.max};w=${WINDOW_MS / 1000}`)
        .header('ratelimit', `"default";r=${remaining};t=${result.ttlInSeconds}`);
      if (result.isExceeded) {
        const wait = `${result.ttlInSeconds} second${result.ttlInSeconds === 1 ? '' : 's'}`;
        return reply
          .code(429)
          .header('retry-after', String(result.ttlInSeconds))
          .header('cache-control', 'no-store')
          .send(errorBody(429, `Too many requests: this API key may make ${result.max} calls a minute. Try again in ${wait}.`));
      }

      const scope = request.routeOptions.config?.apiKeyScope;
      if (!scope) return reply.code(403).send(errorBody(403, M.keyNotAllowed));
      if (!row.scopes.includes(scope)) return reply.code(403).send(errorBody(403, M.scopeMissing(scope)));
      return undefined;
    },
  };
}
