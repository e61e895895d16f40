/**
 * Supplier ranks from real prices (issue 60 §5, ADR 0051): each market's benchmark picks comparable offers, each
 * supplier is ranked by its lowest benchmark price in one snapshot, cheapest first, ties by name (ignoring case, in
 * byte order: the same order on PGlite and on PostgreSQL whatever its locale).
 * - Texas (Power to Choose): English rows, fixed rate (`[Fixed]` 1), 12 months, neither prepaid nor time of use;
 *   the price is the one at 1,000 kWh (the file's headline `[kwh1000]`, stored as the offer's price).
 * - Every other state (Ohio, Massachusetts…): fixed rate, 12 months, no introductory price.
 * The utility's own rate (Massachusetts basic service) is the price to compare, never a supplier: it is not ranked.
 */
import type { OfferMarketKey, OfferSource, SupplierRank } from '../../../contract/offers/schemas.js';
import type { Queryable } from '../db/db.js';
import { MARKET_COLUMNS, type MarketRow } from './queries.js';

/** What `offerRanks` answers: a market's benchmark ranks in one snapshot. */
export interface MarketRanks {
  marketId: number;
  market: OfferMarketKey;
  source: OfferSource;
  /** The snapshot ranked: the market's latest on or before the date asked. */
  asOf: string;
  /** The benchmark in words. */
  rule: string;
  /** Cheapest first; rank 1, 2, 3… (ties by supplier name). Empty when no offer meets the rule. */
  ranks: SupplierRank[];
}

export const TEXAS_RULE =
  'English fixed-rate offers ([Fixed] 1) of 12 months, neither prepaid nor time of use; each supplier ranked by its lowest price at 1,000 kWh, cheapest first, ties by name.';
export const FIXED_12_RULE =
  "Fixed-rate offers of 12 months without an introductory price; each supplier ranked by its lowest price, cheapest first, ties by name. The utility's own rate is not ranked.";

/** The benchmark of a market's state, in words. */
export function benchmarkRule(stateCode: string): string {
  return stateCode === 'TX' ? TEXAS_RULE : FIXED_12_RULE;
}

/**
 * The benchmark as SQL over `o` (offers) and `m` (offer_markets). Fixed is Power to Choose's `[Fixed]` flag where
 * the source has one (details->>'fixed'), else the rate type. A source without languages counts as English.
 */
const BENCHMARK_WHERE = `
  not o.is_utility_rate
  and lower(coalesce(o.language, 'English')) = 'english'
  and o.term_months = 12
  and coalesce(o.details->>'fixed' = '1', lower(o.rate_type) = 'fixed')
  and case when m.state_code = 'TX' then not o.prepaid and not o.time_of_use else not o.introductory end`;

interface RankRow extends SupplierRank {
  snapshotId: number;
}

/** Ranks of several snapshots at once (one query), keyed by snapshot id. */
export async function ranksOfSnapshots(db: Queryable, snapshotIds: number[]): Promise<Map<number, SupplierRank[]>> {
  const bySnapshot = new Map<number, SupplierRank[]>(snapshotIds.map((id) => [id, []]));
  if (snapshotIds.length === 0) return bySnapshot;
  const { rows } = await db.query<RankRow>(
    `with best as (
       select distinct on (ob.snapshot_id, o.supplier_name)
              ob.snapshot_id, o.supplier_name, o.company_id, o.id as offer_id, o.product, ob.price
         from offer_observations ob
         join offers o on o.id = ob.offer_id
         join offer_markets m on m.id = o.market_id
        where ob.snapshot_id = any($1::int[]) and ${BENCHMARK_WHERE}
        order by ob.snapshot_id, o.supplier_name, ob.price, o.product nulls last, o.id)
     select b.snapshot_id as "snapshotId",
            row_number() over (partition by b.snapshot_id
                               order by b.price, lower(b.supplier_name) collate "C", b.supplier_name collate "C")::int as rank,
            b.supplier_name as "supplierName", b.company_id::text as "companyId", c.legal_name as "companyName",
            b.price::float8 as price, b.offer_id as "offerId", b.product
       from best b left join companies c on c.id = b.company_id
      order by b.snapshot_id, rank`,
    [snapshotIds],
  );
  for (const { snapshotId, ...rank } of rows) bySnapshot.get(snapshotId)!.push(rank);
  return bySnapshot;
}

interface RankedSnapshot extends MarketRow {
  snapshotId: number;
  asOf: string;
}

async function rankSnapshots(db: Queryable, snapshots: RankedSnapshot[]): Promise<MarketRanks[]> {
  const ranks = await ranksOfSnapshots(db, snapshots.map((s) => s.snapshotId));
  return snapshots.map(({ id, source, snapshotId, asOf, stateCode, utility, commodity, customerClass, unit }) => ({
    marketId: id,
    market: { stateCode, utility, commodity, customerClass, unit },
    source,
    asOf,
    rule: benchmarkRule(stateCode),
    ranks: ranks.get(snapshotId)!,
  }));
}

/**
 * A market's benchmark ranks in its snapshot on or before `asOf` (default: its latest snapshot); null when the
 * market is unknown or has no snapshot by then. Any past snapshot date works: the prices are those observed that day.
 */
export async function offerRanks(db: Queryable, { marketId, asOf }: { marketId: number; asOf?: string | null }): Promise<MarketRanks | null> {
  const { rows } = await db.query<RankedSnapshot>(
    `select ${MARKET_COLUMNS}, s.id as "snapshotId", s.as_of as "asOf"
       from offer_markets m
       join lateral (select id, as_of from offer_snapshots
                      where market_id = m.id and ($2::date is null or as_of <= $2::date) order by as_of desc limit 1) s on true
      where m.id = $1`,
    [marketId, asOf ?? null],
  );
  if (rows.length === 0) return null;
  return (await rankSnapshots(db, rows))[0];
}

/**
 * Every imported market's ranks, each on its own snapshot on or before `asOf` (default: each market's latest); a
 * market with no snapshot by then is left out. Ordered by state, utility, commodity and customer class. For the
 * feeds built on real prices (First to Worst, the dashboard's Best, Worst and My Markets Today).
 */
export async function latestRanksOfEveryMarket(db: Queryable, asOf?: string | null): Promise<MarketRanks[]> {
  const { rows } = await db.query<RankedSnapshot>(
    `select ${MARKET_COLUMNS}, s.id as "snapshotId", s.as_of as "asOf"
       from offer_markets m
       join lateral (select id, as_of from offer_snapshots
                      where market_id = m.id and ($1::date is null or as_of <= $1::date) order by as_of desc limit 1) s on true
      order by m.state_code, lower(m.utility), m.commodity, m.customer_class`,
    [asOf ?? null],
  );
  return rankSnapshots(db, rows);
}
