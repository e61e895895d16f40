/**
 * What every offer read shares: finding a market from a query, the snapshot shown on a date, and an offer row as the
 * API replies it (contract/offers/schemas `offer`). Dates come back as 'YYYY-MM-DD' and numerics as numbers (db layer).
 */
import type { Offer, OfferMarketKey, OfferSource } from '../../../contract/offers/schemas.js';
import type { Queryable } from '../db/db.js';

export interface MarketRow extends OfferMarketKey {
  id: number;
  source: OfferSource;
}

export const MARKET_COLUMNS = `m.id, m.state_code::text as "stateCode", m.utility, m.commodity, m.customer_class as "customerClass",
  m.unit, m.source`;

export interface MarketSelector {
  stateCode: string;
  utility: string;
  commodity?: string;
  customerClass?: string;
}

/**
 * The market a query names; utility and customer class match case-insensitively. When commodity or class is left
 * out and the state and utility hold several markets, the residential electric one comes first (the screens' default).
 */
export async function findMarket(db: Queryable, q: MarketSelector): Promise<MarketRow | null> {
  const { rows } = await db.query<MarketRow>(
    `select ${MARKET_COLUMNS} from offer_markets m
      where m.state_code = $1 and lower(m.utility) = lower($2)
        and ($3::text is null or m.commodity = $3) and ($4::text is null or lower(m.customer_class) = lower($4))
      order by (m.customer_class = 'Residential') desc, (m.commodity = 'Electric') desc, m.customer_class, m.id
      limit 1`,
    [q.stateCode, q.utility, q.commodity ?? null, q.customerClass ?? null],
  );
  return rows[0] ?? null;
}

export async function marketById(db: Queryable, marketId: number): Promise<MarketRow | null> {
  const { rows } = await db.query<MarketRow>(`select ${MARKET_COLUMNS} from offer_markets m where m.id = $1`, [marketId]);
  return rows[0] ?? null;
}

/**
 * The snapshot of the market $1 on or before the date $2 (null: its latest), with the one before it: one row of id, as_of,
 * partial, previous_id, previous_as_of, or none. A statement's CTE (`with s as (${SNAPSHOT_ON}) …`), so a read finds
 * its snapshot and its rows in one statement.
 */
export const SNAPSHOT_ON = `select l.id, l.as_of, l.partial, p.id as previous_id, p.as_of as previous_as_of
    from (select id, as_of, partial from offer_snapshots
           where market_id = $1 and ($2::date is null or as_of <= $2::date) order by as_of desc limit 1) l
    left join lateral (select id, as_of from offer_snapshots
                        where market_id = $1 and as_of < l.as_of order by as_of desc limit 1) p on true`;

/** The language filter of the offer lists: screens show the English rows; a source without languages counts as English. */
export type LanguageChoice = 'English' | 'Spanish' | 'all';
export const languageWhere = (column: string, param: string) =>
  `(${param}::text = 'all' or lower(coalesce(${column}, 'English')) = lower(${param}::text))`;

/**
 * The columns of an offer as the API replies it, from `o` (offers), `m` (offer_markets), `c` (companies, left join),
 * `ob` (its observation in the snapshot shown) and `prev` (its observation in the snapshot before, left join).
 */
export const OFFER_COLUMNS = `o.id, o.source, o.source_key as "sourceKey", o.supplier_name as "supplierName",
  o.company_id::text as "companyId", c.legal_name as "companyName", o.product, o.rate_type as "rateType",
  o.term_months as "termMonths", ob.price::float8 as price, ob.prices_by_usage as "pricesByUsage", m.unit,
  o.renewable_percent::float8 as "renewablePercent", o.cancellation_fee as "cancellationFee",
  o.monthly_fee::float8 as "monthlyFee", o.promotion, o.language, o.first_seen as "firstSeen", o.last_seen as "lastSeen",
  prev.price::float8 as "previousPrice", o.is_utility_rate as "isUtilityRate", o.introductory, o.prepaid,
  o.time_of_use as "timeOfUse", o.details`;

export type OfferRow = Omit<Offer, 'links' | 'terms'> & { details: Record<string, unknown> | null };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * An OFFER_COLUMNS row as the contract's `offer`. The import keeps the NormalizedOffer's `links` and `terms` in
 * `details` ({ fixed, links: { website, terms, factsLabel, enroll, enrollPhone }, terms }); links written flat in
 * `details` (the migration's wording) are read too, with the special terms then under `specialTerms`.
 */
export function toOffer(row: OfferRow): Offer {
  const { details, ...rest } = row;
  const d = details ?? {};
  const nested = d.links && typeof d.links === 'object' ? (d.links as Record<string, unknown>) : null;
  const links = nested ?? d;
  return {
    ...rest,
    links: {
      website: text(links.website),
      terms: text(links.terms),
      factsLabel: text(links.factsLabel),
      enroll: text(links.enroll),
      enrollPhone: text(links.enrollPhone),
    },
    terms: text(nested ? d.terms : d.specialTerms),
  };
}
