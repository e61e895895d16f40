/**
 * Offer events (issue 61 §1, ADR 0055): computed once per market snapshot, in the import's transaction, against the
 * market's previous full snapshot, and stored in offer_events. Price watches, the bell, the digest and webhooks read
 * them (offerEventsOfImport), so every channel tells the same facts.
 *
 * - offer.new / offer.withdrawn / offer.price_changed: from what importMarket found (its offer_changes), with the
 *   noise floor applied: a price move under 0.1 ¢/kWh (0.1 % for other units) is history, not an event.
 * - rank.changed: each supplier whose benchmark rank (ranks.ts) differs between the previous and the new snapshot;
 *   a supplier entering or leaving the ranking has null on that side.
 * None for a market's first snapshot, the same file again, an older date than the latest, or a partial snapshot:
 * importMarket calls storeOfferEvents only for a full snapshot newer than the latest.
 */
import { isPriceNoise, type OfferEvent } from '../../../contract/offers/events.js';
import type { OfferUnit } from '../../../contract/offers/schemas.js';
import type { Queryable } from '../db/db.js';
import { ranksOfSnapshots } from './ranks.js';

/** One change importMarket found for an offer: the price it had before and has now (null: not there). */
export interface OfferChange {
  kind: 'new' | 'withdrawn' | 'price';
  offerId: number;
  before: number | null;
  after: number | null;
}

export interface SnapshotEvents {
  importId: number;
  marketId: number;
  unit: OfferUnit;
  asOf: string;
  snapshotId: number;
  /** The market's previous full snapshot, what the events are against. */
  previousSnapshotId: number;
  changes: OfferChange[];
}

const TYPE_OF_KIND = { new: 'offer.new', withdrawn: 'offer.withdrawn', price: 'offer.price_changed' } as const;

/** Computes and stores one snapshot's events; returns how many were stored. */
export async function storeOfferEvents(tx: Queryable, s: SnapshotEvents): Promise<number> {
  const changes = s.changes.filter((c) => c.kind !== 'price' || !isPriceNoise(c.before!, c.after!, s.unit));
  const ranks = await ranksOfSnapshots(tx, [s.previousSnapshotId, s.snapshotId]);
  const before = new Map(ranks.get(s.previousSnapshotId)!.map((r) => [r.supplierName, r]));
  const after = new Map(ranks.get(s.snapshotId)!.map((r) => [r.supplierName, r]));
  const moves: { supplierName: string; companyId: string | null; offerId: number; before: number | null; after: number | null; price: number }[] = [];
  for (const [name, now] of after) {
    const then = before.get(name);
    if (then?.rank !== now.rank) moves.push({ supplierName: name, companyId: now.companyId, offerId: now.offerId, before: then?.rank ?? null, after: now.rank, price: now.price });
  }
  for (const [name, then] of before) {
    if (!after.has(name)) moves.push({ supplierName: name, companyId: then.companyId, offerId: then.offerId, before: then.rank, after: null, price: then.price });
  }

  if (changes.length > 0) {
    await tx.query(
      `insert into offer_events (import_id, market_id, snapshot_id, previous_snapshot_id, as_of, type, offer_id, supplier_name, company_id, before, after)
       select $1, $2, $3, $4, $5::date, u.type, o.id, o.supplier_name, o.company_id, u.before, u.after
         from unnest($6::text[], $7::int[], $8::numeric[], $9::numeric[]) with ordinality as u(type, offer_id, before, after, n)
         join offers o on o.id = u.offer_id
        order by u.n`,
      [s.importId, s.marketId, s.snapshotId, s.previousSnapshotId, s.asOf, changes.map((c) => TYPE_OF_KIND[c.kind]),
        changes.map((c) => c.offerId), changes.map((c) => c.before), changes.map((c) => c.after)],
    );
  }
  if (moves.length > 0) {
    // Best rank first, so a reader listing them reads the market top down.
    moves.sort((a, b) => (a.after ?? Infinity) - (b.after ?? Infinity) || (a.before ?? Infinity) - (b.before ?? Infinity));
    await tx.query(
      `insert into offer_events (import_id, market_id, snapshot_id, previous_snapshot_id, as_of, type, offer_id, supplier_name, company_id, before, after, price)
       select $1, $2, $3, $4, $5::date, 'rank.changed', u.offer_id, u.supplier_name, u.company_id::uuid, u.before, u.after, u.price
         from unnest($6::text[], $7::text[], $8::int[], $9::int[], $10::int[], $11::numeric[]) with ordinality
           as u(supplier_name, company_id, offer_id, before, after, price, n)
        order by u.n`,
      [s.importId, s.marketId, s.snapshotId, s.previousSnapshotId, s.asOf, moves.map((m) => m.supplierName), moves.map((m) => m.companyId),
        moves.map((m) => m.offerId), moves.map((m) => m.before), moves.map((m) => m.after), moves.map((m) => m.price)],
    );
  }
  return changes.length + moves.length;
}

const EVENT_COLUMNS = `
  e.id::int as id, e.type, e.import_id as "importId", e.as_of::text as "asOf", p.as_of::text as "previousAsOf",
  m.state_code::text as "stateCode", m.utility, m.commodity, m.customer_class as "customerClass", m.unit,
  e.offer_id as "offerId", case when e.type = 'rank.changed' then null else o.source_key end as "sourceKey",
  e.supplier_name as "supplierName", e.company_id::text as "companyId", o.product, o.term_months as "termMonths",
  o.rate_type as "rateType", e.before::float8 as before, e.after::float8 as after, e.price::float8 as price,
  coalesce(lower(o.language), 'english') = 'english' as english`;

/** The events of one import, market by market, in the order they were computed (contract/offers/events.ts shape). */
export async function offerEventsOfImport(db: Queryable, importId: number): Promise<OfferEvent[]> {
  const { rows } = await db.query<Omit<OfferEvent, 'change' | 'changePercent'>>(
    `select ${EVENT_COLUMNS}
       from offer_events e
       join offer_markets m on m.id = e.market_id
       left join offer_snapshots p on p.id = e.previous_snapshot_id
       left join offers o on o.id = e.offer_id
      where e.import_id = $1
      order by e.id`,
    [importId],
  );
  return rows.map(withChange);
}

/** change and changePercent of a price change (null for every other event). */
export function withChange(row: Omit<OfferEvent, 'change' | 'changePercent'>): OfferEvent {
  if (row.type !== 'offer.price_changed' || row.before === null || row.after === null) return { ...row, change: null, changePercent: null };
  const change = Math.round((row.after - row.before) * 1e6) / 1e6;
  const changePercent = row.before === 0 ? null : Math.round(((row.after - row.before) / row.before) * 100 * 100) / 100;
  return { ...row, change, changePercent };
}
