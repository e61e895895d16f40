import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { targetUser } from './targetUser.js';
import { errorReply } from '../../../../contract/http.js';
import { SETTINGS_ENDPOINTS } from '../../../../contract/settings/endpoints.js';
import { NOTIFICATION_SETTINGS_MESSAGES, triggerDaysProblem } from '../../../../contract/settings/forms.js';
import {
  notificationSettings,
  saveNotificationSettingsBody,
  saveNotificationSettingsReply,
  userParams,
  userQuery,
  type NotificationSettings,
} from '../../../../contract/settings/schemas.js';

async function settingsOf(db: Db, userId: number): Promise<NotificationSettings> {
  // Every user has settings; the defaults row is created on first read.
  await db.query('insert into notification_settings (user_id) values ($1) on conflict (user_id) do nothing', [userId]);
  const { rows } = await db.query<NotificationSettings>(
    `select id, allow_email as "allowEmail", allow_web as "allowWeb", allow_sms as "allowSms",
            notification_trigger_in_days as "notificationTriggerInDays", digest
       from notification_settings where user_id = $1`,
    [userId],
  );
  return rows[0];
}

const refusals = { 400: errorReply, 403: errorReply, 404: errorReply };

/** Spec 2 §7: a user's notification settings (own; admins for their client's users; super admins for anyone). */
export function registerNotificationSettings(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.get(SETTINGS_ENDPOINTS.notificationSettings, {
      schema: {
        tags: ['settings'],
        summary: "A user's notification settings (own; admins for their client's users)",
        params: userParams,
        querystring: userQuery,
        response: { 200: notificationSettings, ...refusals },
      },
    }, async (request, reply) => {
      const user = await targetUser(db, request, reply, request.params.clientId, request.query.secureId);
      if (!user) return reply;
      return settingsOf(db, user.id);
    });

    api.post(SETTINGS_ENDPOINTS.notificationSettings, {
      schema: {
        tags: ['settings'],
        summary: "Save a user's notification settings",
        params: userParams,
        body: saveNotificationSettingsBody,
        response: { 200: saveNotificationSettingsReply, ...refusals },
      },
    }, async (request, reply) => {
      const body = request.body;
      const user = await targetUser(db, request, reply, request.params.clientId, body.SecureId);
      if (!user) return reply;
      const days = body.notificationTriggerInDays ?? null;
      // The form's rule, answered with the form's texts (spec 2 §5).
      const problem = triggerDaysProblem(days, body.allowEmail || body.allowWeb);
      if (problem) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: problem });
      await settingsOf(db, user.id);
      await db.query(
        `update notification_settings
            set allow_email = $2, allow_web = $3, allow_sms = coalesce($4, allow_sms),
                notification_trigger_in_days = coalesce($5, notification_trigger_in_days),
                digest = coalesce($6, digest)
          where user_id = $1`,
        [user.id, body.allowEmail, body.allowWeb, body.allowSms ?? null, days, body.digest ?? null],
      );
      return { data: NOTIFICATION_SETTINGS_MESSAGES.saved };
    });
  });
}
