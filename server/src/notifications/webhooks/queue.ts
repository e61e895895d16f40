import type { Queryable } from '../../db/db.js';
import { clientHasPremiumSql } from '../../identity/accounts.js';
import { isOfferEventType, WEBHOOK_EVENT_OF, WEBHOOK_TEST_EVENT } from '../../../../contract/integrations/rules.js';
import type { NotificationEventType } from '../../../../contract/notifications/eventTypes.js';
import { newWebhookId } from './secrets.js';
import { offerTestSample } from './offerEvents.js';

/** A license event as events.ts records it (the same moment the bell and the e-mails hear of). */
export interface LicenseEvent {
  licenseId: number;
  eventType: NotificationEventType;
  eventKey: string;
}

/**
 * The event data of license `l` as endpoint `e`'s client may see it: without premium data (ADR 0025) the license
 * number and both dates are null. An Expiry speaks of the expiry date it announced (its key), as the bell does.
 */
const EVENT_DATA = `
  jsonb_build_object(
    'licenseNumber', case when p.premium then l.license_number end,
    'stateCode', l.state_code::text,
    'commodity', l.commodity,
    'licenseType', l.license_type,
    'companyId', l.company_id::text,
    'companyName', coalesce(c.legal_name, l.associated_legal_name),
    'registeredDate', case when p.premium then l.license_registered_date::text end,
    'expiryDate', case when p.premium then (case when ev.type = 'license.expiry' then ev.key else l.license_expiry_date::text end) end
  )`;

/** Endpoint `e` wants events of license `l`: enabled, the event type chosen, and the market filter a watch has. */
const ENDPOINT_MATCHES = `
  e.enabled
  and ev.type = any(e.event_types)
  and e.state_codes @> array[l.state_code::text]
  and (e.commodity = 0 or e.commodity = case l.commodity when 'Electric' then 1 else 2 end)
  and (e.license_type = '' or (e.license_type = 'Supplier') = l.is_supplier)`;

/**
 * Queues one delivery per event per matching endpoint, beside the bell's notifications and the e-mails of the same
 * events (events.ts). The unique event index makes a re-run, or a second instance, queue nothing twice. Returns how
 * many deliveries were new; the sender's timer sends them.
 */
export async function queueLicenseWebhooks(db: Queryable, events: LicenseEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const { rows } = await db.query<{ id: string }>(
    `insert into webhook_deliveries (endpoint_id, webhook_id, event_type, license_id, event_key, data, premium)
     select e.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), ev.type, l.id, ev.key, ${EVENT_DATA}, p.premium
       from unnest($1::int[], $2::text[], $3::text[]) as ev(license_id, type, key)
       join licenses l on l.id = ev.license_id
       left join companies c on c.id = l.company_id
       join webhook_endpoints e on ${ENDPOINT_MATCHES}
       cross join lateral (select ${clientHasPremiumSql('e.client_id')} as premium) p
     on conflict (endpoint_id, license_id, event_type, event_key) where license_id is not null do nothing
     returning id`,
    [events.map((e) => e.licenseId), events.map((e) => WEBHOOK_EVENT_OF[e.eventType]), events.map((e) => e.eventKey)],
  );
  return rows.length;
}

/**
 * Expiry events for webhooks: every latest license whose expiry date enters the 30-day window (from `today`,
 * inclusive), keyed by that date like the bell's alerts, so each check finds the ones already queued.
 */
export async function expiryWebhookEvents(db: Queryable, today: string, licenseIds?: number[]): Promise<LicenseEvent[]> {
  const { rows } = await db.query<{ licenseId: number; eventKey: string }>(
    `select l.id as "licenseId", l.license_expiry_date::text as "eventKey"
       from licenses l
      where l.is_latest
        and l.license_expiry_date >= $1::date
        and l.license_expiry_date <= $1::date + 30
        and ($2::int[] is null or l.id = any($2::int[]))
        and exists (select 1 from webhook_endpoints e where e.enabled and 'license.expiry' = any(e.event_types)
                      and e.state_codes @> array[l.state_code::text])`,
    [today, licenseIds ?? null],
  );
  return rows.map((row) => ({ ...row, eventType: 'Expiry' as const }));
}

/**
 * `webhook.test` for one endpoint, whatever its switch: a sample that looks like what the endpoint really gets
 * (issue 62) — a license of its market (its states, commodity and license type; one about to expire when it takes
 * expiries only), with the client's premium rule. Only where no license of that market exists is the closest one
 * used, with the market's own state, commodity and license type written into the sample. An endpoint that takes
 * offer events only (issue 61) gets an offer change of its market instead (offerEvents.ts offerTestSample), as a
 * signed JSON event or, for Slack and Teams, as a one-line summary. Returns the delivery's id.
 */
export async function queueTestDelivery(db: Queryable, endpointId: string): Promise<string> {
  const { rows: [endpoint] } = await db.query<{ eventTypes: string[] }>('select event_types as "eventTypes" from webhook_endpoints where id = $1', [endpointId]);
  if (endpoint && endpoint.eventTypes.every(isOfferEventType)) {
    const sample = await offerTestSample(db, endpointId);
    if (sample) {
      const webhookId = newWebhookId();
      const { rows } = await db.query<{ id: string }>(
        `insert into webhook_deliveries (endpoint_id, webhook_id, event_type, license_id, event_key, data, premium)
         values ($1, $2, '${WEBHOOK_TEST_EVENT}', null, $2, $3::jsonb, true) returning id`,
        [endpointId, webhookId, JSON.stringify(sample)],
      );
      return rows[0]!.id;
    }
  }
  const { rows } = await db.query<{ id: string }>(
    `with e as (select * from webhook_endpoints where id = $1),
          sample as (
            select l.id,
                   e.state_codes @> array[l.state_code::text] as state_ok,
                   (e.commodity = 0 or e.commodity = case l.commodity when 'Electric' then 1 else 2 end) as commodity_ok,
                   (e.license_type = '' or (e.license_type = 'Supplier') = l.is_supplier) as type_ok
              from licenses l, e
             order by state_ok desc, commodity_ok desc, type_ok desc, l.is_latest desc,
                      case when e.event_types <@ array['license.expiry'] then l.license_expiry_date >= current_date end desc nulls last,
                      case when e.event_types <@ array['license.expiry'] then l.license_expiry_date end asc nulls last,
                      l.license_registered_date desc nulls last, l.id desc
             limit 1)
     insert into webhook_deliveries (endpoint_id, webhook_id, event_type, license_id, event_key, data, premium)
     select e.id, $2, '${WEBHOOK_TEST_EVENT}', null, $2,
            ${EVENT_DATA} || jsonb_strip_nulls(jsonb_build_object(
              'stateCode', case when not s.state_ok then e.state_codes[1] end,
              'commodity', case when not s.commodity_ok then case e.commodity when 1 then 'Electric' else 'Natural Gas' end end,
              'licenseType', case when not s.type_ok then case e.license_type when 'Supplier' then 'Supplier' else 'Broker' end end)),
            p.premium
       from e
       join sample s on true
       cross join (select null::text as type, null::text as key) ev
       join licenses l on l.id = s.id
       left join companies c on c.id = l.company_id
       cross join lateral (select ${clientHasPremiumSql('e.client_id')} as premium) p
     returning id`,
    [endpointId, newWebhookId()],
  );
  if (!rows[0]) throw new Error('No license to build a test event from');
  return rows[0].id;
}
