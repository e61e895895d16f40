/**
 * The offer reads (contract/offers): imported markets, a snapshot's offers, what changed, an offer's history, a
 * company's offers and the suppliers found in offers. Every reply names its source and the date of what it shows.
 */
import type {
  CompanyOffersReply, FoundSuppliersReply, MarketsReply, Offer, OfferChange, OfferHistoryReply, OffersReply,
} from '../../../contract/offers/schemas.js';
import type { Queryable } from '../db/db.js';
import { offerRanks } from './ranks.js';
import {
  MARKET_COLUMNS, OFFER_COLUMNS, languageWhere, snapshotOn, toOffer, type LanguageChoice, type MarketRow, type OfferRow, type SnapshotRow,
} from './queries.js';

const ENGLISH = languageWhere('o.language', `'English'`);

/** Every imported market with its latest snapshot's English offers and suppliers, and every snapshot date. */
export async function listMarkets(db: Queryable): Promise<MarketsReply> {
  const { rows } = await db.query<MarketsReply['markets'][number] & { id: number }>(
    `select ${MARKET_COLUMNS}, l.as_of as "latestAsOf", n.offers, n.suppliers, d.snapshots
       from offer_markets m
       join lateral (select id, as_of from offer_snapshots where market_id = m.id order by as_of desc limit 1) l on true
       cross join lateral (
         select count(*)::int as offers, count(distinct o.supplier_name) filter (where not o.is_utility_rate)::int as suppliers
           from offer_observations ob join offers o on o.id = ob.offer_id
          where ob.snapshot_id = l.id and o.market_id = m.id and ${ENGLISH}) n
       cross join lateral (
         select json_agg(to_char(s.as_of, 'YYYY-MM-DD') order by s.as_of) as snapshots
           from offer_snapshots s where s.market_id = m.id) d
      order by m.state_code, lower(m.utility), m.commodity, m.customer_class`,
  );
  return { markets: rows.map(({ id: _id, ...market }) => market) };
}

/** A snapshot's offers (optionally one company's), cheapest first, each with its price in the snapshot before. */
async function snapshotOffers(
  db: Queryable, snapshot: SnapshotRow, language: LanguageChoice, companyId: string | null = null,
): Promise<Offer[]> {
  const { rows } = await db.query<OfferRow>(
    `select ${OFFER_COLUMNS}
       from offer_observations ob
       join offers o on o.id = ob.offer_id
       join offer_markets m on m.id = o.market_id
       left join companies c on c.id = o.company_id
       left join offer_observations prev on prev.snapshot_id = $2 and prev.offer_id = o.id
      where ob.snapshot_id = $1 and o.market_id = $5 and ${languageWhere('o.language', '$3')}
        and ($4::uuid is null or o.company_id = $4::uuid)
      order by ob.price, lower(o.supplier_name), o.product nulls last, o.id`,
    [snapshot.id, snapshot.previousId, language, companyId, snapshot.marketId],
  );
  return rows.map(toOffer);
}

/** The market's offers in its snapshot on or before `asOf`; null when it has none by then. */
export async function marketOffers(
  db: Queryable, market: MarketRow, asOf: string | undefined, language: LanguageChoice,
): Promise<OffersReply | null> {
  const snapshot = await snapshotOn(db, market.id, asOf);
  if (!snapshot) return null;
  const { id: _id, ...key } = market;
  return { ...key, asOf: snapshot.asOf, previousAsOf: snapshot.previousAsOf, offers: await snapshotOffers(db, snapshot, language) };
}

const CHANGE_ORDER = `case ch.kind when 'new' then 0 when 'price' then 1 else 2 end`;

/**
 * The market's changes dated from..to inclusive (a change is dated by the snapshot that made it, against the
 * market's snapshot before), oldest first. English rows only, as the screens count them: a Power to Choose plan's
 * Spanish row changes with its English one. A year of a large market is thousands of rows: they come as one JSON
 * value, which the driver parses far faster than as many rows.
 */
export async function marketChanges(db: Queryable, marketId: number, from: string, to: string): Promise<OfferChange[]> {
  const { rows } = await db.query<{ changes: OfferChange[] }>(
    `select coalesce(json_agg(x), '[]') as changes from (
       select ch.kind, to_char(ch.as_of, 'YYYY-MM-DD') as date, o.id as "offerId", o.source_key as "sourceKey",
              o.supplier_name as "supplierName", o.company_id as "companyId", o.product, o.term_months as "termMonths",
              o.rate_type as "rateType", ch.before::float8 as before, ch.after::float8 as after
         from offer_changes ch join offers o on o.id = ch.offer_id and o.market_id = $1
        where ch.market_id = $1 and ch.as_of between $2::date and $3::date and ${ENGLISH}
        order by ch.as_of, ${CHANGE_ORDER}, lower(o.supplier_name), o.source_key) x`,
    [marketId, from, to],
  );
  return rows[0]!.changes;
}

/** An offer as last seen (with its price the snapshot before), its market and every snapshot it was in; null if none. */
export async function offerHistory(db: Queryable, offerId: number): Promise<OfferHistoryReply | null> {
  const { rows } = await db.query<OfferRow & { market: OfferHistoryReply['market'] }>(
    `with last as (
       select ob.*, s.as_of, s.market_id from offer_observations ob join offer_snapshots s on s.id = ob.snapshot_id
        where ob.offer_id = $1 order by s.as_of desc limit 1),
     before as (
       select s.id from offer_snapshots s, last
        where s.market_id = last.market_id and s.as_of < last.as_of order by s.as_of desc limit 1)
     select ${OFFER_COLUMNS},
            json_build_object('stateCode', m.state_code, 'utility', m.utility, 'commodity', m.commodity,
                              'customerClass', m.customer_class, 'unit', m.unit) as market
       from offers o
       join last ob on true
       join offer_markets m on m.id = o.market_id
       left join companies c on c.id = o.company_id
       left join offer_observations prev on prev.snapshot_id = (select id from before) and prev.offer_id = o.id
      where o.id = $1`,
    [offerId],
  );
  if (!rows[0]) return null;
  const { market, ...offer } = rows[0];
  const history = await db.query<OfferHistoryReply['history'][number]>(
    `select to_char(s.as_of, 'YYYY-MM-DD') as "asOf", ob.price::float8 as price, ob.prices_by_usage as "pricesByUsage"
       from offer_observations ob join offer_snapshots s on s.id = ob.snapshot_id
      where ob.offer_id = $1 order by s.as_of`,
    [offerId],
  );
  return { offer: toOffer(offer), market, history: history.rows };
}

/**
 * A company's current offers: in each market it has offers in, the market's latest snapshot, its English offers
 * there and its best benchmark rank (null when none of its offers meets the rule). Markets it left are not shown.
 */
export async function companyOffers(db: Queryable, companyId: string): Promise<CompanyOffersReply> {
  const { rows: markets } = await db.query<MarketRow>(
    `select ${MARKET_COLUMNS} from offer_markets m
      where exists (select 1 from offers o where o.market_id = m.id and o.company_id = $1::uuid)
      order by m.state_code, lower(m.utility), m.commodity, m.customer_class`,
    [companyId],
  );
  const result: CompanyOffersReply['markets'] = [];
  for (const market of markets) {
    const snapshot = await snapshotOn(db, market.id);
    if (!snapshot) continue;
    const offers = await snapshotOffers(db, snapshot, 'English', companyId);
    if (offers.length === 0) continue;
    const ranks = await offerRanks(db, { marketId: market.id, asOf: snapshot.asOf });
    const own = ranks?.ranks.filter((r) => r.companyId === companyId).map((r) => r.rank) ?? [];
    const { id: _id, ...key } = market;
    result.push({
      ...key, asOf: snapshot.asOf, rank: own.length ? Math.min(...own) : null, rankedSuppliers: ranks?.ranks.length ?? 0, offers,
    });
  }
  return { markets: result };
}

/** Companies created because an offer named an unknown supplier: their markets, English offers and first sighting. */
export async function foundSuppliers(db: Queryable): Promise<FoundSuppliersReply> {
  const { rows } = await db.query<FoundSuppliersReply['suppliers'][number]>(
    `select c.id::text as "companyId", c.legal_name as name,
            coalesce(json_agg(distinct m.state_code || ' · ' || m.utility) filter (where m.id is not null), '[]') as markets,
            count(o.id) filter (where ${ENGLISH})::int as offers,
            to_char(coalesce(min(o.first_seen), c.created_at::date), 'YYYY-MM-DD') as "firstSeen"
       from companies c
       left join offers o on o.company_id = c.id
       left join offer_markets m on m.id = o.market_id
      where c.found_in_offers
      group by c.id
      order by "firstSeen" desc, lower(c.legal_name), c.id`,
  );
  return { suppliers: rows };
}
