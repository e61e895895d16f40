import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../db/db.js';
import { sessionOf } from '../../auth/guards.js';
import { FORBIDDEN } from '../../auth/apiAuth.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { errorBody, errorReply } from '../../../../contract/http.js';
import { MARKET_WATCH_ENDPOINTS } from '../../../../contract/marketWatches/endpoints.js';
import { MARKET_WATCH_LIMIT, MARKET_WATCH_MESSAGES as M } from '../../../../contract/marketWatches/rules.js';
import {
  deleteMarketWatchReply,
  marketWatch,
  marketWatchBody,
  marketWatchesReply,
  marketWatchIdParams,
  marketWatchParams,
  type MarketWatch,
} from '../../../../contract/marketWatches/schemas.js';
import type { Session } from '../../../../contract/claims.js';
import type { z } from 'zod';

const COLUMNS = `id, state_codes as "stateCodes", commodity, license_type as "licenseType", event_types as "eventTypes",
                 created_on as "createdOn"`;

type Body = z.output<typeof marketWatchBody>;

const badRequest = (message: string) => errorBody(400, message);

/** The caller's own user row id, when the path's client is the caller's (a watch is its owner's alone). */
async function ownerId(db: Queryable, session: Session, clientId: string): Promise<number | null> {
  if (clientId.toLowerCase() !== session.clientId.toLowerCase()) return null;
  const { rows } = await db.query<{ id: number }>('select id from users where secure_id = $1', [session.sub]);
  return rows[0]?.id ?? null;
}

/** A watch of the same owner on the same market (states, commodity, type), other than `except`. */
async function duplicate(db: Queryable, owner: number, body: Body, except: number | null): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from market_watches
      where user_id = $1 and state_codes = $2::text[] and commodity = $3 and license_type = $4 and ($5::int is null or id <> $5)`,
    [owner, body.stateCodes, body.commodity, body.licenseType, except],
  );
  return rows.length > 0;
}

/** The states of a body the product does not cover, as the first message to answer with (or null). */
async function unknownState(db: Queryable, codes: string[]): Promise<string | null> {
  const { rows } = await db.query<{ code: string }>(
    'select c as code from unnest($1::text[]) c where not exists (select 1 from states s where s.code = c) order by c limit 1',
    [codes],
  );
  return rows[0] ? M.unknownState(rows[0].code) : null;
}

/**
 * Market watches (issue 23): the caller's own, nobody else's — not even an admin's view of a user (a watch is a
 * personal subscription like a follow). The path's client must be the caller's; another user's watch is 403.
 */
export function registerMarketWatches(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.get(MARKET_WATCH_ENDPOINTS.marketWatches, {
      schema: {
        tags: ['settings'],
        summary: "The caller's market watches",
        params: marketWatchParams,
        response: { 200: marketWatchesReply, 403: errorReply },
      },
    }, async (request, reply) => {
      const owner = await ownerId(db, sessionOf(request), request.params.clientId);
      if (owner === null) return reply.code(403).send(FORBIDDEN);
      const { rows } = await db.query<MarketWatch>(`select ${COLUMNS} from market_watches where user_id = $1 order by id`, [owner]);
      return rows;
    });

    api.post(MARKET_WATCH_ENDPOINTS.marketWatches, {
      schema: {
        tags: ['settings'],
        summary: 'Create a market watch: license events of any company in these states, commodity and type',
        params: marketWatchParams,
        body: marketWatchBody,
        response: { 200: marketWatch, 400: errorReply, 403: errorReply },
      },
    }, async (request, reply) => {
      const owner = await ownerId(db, sessionOf(request), request.params.clientId);
      if (owner === null) return reply.code(403).send(FORBIDDEN);
      const body = request.body as Body;
      const problem = await unknownState(db, body.stateCodes);
      if (problem) return reply.code(400).send(badRequest(problem));
      if (await duplicate(db, owner, body, null)) return reply.code(400).send(badRequest(M.duplicate));
      // The limit is checked in the insert itself, so two requests at once cannot pass it together.
      const { rows } = await db.query<MarketWatch>(
        `insert into market_watches (user_id, state_codes, commodity, license_type, event_types)
         select $1, $2, $3, $4, $5
          where (select count(*) from market_watches where user_id = $1) < $6
         returning ${COLUMNS}`,
        [owner, body.stateCodes, body.commodity, body.licenseType, body.eventTypes, MARKET_WATCH_LIMIT],
      );
      if (!rows[0]) return reply.code(400).send(badRequest(M.limit));
      return rows[0];
    });

    api.put(MARKET_WATCH_ENDPOINTS.marketWatch, {
      schema: {
        tags: ['settings'],
        summary: 'Change a market watch of the caller',
        params: marketWatchIdParams,
        body: marketWatchBody,
        response: { 200: marketWatch, 400: errorReply, 403: errorReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const owner = await ownerOfWatch(db, request, reply);
      if (owner === null) return reply;
      const body = request.body as Body;
      const problem = await unknownState(db, body.stateCodes);
      if (problem) return reply.code(400).send(badRequest(problem));
      if (await duplicate(db, owner, body, request.params.id)) return reply.code(400).send(badRequest(M.duplicate));
      const { rows } = await db.query<MarketWatch>(
        `update market_watches set state_codes = $3, commodity = $4, license_type = $5, event_types = $6
          where id = $1 and user_id = $2 returning ${COLUMNS}`,
        [request.params.id, owner, body.stateCodes, body.commodity, body.licenseType, body.eventTypes],
      );
      return rows[0];
    });

    api.delete(MARKET_WATCH_ENDPOINTS.marketWatch, {
      schema: {
        tags: ['settings'],
        summary: 'Delete a market watch of the caller',
        params: marketWatchIdParams,
        response: { 200: deleteMarketWatchReply, 403: errorReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const owner = await ownerOfWatch(db, request, reply);
      if (owner === null) return reply;
      await db.query('delete from market_watches where id = $1 and user_id = $2', [request.params.id, owner]);
      return { data: M.deleted };
    });
  });
}

/**
 * The caller's row id when `params.id` is their own watch in their own client; otherwise answers 403 (another
 * client's path, somebody else's watch) or 404 (no such watch) and gives null.
 */
async function ownerOfWatch(db: Queryable, request: FastifyRequest, reply: FastifyReply): Promise<number | null> {
  const { clientId, id } = request.params as { clientId: string; id: number };
  const owner = await ownerId(db, sessionOf(request), clientId);
  const { rows } = owner === null ? { rows: [] } : await db.query<{ userId: number }>('select user_id as "userId" from market_watches where id = $1', [id]);
  if (owner !== null && rows.length === 0) {
    void reply.code(404).send(errorBody(404, M.notFound));
    return null;
  }
  if (owner === null || rows[0].userId !== owner) {
    void reply.code(403).send(FORBIDDEN);
    return null;
  }
  return owner;
}
