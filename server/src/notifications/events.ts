import type { Db } from '../db/db.js';
import { STATUS_BLOCKED } from '../identity/accounts.js';
import type { NotificationEventType } from '../../../contract/notifications/wording.js';
import type { NotificationBus } from './bus.js';
import { insertNotifications } from './notificationRows.js';
import { queueEmails } from './outbox.js';
import { recordDigestItems } from './digest/send.js';
import type { Delivery } from './delivery.js';
import { expiryWebhookEvents, queueLicenseWebhooks } from './webhooks/queue.js';

export type { Delivery } from './delivery.js';

export interface LicenseEvent {
  licenseId: number;
  eventType: NotificationEventType;
  eventKey: string;
}

export interface DeliveryResult {
  /** Notification ids created (web). */
  notificationIds: number[];
  /** Outbox rows created (e-mail). */
  emails: number;
}

/**
 * Everyone who hears of an event of license `l`: users following it (the whole company, or that license's
 * state/commodity/type narrowing) and users whose market watch covers its state, commodity and type and wants the
 * event type (`eventType`: an SQL expression). A user who does both is one row (union), so one notification.
 * Blocked users and users without Insights access hear nothing.
 */
export function recipientsOf(eventType: string): string {
  return `
  join lateral (
    select f.user_id from follows f
     where f.company_id = l.company_id
       and (f.state_code is null or f.state_code = l.state_code)
       and (f.commodity is null or f.commodity = l.commodity)
       and (f.license_type is null or f.license_type = l.license_type)
    union
    select w.user_id from market_watches w
     where w.state_codes @> array[l.state_code::text]
       and (w.commodity = 0 or w.commodity = case l.commodity when 'Electric' then 1 else 2 end)
       and (w.license_type = '' or (w.license_type = 'Supplier') = l.is_supplier)
       and ${eventType} = any(w.event_types)
  ) r on true
  join users u on u.id = r.user_id and u.status_code <> ${STATUS_BLOCKED} and u.insights_access
  left join notification_settings s on s.user_id = u.id`;
}

const SETTINGS = `coalesce(s.allow_web, true) as "allowWeb", coalesce(s.allow_email, true) as "allowEmail",
  coalesce(s.digest, 'off') <> 'off' as "digest"`;

async function followerDeliveries(db: Db, event: LicenseEvent): Promise<Delivery[]> {
  const { rows } = await db.query<Omit<Delivery, 'eventType' | 'eventKey'>>(
    `select distinct u.id as "userId", l.id as "licenseId", ${SETTINGS}
       from licenses l ${recipientsOf('$2::text')}
      where l.id = $1`,
    [event.licenseId, event.eventType],
  );
  return rows.map((row) => ({ ...row, eventType: event.eventType, eventKey: event.eventKey }));
}

/**
 * Expiry: every latest license that expires within a follower's or watcher's own window (notificationTriggerInDays
 * from `today`, inclusive) and not before today. Optionally limited to some licenses (after an ingest).
 * The event key is the expiry date, so each check finds the alerts already made (one notification per event);
 * an alert written without a key (by seeds before keys existed) counts as the one for the current expiry date.
 */
export async function expiryDeliveries(db: Db, today: string, licenseIds?: number[]): Promise<Delivery[]> {
  const { rows } = await db.query<Omit<Delivery, 'eventType'>>(
    `select distinct u.id as "userId", l.id as "licenseId", l.license_expiry_date::text as "eventKey", ${SETTINGS}
       from licenses l ${recipientsOf(`'Expiry'`)}
      where l.is_latest
        and l.license_expiry_date >= $1::date
        and l.license_expiry_date <= $1::date + coalesce(s.notification_trigger_in_days, 30)
        and ($2::int[] is null or l.id = any($2::int[]))
        and not exists (select 1 from notifications n
                         where n.user_id = u.id and n.license_id = l.id and n.event_type = 'Expiry' and n.event_key is null)`,
    [today, licenseIds ?? null],
  );
  return rows.map((row) => ({ ...row, eventType: 'Expiry' }));
}

/**
 * Writes each delivery at most once (unique event key per user) — web ones as notifications pushed through
 * the bus, e-mail ones into the outbox — and returns what was new. A notification the user removed keeps its row
 * (removed_on), so its event stays delivered and does not come back. Safe to run from several instances at once.
 * The pushes go out as soon as the notifications exist (one statement inserts them and reads them back as sent);
 * the e-mails, which nobody waits for, are queued after, and the events of users with a digest are kept for it.
 */
export async function deliver(db: Db, bus: NotificationBus, deliveries: Delivery[]): Promise<DeliveryResult> {
  const web = deliveries.filter((d) => d.allowWeb);
  const created = web.length > 0 ? await insertNotifications(db, web) : [];
  for (const notification of created) {
    const { userSecureId, ...payload } = notification;
    await bus.publish({ kind: 'notification', userSecureId, notification: payload });
  }
  const emails = await queueEmails(db, deliveries.filter((d) => d.allowEmail));
  await recordDigestItems(db, deliveries);
  return { notificationIds: created.map((n) => n.id), emails };
}

/**
 * New or Renewal of one license, for everyone following it or watching its market, and for every webhook endpoint
 * whose market filter covers it (queued in the webhook outbox, sent by the notification service's timer).
 */
export async function recordLicenseEvent(db: Db, bus: NotificationBus, event: LicenseEvent): Promise<DeliveryResult> {
  const result = await deliver(db, bus, await followerDeliveries(db, event));
  await queueLicenseWebhooks(db, [event]);
  return result;
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The scheduled expiry check (and the one after an ingest, limited to the changed licenses). Webhook endpoints hear
 * of a license when it enters the 30-day window, keyed by its expiry date like the bell's alerts.
 */
export async function checkExpiries(db: Db, bus: NotificationBus, today: string, licenseIds?: number[]): Promise<DeliveryResult> {
  const result = await deliver(db, bus, await expiryDeliveries(db, today, licenseIds));
  await queueLicenseWebhooks(db, await expiryWebhookEvents(db, today, licenseIds));
  return result;
}
