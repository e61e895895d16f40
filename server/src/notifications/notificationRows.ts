import type { Queryable } from '../db/db.js';
import type { Delivery } from './delivery.js';
import { notificationText } from '../../../contract/notifications/wording.js';
import { userHasPremiumSql } from '../identity/accounts.js';
import type { InsightsNotification, UnreadNotificationsReply } from '../../../contract/notifications/schemas.js';

export interface NotificationRow extends Omit<InsightsNotification, 'message' | 'createdOn'> {
  /** The stored sentence of an 'Integration' or 'Price' notice; null for license events. */
  notice: string | null;
  /** Whether the recipient holds premium data now (not the caller's token: a push goes to someone else). */
  isPremium: boolean;
  createdOn: string | Date;
  userSecureId: string;
}

/**
 * The columns of one notification as the API and the hub send it. An Expiry notification speaks of the
 * expiry date it announced (its event key), even if the license was renewed since.
 */
export const NOTIFICATION_COLUMNS = `
  n.id,
  n.is_read as "isRead",
  n.event_type as "eventType",
  n.license_id as "licenseId",
  l.license_number as "licenseNumber",
  coalesce(l.company_id, n.company_id)::text as "companyId",
  c.legal_name as "legalName",
  l.license_registered_date::text as "licenseRegisteredDate",
  case when n.event_type = 'Expiry' and n.event_key is not null then n.event_key else l.license_expiry_date::text end as "licenseExpiryDate",
  n.created_on as "createdOn",
  n.message as "notice",
  n.offer_market as "offerMarket",
  u.secure_id::text as "userSecureId",
  ${userHasPremiumSql('u')} as "isPremium"`;

/**
 * What NOTIFICATION_COLUMNS read beside a notification `n`: its user, its license and the license's company (an
 * 'Integration' notice has neither; a 'Price' notice has no license, and its supplier's company when it speaks of one).
 */
export const NOTIFICATION_JOINS = `
  join users u on u.id = n.user_id
  left join licenses l on l.id = n.license_id
  left join companies c on c.id = coalesce(l.company_id, n.company_id)`;

/**
 * The notifications a user still has: a removed one keeps its row (it stays delivered, so no check makes it again)
 * but is never shown. Ends in a `where`, so callers go on with `and`.
 */
export const NOTIFICATION_FROM = `
  from notifications n ${NOTIFICATION_JOINS}
  where n.removed_on is null`;

/**
 * One notification as its recipient may see it: without premium data the license number and dates are null and the
 * sentence masks them (the one place every channel of the API and the hub goes through).
 */
export function toNotification(row: NotificationRow): InsightsNotification {
  // Text, not a Date: the wording reads it, and a hub push travels as JSON.
  const createdOn = row.createdOn instanceof Date ? row.createdOn.toISOString() : new Date(row.createdOn).toISOString();
  // offerMarket: a 'Price' notification's market and snapshot; null for every other kind.
  const { userSecureId: _user, isPremium, notice, ...rest } = row;
  const message = notificationText({ ...rest, notice, createdOn, isPremium });
  const values = isPremium ? {} : { licenseNumber: null, licenseRegisteredDate: null, licenseExpiryDate: null };
  return { ...rest, ...values, createdOn, message, isPremium };
}

/**
 * Inserts the web deliveries as notifications (an event a user already has is skipped) and returns the new ones as
 * they are sent, in id order: one statement, so a push waits for a single round trip to the database.
 */
export async function insertNotifications(db: Queryable, web: Delivery[]): Promise<Array<InsightsNotification & { userSecureId: string }>> {
  const { rows } = await db.query<NotificationRow>(
    `with n as (
       insert into notifications (user_id, event_type, license_id, event_key)
       select * from unnest($1::int[], $2::text[], $3::int[], $4::text[])
       on conflict (user_id, license_id, event_type, event_key) where event_key is not null do nothing
       returning *
     )
     select ${NOTIFICATION_COLUMNS}
       from n ${NOTIFICATION_JOINS}
      order by n.id`,
    [web.map((d) => d.userId), web.map((d) => d.eventType), web.map((d) => d.licenseId), web.map((d) => d.eventKey)],
  );
  return rows.map((row) => ({ ...toNotification(row), userSecureId: row.userSecureId }));
}

/** Unread notifications of one user, newest first, and how many there are in all. */
export async function unreadNotifications(db: Queryable, userSecureId: string, limit = 20): Promise<UnreadNotificationsReply> {
  const { rows } = await db.query<NotificationRow & { total: number }>(
    `select ${NOTIFICATION_COLUMNS}, count(*) over ()::int as total ${NOTIFICATION_FROM}
        and u.secure_id = $1 and not n.is_read
      order by n.created_on desc, n.id desc
      limit $2`,
    [userSecureId, limit],
  );
  return { total: rows[0]?.total ?? 0, notifications: rows.map((row) => toNotification(row)) };
}
