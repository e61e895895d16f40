import type { FastifyInstance } from 'fastify';
import { errorReply } from '../../../../contract/http.js';
import { AUDIT_LIMIT } from '../../../../contract/users/constants.js';
import { USERS_ENDPOINTS } from '../../../../contract/users/endpoints.js';
import { auditQuery, auditReply, clientParams, type AuditRecord } from '../../../../contract/users/schemas.js';
import type { Db } from '../../db/db.js';
import { sessionOf } from '../../auth/guards.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { answer, requireClientAdmin, userInClient } from './userAccess.js';

/** The user overview's history: the last 20 admin actions on the user, newest first (admins of the client). */
export function registerUserAudit(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.get(USERS_ENDPOINTS.audit, {
      schema: {
        tags: ['users'],
        summary: "The last 20 audit records about a user: who did what, when",
        params: clientParams,
        querystring: auditQuery,
        response: { 200: auditReply, 400: errorReply, 403: errorReply, 404: errorReply },
      },
    }, (request, reply) => answer(reply, async () => {
      const { clientId } = request.params;
      requireClientAdmin(sessionOf(request), clientId);
      const target = await userInClient(db, clientId, request.query.userId);
      const [records, total] = await Promise.all([
        db.query<AuditRecord>(
          `select id, action, actor_secure_id::text as "actorSecureId", actor_email as "actorEmail", actor_name as "actorName",
                  target_user_id as "targetUserId", target_email as "targetEmail", detail, created_on as "createdOn"
             from audit_log where target_user_id = $1 order by id desc limit $2`,
          [target.id, AUDIT_LIMIT],
        ),
        db.query<{ n: number }>('select count(*)::int as n from audit_log where target_user_id = $1', [target.id]),
      ]);
      return { records: records.rows, totalRecords: total.rows[0].n };
    }));
  });
}
