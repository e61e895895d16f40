import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { rankRowsOn } from '../../pricing/importedMarkets.js';
import { leaderboard, top5 } from '../../pricing/marketRanks.js';
import { PRICING_SERVICE_ENDPOINTS as PATHS } from '../../../../contract/pricing/endpoints.js';
import { dateWindowRequest, leaderboardReply, top5Reply } from '../../../../contract/pricing/schemas.js';
import { ownClientOnly, ownIdentityOf, serviceSchema, type PricingGuardFactory } from './shared.js';

/**
 * The dashboard's market calls (spec 2 §7): the client's top-5 best and worst markets and the leaderboard, modelled
 * and imported markets together (pricing/importedMarkets.ts).
 */
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
        const { own, aliases } = await ownIdentityOf(db, request.body.InsightsClientIdentifier);
        const ranked = await rankRowsOn(db, request.body.EffectiveTo ?? request.body.EffectiveFrom, aliases);
        return ranked ? top5(ranked.rows, own, which) : [];
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
      const { aliases } = await ownIdentityOf(db, request.body.InsightsClientIdentifier);
      const ranked = await rankRowsOn(db, request.body.EffectiveTo ?? request.body.EffectiveFrom, aliases);
      return ranked ? leaderboard(ranked.rows, ranked.date) : [];
    });
  });
}
