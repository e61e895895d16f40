import type { LeaderboardGroup } from '../../core/api/publicPage';
import { sourceCaption } from '../../core/format/sourceCaption';

export interface FirstToWorstCard {
  key: string;
  commodity: 1 | 2;
  state: string;
  utility: string;
  /** Ranks 1 to 3, best first (fewer when a utility has fewer suppliers). */
  medals: { rank: 1 | 2 | 3; supplierId: string; name?: string }[];
  last: { supplierId: string; name?: string } | null;
  /** Where a market ranked from imported offers got its ranks: "Power to Choose, 01/09/2026"; '' for a modelled one. */
  source: string;
}

const named = (entry: { SupplierInsightsIdentifier: string; SupplierName?: string | null }) => ({
  supplierId: entry.SupplierInsightsIdentifier,
  ...(entry.SupplierName ? { name: entry.SupplierName } : {}),
});

/** One card per state and utility; electricity (1) before gas (2), whatever order the groups arrive in. */
export function firstToWorstCards(groups: readonly LeaderboardGroup[]): FirstToWorstCard[] {
  const sorted = [...groups].sort((a, b) => Number(a.Commodity ?? 9) - Number(b.Commodity ?? 9));
  return sorted.flatMap((group) => {
    const commodity = group.Commodity === 2 ? 2 : 1;
    return (group.Rankings ?? []).map((ranking, index) => {
      const order = [...(ranking?.SupplierRank ?? [])].sort((a, b) => a.Rank - b.Rank);
      return {
        key: `${commodity}|${ranking?.State}|${ranking?.Utility}|${index}`,
        commodity,
        state: ranking?.State ?? '',
        utility: (ranking?.Utility ?? '').trim(),
        medals: order.slice(0, 3).map((s, i) => ({ rank: (i + 1) as 1 | 2 | 3, ...named(s) })),
        last: order.length > 0 ? named(order[order.length - 1]) : null,
        source: sourceCaption(ranking?.Source, ranking?.AsOf),
      };
    });
  });
}

/** The prices' date of the reply (MM/dd/yyyy, the same in every group), or null. */
export function pricesDate(groups: readonly LeaderboardGroup[]): string | null {
  return groups.find((group) => group.Date)?.Date ?? null;
}
