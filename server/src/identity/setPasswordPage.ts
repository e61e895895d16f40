import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/db.js';
import { PASSWORD_MIN_LENGTH } from '../../../contract/users/constants.js';
import { USER_FORM_MESSAGES } from '../../../contract/users/forms.js';
import { writeAudit } from './auditLog.js';
import { renderMessagePage } from './loginPage.js';
import { escapeHtml, renderPage } from './pageLayout.js';
import { hashPassword } from './passwords.js';
import { consumePasswordLink, peekPasswordLink, SET_PASSWORD_PATH } from './passwordLinks.js';

export const PASSWORDS_DIFFER = 'The passwords do not match.';
export const LINK_INVALID = 'This link has expired or was already used. Ask your administrator for a new one.';
export const PASSWORD_SAVED = 'Your new password is saved. Sign in with it now.';

function renderSetPasswordPage({ token, email, error }: { token: string; email: string; error?: string }): string {
  const alert = error ? `<div class="alert" role="alert">${escapeHtml(error)}</div>` : '';
  return renderPage('Set your password', `
    <h1>Set your password</h1>
    <p class="lead">Choose a new password for ${escapeHtml(email)}.</p>
    ${alert}
    <form method="post" action="${SET_PASSWORD_PATH}" novalidate>
      <input type="hidden" name="token" value="${escapeHtml(token)}">
      <input type="email" name="email" value="${escapeHtml(email)}" autocomplete="username" hidden readonly>
      <label for="password">New password</label>
      <input id="password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" autofocus required>
      <label for="confirm">Confirm password</label>
      <input id="confirm" name="confirm" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" required>
      <button type="submit">Set password</button>
    </form>`);
}

const invalidLink = () => renderMessagePage('Link no longer valid', LINK_INVALID, { href: '/', text: 'Return to Insights' });

/** The link carries a secret: keep it out of caches and out of Referer headers. */
function html(reply: FastifyReply, status = 200): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
}

/** The page a password-reset e-mail links to, served by the identity provider with the login page's look. */
export async function registerSetPasswordPage(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, parseQuery(body as string));
    });

    scope.get<{ Querystring: { token?: string } }>(SET_PASSWORD_PATH, {
      schema: { hide: true, querystring: { type: 'object', properties: { token: { type: 'string', maxLength: 200 } } } },
    }, async (request, reply) => {
      const token = request.query.token ?? '';
      const account = await peekPasswordLink(db, token);
      if (!account) return html(reply, 400).send(invalidLink());
      return html(reply).send(renderSetPasswordPage({ token, email: account.email }));
    });

    scope.post<{ Body: { token?: string; password?: string; confirm?: string } }>(SET_PASSWORD_PATH, {
      schema: {
        hide: true,
        body: {
          type: 'object',
          properties: {
            token: { type: 'string', maxLength: 200 },
            password: { type: 'string', maxLength: 1024 },
            confirm: { type: 'string', maxLength: 1024 },
          },
        },
      },
    }, async (request, reply) => {
      const token = String(request.body?.token ?? '');
      const password = String(request.body?.password ?? '');
      const confirm = String(request.body?.confirm ?? '');
      const account = await peekPasswordLink(db, token);
      if (!account) return html(reply, 400).send(invalidLink());
      const error = password.length < PASSWORD_MIN_LENGTH ? USER_FORM_MESSAGES.passwordTooShort
        : password.length > 200 ? USER_FORM_MESSAGES.tooLong('Password', 200)
          : password !== confirm ? PASSWORDS_DIFFER : undefined;
      if (error) return html(reply).send(renderSetPasswordPage({ token, email: account.email, error }));
      const saved = await consumePasswordLink(db, token, await hashPassword(password));
      // Another tab may have used the link in the meantime.
      if (!saved) return html(reply, 400).send(invalidLink());
      await writeAudit(db, {
        action: 'PasswordSet',
        actor: { secureId: saved.secureId, email: saved.email, name: saved.name },
        target: { id: saved.userId, secureId: saved.secureId, email: saved.email },
      });
      return html(reply).send(renderMessagePage('Password set', PASSWORD_SAVED, { href: '/', text: 'Sign in' }));
    });
  });
}
