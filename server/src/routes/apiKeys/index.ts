import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Session } from '../../../../contract/claims.js';
import { errorReply } from '../../../../contract/http.js';
import { INTEGRATIONS_ENDPOINTS } from '../../../../contract/integrations/endpoints.js';
import { API_KEYS_PER_CLIENT, INTEGRATION_MESSAGES as M, type ApiKeyScope } from '../../../../contract/integrations/rules.js';
import {
  apiKeyBody, apiKeyCreatedReply, apiKeysReply, integrationIdParams, integrationParams, revokeApiKeyReply, rollApiKeyBody,
  type ApiKey,
} from '../../../../contract/integrations/schemas.js';
import type { Db, Queryable } from '../../db/db.js';
import { sessionOf } from '../../auth/guards.js';
import { generateApiKey } from '../../auth/apiKeys/keyFormat.js';
import { writeAudit } from '../../identity/auditLog.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { actorOf, adminOfExistingClient, answer, Refusal } from '../client/userAccess.js';

/** Revoked and expired keys stay in the list this long, then drop out of it (the rows and the audit trail stay). */
const ENDED_KEYS_SHOWN_DAYS = 90;
const tags = ['integrations'];
const refusals = { 400: errorReply, 403: errorReply, 404: errorReply };

/** SQL: a key row `k` works now (revoked_on in the future is a rolled key's grace end). */
const ACTIVE = `((k.revoked_on is null or k.revoked_on > now()) and k.expires_on > now())`;

const COLUMNS = `k.id::text as id, k.name, k.start, k.scopes, k.rate_limit_per_minute as "rateLimitPerMinute",
  k.created_on as "createdOn", k.created_by_email as "createdBy", k.last_used_on as "lastUsedOn",
  k.last_used_from as "lastUsedFrom", k.expires_on as "expiresOn", k.revoked_on as "revokedOn",
  case when k.revoked_on is not null and k.revoked_on <= now() then 'revoked'
       when k.expires_on <= now() then 'expired' else 'active' end as status`;

type KeyFacts = { id: string; name: string; start: string; scopes: ApiKeyScope[]; active: boolean };

async function keyOf(db: Queryable, clientId: string, id: string): Promise<KeyFacts> {
  const { rows } = await db.query<KeyFacts>(
    `select k.id::text as id, k.name, k.start, k.scopes, ${ACTIVE} as active from api_keys k where k.id = $1 and k.client_id = $2`,
    [id, clientId],
  );
  if (!rows[0]) throw new Refusal(404, M.apiKeyNotFound);
  return rows[0];
}

const describeKey = (key: Pick<KeyFacts, 'name' | 'start' | 'scopes'>) => `${key.name} (${key.start}…): ${key.scopes.join(', ')}`;

interface NewKeyRow {
  clientId: string;
  name: string;
  scopes: ApiKeyScope[];
  rateLimitPerMinute: number;
  /** A lifetime in seconds from now. */
  lifetimeSeconds: number;
  replaces: string | null;
}

/**
 * Inserts a key, unless the client already holds API_KEYS_PER_CLIENT working keys (checked in the insert itself,
 * so two requests at once cannot pass the limit together); answers the key itself, which is never stored.
 */
async function insertKey(tx: Queryable, session: Session, row: NewKeyRow) {
  const fresh = generateApiKey();
  const { rows } = await tx.query<{ id: string; expiresOn: Date }>(
    `insert into api_keys (id, client_id, name, start, key_hash, scopes, rate_limit_per_minute, created_by_user_id,
                           created_by_email, expires_on, replaces_key_id)
     select $1, $2, $3, $4, $5, $6::text[], $7, (select id from users where secure_id = $8::uuid), $9,
            now() + make_interval(secs => $10), $11
      where (select count(*) from api_keys k where k.client_id = $2 and ${ACTIVE}) < $12
     returning id::text as id, expires_on as "expiresOn"`,
    [
      randomUUID(), row.clientId, row.name, fresh.start, fresh.hash, row.scopes, row.rateLimitPerMinute, session.sub,
      session.email || null, row.lifetimeSeconds, row.replaces, API_KEYS_PER_CLIENT,
    ],
  );
  if (!rows[0]) throw new Refusal(400, M.apiKeyLimit);
  return { id: rows[0].id, key: fresh.key, start: fresh.start, scopes: row.scopes, expiresOn: rows[0].expiresOn };
}

/**
 * API keys of a client (issue 37 §3): client admins and super admins list, create, roll and revoke them. The key
 * is answered once; only its SHA-256 is stored (ADR 0032). Every change is in the audit trail.
 */
export function registerApiKeyRoutes(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.get(INTEGRATIONS_ENDPOINTS.apiKeys, {
      schema: {
        tags,
        summary: "The client's API keys, newest first (never the key itself): working ones, and ended ones of the last 90 days",
        params: integrationParams,
        response: { 200: apiKeysReply, ...refusals },
      },
    }, (request, reply) => answer(reply, async () => {
      const clientId = await adminOfExistingClient(db, sessionOf(request), request.params.clientId);
      const { rows } = await db.query<ApiKey>(
        `select ${COLUMNS} from api_keys k
          where k.client_id = $1
            and (${ACTIVE} or least(coalesce(k.revoked_on, k.expires_on), k.expires_on) > now() - make_interval(days => $2))
          order by k.created_on desc, k.id`,
        [clientId, ENDED_KEYS_SHOWN_DAYS],
      );
      return rows;
    }));

    api.post(INTEGRATIONS_ENDPOINTS.apiKeys, {
      schema: {
        tags,
        summary: 'Create an API key: the key is in this answer only',
        params: integrationParams,
        body: apiKeyBody,
        response: { 200: apiKeyCreatedReply, ...refusals },
      },
    }, (request, reply) => answer(reply, async () => {
      const session = sessionOf(request);
      const clientId = await adminOfExistingClient(db, session, request.params.clientId);
      const body = request.body as z.output<typeof apiKeyBody>;
      // Imported offers are everyone's data: a key that writes them is a super admin's to give, as the import is.
      if (body.scopes.includes('offers:write') && !session.isSuperAdmin) throw new Refusal(403, M.offersWriteSuperAdminOnly);
      reply.header('cache-control', 'no-store');
      return db.transaction(async (tx) => {
        const created = await insertKey(tx, session, {
          clientId, name: body.name, scopes: body.scopes, rateLimitPerMinute: body.rateLimitPerMinute,
          lifetimeSeconds: body.expiresInDays * 86_400, replaces: null,
        });
        await writeAudit(tx, {
          action: 'ApiKeyCreated', actor: actorOf(session), clientId,
          detail: `${describeKey({ ...body, start: created.start })}; ${body.rateLimitPerMinute}/min; expires ${created.expiresOn.toISOString()}`,
        });
        return created;
      });
    }));

    api.delete(INTEGRATIONS_ENDPOINTS.apiKey, {
      schema: {
        tags,
        summary: 'Revoke an API key: it gets 401 from the next request on',
        params: integrationIdParams,
        response: { 200: revokeApiKeyReply, ...refusals },
      },
    }, (request, reply) => answer(reply, async () => {
      const session = sessionOf(request);
      const clientId = await adminOfExistingClient(db, session, request.params.clientId);
      await db.transaction(async (tx) => {
        const key = await keyOf(tx, clientId, request.params.id);
        // A key in its grace period after a roll is cut off now too; an ended key stays as it was.
        const { rows } = await tx.query(
          `update api_keys set revoked_on = now() where id = $1 and (revoked_on is null or revoked_on > now()) returning id`,
          [key.id],
        );
        if (rows[0]) await writeAudit(tx, { action: 'ApiKeyRevoked', actor: actorOf(session), clientId, detail: describeKey(key) });
      });
      return { data: M.apiKeyRevoked };
    }));

    api.post(INTEGRATIONS_ENDPOINTS.apiKeyRoll, {
      schema: {
        tags,
        summary: 'Roll an API key: a new key (in this answer only) with the same name, scopes, limit and lifetime; the old one works graceHours more',
        params: integrationIdParams,
        body: rollApiKeyBody,
        response: { 200: apiKeyCreatedReply, ...refusals },
      },
    }, (request, reply) => answer(reply, async () => {
      const session = sessionOf(request);
      const clientId = await adminOfExistingClient(db, session, request.params.clientId);
      const { graceHours } = request.body;
      reply.header('cache-control', 'no-store');
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string; name: string; start: string; scopes: ApiKeyScope[]; rateLimitPerMinute: number; lifetimeSeconds: number }>(
          `select k.id::text as id, k.name, k.start, k.scopes, k.rate_limit_per_minute as "rateLimitPerMinute",
                  extract(epoch from k.expires_on - k.created_on)::float8 as "lifetimeSeconds"
             from api_keys k where k.id = $1 and k.client_id = $2 and ${ACTIVE} for update`,
          [request.params.id, clientId],
        );
        const old = rows[0];
        if (!old) {
          await keyOf(tx, clientId, request.params.id); // 404 when there is no such key
          throw new Refusal(400, M.apiKeyInactive);
        }
        // The old key ends when its grace does (now, for 0 hours), or at its own expiry if that comes first.
        await tx.query(
          `update api_keys set revoked_on = least(now() + make_interval(hours => $2), expires_on) where id = $1`,
          [old.id, graceHours],
        );
        const created = await insertKey(tx, session, {
          clientId, name: old.name, scopes: old.scopes, rateLimitPerMinute: old.rateLimitPerMinute,
          lifetimeSeconds: old.lifetimeSeconds, replaces: old.id,
        });
        await writeAudit(tx, {
          action: 'ApiKeyRolled', actor: actorOf(session), clientId,
          detail: `${describeKey(old)} → ${created.start}…; the old key works ${graceHours} hour${graceHours === 1 ? '' : 's'} more`,
        });
        return created;
      });
    }));
  });
}
