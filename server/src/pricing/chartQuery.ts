import type { z } from 'zod';
import type { Db } from '../db/db.js';
import { DEMAND_MAX, USAGE_MAX } from '../../../contract/pricing/constants.js';
import type { ChartEntry, chartRequest } from '../../../contract/pricing/schemas.js';

/** The filter payload of spec 2 §3 as the schema lets it through. */
export type ChartFilter = z.output<typeof chartRequest>;

const DAY_MS = 86_400_000;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd → UTC midnight (ms), or null. */
export function dayMs(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(ms) ? null : ms;
}

const weekDate = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
};
/** Forward months are written MM/YY so the chart's 5-character categories stay unique across years. */
const monthDate = (firstMonthMs: number, index: number) => {
  const d = new Date(firstMonthMs);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + index;
  return `${pad((total % 12) + 1)}/${pad(Math.floor(total / 12) % 100)}`;
};

interface SeriesShape {
  firstDay: number;
  weeks: number;
  firstMonth: number;
  months: number;
}

async function seriesShape(db: Db): Promise<SeriesShape | null> {
  const { rows } = await db.query<{ first_day: string; weeks: number; first_month: string; months: number }>(
    `select to_char(first_day, 'YYYY-MM-DD') as first_day, cardinality(weekly) as weeks,
            to_char(first_month, 'YYYY-MM-DD') as first_month, cardinality(forward) as months
       from pricing_series limit 1`);
  if (rows.length === 0) return null;
  return { firstDay: dayMs(rows[0].first_day)!, weeks: rows[0].weeks, firstMonth: dayMs(rows[0].first_month)!, months: rows[0].months };
}

/** 1-based week indexes inside [from, to]; when no weekly point falls inside, the last one on or before `to`. */
export function weekRange(shape: SeriesShape, from: number | null, to: number | null): [number, number] | null {
  const last = shape.firstDay + (shape.weeks - 1) * 7 * DAY_MS;
  const end = Math.min(to ?? last, last);
  const start = Math.max(from ?? shape.firstDay, shape.firstDay);
  if (end < shape.firstDay) return null;
  const hi = Math.floor((end - shape.firstDay) / (7 * DAY_MS)) + 1;
  const lo = Math.ceil((start - shape.firstDay) / (7 * DAY_MS)) + 1;
  return lo <= hi ? [lo, hi] : [hi, hi];
}

function monthIndex(shape: SeriesShape, ms: number): number {
  const a = new Date(shape.firstMonth);
  const b = new Date(ms);
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth() + 1;
}

/** Usage the price depends on: the single Usage, else the middle of the usage range. */
function usageOf(f: ChartFilter): number | null {
  if (f.Usage != null) return f.Usage;
  if (f.UsageFrom != null && f.UsageTo != null) return (f.UsageFrom + f.UsageTo) / 2;
  return f.UsageFrom ?? f.UsageTo ?? null;
}

export type ChartSource = 'weekly' | 'forward';

interface PointRow {
  idx: number;
  supplier_id: string;
  name: string;
  price: number;
  rank: number;
  best: number;
  worst: number;
  next_better: number | null;
  next_worse: number | null;
}

/**
 * Trend, range, forward curve, forward range and rank answers (spec 2 §3 chart data). Every supplier matching the
 * filters is ranked per date (cheapest first; several utilities, classes or terms are averaged per supplier);
 * `Suppliers` then only narrows which suppliers are returned, so ranks and deltas are against every competitor.
 */
export async function chartData(db: Db, source: ChartSource, f: ChartFilter, extraSuppliers: string[] = []): Promise<ChartEntry[]> {
  const shape = await seriesShape(db);
  if (!shape) return [];
  const weeks = weekRange(shape, dayMs(f.EffectiveFrom), dayMs(f.EffectiveTo));
  if (!weeks) return [];
  let lo: number;
  let hi: number;
  let asOf = weeks[1];
  if (source === 'weekly') {
    [lo, hi] = weeks;
  } else {
    const from = dayMs(f.ContractStartFrom);
    const to = dayMs(f.ContractStartTo);
    lo = Math.max(1, from == null ? 1 : monthIndex(shape, from));
    hi = Math.min(shape.months, to == null ? shape.months : monthIndex(shape, to));
    if (lo > hi) return [];
    asOf = weeks[1];
  }
  const usage = usageOf(f);
  const usageShare = usage == null ? 0 : Math.sqrt(Math.min(usage, USAGE_MAX) / USAGE_MAX);
  const demandFactor = 1 - 0.015 * (Math.min(f.Demand ?? 0, DEMAND_MAX) / DEMAND_MAX);
  const suppliers = f.Suppliers && f.Suppliers.length > 0 ? [...new Set([...f.Suppliers, ...extraSuppliers])] : [];
  const points = source === 'weekly' ? 's.weekly[$1:$2]' : 's.forward[$1:$2]';
  // Forward prices are kept as of the last weekly point; an earlier as-of date scales them by that week's price.
  const scale = source === 'weekly' ? '1' : 's.weekly[$3] / s.weekly[cardinality(s.weekly)]';

  const { rows } = await db.query<PointRow>(
    `with factors as (
       -- Everything but the stored price is a per-supplier factor (term, billing method, usage, demand), so the
       -- series are averaged first and scaled once per supplier.
       select sp.id as supplier_id,
              avg(t.factor) * coalesce(max(b.factor), 1) * (1 - sp.volume_discount * $4) * $5 as f
         from pricing_suppliers sp
         join pricing_supplier_terms t on t.supplier_id = sp.id
              and (cardinality($6::int[]) = 0 or t.term = any($6::int[]))
         left join pricing_supplier_billing b on b.supplier_id = sp.id and b.billing_method = $7::text
        where $7::text is null or b.supplier_id is not null
        group by sp.id, sp.volume_discount
     ), series as (
       select s.supplier_id, ${points} as pts, ${scale} as k
         from pricing_series s
         join pricing_utilities u on u.id = s.utility_id
        where u.commodity = $8
          and ($9::text is null or u.state_id = $9)
          and (cardinality($10::text[]) = 0 or u.id = any($10::text[]))
          and ($11::text is null or s.load_zone_id = $11)
          and ($12::text is null or u.state_id = 'TX' or s.class_name = $12)
          and ($13::text is null or u.state_id <> 'TX' or s.class_name = $13)
          and $3::int > 0
     ), points as (
       select x.supplier_id, x.idx, x.price * f.f as price
         from (select supplier_id, ($1 + u.o - 1)::int as idx, avg(u.p * k) as price
                 from series, unnest(pts) with ordinality as u(p, o)
                group by supplier_id, idx) x
         join factors f on f.supplier_id = x.supplier_id
     ), ranked as (
       select supplier_id, idx, price,
              row_number() over w as rank,
              min(price) over (partition by idx) as best,
              max(price) over (partition by idx) as worst,
              lag(price) over w as next_better,
              lead(price) over w as next_worse
         from points
       window w as (partition by idx order by price, supplier_id)
     )
     select r.idx, r.supplier_id, sp.name, r.price::float8 as price, r.rank::int as rank, r.best::float8 as best,
            r.worst::float8 as worst, r.next_better::float8 as next_better, r.next_worse::float8 as next_worse
       from ranked r join pricing_suppliers sp on sp.id = r.supplier_id
      where cardinality($14::text[]) = 0 or r.supplier_id = any($14::text[])
      order by r.idx, r.rank`,
    [
      lo, hi, asOf, usageShare, demandFactor, f.Terms ?? [], f.BillingMethod ?? null,
      f.commodity === 2 ? 'NatGas' : 'Electric', f.State ?? null, f.Utilities ?? [], f.commodity === 2 ? null : (f.LoadZone ?? null),
      f.RateClass ?? null, f.LoadProfile ?? null, suppliers,
    ],
  );

  const entries: ChartEntry[] = [];
  let current: ChartEntry | null = null;
  let currentIdx = -1;
  for (const row of rows) {
    if (row.idx !== currentIdx) {
      currentIdx = row.idx;
      const date = source === 'weekly' ? weekDate(shape.firstDay + (row.idx - 1) * 7 * DAY_MS) : monthDate(shape.firstMonth, row.idx - 1);
      current = { Date: date, Suppliers: [] };
      entries.push(current);
    }
    current!.Suppliers.push({
      Supplier: row.name,
      InsightsSupplierIdentifier: row.supplier_id,
      Rank: row.rank,
      Deltas: [{
        CurrPrice: round6(row.price),
        BestPrice: round6(row.best),
        WorstPrice: round6(row.worst),
        NextBetterPrice: row.next_better == null ? null : round6(row.next_better),
        NextWorsePrice: row.next_worse == null ? null : round6(row.next_worse),
      }],
    });
  }
  return entries;
}

/** The weekly point on or before a day (for top-5 and leaderboard answers). */
export async function weekIndexOn(db: Db, day: string | null | undefined): Promise<{ idx: number; date: string } | null> {
  const shape = await seriesShape(db);
  if (!shape) return null;
  const range = weekRange(shape, null, dayMs(day));
  if (!range) return null;
  return { idx: range[1], date: weekDate(shape.firstDay + (range[1] - 1) * 7 * DAY_MS) };
}
