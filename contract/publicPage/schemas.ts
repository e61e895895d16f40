import { z } from 'zod';
import { nonJsonReply } from '../http.js';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (yyyy-mm-dd)');

/** GET /public/PublicPage/firstToWorst?effectiveFrom= (no token); without a date, the latest prices. */
export const firstToWorstQuery = z.object({ effectiveFrom: isoDay.optional() });
export type FirstToWorstQuery = z.output<typeof firstToWorstQuery>;

/**
 * One utility's supplier order, best first. Public: ranks and supplier identifiers (the logos come from the
 * supplier-to-domain map) and, beyond the spec, the supplier's name (optional): the brand its logo already shows,
 * for the logo's accessible name and tooltip. Prices stay behind the pricing service's sign-in. A utility ranked
 * from imported offers (issue 60) names its source ("Power to Choose") and snapshot date (yyyy-mm-dd), optional too.
 */
export const publicRanking = z.object({
  State: z.string(),
  Utility: z.string(),
  Source: z.string().optional(),
  AsOf: isoDay.optional(),
  SupplierRank: z.array(z.object({
    Rank: z.number().int().min(1),
    SupplierInsightsIdentifier: z.string(),
    SupplierName: z.string().optional(),
  })),
});

/** One commodity's rankings on a date (MM/dd/yyyy); electricity (1) comes before gas (2). */
export const leaderboardGroup = z.object({
  Commodity: z.union([z.literal(1), z.literal(2)]),
  Date: z.string(),
  Rankings: z.array(publicRanking),
});

export const firstToWorstReply = z.array(leaderboardGroup);
export type FirstToWorstReply = z.output<typeof firstToWorstReply>;

/** GET /public/logos/{domain}.svg: a generated monogram (SVG text) for a known company or supplier domain. */
export const logoParams = z.object({ file: z.string().max(260) });
export const logoReply = nonJsonReply('image/svg+xml', z.string().meta({ description: 'SVG text' }));
