import type { FastifyInstance } from 'fastify';
import { errorReply } from '../../../../contract/http.js';
import { USER_MESSAGES } from '../../../../contract/users/constants.js';
import { USERS_ENDPOINTS } from '../../../../contract/users/endpoints.js';
import { clientParams, passwordResetQuery, userActionReply } from '../../../../contract/users/schemas.js';
import type { Db, Queryable } from '../../db/db.js';
import { sessionOf } from '../../auth/guards.js';
import { writeAudit } from '../../identity/auditLog.js';
import { createPasswordLink, PASSWORD_LINK_TTL_HOURS } from '../../identity/passwordLinks.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { actorOf, answer, guardProtected, requireClientAdmin, userInClient } from './userAccess.js';

interface OutgoingMail {
  userId: number;
  to: string;
  subject: string;
  body: string;
}

/** Puts an e-mail in the outbox inside the caller's transaction (so no link is mailed for a change that failed). */
export type EnqueueMail = (db: Queryable, mail: OutgoingMail) => Promise<void>;

export interface PasswordResetOptions {
  publicUrl: string;
  enqueueMail: EnqueueMail;
}

function passwordResetMail(firstName: string, link: string): { subject: string; body: string } {
  return {
    subject: 'Insights: set your password',
    body: [
      `Hello ${firstName},`,
      '',
      'An administrator asked for a new password for your Insights account. Choose it here:',
      link,
      '',
      `The link works once and expires in ${PASSWORD_LINK_TTL_HOURS} hours. If you did not expect this e-mail, you can ignore it.`,
    ].join('\n'),
  };
}

/** Spec 2 §7 password-reset: e-mails the user a one-time, expiring link to the identity provider's set-password page. */
export function registerPasswordReset(app: FastifyInstance, db: Db, { publicUrl, enqueueMail }: PasswordResetOptions): void {
  zodRoutes(app, (api) => {
    api.post(USERS_ENDPOINTS.passwordReset, {
      schema: {
        tags: ['users'],
        summary: 'E-mail the user a one-time link to set a new password (admins)',
        params: clientParams,
        querystring: passwordResetQuery,
        response: { 200: userActionReply, 400: errorReply, 403: errorReply, 404: errorReply },
      },
    }, (request, reply) => answer(reply, async () => {
      const { clientId } = request.params;
      const session = requireClientAdmin(sessionOf(request), clientId);
      const target = await userInClient(db, clientId, request.query.userId);
      guardProtected(session, target);
      await db.transaction(async (tx) => {
        const link = await createPasswordLink(tx, target.id, publicUrl);
        await enqueueMail(tx, { userId: target.id, to: target.emailAddress, ...passwordResetMail(target.firstName, link) });
        await writeAudit(tx, {
          action: 'PasswordResetSent', actor: actorOf(session), clientId,
          target: { id: target.id, secureId: target.secureId, email: target.emailAddress },
        });
      });
      return { data: USER_MESSAGES.resetSent(target.emailAddress) };
    }));
  });
}
