import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { PUBLIC_PAGE_ENDPOINTS } from '../../../../contract/publicPage/endpoints.js';
import { firstToWorstQuery, firstToWorstReply, type FirstToWorstReply } from '../../../../contract/publicPage/schemas.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { rankRowsOn } from '../../pricing/importedMarkets.js';
import { leaderboard } from '../../pricing/marketRanks.js';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The public First to Worst groups (spec 2 §2 Public, §7): the pricing service's leaderboard on the date, with
 * only what a public page may show — ranks, supplier identifiers and the suppliers' names (the brands the logos
 * show), no prices. A utility with imported offers is ranked from them (issue 60 §5), with their source and date.
 */
export async function firstToWorst(db: Db, effectiveFrom: string | undefined): Promise<FirstToWorstReply> {
  const ranked = await rankRowsOn(db, effectiveFrom ?? today());
  if (!ranked) return [];
  return leaderboard(ranked.rows, ranked.date).map((group) => ({
    Commodity: group.Commodity,
    Date: group.Date,
    Rankings: group.Rankings.map((r) => ({
      State: r.State,
      Utility: r.Utility,
      ...(r.Source ? { Source: r.Source, AsOf: r.AsOf } : {}),
      SupplierRank: r.SupplierRank.map((s) => ({ Rank: s.Rank, SupplierInsightsIdentifier: s.SupplierInsightsIdentifier, SupplierName: s.SupplierName })),
    })),
  }));
}

/** Under /public, outside the /api sign-in hook: no token needed. */
export function registerFirstToWorst(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.get(PUBLIC_PAGE_ENDPOINTS.firstToWorst, {
      schema: {
        tags: ['public'],
        summary: 'First to Worst: every utility’s supplier order on a date (no sign-in; ranks and supplier ids only)',
        querystring: firstToWorstQuery,
        response: { 200: firstToWorstReply },
      },
    }, async (request) => firstToWorst(db, request.query.effectiveFrom));
  });
}
