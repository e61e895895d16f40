/**
 * The Ranking and Price Trend charts of an imported market (issue 60 §5, ADR 0053). The filter form lists each
 * imported market as a utility whose identifier is `offers-<market id>`; its chart answers one series per supplier:
 * the supplier's benchmark price (offers/ranks.ts: the rank rule's offer) on each snapshot date, ranked as the
 * market's ranks rank it. Imported files have no forward prices: forward calls answer no points.
 */
import type { ChartEntry } from '../../../contract/pricing/schemas.js';
import { OFFER_SOURCE_NAMES, type OfferSource } from '../../../contract/offers/schemas.js';
import type { Queryable } from '../db/db.js';
import { ranksOfSnapshots } from '../offers/ranks.js';
import type { ChartFilter, ChartSource } from './chartQuery.js';

const PREFIX = 'offers-';
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The filter form's identifier of an imported market. */
export const importedUtilityId = (marketId: number) => `${PREFIX}${marketId}`;

/** The imported markets a chart filter asks for (its `offers-` utilities), or none. */
export function importedMarketIds(utilities: readonly string[] | null | undefined): number[] {
  return (utilities ?? []).flatMap((id) => (id.startsWith(PREFIX) && /^\d+$/.test(id.slice(PREFIX.length)) ? [Number(id.slice(PREFIX.length))] : []));
}

const COMMODITY = { Electric: 'Electric', NatGas: 'Natural Gas' } as const;

/**
 * The utilities list's imported markets of some states and a commodity: named as the file names the utility, with
 * the customer class when not residential and the source ("ONCOR ELECTRIC DELIVERY COMPANY (Power to Choose)").
 */
export async function importedUtilities(db: Queryable, states: string[], commodity: 'Electric' | 'NatGas') {
  const { rows } = await db.query<{ id: number; utility: string; customerClass: string; source: OfferSource }>(
    `select m.id, m.utility, m.customer_class as "customerClass", m.source from offer_markets m
      where m.state_code = any($1::text[]) and m.commodity = $2 and exists (select 1 from offer_snapshots s where s.market_id = m.id)
      order by lower(m.utility), m.customer_class, m.id`, [states, COMMODITY[commodity]]);
  return rows.map((m) => ({
    utilityName: `${m.utility}${m.customerClass === 'Residential' ? '' : `, ${m.customerClass}`} (${OFFER_SOURCE_NAMES[m.source] ?? m.source})`,
    InsightsUtilityIdenitifier: importedUtilityId(m.id),
  }));
}

const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/**
 * The chart points of imported markets: every snapshot date inside [EffectiveFrom, EffectiveTo] (when none falls
 * inside, the last one on or before EffectiveTo). Several markets are averaged per supplier and date, as the
 * modelled charts average utilities. `Suppliers` narrows the answer, never the ranking; `aliases` shows a company as
 * the client's modelled supplier (pricingService/shared.ts ownIdentityOf).
 */
export async function importedChartData(
  db: Queryable, source: ChartSource, f: ChartFilter, marketIds: number[], extraSuppliers: string[], aliases: ReadonlyMap<string, string>,
): Promise<ChartEntry[]> {
  if (source !== 'weekly' || marketIds.length === 0) return [];
  const from = f.EffectiveFrom?.slice(0, 10) ?? null;
  const to = f.EffectiveTo?.slice(0, 10) ?? null;
  const { rows: snapshots } = await db.query<{ id: number; asOf: string }>(
    `with s as (select id, to_char(as_of, 'YYYY-MM-DD') as "asOf", as_of from offer_snapshots
                 where market_id = any($1::int[]) and ($3::date is null or as_of <= $3::date))
     select id, "asOf" from s
      where ($2::date is null or as_of >= $2::date) or as_of = (select max(as_of) from s)
      order by as_of, id`, [marketIds, from, to]);
  const ranks = await ranksOfSnapshots(db, snapshots.map((s) => s.id));

  // Per date, per supplier: its benchmark prices (one per market it is ranked in), averaged below.
  const byDate = new Map<string, Map<string, { name: string; prices: number[] }>>();
  for (const snapshot of snapshots) {
    const suppliers = byDate.get(snapshot.asOf) ?? new Map<string, { name: string; prices: number[] }>();
    byDate.set(snapshot.asOf, suppliers);
    for (const r of ranks.get(snapshot.id) ?? []) {
      const raw = r.companyId ?? r.supplierName;
      const id = aliases.get(raw) ?? raw;
      const held = suppliers.get(id) ?? { name: r.supplierName, prices: [] };
      held.prices.push(r.price);
      suppliers.set(id, held);
    }
  }
  const wanted = f.Suppliers && f.Suppliers.length > 0 ? new Set([...f.Suppliers, ...extraSuppliers]) : null;
  const entries: ChartEntry[] = [];
  for (const [day, suppliers] of byDate) {
    const points = [...suppliers.entries()]
      .map(([id, s]) => ({ id, name: s.name, price: s.prices.reduce((a, b) => a + b, 0) / s.prices.length }))
      .sort((a, b) => a.price - b.price || (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0));
    if (points.length === 0) continue;
    const best = points[0].price;
    const worst = points[points.length - 1].price;
    const chosen = points.flatMap((p, i) => (wanted && !wanted.has(p.id) ? [] : [{
      Supplier: p.name,
      InsightsSupplierIdentifier: p.id,
      Rank: i + 1,
      Deltas: [{
        CurrPrice: round6(p.price),
        BestPrice: round6(best),
        WorstPrice: round6(worst),
        NextBetterPrice: i > 0 ? round6(points[i - 1].price) : null,
        NextWorsePrice: i < points.length - 1 ? round6(points[i + 1].price) : null,
      }],
    }]));
    if (chosen.length > 0) entries.push({ Date: usDate(day), Suppliers: chosen });
  }
  return entries;
}
