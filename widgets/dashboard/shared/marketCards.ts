import { DASHBOARD_MARKET_CARDS, MEDAL_RANKS } from '../../../contract/dashboard/endpoints';
import type { PricingLeaderboardGroup, Top5Group } from '../../core/api/dashboard';
import { sourceCaption } from '../../core/format/sourceCaption';

export interface MarketCard {
  key: string;
  commodity: 1 | 2;
  state: string;
  utility: string;
  rank: number;
  total: number;
  /** The client's price above the market's best (the top-5 reply's BestDelta). */
  price: number;
  /** A market ranked from imported offers: "Power to Choose, 01/09/2026"; '' for a modelled one. */
  source: string;
}

export interface RankedSupplier {
  rank: number;
  supplierId: string;
  name: string;
}

export interface MyMarket {
  key: string;
  commodity: 1 | 2;
  state: string;
  utility: string;
  /** Ranks 1 to 3, best first (fewer in a market with fewer suppliers). */
  medals: (RankedSupplier & { rank: 1 | 2 | 3 })[];
  own: RankedSupplier;
  last: RankedSupplier;
  total: number;
  /** A market ranked from imported offers: "Power to Choose, 01/09/2026"; '' for a modelled one. */
  source: string;
}

const commodityOf = (code: unknown): 1 | 2 => (code === 2 ? 2 : 1);
const byCommodity = <T extends { Commodity: unknown }>(groups: readonly T[]) =>
  [...groups].sort((a, b) => commodityOf(a.Commodity) - commodityOf(b.Commodity));

/** Best (or worst) Markets Today: one card per market of the top-5 reply, electricity first, at most 10. */
export function topMarketCards(groups: readonly Top5Group[]): MarketCard[] {
  return byCommodity(groups).flatMap((group) =>
    (group.Rankings ?? []).flatMap((r, i) => {
      const own = r.SupplierRankings?.[0];
      if (!own) return [];
      return [{
        key: `${group.Commodity}|${r.State}|${r.Utility}|${i}`,
        commodity: commodityOf(group.Commodity),
        state: r.State,
        utility: (r.Utility ?? '').trim(),
        rank: own.Rank,
        total: r.TotalSuppliers ?? own.Rank,
        price: own.BestDelta,
        source: sourceCaption(r.Source, r.AsOf),
      }];
    })).slice(0, DASHBOARD_MARKET_CARDS);
}

/**
 * My Markets Today: every leaderboard market that ranks the client's own supplier. The top-5 reply is the only
 * call that names that supplier (it ranks nobody else), so its first entry identifies it.
 */
export function myMarketCards(top5: readonly Top5Group[], board: readonly PricingLeaderboardGroup[]): MyMarket[] {
  const ownId = top5.flatMap((g) => g.Rankings ?? []).find((r) => r.SupplierRankings?.length)?.SupplierRankings[0].SupplierInsightsIdentifier;
  if (!ownId) return [];
  const ranked = (s: { Rank: number; SupplierInsightsIdentifier: string; SupplierName: string }): RankedSupplier =>
    ({ rank: s.Rank, supplierId: s.SupplierInsightsIdentifier, name: s.SupplierName });
  return byCommodity(board).flatMap((group) =>
    (group.Rankings ?? []).flatMap((r, i) => {
      const order = [...(r.SupplierRank ?? [])].sort((a, b) => a.Rank - b.Rank);
      const own = order.find((s) => s.SupplierInsightsIdentifier === ownId);
      if (!own) return [];
      return [{
        key: `${group.Commodity}|${r.State}|${r.Utility}|${i}`,
        commodity: commodityOf(group.Commodity),
        state: r.State,
        utility: (r.Utility ?? '').trim(),
        total: order.length,
        medals: order.slice(0, MEDAL_RANKS).map((s, m) => ({ ...ranked(s), rank: (m + 1) as 1 | 2 | 3 })),
        own: ranked(own),
        last: ranked(order[order.length - 1]),
        source: sourceCaption(r.Source, r.AsOf),
      }];
    }));
}
