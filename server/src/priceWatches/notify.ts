/**
 * The 'Price' notifications of an import (issue 61 §3): inserted in the import's transaction (one statement, read back
 * as the bell sends them), published on the bus after the commit so a connected bell gets them at once. They go to
 * the bell, GetAll and the digest (which groups them by price_watch_id); no e-mail per event is queued for them.
 */
import type { InsightsNotification } from '../../../contract/notifications/schemas.js';
import type { Queryable } from '../db/db.js';
import type { NotificationBus } from '../notifications/bus.js';
import { NOTIFICATION_COLUMNS, NOTIFICATION_JOINS, toNotification, type NotificationRow } from '../notifications/notificationRows.js';
import type { PriceNotice } from './evaluate.js';

export type PushedNotification = InsightsNotification & { userSecureId: string };

export async function insertPriceNotifications(tx: Queryable, importId: number, notices: PriceNotice[]): Promise<PushedNotification[]> {
  if (notices.length === 0) return [];
  const { rows } = await tx.query<NotificationRow>(
    `with n as (
       insert into notifications (user_id, event_type, message, price_watch_id, offer_import_id, offer_market, company_id, own_supplier)
       select u.user_id, 'Price', u.message, u.watch_id, $1, u.market::jsonb, u.company_id::uuid, u.watch_id is null
         from unnest($2::int[], $3::text[], $4::int[], $5::text[], $6::text[]) with ordinality as u(user_id, message, watch_id, market, company_id, k)
        order by u.k
       returning *
     )
     select ${NOTIFICATION_COLUMNS}
       from n ${NOTIFICATION_JOINS}
      order by n.id`,
    [importId, notices.map((n) => n.userId), notices.map((n) => n.message), notices.map((n) => n.priceWatchId),
      notices.map((n) => JSON.stringify(n.offerMarket)), notices.map((n) => n.companyId)],
  );
  const watched = notices.flatMap((n) => (n.priceWatchId === null ? [] : [n.priceWatchId]));
  if (watched.length > 0) await tx.query('update price_watches set last_notified_on = now() where id = any($1::int[])', [watched]);
  return rows.map((row) => ({ ...toNotification(row), userSecureId: row.userSecureId }));
}

/** After the commit: each notification to its user's connected bells (every instance, through the bus). */
export async function publishPriceNotifications(bus: NotificationBus, created: PushedNotification[]): Promise<void> {
  for (const { userSecureId, ...notification } of created) {
    await bus.publish({ kind: 'notification', userSecureId, notification });
  }
}
