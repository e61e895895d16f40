import type { Db, Queryable } from '../../db/db.js';
import { WEBHOOK_OFFER_SUMMARY_EVENT, WEBHOOK_SUMMARY_LINES } from '../../../../contract/integrations/rules.js';

/** The offer types and the summary: the deliveries the partial unique index of migration 027 keeps one of. */
const OFFER_DELIVERY_TYPES = `('offer.new', 'offer.withdrawn', 'offer.price_changed', 'rank.changed', '${WEBHOOK_OFFER_SUMMARY_EVENT}')`;

/**
 * The stored data of one offer event `ev` (offer_events) of market `m`, offer `o` and previous snapshot `p`, as
 * contract/offers/events.ts offerWebhookData without its link, plus `previousAsOf` (the link's "from"; the sender
 * writes the link and leaves previousAsOf out). change and changePercent are rounded as offerEventsOfImport does.
 */
export const OFFER_EVENT_DATA = `
  jsonb_build_object(
    'sourceKey', case when ev.type = 'rank.changed' then null else o.source_key end,
    'supplierName', ev.supplier_name,
    'companyId', ev.company_id::text,
    'product', o.product,
    'termMonths', o.term_months,
    'stateCode', m.state_code::text,
    'utility', m.utility,
    'commodity', m.commodity,
    'customerClass', m.customer_class,
    'before', ev.before::float8,
    'after', ev.after::float8,
    'change', case when ev.type = 'offer.price_changed' then round(ev.after - ev.before, 6)::float8 end,
    'changePercent', case when ev.type = 'offer.price_changed' and ev.before <> 0
                          then round((ev.after - ev.before) / ev.before * 100, 2)::float8 end,
    'price', ev.price::float8,
    'unit', m.unit,
    'asOf', ev.as_of::text,
    'previousAsOf', p.as_of::text
  )`;

/** Offer events are told of the English rows, as the screens and GET /api/Offers/Changes show them; ranks always. */
export const ENGLISH_OR_RANK = `(ev.type = 'rank.changed' or coalesce(lower(o.language), 'english') = 'english')`;

/** Endpoint `e` wants event `ev` of market `m`: enabled, the type chosen, its states and commodity (no license type). */
const ENDPOINT_MATCHES = `
  e.enabled
  and x.type = any(e.event_types)
  and e.state_codes @> array[x.state_code]
  and (e.commodity = 0 or e.commodity = case x.commodity when 'Electric' then 1 else 2 end)`;

/**
 * Marks one offers import's events for webhooks (issue 61 §3, ADR 0057), inside the import's transaction: one row in
 * webhook_offer_imports when the import stored events and some enabled endpoint takes offer events, so an import that
 * commits has its deliveries coming and one that rolls back has none. The fan-out into deliveries (thousands of rows
 * for a large import and many endpoints) happens after the commit, in the sender's timer (expandOfferEventWebhooks),
 * so it does not slow the import. Returns 1 when the import was marked, else 0.
 */
export async function queueOfferEventWebhooks(db: Queryable, importId: number): Promise<number> {
  const { rows } = await db.query(
    `insert into webhook_offer_imports (import_id)
     select $1::int
      where exists (select 1 from offer_events where import_id = $1::int)
        and exists (select 1 from webhook_endpoints
                     where enabled and event_types && array['offer.new', 'offer.withdrawn', 'offer.price_changed', 'rank.changed'])
     on conflict (import_id) do nothing
     returning import_id`,
    [importId],
  );
  return rows.length;
}

/**
 * Expands the marked imports into deliveries (the sender's timer calls it before each batch; drainWebhooks too):
 * each marked import, taken with `for update skip locked` so two instances never expand one at once, is fanned out
 * (offerEventDeliveries) and unmarked in one transaction. Returns how many deliveries were queued.
 */
export async function expandOfferEventWebhooks(db: Db, batch = 5): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ importId: number }>(
      `delete from webhook_offer_imports
        where import_id in (select import_id from webhook_offer_imports order by queued_on limit $1 for update skip locked)
       returning import_id as "importId"`,
      [batch],
    );
    let queued = 0;
    for (const { importId } of rows) queued += await offerEventDeliveries(tx, importId);
    return queued;
  });
}

/**
 * The deliveries of one import's events: each `json` endpoint whose eventTypes, stateCodes and commodity match gets
 * one signed delivery per event (its own webhook-id); each Slack or Teams endpoint one 'offer.summary' per import and
 * market: the counts of the events it chose, up to WEBHOOK_SUMMARY_LINES of them (ranks first, then the largest price
 * moves, new offers, withdrawals) and the market. Keys are the event's id and the import and market, so queueing the
 * same import again adds nothing. Returns how many deliveries were new.
 */
export async function offerEventDeliveries(db: Queryable, importId: number): Promise<number> {
  const { rows } = await db.query<{ queued: number }>(
    `with x as (
       select ev.id, ev.type, ev.market_id, m.state_code::text as state_code, m.commodity, m.utility,
              m.customer_class, m.unit, ev.as_of::text as as_of, p.as_of::text as previous_as_of, ${OFFER_EVENT_DATA} as data,
              case ev.type when 'rank.changed' then 0 when 'offer.price_changed' then 1 when 'offer.new' then 2 else 3 end as kind_order,
              case when ev.type = 'rank.changed' then coalesce(ev.after, 1e6)
                   when ev.type = 'offer.price_changed' and ev.before <> 0 then -abs((ev.after - ev.before) / ev.before)
                   else 0 end as weight
         from offer_events ev
         join offer_markets m on m.id = ev.market_id
         left join offer_snapshots p on p.id = ev.previous_snapshot_id
         left join offers o on o.id = ev.offer_id
        where ev.import_id = $1 and ${ENGLISH_OR_RANK}
     ), matched as (
       select e.id as endpoint_id, e.format, x.*
         from x join webhook_endpoints e on ${ENDPOINT_MATCHES}
     ), singles as (
       insert into webhook_deliveries (endpoint_id, webhook_id, event_type, license_id, event_key, data, premium)
       select endpoint_id, 'msg_' || md5(endpoint_id::text || ':' || id::text), type, null, id::text, data, true
         from matched where format = 'json'
        order by id
       on conflict (endpoint_id, event_type, event_key) where event_type in ${OFFER_DELIVERY_TYPES} do nothing
       returning 1
     ), summaries as (
       insert into webhook_deliveries (endpoint_id, webhook_id, event_type, license_id, event_key, data, premium)
       select endpoint_id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), '${WEBHOOK_OFFER_SUMMARY_EVENT}', null,
              'import:' || $1::int || ':market:' || market_id,
              jsonb_build_object(
                'stateCode', min(state_code), 'utility', min(utility), 'commodity', min(commodity),
                'customerClass', min(customer_class), 'unit', min(unit), 'asOf', min(as_of), 'previousAsOf', min(previous_as_of),
                'counts', jsonb_build_object(
                  'offer.new', count(*) filter (where type = 'offer.new'),
                  'offer.withdrawn', count(*) filter (where type = 'offer.withdrawn'),
                  'offer.price_changed', count(*) filter (where type = 'offer.price_changed'),
                  'rank.changed', count(*) filter (where type = 'rank.changed')),
                'lines', to_jsonb((array_agg(jsonb_build_object('type', type) || data order by kind_order, weight, id))[1:$2::int])),
              true
         from matched where format <> 'json'
        group by endpoint_id, market_id
       on conflict (endpoint_id, event_type, event_key) where event_type in ${OFFER_DELIVERY_TYPES} do nothing
       returning 1
     )
     select ((select count(*) from singles) + (select count(*) from summaries))::int as queued`,
    [importId, WEBHOOK_SUMMARY_LINES],
  );
  return rows[0]?.queued ?? 0;
}

/**
 * The data of an offer-shaped `webhook.test` (an endpoint that takes offer events only): the newest stored event of
 * the endpoint's market and chosen types (of its market, or the closest market, when none of those types exists),
 * else its market's cheapest offer as if new. Where the sample is from another market, the endpoint's own state and
 * commodity are written into it, as the license test does. Null when no offer was ever imported.
 */
export async function offerTestSample(db: Queryable, endpointId: string): Promise<Record<string, unknown> | null> {
  const { rows } = await db.query<{ data: Record<string, unknown> }>(
    `with e as (select * from webhook_endpoints where id = $1::uuid),
          fromEvent as (
            select jsonb_build_object('sampleType', ev.type) || ${OFFER_EVENT_DATA} as data,
                   e.state_codes @> array[m.state_code::text] as state_ok,
                   (e.commodity = 0 or e.commodity = case m.commodity when 'Electric' then 1 else 2 end) as commodity_ok,
                   ev.type = any(e.event_types) as type_ok, ev.as_of, ev.id
              from offer_events ev
              join offer_markets m on m.id = ev.market_id
              left join offer_snapshots p on p.id = ev.previous_snapshot_id
              left join offers o on o.id = ev.offer_id, e
             where ${ENGLISH_OR_RANK}
             order by state_ok desc, commodity_ok desc, type_ok desc, ev.as_of desc, ev.id desc
             limit 1),
          fromOffer as (
            select jsonb_build_object(
                     'sampleType', 'offer.new', 'sourceKey', o.source_key, 'supplierName', o.supplier_name, 'companyId', o.company_id::text,
                     'product', o.product, 'termMonths', o.term_months, 'stateCode', m.state_code::text, 'utility', m.utility,
                     'commodity', m.commodity, 'customerClass', m.customer_class, 'before', null, 'after', ob.price::float8,
                     'change', null, 'changePercent', null, 'price', null, 'unit', m.unit, 'asOf', s.as_of::text, 'previousAsOf', null) as data,
                   e.state_codes @> array[m.state_code::text] as state_ok,
                   (e.commodity = 0 or e.commodity = case m.commodity when 'Electric' then 1 else 2 end) as commodity_ok
              from offers o
              join offer_markets m on m.id = o.market_id
              join offer_snapshots s on s.market_id = o.market_id and s.as_of = o.last_seen
              join offer_observations ob on ob.snapshot_id = s.id and ob.offer_id = o.id, e
             where coalesce(lower(o.language), 'english') = 'english'
             order by state_ok desc, commodity_ok desc, o.last_seen desc, ob.price, o.id
             limit 1),
          sample as (
            select data, state_ok, commodity_ok, 0 as pick from fromEvent where state_ok and commodity_ok
            union all select data, state_ok, commodity_ok, 1 from fromOffer
            union all select data, state_ok, commodity_ok, 2 from fromEvent)
     select s.data || jsonb_strip_nulls(jsonb_build_object(
              'stateCode', case when not s.state_ok then e.state_codes[1] end,
              'commodity', case when not s.commodity_ok then case e.commodity when 1 then 'Electric' else 'Natural Gas' end end)) as data
       from sample s, e
      order by s.pick
      limit 1`,
    [endpointId],
  );
  return rows[0]?.data ?? null;
}
