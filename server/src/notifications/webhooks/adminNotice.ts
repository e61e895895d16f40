import type { Db } from '../../db/db.js';
import { STATUS_BLOCKED } from '../../identity/accounts.js';
import { ROLE_ADMIN } from '../../../../contract/claims.js';
import { WEBHOOK_DISABLE_AFTER_DAYS } from '../../../../contract/integrations/rules.js';
import type { NotificationBus } from '../bus.js';
import { NOTIFICATION_COLUMNS, NOTIFICATION_JOINS, toNotification, type NotificationRow } from '../notificationRows.js';

/** The bell's sentence for an endpoint switched off after failing. */
export function failingEndpointNotice(url: string): string {
  return `Webhook endpoint ${url} was disabled: every delivery failed for ${WEBHOOK_DISABLE_AFTER_DAYS} days. Check the receiver, then enable it again in Settings → Integrations.`;
}

/**
 * Tells the admins of the endpoint's client (not blocked, with Insights access) in the bell that it was switched
 * off: one 'Integration' notification each, pushed through the bus like a license event's. Keyed by the endpoint
 * and the day, so a second instance settling a failure at the same moment adds nothing.
 */
export async function notifyAdminsOfFailingEndpoint(db: Db, bus: NotificationBus, endpoint: { id: string; clientId: string; url: string }): Promise<number> {
  const { rows } = await db.query<NotificationRow>(
    `with n as (
       insert into notifications (user_id, event_type, license_id, event_key, message)
       select u.id, 'Integration', null, 'webhook-disabled:' || $2 || ':' || current_date::text, $3
         from users u
        where u.client_id = $1::uuid and u.role = '${ROLE_ADMIN}' and u.status_code <> ${STATUS_BLOCKED} and u.insights_access
          and not exists (select 1 from notifications x where x.user_id = u.id and x.event_type = 'Integration'
                            and x.event_key = 'webhook-disabled:' || $2 || ':' || current_date::text)
       returning *)
     select ${NOTIFICATION_COLUMNS} from n ${NOTIFICATION_JOINS} order by n.id`,
    [endpoint.clientId, endpoint.id, failingEndpointNotice(endpoint.url)],
  );
  for (const row of rows) {
    const { userSecureId, ...payload } = { ...toNotification(row), userSecureId: row.userSecureId };
    await bus.publish({ kind: 'notification', userSecureId, notification: payload });
  }
  return rows.length;
}
