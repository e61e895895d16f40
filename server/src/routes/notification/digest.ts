import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/db.js';
import { requireSuperAdmin } from '../../auth/guards.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { runDigests, type DigestSender } from '../../notifications/digest/send.js';
import { errorReply } from '../../../../contract/http.js';
import { NOTIFICATIONS_ENDPOINTS } from '../../../../contract/notifications/endpoints.js';
import { sendDigestsReply, sendDigestsRequest } from '../../../../contract/notifications/schemas.js';
import { DIGEST_UNSUBSCRIBE_PATH } from '../../../../contract/notifications/digest.js';

const page = (title: string, text: string, settingsUrl: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} — Insights</title>
<style>body{margin:0;font-family:system-ui,Arial,sans-serif;background:#f4f6f8;color:#1f2933}
main{max-width:520px;margin:12vh auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:22px;margin:0 0 12px}p{line-height:1.5}a{color:#1d4ed8}</style></head>
<body><main><h1>${title}</h1><p>${text}</p><p><a href="${settingsUrl}">Open your notification settings in Insights</a></p></main></body></html>
`;

/**
 * Digests over HTTP (issue 23): `npm run digest -- --server URL` asks a running server to send what is due (super
 * admins only; the embedded database belongs to the server), and the one-click unsubscribe link of every digest,
 * which needs no sign-in: GET (the link in the e-mail) and POST (RFC 8058, the mail client's own button).
 */
export function registerDigestRoutes(app: FastifyInstance, db: Db, sender: DigestSender): void {
  zodRoutes(app, (api) => {
    api.post(NOTIFICATIONS_ENDPOINTS.sendDigests, {
      preHandler: requireSuperAdmin,
      schema: {
        tags: ['notifications'],
        summary: 'Send the e-mail digests that are due, or with `now` every subscriber’s running period (recorded like a ' +
          'scheduled send: not twice, and the scheduled digest then holds only later events); `force` sends where a ' +
          'period was already sent too (super admin); says per user what was sent or why not',
        body: sendDigestsRequest,
        response: { 200: sendDigestsReply, 400: errorReply, 403: errorReply },
      },
    }, async (request) => runDigests(db, sender, { sofar: request.body.now, force: request.body.force }));
  });

  const settingsUrl = `${sender.publicUrl}/settings/subscriptions`;
  const unsubscribe = async (token: unknown, reply: FastifyReply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const check = typeof token === 'string' && token ? await sender.tokens.verify(token) : ({ ok: false, reason: 'invalid' } as const);
    if (!check.ok) {
      const text = check.reason === 'expired'
        ? 'This unsubscribe link has expired. Your digest setting has not changed; sign in to Insights to turn the digest off.'
        : 'This unsubscribe link is not valid. Your digest setting has not changed; sign in to Insights to turn the digest off.';
      return reply.code(400).send(page('The link does not work', text, settingsUrl));
    }
    const { rows } = await db.query(
      `update notification_settings s set digest = 'off' from users u where u.id = s.user_id and u.secure_id = $1 returning s.user_id`,
      [check.userSecureId],
    );
    if (rows.length === 0) return reply.code(404).send(page('The link does not work', 'No Insights user has this link any more.', settingsUrl));
    return reply.send(page('You are unsubscribed', 'You will receive no more Insights digests. Notifications in Insights and the e-mails you chose stay as they are.', settingsUrl));
  };
  void app.register(async (child) => {
    // A mail client's one-click POST carries a form body (urlencoded or multipart) that says nothing the link does not.
    child.removeAllContentTypeParsers();
    child.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined));
    const token = (query: unknown) => (query as { token?: unknown }).token;
    child.get(DIGEST_UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => unsubscribe(token(request.query), reply));
    child.post(DIGEST_UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => unsubscribe(token(request.query), reply));
  });
}
