import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { sessionOf } from '../../auth/guards.js';
import { NOTIFICATION_COLUMNS, NOTIFICATION_FROM, toNotification, type NotificationRow } from '../../notifications/notificationRows.js';
import { notificationSchema } from './schemas.js';

interface GetAllBody {
  PageNumber: number;
  PageSize: number;
  SearchTerm?: string;
  orderBy?: string;
  ascendingOrder?: boolean;
  from?: string;
  to?: string;
}

/** Spec 2 §7 POST /api/Notification/GetAll: the caller's own notifications, newest first by default. */
export function registerGetAllNotifications(app: FastifyInstance, db: Db): void {
  app.post<{ Body: GetAllBody }>('/api/Notification/GetAll', {
    schema: {
      tags: ['notifications'],
      summary: "The caller's notifications, searched, dated and paged",
      body: {
        type: 'object',
        required: ['PageNumber', 'PageSize'],
        properties: {
          PageNumber: { type: 'integer', minimum: 1 },
          PageSize: { type: 'integer', minimum: 1, maximum: 500 },
          SearchTerm: { type: 'string', maxLength: 200 },
          orderBy: { type: 'string', enum: ['createdOn', 'CreatedOn', ''] },
          ascendingOrder: { type: 'boolean' },
          from: { type: 'string', format: 'date' },
          to: { type: 'string', format: 'date' },
        },
      },
      response: {
        200: {
          type: 'object',
          required: ['data'],
          properties: {
            data: {
              type: 'object',
              required: ['records', 'total'],
              properties: { records: { type: 'array', items: notificationSchema }, total: { type: 'integer' } },
            },
          },
        },
      },
    },
  }, async (request) => {
    const session = sessionOf(request);
    const body = request.body;
    const search = (body.SearchTerm ?? '').trim();
    const direction = body.ascendingOrder ? 'asc' : 'desc';
    const { rows } = await db.query<NotificationRow & { total: number }>(
      `select ${NOTIFICATION_COLUMNS}, count(*) over ()::int as total ${NOTIFICATION_FROM}
        where u.secure_id = $1
          and ($2 = '' or l.license_number ilike $2 or c.legal_name ilike $2 or n.event_type ilike $2)
          and ($3::date is null or n.created_on >= $3::date)
          and ($4::date is null or n.created_on < $4::date + 1)
        order by n.created_on ${direction}, n.id ${direction}
        limit $5 offset $6`,
      [
        session.sub,
        search ? `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : '',
        body.from ?? null,
        body.to ?? null,
        body.PageSize,
        (body.PageNumber - 1) * body.PageSize,
      ],
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      // A page past the end still reports the real total.
      const count = await db.query<{ total: number }>(
        `select count(*)::int as total ${NOTIFICATION_FROM}
          where u.secure_id = $1
            and ($2 = '' or l.license_number ilike $2 or c.legal_name ilike $2 or n.event_type ilike $2)
            and ($3::date is null or n.created_on >= $3::date)
            and ($4::date is null or n.created_on < $4::date + 1)`,
        [session.sub, search ? `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : '', body.from ?? null, body.to ?? null],
      );
      total = count.rows[0]?.total ?? 0;
    }
    return { data: { records: rows.map(toNotification), total } };
  });
}
