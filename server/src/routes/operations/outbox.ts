import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../../db/db.js';
import { requireSuperAdmin, sessionOf } from '../../auth/guards.js';
import { STATUS_BLOCKED } from '../../identity/accounts.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { errorBody, errorReply } from '../../../../contract/http.js';
import { OPERATIONS_ENDPOINTS, OUTBOX_PAGE_PATH } from '../../../../contract/operations/endpoints.js';
import { outboxPageLinkReply, outboxQuery, outboxReply, type OutboxEmail } from '../../../../contract/operations/schemas.js';

export interface OutboxRouteOptions {
  publicUrl: string;
  /** Server secret the page links' signatures derive from. */
  secret: string;
  /** A development server also serves the outbox page (http/development.ts). */
  development: boolean;
}

type Row = OutboxEmail & { html: string | null };

/** The newest e-mails of the outbox (optionally to one address), newest first, and how many match in all. */
export async function readOutbox(db: Db, query: { to?: string; last: number }): Promise<{ total: number; emails: Row[] }> {
  const filter = query.to ? 'where lower(to_address) = lower($2)' : '';
  const args: unknown[] = query.to ? [query.last, query.to] : [query.last];
  const [rows, total] = await Promise.all([
    db.query<Row>(
      `select id, to_address as "to", subject, event_type as "eventType", created_on as "createdOn", sent_on as "sentOn",
              case when sent_on is not null then 'sent' when last_error is not null then 'failed' else 'queued' end as status,
              last_error as error, body as text, html is not null as "hasHtml", html
         from email_outbox ${filter} order by id desc limit $1`,
      args,
    ),
    db.query<{ n: number }>(`select count(*)::int as n from email_outbox ${query.to ? 'where lower(to_address) = lower($1)' : ''}`, query.to ? [query.to] : []),
  ]);
  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value === null ? null : String(value));
  return {
    total: total.rows[0].n,
    emails: rows.rows.map((row) => ({ ...row, createdOn: iso(row.createdOn)!, sentOn: iso(row.sentOn) })),
  };
}

/** The page's links live as long as a look at the outbox does; they are bound to the super admin who asked. */
const PAGE_LINK_TTL_SECONDS = 30 * 60;
const AUDIENCE = 'insights-outbox-page';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} — Insights</title>
<style>
body{margin:0;font-family:system-ui,Arial,sans-serif;background:#f4f6f8;color:#1f2933}
main{max-width:960px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 4px}
.lead{margin:0 0 20px;color:#52606d}
article{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.1);padding:16px;margin:0 0 16px;min-width:0}
article h2{font-size:16px;margin:0 0 6px;overflow-wrap:anywhere}
dl{display:flex;flex-wrap:wrap;gap:4px 16px;margin:0 0 12px;font-size:13px;color:#52606d}
dt{font-weight:600;display:inline}dd{display:inline;margin:0 0 0 4px;overflow-wrap:anywhere}
.status{font-weight:600}.status-sent{color:#1b7a3a}.status-failed{color:#b42318}.status-queued{color:#8a5a00}
details{margin:8px 0 0}summary{cursor:pointer;color:#1d4ed8}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f8fafc;border:1px solid #e4e7eb;border-radius:6px;padding:12px;font-size:13px;margin:8px 0 0}
iframe{display:block;width:100%;height:560px;border:1px solid #e4e7eb;border-radius:6px;background:#fff;margin-top:8px}
</style></head>
<body><main>${body}</main></body></html>
`;
}

function emailArticle(email: Row): string {
  const facts: Array<[string, string]> = [
    ['To', email.to],
    ['Queued', email.createdOn],
    ['Status', email.status],
    ...(email.sentOn ? [['Sent', email.sentOn] as [string, string]] : []),
    ['Kind', email.eventType],
    ...(email.error ? [['Error', email.error] as [string, string]] : []),
  ];
  const dl = facts
    .map(([k, v]) => `<div><dt>${k}</dt><dd${k === 'Status' ? ` class="status status-${escape(v)}"` : ''}>${escape(v)}</dd></div>`)
    .join('');
  // The HTML part renders as a mail client would show it: in a sandbox (no script, no same-origin access).
  const html = email.html
    ? `<iframe sandbox title="${escape(`HTML part of ${email.subject}`)}" srcdoc="${escape(email.html)}"></iframe>
<details><summary>Text part</summary><pre>${escape(email.text)}</pre></details>`
    : `<pre>${escape(email.text)}</pre>`;
  return `<article aria-labelledby="mail-${email.id}"><h2 id="mail-${email.id}">${escape(email.subject)}</h2><dl>${dl}</dl>${html}</article>`;
}

/**
 * The outbox over HTTP (issue 38): with PGlite the running server holds the database, so `npm run outbox` reads it
 * here (super admins: every tenant's mail). A development server also serves a read-only page that shows each
 * e-mail's HTML part as it renders; the browser opens it from a signed link the super admin asks for (like the raw
 * data downloads), since a page a browser navigates to carries no bearer token.
 */
export function registerOutboxRoutes(app: FastifyInstance, db: Db, opts: OutboxRouteOptions): void {
  const key = createHmac('sha256', opts.secret).update('insights outbox page links v1').digest();
  const publicUrl = opts.publicUrl.replace(/\/$/, '');
  const tags = ['operations'];

  zodRoutes(app, (api) => {
    api.get(OPERATIONS_ENDPOINTS.outbox, {
      preHandler: requireSuperAdmin,
      schema: {
        tags,
        summary: 'The newest e-mails of the outbox, queued and sent, optionally to one address (super admin; `npm run outbox`)',
        querystring: outboxQuery,
        response: { 200: outboxReply, 400: errorReply },
      },
    }, async (request, reply) => {
      const { total, emails } = await readOutbox(db, request.query);
      reply.header('cache-control', 'no-store');
      return { total, emails: emails.map(({ html: _html, ...email }) => email) };
    });

    api.get(OPERATIONS_ENDPOINTS.outboxPageLink, {
      preHandler: requireSuperAdmin,
      schema: {
        tags,
        summary: 'A link to the read-only outbox page, valid 30 minutes for the caller only (super admin; development servers only, 404 elsewhere)',
        response: { 200: outboxPageLinkReply, 404: errorReply },
      },
    }, async (request, reply) => {
      if (!opts.development) return reply.code(404).send(errorBody(404, 'The outbox page is served by development servers only.'));
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setSubject(sessionOf(request).sub)
        .setExpirationTime(Math.floor(Date.now() / 1000) + PAGE_LINK_TTL_SECONDS)
        .sign(key);
      return { data: `${publicUrl}${OUTBOX_PAGE_PATH}?token=${token}` };
    });
  });

  if (!opts.development) return;
  const refuse = (reply: FastifyReply, status: number, text: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(page('Outbox', `<h1>Outbox</h1><p class="lead">${escape(text)}</p>`));

  app.get(OUTBOX_PAGE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { token, to, last } = request.query as { token?: string; to?: string; last?: string };
    let sub: string | undefined;
    try {
      if (token) sub = (await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE, requiredClaims: ['exp', 'sub'] })).payload.sub;
    } catch {
      sub = undefined;
    }
    if (!sub) return refuse(reply, 401, 'This outbox link is not valid or has expired. Ask for a new one: npm run outbox -- --server URL --page');
    // Still a super admin, not blocked: the link is worth no more than the account behind it.
    const { rows } = await db.query<{ role: string; status_code: number }>('select role, status_code from users where secure_id::text = $1', [sub]);
    if (rows[0]?.role !== 'SuperAdmin' || rows[0].status_code === STATUS_BLOCKED) return refuse(reply, 403, 'Only super admins may read the outbox.');
    const query = outboxQuery.safeParse({ to: to || undefined, last: last || undefined });
    if (!query.success) return refuse(reply, 400, 'The recipient (to) must be an e-mail address and the count (last) a number from 1 to 500.');
    const { total, emails } = await readOutbox(db, query.data);
    const lead = `${emails.length} of ${total} e-mail${total === 1 ? '' : 's'}${query.data.to ? ` to ${query.data.to}` : ''}, newest first. Read-only; the HTML parts render as a mail client shows them.`;
    const body = `<h1>Outbox</h1><p class="lead">${escape(lead)}</p>${emails.map(emailArticle).join('\n') || '<p>The outbox is empty.</p>'}`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('Outbox', body));
  });
}
