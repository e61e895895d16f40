/**
 * The offer reads (contract/offers): imported markets, a snapshot's offers, what changed, an offer's history, a
 * company's offers and the suppliers found in offers. Every reply names its source and the date of what it shows.
 */
import type {
  CompanyOffersReply, FoundSuppliersReply, MarketsReply, OfferChange, OfferHistoryReply, OffersReply,
} from '../../../contract/offers/schemas.js';
import type { Queryable } from '../db/db.js';
import { ranksOfSnapshots } from './ranks.js';
import {
  MARKET_COLUMNS, OFFER_COLUMNS, SNAPSHOT_ON, languageWhere, toOffer, type LanguageChoice, type MarketRow, type OfferRow,
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

/**
 * The offers shown of one snapshot, as one JSON value from `ob` (their observations in it) and `prev` (their
 * observations in the snapshot before): English rows (or as asked), optionally one company's, cheapest first. One
 * value for the whole list: the driver parses one JSON text far faster than as many rows of 25 columns.
 */
const offersJson = (where: string) => `coalesce((select json_agg(x order by x.price, lower(x."supplierName"), x.product nulls last, x.id) from (
    select ${OFFER_COLUMNS}
      from offer_observations ob
      join offers o on o.id = ob.offer_id
      join offer_markets m on m.id = o.market_id
      left join companies c on c.id = o.company_id
      left join offer_observations prev on prev.snapshot_id = s.previous_id and prev.offer_id = o.id
     where ${where}) x), '[]')`;

/** The market's offers in its snapshot on or before `asOf`; null when it has none by then. One statement. */
export async function marketOffers(
  db: Queryable, market: MarketRow, asOf: string | undefined, language: LanguageChoice,
): Promise<OffersReply | null> {
  const { rows } = await db.query<{ asOf: string; previousAsOf: string | null; offers: OfferRow[] }>(
    `with s as (${SNAPSHOT_ON})
     select s.as_of as "asOf", s.previous_as_of as "previousAsOf",
            ${offersJson(`ob.snapshot_id = s.id and o.market_id = $1 and ${languageWhere('o.language', '$3')}`)} as offers
       from s`,
    [market.id, asOf ?? null, language],
  );
  if (!rows[0]) return null;
  const { id: _id, ...key } = market;
  return { ...key, asOf: rows[0].asOf, previousAsOf: rows[0].previousAsOf, offers: rows[0].offers.map(toOffer) };
}

const CHANGE_ORDER: Record<OfferChange['kind'], number> = { new: 0, price: 1, withdrawn: 2 };

/** Byte order of two strings (as the ranks order names): the same on PGlite and on PostgreSQL whatever its locale. */
const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The market's changes dated from..to inclusive (a change is dated by the snapshot that made it, against the
 * market's snapshot before), oldest first; within a day new, price, withdrawn, then by supplier (ignoring case) and
 * source key. English rows only, as the screens count them: a Power to Choose plan's Spanish row changes with its
 * English one. A year of a large market is thousands of changes of a few hundred offers: the market's offers come
 * once (one JSON text, which the driver parses far faster than as many rows) and each change as its five values,
 * joined and ordered here.
 */
export async function marketChanges(db: Queryable, marketId: number, from: string, to: string): Promise<OfferChange[]> {
  type OfferFields = [number, string, string, string | null, string | null, number | null, string | null];
  const { rows: [market] } = await db.query<{ offers: OfferFields[] | null }>(
    `select json_agg(json_build_array(o.id, o.source_key, o.supplier_name, o.company_id, o.product, o.term_months, o.rate_type)) as offers
       from offers o where o.market_id = $1 and ${ENGLISH}`,
    [marketId],
  );
  const offers = new Map((market!.offers ?? []).map((fields) => [fields[0], fields]));
  if (offers.size === 0) return [];
  // The offers as a list of values, not a sub-query: PostgreSQL looks each change's offer up in a hash of them
  // whatever its statistics (PGlite gathers none), where a join or an IN (sub-query) planned without statistics
  // compared every change with every offer. Each change is one line of plain values (days after `from`, kind, offer,
  // before, after; '' for none): PostgreSQL writes that text about three times faster than JSON.
  const { rows: [found] } = await db.query<{ changes: string | null }>(
    `select string_agg(concat(ch.as_of - $2::date, ',', ch.kind, ',', ch.offer_id, ',', ch.before, ',', ch.after), E'\\n') as changes
       from offer_changes ch
      where ch.market_id = $1 and ch.as_of between $2::date and $3::date and ch.offer_id = any($4::int[])`,
    [marketId, from, to, [...offers.keys()]],
  );
  const start = Date.parse(`${from}T00:00:00Z`);
  const dates = new Map<string, string>();
  const dateOf = (days: string) => {
    let date = dates.get(days);
    if (date === undefined) dates.set(days, (date = new Date(start + Number(days) * 86_400_000).toISOString().slice(0, 10)));
    return date;
  };
  const price = (text: string | undefined) => (text ? Number(text) : null);
  const lower = new Map([...offers.values()].map(([id, , supplierName]) => [id, supplierName.toLowerCase()]));
  const changes = (found!.changes ? found!.changes.split('\n') : []).map((line): OfferChange => {
    const [days, kind, id, before, after] = line.split(',');
    const offerId = Number(id);
    const [, sourceKey, supplierName, companyId, product, termMonths, rateType] = offers.get(offerId)!;
    return {
      kind: kind as OfferChange['kind'], date: dateOf(days!), offerId, sourceKey, supplierName, companyId, product, termMonths, rateType,
      before: price(before), after: price(after),
    };
  });
  return changes.sort((a, b) => byteOrder(a.date, b.date) || CHANGE_ORDER[a.kind] - CHANGE_ORDER[b.kind]
    || byteOrder(lower.get(a.offerId)!, lower.get(b.offerId)!) || byteOrder(a.sourceKey, b.sourceKey) || a.offerId - b.offerId);
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
 * One statement for the markets and their offers, one for the ranks of all their snapshots (ranksOfSnapshots).
 */
export async function companyOffers(db: Queryable, companyId: string): Promise<CompanyOffersReply> {
  const { rows } = await db.query<MarketRow & { snapshotId: number; asOf: string; offers: OfferRow[] }>(
    `select ${MARKET_COLUMNS}, s.id as "snapshotId", s.as_of as "asOf",
            ${offersJson(`ob.snapshot_id = s.id and o.market_id = m.id and o.company_id = $1::uuid and ${ENGLISH}`)} as offers
       from offer_markets m
       join lateral (
         select l.id, l.as_of, (select p.id from offer_snapshots p where p.market_id = m.id and p.as_of < l.as_of
                                 order by p.as_of desc limit 1) as previous_id
           from offer_snapshots l where l.market_id = m.id order by l.as_of desc limit 1) s on true
      where exists (select 1 from offers o where o.market_id = m.id and o.company_id = $1::uuid)
      order by m.state_code, lower(m.utility), m.commodity, m.customer_class`,
    [companyId],
  );
  const shown = rows.filter((row) => row.offers.length > 0);
  const ranks = await ranksOfSnapshots(db, shown.map((row) => row.snapshotId));
  return {
    markets: shown.map(({ id: _id, snapshotId, asOf, offers, ...key }) => {
      const ranked = ranks.get(snapshotId)!;
      const own = ranked.filter((r) => r.companyId === companyId).map((r) => r.rank);
      return { ...key, asOf, rank: own.length ? Math.min(...own) : null, rankedSuppliers: ranked.length, offers: offers.map(toOffer) };
    }),
  };
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
