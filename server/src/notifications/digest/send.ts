import type { Db, Queryable } from '../../db/db.js';
import { STATUS_BLOCKED, userHasPremiumSql } from '../../identity/accounts.js';
import { DIGEST_UNSUBSCRIBE_PATH, type DigestChoice } from '../../../../contract/notifications/digest.js';
import type { DigestOutcome, DigestRunReport } from '../../../../contract/notifications/schemas.js';
import type { Delivery } from '../delivery.js';
import { enqueueMail } from '../outbox.js';
import { composeDigest, type DigestItem, type DigestPriceItem, type DigestWatch, type MarketTrend } from './compose.js';
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
  digest: DigestChoice;
}

/**
 * The user's events of a period (their own wall clock), whether they follow each event's company, and whether they
 * may see its premium values. They come from the notifications of the period as well as from the events kept for the digest, once per event: a digest switched
 * on today still covers today's earlier events (kept in the bell before the digest was on), and an event the user
 * only gets by digest (web notifications off) is there too. A notification written without a key (seeds) stands for
 * the license's current date, as the bell reads it. `after` and `until` narrow the period to events recorded from
 * and before those moments (the part of a period a `--now` digest sent, or left for the scheduled one).
 */
export async function digestItems(
  db: Queryable, userId: number, zone: string, period: DigestPeriod, { after, until }: { after?: Date; until?: Date } = {},
): Promise<DigestItem[]> {
  const { rows } = await db.query<DigestItem>(
    `with period_events as (
       select i.license_id, i.event_type, i.event_key, i.created_on
         from digest_items i
        where i.user_id = $1 and (i.created_on at time zone $2) >= $3::timestamp and (i.created_on at time zone $2) < $4::timestamp
          and ($5::timestamptz is null or i.created_on >= $5) and ($6::timestamptz is null or i.created_on < $6)
       union all
       select n.license_id, n.event_type,
              coalesce(n.event_key, case n.event_type when 'New' then n.license_id::text
                                     else (select x.license_expiry_date::text from licenses x where x.id = n.license_id) end),
              n.created_on
         from notifications n
        where n.user_id = $1 and (n.created_on at time zone $2) >= $3::timestamp and (n.created_on at time zone $2) < $4::timestamp
          and ($5::timestamptz is null or n.created_on >= $5) and ($6::timestamptz is null or n.created_on < $6)
     ), events as (
       select license_id, event_type, event_key, min(created_on) as created_on
         from period_events group by license_id, event_type, event_key
     )
     select i.event_type as "eventType", i.event_key as "eventKey", i.created_on::text as "createdOn",
            l.license_number as "licenseNumber", l.license_registered_date::text as "licenseRegisteredDate",
            l.license_expiry_date::text as "licenseExpiryDate", l.state_code as "stateCode", l.commodity,
            l.is_supplier as "isSupplier", l.company_id::text as "companyId", c.legal_name as "legalName",
            exists (select 1 from follows f
                     where f.user_id = $1 and f.company_id = l.company_id
                       and (f.state_code is null or f.state_code = l.state_code)
                       and (f.commodity is null or f.commodity = l.commodity)
                       and (f.license_type is null or f.license_type = l.license_type)) as followed,
            ${userHasPremiumSql('u')} as "isPremium"
       from events i
       join users u on u.id = $1
       join licenses l on l.id = i.license_id
       left join companies c on c.id = l.company_id
      order by i.created_on, i.license_id, i.event_type`,
    [userId, zone, period.start, period.end, after ?? null, until ?? null],
  );
  return rows;
}

/**
 * The user's 'Price' notifications of a period (issue 61), as digestItems reads the license ones: each with its watch
 * (name and market) for the Prices section's groups; the own supplier's have no watch.
 */
export async function digestPriceItems(
  db: Queryable, userId: number, zone: string, period: DigestPeriod, { after, until }: { after?: Date; until?: Date } = {},
): Promise<DigestPriceItem[]> {
  const { rows } = await db.query<DigestPriceItem>(
    `select n.price_watch_id as "watchId", n.own_supplier as "ownSupplier", w.name as "watchName", m.state_code::text as "watchStateCode", m.utility as "watchUtility",
            n.message, n.offer_market as "offerMarket", n.created_on::text as "createdOn"
       from notifications n
       left join price_watches w on w.id = n.price_watch_id
       left join offer_markets m on m.id = w.market_id
      where n.user_id = $1 and n.event_type = 'Price' and n.message is not null
        and (n.created_on at time zone $2) >= $3::timestamp and (n.created_on at time zone $2) < $4::timestamp
        and ($5::timestamptz is null or n.created_on >= $5) and ($6::timestamptz is null or n.created_on < $6)
      order by n.created_on, n.id`,
    [userId, zone, period.start, period.end, after ?? null, until ?? null],
  );
  return rows;
}

/** When a run sends, and which periods it sends. */
export interface DigestRunOptions {
  /** The run's moment (tests set it); default the current time. */
  now?: Date;
  /**
   * Every subscriber's running period (today, this week) up to `now`: the `--now` of `npm run digest`. Recorded like
   * a scheduled send: a second one in the same period sends nothing, and the period's scheduled digest then holds
   * only the events after it.
   */
  sofar?: boolean;
  /** Send even where this period's digest was already sent (`--force`): the whole period (so far), recorded anew. */
  force?: boolean;
}

/**
 * Sends the digests that are due at `now` (07:00 on each user's clock; weekly on Monday), each into the outbox —
 * which survives a restart and a busy SMTP server. A period is claimed in `digest_runs` in the same transaction as
 * its e-mail, so with several instances on one database each user gets one digest per period. A period with no
 * event sends nothing (license events and Price notifications both count). Returns how many e-mails were queued.
 */
export async function sendDigests(db: Db, sender: DigestSender, options: DigestRunOptions = {}): Promise<number> {
  return (await runDigests(db, sender, options)).sent;
}

/** The key under which a `--now` send of the same period as `period` is recorded (period.ts adds ':now'). */
const nowKeyOf = (period: DigestPeriod) => (period.key.endsWith(':now') ? period.key : `${period.key}:now`);

/** `sendDigests` with what happened to each user: queued (with the period and its event count) or why not. */
export async function runDigests(db: Db, sender: DigestSender, { now = new Date(), sofar = false, force = false }: DigestRunOptions = {}): Promise<DigestRunReport> {
  const { rows: users } = await db.query<Subscriber & { blocked: boolean; insightsAccess: boolean }>(
    `select u.id, u.secure_id::text as "secureId", u.email_address as email, u.time_zone as "timeZone",
            coalesce(s.digest, 'off') as digest, u.status_code = ${STATUS_BLOCKED} as blocked, u.insights_access as "insightsAccess"
       from users u left join notification_settings s on s.user_id = u.id
      order by u.email_address`,
  );
  const report: DigestRunReport = { sent: 0, users: [] };
  for (const user of users) {
    const outcome: DigestOutcome = { email: user.email, digest: user.digest, queued: false, reason: null, first: null, last: null, events: 0 };
    report.users.push(outcome);
    if (user.digest === 'off') {
      outcome.reason = 'digest-off';
      continue;
    }
    if (user.blocked || !user.insightsAccess) {
      outcome.reason = user.blocked ? 'blocked' : 'no-insights-access';
      continue;
    }
    const zone = validTimeZone(user.timeZone);
    const period = duePeriod(user.digest, now, zone, sofar);
    Object.assign(outcome, { first: period.first, last: period.last });
    // A `--now` send of this period (recorded under its own key) moves the scheduled digest's start past what it sent.
    let after: Date | undefined;
    if (!force) {
      const { rows: runs } = await db.query<{ period: string; sentOn: Date }>(
        'select period, sent_on as "sentOn" from digest_runs where user_id = $1 and period = any($2::text[])',
        [user.id, [period.key, nowKeyOf(period)]],
      );
      if (runs.some((run) => run.period === period.key)) {
        outcome.reason = 'already-sent';
        continue;
      }
      after = runs[0]?.sentOn;
    }
    const items = await digestItems(db, user.id, zone, period, { after, until: sofar ? now : undefined });
    const prices = await digestPriceItems(db, user.id, zone, period, { after, until: sofar ? now : undefined });
    // A period of price moves only is a digest too (its Prices section).
    outcome.events = items.length + prices.length;
    if (outcome.events === 0) {
      outcome.reason = 'no-events';
      continue;
    }
    const { rows: watches } = await db.query<DigestWatch>(
      `select id, state_codes as "stateCodes", commodity, license_type as "licenseType", event_types as "eventTypes"
         from market_watches where user_id = $1 order by id`,
      [user.id],
    );
    const unsubscribeUrl = `${sender.publicUrl}${DIGEST_UNSUBSCRIBE_PATH}?token=${await sender.tokens.issue(user.secureId, now)}`;
    const trends = await watchTrends(db, user.id, period);
    const mail = composeDigest({ kind: user.digest, period, items, watches, publicUrl: sender.publicUrl, unsubscribeUrl, trends, prices });
    const queued = await db.transaction(async (tx) => {
      const claim = await tx.query(
        `insert into digest_runs (user_id, period, sent_on) values ($1, $2, $3)
         on conflict (user_id, period) do ${force ? 'update set sent_on = excluded.sent_on' : 'nothing'} returning user_id`,
        [user.id, period.key, now],
      );
      if (claim.rows.length === 0) return false;
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
    if (queued) {
      report.sent += 1;
      outcome.queued = true;
    } else outcome.reason = 'already-sent';
  }
  return report;
}
