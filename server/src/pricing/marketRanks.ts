import type { Db } from '../db/db.js';
import type { LeaderboardGroup, Top5Group } from '../../../contract/pricing/schemas.js';

export interface UtilityRankRow {
  commodity: 'Electric' | 'NatGas';
  state_id: string;
  utility: string;
  supplier_id: string;
  supplier: string;
  price: number;
  rank: number;
  n: number;
  best: number;
  /** A ranking from imported offers names its source and snapshot date (pricing/importedMarkets.ts). */
  source?: string;
  as_of?: string;
}

/** The optional Source and AsOf of a ranking (only a ranking from imported offers has them). */
export const sourceOf = (row: UtilityRankRow) => (row.source ? { Source: row.source, AsOf: row.as_of } : {});

/** Every utility's suppliers ranked on one weekly point (12-month term, classes and zones averaged). */
export async function utilityRanks(db: Db, weekIdx: number): Promise<UtilityRankRow[]> {
  const { rows } = await db.query<UtilityRankRow>(
    `with pts as (
       select u.id as utility_id, u.name as utility, u.state_id, u.commodity, s.supplier_id,
              avg(s.weekly[$1] * t.factor) as price
         from pricing_series s
         join pricing_utilities u on u.id = s.utility_id
         join pricing_supplier_terms t on t.supplier_id = s.supplier_id and t.term = 12
        group by u.id, u.name, u.state_id, u.commodity, s.supplier_id
     )
     select p.commodity, p.state_id, p.utility, p.supplier_id, sp.name as supplier, p.price::float8 as price,
            (row_number() over w)::int as rank, (count(*) over (partition by p.utility_id))::int as n,
            (min(p.price) over (partition by p.utility_id))::float8 as best
       from pts p join pricing_suppliers sp on sp.id = p.supplier_id
     window w as (partition by p.utility_id order by p.price, p.supplier_id)
      order by p.commodity, p.state_id, p.utility, rank`,
    [weekIdx],
  );
  return rows;
}

export const commodityCode = (commodity: string): 1 | 2 => (commodity === 'NatGas' ? 2 : 1);
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** POST /common/api/leaderboard: per commodity, every utility's full ranking on the date. */
export function leaderboard(rows: UtilityRankRow[], date: string): LeaderboardGroup[] {
  const groups = new Map<string, LeaderboardGroup>();
  const rankings = new Map<string, LeaderboardGroup['Rankings'][number]>();
  for (const row of rows) {
    let group = groups.get(row.commodity);
    if (!group) groups.set(row.commodity, (group = { Commodity: commodityCode(row.commodity), Date: date, Rankings: [] }));
    const key = `${row.commodity}|${row.state_id}|${row.utility}`;
    let ranking = rankings.get(key);
    if (!ranking) {
      rankings.set(key, (ranking = { State: row.state_id, Utility: row.utility, ...sourceOf(row), SupplierRank: [] }));
      group.Rankings.push(ranking);
    }
    ranking.SupplierRank.push({ Rank: row.rank, SupplierName: row.supplier, Price: round6(row.price), SupplierInsightsIdentifier: row.supplier_id });
  }
  return [...groups.values()].sort((a, b) => a.Commodity - b.Commodity);
}

/**
 * POST /common/pricing/top5/best and /top5/worst: per commodity, the five utilities where the client's own
 * supplier ranks best (or worst), each with that supplier's rank and its price above the best price.
 */
export function top5(rows: UtilityRankRow[], ownSupplier: string | null, which: 'best' | 'worst'): Top5Group[] {
  if (!ownSupplier) return [];
  const own = rows.filter((r) => r.supplier_id === ownSupplier);
  const byCommodity = new Map<string, UtilityRankRow[]>();
  for (const row of own) byCommodity.set(row.commodity, [...(byCommodity.get(row.commodity) ?? []), row]);
  const score = (r: UtilityRankRow) => (r.n <= 1 ? 0 : (r.rank - 1) / (r.n - 1));
  return [...byCommodity.entries()]
    .map(([commodity, list]) => ({
      Commodity: commodityCode(commodity),
      Rankings: [...list]
        .sort((a, b) => (which === 'best' ? score(a) - score(b) : score(b) - score(a)) || a.utility.localeCompare(b.utility))
        .slice(0, 5)
        .map((r) => ({
          State: r.state_id,
          Utility: r.utility,
          TotalSuppliers: r.n,
          ...sourceOf(r),
          SupplierRankings: [{ Rank: r.rank, SupplierName: r.supplier, BestDelta: round6(r.price - r.best), SupplierInsightsIdentifier: r.supplier_id }],
        })),
    }))
    .sort((a, b) => a.Commodity - b.Commodity);
}
