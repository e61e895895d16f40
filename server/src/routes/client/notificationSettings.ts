import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { targetUser } from './targetUser.js';

/** Spec 2 §5, the same texts as the Subscriptions form shows. */
export const TRIGGER_DAYS_MESSAGES = {
  required: 'Number of days is required for advance notifications!',
  min: 'Value must be at least 1',
  max: 'Value must not exceed 100',
} as const;

export const SETTINGS_SAVED_MESSAGE = 'Notification settings saved successfully.';

const settingsReply = {
  type: 'object',
  required: ['id', 'allowEmail', 'allowWeb', 'allowSms', 'notificationTriggerInDays'],
  properties: {
    id: { type: 'integer' },
    allowEmail: { type: 'boolean' },
    allowWeb: { type: 'boolean' },
    allowSms: { type: 'boolean' },
    notificationTriggerInDays: { type: 'integer' },
  },
} as const;

const params = { type: 'object', required: ['clientId'], properties: { clientId: { type: 'string' } } } as const;

interface SettingsRow {
  id: number;
  allowEmail: boolean;
  allowWeb: boolean;
  allowSms: boolean;
  notificationTriggerInDays: number;
}

async function settingsOf(db: Db, userId: number): Promise<SettingsRow> {
  // Every user has settings; the defaults row is created on first read.
  await db.query('insert into notification_settings (user_id) values ($1) on conflict (user_id) do nothing', [userId]);
  const { rows } = await db.query<SettingsRow>(
    `select id, allow_email as "allowEmail", allow_web as "allowWeb", allow_sms as "allowSms",
            notification_trigger_in_days as "notificationTriggerInDays"
       from notification_settings where user_id = $1`,
    [userId],
  );
  return rows[0];
}

interface SaveBody {
  Id?: number;
  SecureId: string;
  allowEmail: boolean;
  allowSms?: boolean;
  allowWeb: boolean;
  notificationTriggerInDays?: number | null;
}

export function registerNotificationSettings(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { clientId: string }; Querystring: { secureId?: string } }>('/api/client/:clientId/user/notification-settings', {
    schema: {
      tags: ['settings'],
      summary: "A user's notification settings (own; admins for their client's users)",
      params,
      querystring: { type: 'object', required: ['secureId'], properties: { secureId: { type: 'string' } } },
      response: { 200: settingsReply },
    },
  }, async (request, reply) => {
    const user = await targetUser(db, request, reply, request.params.clientId, request.query.secureId);
    if (!user) return reply;
    return settingsOf(db, user.id);
  });

  app.post<{ Params: { clientId: string }; Body: SaveBody }>('/api/client/:clientId/user/notification-settings', {
    schema: {
      tags: ['settings'],
      summary: "Save a user's notification settings",
      params,
      body: {
        type: 'object',
        required: ['SecureId', 'allowEmail', 'allowWeb'],
        properties: {
          Id: { type: 'integer' },
          SecureId: { type: 'string' },
          allowEmail: { type: 'boolean' },
          allowSms: { type: 'boolean' },
          allowWeb: { type: 'boolean' },
          notificationTriggerInDays: { type: ['integer', 'null'] },
        },
      },
      response: { 200: { type: 'object', required: ['data'], properties: { data: { type: 'string' } } } },
    },
  }, async (request, reply) => {
    const body = request.body;
    const user = await targetUser(db, request, reply, request.params.clientId, body.SecureId);
    if (!user) return reply;
    const days = body.notificationTriggerInDays ?? null;
    const enabled = body.allowEmail || body.allowWeb;
    // Spec 2 §5: required only while a channel is ticked; a value that is sent must be in range all the same.
    const problem =
      days === null ? (enabled ? TRIGGER_DAYS_MESSAGES.required : null) : days < 1 ? TRIGGER_DAYS_MESSAGES.min : days > 100 ? TRIGGER_DAYS_MESSAGES.max : null;
    if (problem) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: problem });
    await settingsOf(db, user.id);
    await db.query(
      `update notification_settings
          set allow_email = $2, allow_web = $3, allow_sms = coalesce($4, allow_sms),
              notification_trigger_in_days = coalesce($5, notification_trigger_in_days)
        where user_id = $1`,
      [user.id, body.allowEmail, body.allowWeb, body.allowSms ?? null, days],
    );
    return { data: SETTINGS_SAVED_MESSAGE };
  });
}
