import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { sessionOf } from '../../auth/guards.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import type { NotificationBus } from '../../notifications/bus.js';
import { errorReply } from '../../../../contract/http.js';
import { NOTIFICATIONS_ENDPOINTS } from '../../../../contract/notifications/endpoints.js';
import { markNotificationRequest, notificationActionReply, removeNotificationRequest } from '../../../../contract/notifications/schemas.js';

const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Notification not found' };
const ID_REQUIRED = { statusCode: 400, error: 'Bad Request', message: 'Say which notification to remove (id), or remove them all (isAll: true).' };

/**
 * Spec 2 §7 Mark and Remove, on the caller's own notifications only (a removed one is gone for both: 404 for
 * one id, untouched by isAll). Afterwards every open connection of the user resynchronises (the bell of another
 * tab drops what was read or removed here).
 */
export function registerMarkAndRemove(app: FastifyInstance, db: Db, bus: NotificationBus): void {
  zodRoutes(app, (api) => {
    api.post(NOTIFICATIONS_ENDPOINTS.mark, {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification (or all with isAll) read or unread',
        body: markNotificationRequest,
        response: { 200: notificationActionReply, 400: errorReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const session = sessionOf(request);
      const { id = 0, isRead, isAll = false } = request.body;
      if (!isAll && !id) return reply.code(400).send(ID_REQUIRED);
      const { rows } = await db.query<{ id: number }>(
        `update notifications n set is_read = $2 from users u
          where u.id = n.user_id and u.secure_id = $1 and n.removed_on is null and ($3 or n.id = $4)
          returning n.id`,
        [session.sub, isRead, isAll, id],
      );
      if (!isAll && rows.length === 0) return reply.code(404).send(NOT_FOUND);
      await bus.publish({ kind: 'sync', userSecureId: session.sub });
      return { data: 1 };
    });

    api.post(NOTIFICATIONS_ENDPOINTS.remove, {
      schema: {
        tags: ['notifications'],
        summary: 'Remove one notification (or all with isAll)',
        body: removeNotificationRequest,
        response: { 200: notificationActionReply, 400: errorReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const session = sessionOf(request);
      const { id = 0, isAll = false } = request.body;
      if (!isAll && !id) return reply.code(400).send(ID_REQUIRED);
      // The row stays, marked removed: the event it announced stays delivered, so neither the expiry check nor a
      // re-ingested file makes it again (one notification per event, spec 1 §4). Every read skips removed rows.
      const { rows } = await db.query<{ id: number }>(
        `update notifications n set removed_on = now() from users u
          where u.id = n.user_id and u.secure_id = $1 and n.removed_on is null and ($2 or n.id = $3)
          returning n.id`,
        [session.sub, isAll, id],
      );
      if (!isAll && rows.length === 0) return reply.code(404).send(NOT_FOUND);
      await bus.publish({ kind: 'sync', userSecureId: session.sub });
      return { data: 1 };
    });
  });
}
