import type { Db, Queryable } from '../../db/db.js';
import { STATUS_BLOCKED } from '../../identity/accounts.js';
import { DIGEST_UNSUBSCRIBE_PATH, type DigestChoice } from '../../../../contract/notifications/digest.js';
import type { Delivery } from '../delivery.js';
import { enqueueMail } from '../outbox.js';
import { composeDigest, type DigestItem, type DigestWatch, type MarketTrend } from './compose.js';
import { duePeriod, validTimeZone, type DigestPeriod } from './period.js';
import type { UnsubscribeTokens } from './unsubscribe.js';

export interface DigestSender {
  publicUrl: string;
  tokens: UnsubscribeTokens;
}

/**
 * Every delivery of a user whose digest is on is kept for the digest, whatever the Web/Email choices (those are
 * the immediate channels); once per user and event, like the notifications.
 */
export async function recordDigestItems(db: Queryable, deliveries: Delivery[]): Promise<void> {
  const items = deliveries.filter((d) => d.digest);
  if (items.length === 0) return;
  await db.query(
    `insert into digest_items (user_id, license_id, event_type, event_key)
     select * from unnest($1::int[], $2::int[], $3::text[], $4::text[])
     on conflict (user_id, license_id, event_type, event_key) do nothing`,
    [items.map((d) => d.userId), items.map((d) => d.licenseId), items.map((d) => d.eventType), items.map((d) => d.eventKey)],
  );
}

/**
 * Each of the user's watched markets over the period's days (issue 36): license events dated in it, from the same
 * history as GetActivity, matched as watches match events (contract/marketWatches/rules.ts watchMatches).
 */
export async function watchTrends(db: Queryable, userId: number, period: DigestPeriod): Promise<Map<number, MarketTrend>> {
  const { rows } = await db.query<MarketTrend & { id: number }>(
    `select w.id, count(e.*) filter (where e.event_type = 'New')::int as new,
            count(e.*) filter (where e.event_type = 'Renewed')::int as renewed,
            count(e.*) filter (where e.event_type = 'Expired')::int as expired
       from market_watches w
       left join license_events e
         on e.event_date between $2::date and $3::date
        and e.state_code = any(w.state_codes)
        and (w.commodity = 0 or e.commodity = case w.commodity when 1 then 'Electric' else 'Natural Gas' end)
        and (w.license_type = '' or (w.license_type = 'Supplier') = (e.license_type = 'Supplier'))
      where w.user_id = $1
      group by w.id`,
    [userId, period.first, period.last],
  );
  return new Map(rows.map(({ id, ...trend }) => [id, trend]));
}

interface Subscriber {
  id: number;
  secureId: string;
  email: string;
  timeZone: string | null;
  digest: Exclude<DigestChoice, 'off'>;
}

/** The user's events of a period (their own wall clock), and whether they follow each event's company. */
export async function digestItems(db: Queryable, userId: number, zone: string, period: DigestPeriod): Promise<DigestItem[]> {
  const { rows } = await db.query<DigestItem>(
    `select i.event_type as "eventType", i.event_key as "eventKey", i.created_on::text as "createdOn",
            l.license_number as "licenseNumber", l.license_registered_date::text as "licenseRegisteredDate",
            l.license_expiry_date::text as "licenseExpiryDate", l.state_code as "stateCode", l.commodity,
            l.is_supplier as "isSupplier", l.company_id::text as "companyId", c.legal_name as "legalName",
            exists (select 1 from follows f
                     where f.user_id = i.user_id and f.company_id = l.company_id
                       and (f.state_code is null or f.state_code = l.state_code)
                       and (f.commodity is null or f.commodity = l.commodity)
                       and (f.license_type is null or f.license_type = l.license_type)) as followed
       from digest_items i
       join licenses l on l.id = i.license_id
       left join companies c on c.id = l.company_id
      where i.user_id = $1
        and (i.created_on at time zone $2) >= $3::timestamp
        and (i.created_on at time zone $2) < $4::timestamp
      order by i.created_on, i.id`,
    [userId, zone, period.start, period.end],
  );
  return rows;
}

/**
 * Sends the digests that are due at `now` (07:00 on each user's clock; weekly on Monday), each into the outbox —
 * which survives a restart and a busy SMTP server. A period is claimed in `digest_runs` in the same transaction as
 * its e-mail, so with several instances on one database each user gets one digest per period. A period with no
 * event sends nothing. `sofar`: every subscriber's running period now (the `--now` of `npm run digest`), not
 * claimed, so the scheduled digest still follows. Returns how many e-mails were queued.
 */
export async function sendDigests(db: Db, sender: DigestSender, { now = new Date(), sofar = false } = {}): Promise<number> {
  const { rows: subscribers } = await db.query<Subscriber>(
    `select u.id, u.secure_id::text as "secureId", u.email_address as email, u.time_zone as "timeZone", s.digest
       from users u join notification_settings s on s.user_id = u.id
      where s.digest <> 'off' and u.status_code <> ${STATUS_BLOCKED} and u.insights_access
      order by u.id`,
  );
  let sent = 0;
  for (const user of subscribers) {
    const zone = validTimeZone(user.timeZone);
    const period = duePeriod(user.digest, now, zone, sofar);
    if (!sofar) {
      const done = await db.query('select 1 from digest_runs where user_id = $1 and period = $2', [user.id, period.key]);
      if (done.rows.length > 0) continue;
    }
    const items = await digestItems(db, user.id, zone, period);
    if (items.length === 0) continue;
    const { rows: watches } = await db.query<DigestWatch>(
      `select id, state_codes as "stateCodes", commodity, license_type as "licenseType", event_types as "eventTypes"
         from market_watches where user_id = $1 order by id`,
      [user.id],
    );
    const unsubscribeUrl = `${sender.publicUrl}${DIGEST_UNSUBSCRIBE_PATH}?token=${await sender.tokens.issue(user.secureId, now)}`;
    const trends = await watchTrends(db, user.id, period);
    const mail = composeDigest({ kind: user.digest, period, items, watches, publicUrl: sender.publicUrl, unsubscribeUrl, trends });
    const queued = await db.transaction(async (tx) => {
      if (!sofar) {
        const claim = await tx.query(
          'insert into digest_runs (user_id, period) values ($1, $2) on conflict do nothing returning user_id',
          [user.id, period.key],
        );
        if (claim.rows.length === 0) return false;
      }
      await enqueueMail(tx, {
        userId: user.id,
        to: user.email,
        subject: mail.subject,
        body: mail.text,
        html: mail.html,
        eventType: 'Digest',
        // RFC 2369 and RFC 8058: mail clients show their own unsubscribe button, which POSTs to the link.
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
