import { z } from 'zod';
import { count, isoDateTime } from '../http';

/** GET /api/client/{clientId}/user/followed-events?secureId=: one entry per followed company. */
export const followedEventsQuery = z.object({ secureId: z.string().max(64) });
export const followedEventsParams = z.object({ clientId: z.string().max(64) });
export const followedEvent = z.object({
  /** The company followed. */
  id: z.string(),
  legalName: z.string(),
  /** When the user first followed it. */
  createdOn: isoDateTime,
  /** Latest licenses of the company the follows cover (all of them for a whole-company follow). */
  followedLicenseCount: count,
});
export const followedEventsReply = z.array(followedEvent);
export type FollowedEvent = z.output<typeof followedEvent>;

/** Pricing service: POST /common/pricing/top5/best|worst (spec 2 §3 "Top-5 result"). */
export interface Top5Group {
  Commodity: 1 | 2;
  Rankings: {
    State: string;
    Utility: string;
    TotalSuppliers?: number;
    /** A market ranked from imported offers (issue 60): its source's name and snapshot day (yyyy-mm-dd). */
    Source?: string;
    AsOf?: string;
    SupplierRankings: { Rank: number; SupplierName: string; BestDelta: number; SupplierInsightsIdentifier: string }[];
  }[];
}

/** Pricing service: POST /common/api/leaderboard (spec 2 §3 "Pricing leaderboard entry"). */
export interface PricingLeaderboardGroup {
  Commodity: 1 | 2;
  Date?: string;
  Rankings: {
    State: string;
    Utility: string;
    /** A market ranked from imported offers (issue 60): its source's name and snapshot day (yyyy-mm-dd). */
    Source?: string;
    AsOf?: string;
    SupplierRank: { Rank: number; SupplierName: string; Price: number; SupplierInsightsIdentifier: string }[];
  }[];
}
