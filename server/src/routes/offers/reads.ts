import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody, errorReply } from '../../../../contract/http.js';
import { OFFERS_ENDPOINTS } from '../../../../contract/offers/endpoints.js';
import {
  OFFER_MESSAGES, changesQuery, changesReply, companyOffersParams, companyOffersReply, foundSuppliersReply, marketsReply,
  offerHistoryReply, offerIdParams, offersQuery, offersReply, ranksQuery, ranksReply,
} from '../../../../contract/offers/schemas.js';
import type { Db } from '../../db/db.js';
import { requireSuperAdmin } from '../../auth/guards.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { findMarket, type MarketSelector, type MarketRow } from '../../offers/queries.js';
import { offerRanks } from '../../offers/ranks.js';
import { companyOffers, foundSuppliers, listMarkets, marketChanges, marketOffers, offerHistory } from '../../offers/reads.js';
import { notFound } from '../routeHelpers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const unknownMarket = (reply: FastifyReply) => reply.code(404).send(errorBody(404, OFFER_MESSAGES.unknownMarket));

/**
 * GET /api/Offers/Markets, /api/Offers, Changes, History, Ranks, Company, FoundSuppliers (contract/offers/endpoints).
 * Offers are public data: every signed-in user reads them, nothing is premium. An `activity:read` API key also reads
 * Changes (a client's scripts watch prices as they watch licenses); the suppliers found in offers are super admins'.
 */
export function registerOfferReads(app: FastifyInstance, db: Db): void {
  /** The market a query names, or a 404 already sent. */
  const marketOf = async (query: MarketSelector, reply: FastifyReply): Promise<MarketRow | null> => {
    const market = await findMarket(db, query);
    if (!market) unknownMarket(reply);
    return market;
  };

  zodRoutes(app, (api) => {
    api.get(OFFERS_ENDPOINTS.markets, {
      schema: {
        tags: ['offers'],
        summary: 'Every imported offer market, with its source, latest snapshot, English offers and suppliers there, and every snapshot date',
        response: { 200: marketsReply },
      },
    }, async () => listMarkets(db));

    api.get(OFFERS_ENDPOINTS.offers, {
      schema: {
        tags: ['offers'],
        summary: "A market's offers in its snapshot on or before asOf (default the latest), cheapest first, each with its price in the snapshot before",
        querystring: offersQuery,
        response: { 200: offersReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const market = await marketOf(request.query, reply);
      if (!market) return reply;
      const offers = await marketOffers(db, market, request.query.asOf, request.query.language ?? 'English');
      return offers ?? unknownMarket(reply);
    });

    api.get(OFFERS_ENDPOINTS.changes, {
      config: { apiKeyScope: 'activity:read' },
      schema: {
        tags: ['offers'],
        summary: "A market's changes dated from..to inclusive (new, withdrawn, price; each against the market's snapshot before), oldest first, English rows",
        querystring: changesQuery,
        response: { 200: changesReply, 400: errorReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const { from, to } = request.query;
      if (from > to) return reply.code(400).send(errorBody(400, OFFER_MESSAGES.order));
      const market = await marketOf(request.query, reply);
      if (!market) return reply;
      return { changes: await marketChanges(db, market.id, from, to) };
    });

    api.get(OFFERS_ENDPOINTS.history, {
      schema: {
        tags: ['offers'],
        summary: 'An offer as last seen, its market, and every snapshot it was in with its price then',
        params: offerIdParams,
        response: { 200: offerHistoryReply, 404: errorReply },
      },
    }, async (request, reply) => (await offerHistory(db, request.params.id)) ?? notFound(reply, OFFER_MESSAGES.notFound));

    api.get(OFFERS_ENDPOINTS.ranks, {
      schema: {
        tags: ['offers'],
        summary: "A market's suppliers ranked by the benchmark (rule in words) in its snapshot on or before asOf (default the latest)",
        querystring: ranksQuery,
        response: { 200: ranksReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const market = await marketOf(request.query, reply);
      if (!market) return reply;
      const ranks = await offerRanks(db, { marketId: market.id, asOf: request.query.asOf });
      if (!ranks) return unknownMarket(reply);
      return { ...ranks.market, source: ranks.source, asOf: ranks.asOf, rule: ranks.rule, ranks: ranks.ranks };
    });

    api.get(OFFERS_ENDPOINTS.companyOffers, {
      schema: {
        tags: ['offers'],
        summary: "A company's current offers in each market it has offers in (that market's latest snapshot), with its benchmark rank there",
        params: companyOffersParams,
        response: { 200: companyOffersReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const companyId = request.params.companyId.toLowerCase();
      if (!UUID.test(companyId)) return notFound(reply);
      const { rows } = await db.query('select 1 from companies where id = $1::uuid', [companyId]);
      if (rows.length === 0) return notFound(reply);
      return companyOffers(db, companyId);
    });

    api.get(OFFERS_ENDPOINTS.foundSuppliers, {
      preHandler: requireSuperAdmin,
      schema: {
        tags: ['offers'],
        summary: 'Companies created because an offer named a supplier no company matched, with their markets, offers and first sighting (super admins)',
        response: { 200: foundSuppliersReply, 403: errorReply },
      },
    }, async () => foundSuppliers(db));
  });
}
