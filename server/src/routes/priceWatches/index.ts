import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../db/db.js';
import { sessionOf } from '../../auth/guards.js';
import { FORBIDDEN, UNAUTHORIZED } from '../../auth/apiAuth.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { findMarket } from '../../offers/queries.js';
import {
  createWatch, deleteWatch, getWatch, listWatches, ownSupplierOf, rankedMarketsOf, unknownCompany, updateWatch,
} from '../../priceWatches/store.js';
import { errorBody, errorReply } from '../../../../contract/http.js';
import { hasModule, type Session } from '../../../../contract/claims.js';
import { OFFER_MESSAGES } from '../../../../contract/offers/schemas.js';
import { PRICE_WATCH_ENDPOINTS } from '../../../../contract/priceWatches/endpoints.js';
import { PRICE_WATCH_LIMIT, PRICE_WATCH_MESSAGES as M } from '../../../../contract/priceWatches/rules.js';
import {
  deletePriceWatchReply, ownSupplierAlerts, ownSupplierAlertsBody, priceWatch, priceWatchBody, priceWatchesReply, priceWatchIdParams,
  priceWatchParams, type OwnSupplierAlerts, type PriceWatchBody,
} from '../../../../contract/priceWatches/schemas.js';

/** preHandler: users holding the pricing module (super admins hold every module); others 403 with the reason. */
async function pricingModule(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (!request.session) return reply.code(401).send(UNAUTHORIZED);
  if (!hasModule(request.session, 'pricing')) return reply.code(403).send(errorBody(403, M.pricingModule));
  return undefined;
}

/** The caller's own user row id, when the path's client is the caller's (a watch is its owner's alone); else null. */
async function ownerId(db: Queryable, session: Session, clientId: string): Promise<number | null> {
  if (clientId.toLowerCase() !== session.clientId.toLowerCase()) return null;
  const { rows } = await db.query<{ id: number }>('select id from users where secure_id = $1', [session.sub]);
  return rows[0]?.id ?? null;
}

/** The market a body names (400 when it has no imported offers) and its rules' companies (400 when unknown). */
async function checkBody(db: Queryable, body: PriceWatchBody): Promise<{ marketId: number } | { problem: string }> {
  const market = await findMarket(db, body);
  if (!market) return { problem: OFFER_MESSAGES.unknownMarket };
  const company = await unknownCompany(db, body.rules);
  if (company !== null) return { problem: M.unknownSupplier(company) };
  return { marketId: market.id };
}

const tags = ['settings'];

/**
 * Price watches (issue 61 §2, ADR 0056): the caller's own, for users with the pricing module. The path's client must
 * be the caller's (403); a watch id that is not the caller's is 404, as if it did not exist.
 */
export function registerPriceWatches(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.get(PRICE_WATCH_ENDPOINTS.priceWatches, {
      preHandler: pricingModule,
      schema: {
        tags, summary: "The caller's price watches (pricing module)",
        params: priceWatchParams,
        response: { 200: priceWatchesReply, 403: errorReply },
      },
    }, async (request, reply) => {
      const owner = await ownerId(db, sessionOf(request), request.params.clientId);
      if (owner === null) return reply.code(403).send(FORBIDDEN);
      return listWatches(db, owner);
    });

    api.post(PRICE_WATCH_ENDPOINTS.priceWatches, {
      preHandler: pricingModule,
      schema: {
        tags, summary: "Create a price watch on one offers market: rules on prices, a supplier's rank or its changes (pricing module)",
        params: priceWatchParams,
        body: priceWatchBody,
        response: { 200: priceWatch, 400: errorReply, 403: errorReply },
      },
    }, async (request, reply) => {
      const owner = await ownerId(db, sessionOf(request), request.params.clientId);
      if (owner === null) return reply.code(403).send(FORBIDDEN);
      const checked = await checkBody(db, request.body);
      if ('problem' in checked) return reply.code(400).send(errorBody(400, checked.problem));
      const id = await createWatch(db, owner, checked.marketId, request.body, PRICE_WATCH_LIMIT);
      if (id === null) return reply.code(400).send(errorBody(400, M.limit));
      return (await getWatch(db, owner, id))!;
    });

    api.put(PRICE_WATCH_ENDPOINTS.priceWatch, {
      preHandler: pricingModule,
      schema: {
        tags, summary: 'Change a price watch of the caller (pricing module)',
        params: priceWatchIdParams,
        body: priceWatchBody,
        response: { 200: priceWatch, 400: errorReply, 403: errorReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const owner = await ownerId(db, sessionOf(request), request.params.clientId);
      if (owner === null) return reply.code(403).send(FORBIDDEN);
      if (!(await getWatch(db, owner, request.params.id))) return reply.code(404).send(errorBody(404, M.notFound));
      const checked = await checkBody(db, request.body);
      if ('problem' in checked) return reply.code(400).send(errorBody(400, checked.problem));
      if (!(await updateWatch(db, owner, request.params.id, checked.marketId, request.body))) return reply.code(404).send(errorBody(404, M.notFound));
      return (await getWatch(db, owner, request.params.id))!;
    });

    api.delete(PRICE_WATCH_ENDPOINTS.priceWatch, {
      preHandler: pricingModule,
      schema: {
        tags, summary: 'Delete a price watch of the caller (pricing module)',
        params: priceWatchIdParams,
        response: { 200: deletePriceWatchReply, 403: errorReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const owner = await ownerId(db, sessionOf(request), request.params.clientId);
      if (owner === null) return reply.code(403).send(FORBIDDEN);
      if (!(await deleteWatch(db, owner, request.params.id))) return reply.code(404).send(errorBody(404, M.notFound));
      return { data: M.deleted };
    });

    const alertsOf = async (owner: number, clientId: string): Promise<OwnSupplierAlerts> => {
      const company = await ownSupplierOf(db, clientId);
      const { rows } = await db.query('select 1 from own_supplier_alerts_off where user_id = $1', [owner]);
      return { company, rankedMarkets: company ? await rankedMarketsOf(db, company.companyId) : 0, enabled: rows.length === 0 };
    };

    api.get(PRICE_WATCH_ENDPOINTS.ownSupplierAlerts, {
      preHandler: pricingModule,
      schema: {
        tags, summary: "The client's own supplier: whether the caller hears its rank changes in every market where it is ranked (pricing module)",
        params: priceWatchParams,
        response: { 200: ownSupplierAlerts, 403: errorReply },
      },
    }, async (request, reply) => {
      const session = sessionOf(request);
      const owner = await ownerId(db, session, request.params.clientId);
      if (owner === null) return reply.code(403).send(FORBIDDEN);
      return alertsOf(owner, session.clientId);
    });

    api.put(PRICE_WATCH_ENDPOINTS.ownSupplierAlerts, {
      preHandler: pricingModule,
      schema: {
        tags, summary: "Switch the caller's alerts of the own supplier's rank changes on or off (pricing module)",
        params: priceWatchParams,
        body: ownSupplierAlertsBody,
        response: { 200: ownSupplierAlerts, 403: errorReply },
      },
    }, async (request, reply) => {
      const session = sessionOf(request);
      const owner = await ownerId(db, session, request.params.clientId);
      if (owner === null) return reply.code(403).send(FORBIDDEN);
      if (request.body.enabled) await db.query('delete from own_supplier_alerts_off where user_id = $1', [owner]);
      else await db.query('insert into own_supplier_alerts_off (user_id) values ($1) on conflict do nothing', [owner]);
      return alertsOf(owner, session.clientId);
    });
  });
}
