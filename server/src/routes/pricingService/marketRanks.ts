import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { weekIndexOn } from '../../pricing/chartQuery.js';
import { leaderboard, top5, utilityRanks } from '../../pricing/marketRanks.js';
import { PRICING_SERVICE_ENDPOINTS as PATHS } from '../../../../contract/pricing/endpoints.js';
import { dateWindowRequest, leaderboardReply, top5Reply } from '../../../../contract/pricing/schemas.js';
import { ownClientOnly, ownSupplierOf, serviceSchema, type PricingGuardFactory } from './shared.js';

/** The dashboard's market calls (spec 2 §7): the client's top-5 best and worst markets and the leaderboard. */
export function registerMarketRankRoutes(app: FastifyInstance, db: Db, guard: PricingGuardFactory): void {
  const signedIn = guard();
  zodRoutes(app, (api) => {
    for (const [which, path] of [['best', PATHS.top5Best], ['worst', PATHS.top5Worst]] as const) {
      api.post(path, {
        schema: {
          ...serviceSchema, summary: `The client's ${which} five markets per commodity`,
          body: dateWindowRequest, response: { 200: top5Reply },
        },
        preHandler: signedIn,
      }, async (request, reply) => {
        if (!ownClientOnly(request, reply, request.body.InsightsClientIdentifier)) return reply;
        const week = await weekIndexOn(db, request.body.EffectiveTo ?? request.body.EffectiveFrom);
        if (!week) return [];
        return top5(await utilityRanks(db, week.idx), await ownSupplierOf(db, request.body.InsightsClientIdentifier), which);
      });
    }

    api.post(PATHS.leaderboard, {
      schema: {
        ...serviceSchema, summary: 'Every utility’s supplier ranking on a date',
        body: dateWindowRequest, response: { 200: leaderboardReply },
      },
      preHandler: signedIn,
    }, async (request, reply) => {
      if (!ownClientOnly(request, reply, request.body.InsightsClientIdentifier)) return reply;
      const week = await weekIndexOn(db, request.body.EffectiveTo ?? request.body.EffectiveFrom);
      if (!week) return [];
      return leaderboard(await utilityRanks(db, week.idx), week.date);
    });
  });
}
