import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { sessionOf } from '../../auth/guards.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { userHasPremiumSql } from '../../identity/accounts.js';
import { NOTIFICATION_COLUMNS, NOTIFICATION_FROM, toNotification, type NotificationRow } from '../../notifications/notificationRows.js';
import { NOTIFICATIONS_ENDPOINTS } from '../../../../contract/notifications/endpoints.js';
import { getAllNotificationsReply, getAllNotificationsRequest } from '../../../../contract/notifications/schemas.js';

/**
 * The caller's notifications matching the search text (license number, company, event type, a notice's sentence),
 * the days and the category (license events, 'Price' notices, 'Integration' notices; contract notificationCategory). The
 * license number is searched only for a caller who may see it: otherwise a search would tell a hidden number.
 */
const MATCHES = `
    and u.secure_id = $1
    and ($2 = '' or (${userHasPremiumSql('u')} and l.license_number ilike $2) or c.legal_name ilike $2 or n.event_type ilike $2 or n.message ilike $2)
    and ($3::date is null or n.created_on >= $3::date)
    and ($4::date is null or n.created_on < $4::date + 1)
    and ($5::text is null or case n.event_type when 'Price' then 'Prices' when 'Integration' then 'Integrations' else 'Licenses' end = $5)`;

const likePattern = (search: string) => (search ? `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : '');

/** Spec 2 §7 POST /api/Notification/GetAll: the caller's own notifications, newest first by default. */
export function registerGetAllNotifications(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.post(NOTIFICATIONS_ENDPOINTS.getAll, {
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, searched, dated and paged",
        body: getAllNotificationsRequest,
        response: { 200: getAllNotificationsReply },
      },
    }, async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const direction = body.ascendingOrder ? 'asc' : 'desc';
      const filters = [session.sub, likePattern((body.SearchTerm ?? '').trim()), body.from ?? null, body.to ?? null, body.category ?? null];
      const { rows } = await db.query<NotificationRow & { total: number }>(
        `select ${NOTIFICATION_COLUMNS}, count(*) over ()::int as total ${NOTIFICATION_FROM} ${MATCHES}
          order by n.created_on ${direction}, n.id ${direction}
          limit $6 offset $7`,
        [...filters, body.PageSize, (body.PageNumber - 1) * body.PageSize],
      );
      let total = rows[0]?.total;
      if (total === undefined) {
        // A page past the end still reports the real total.
        const count = await db.query<{ total: number }>(`select count(*)::int as total ${NOTIFICATION_FROM} ${MATCHES}`, filters);
        total = count.rows[0]?.total ?? 0;
      }
      return { data: { records: rows.map(toNotification), total } };
    });
  });
}
