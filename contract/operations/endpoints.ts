/**
 * Operations calls, not in the specs (super admins only).
 * - backup  GET → the embedded database as a gzip tarball (`npm run backup`); 409 on PostgreSQL, which has pg_dump
 * - outbox  GET ?to&last → the newest e-mails of the outbox, queued and sent (`npm run outbox`)
 * - outboxPageLink GET → { data: url } a link to the read-only outbox page, valid 30 minutes for the caller only;
 *   development servers only (404 elsewhere, see OUTBOX_PAGE_PATH)
 */
export const OPERATIONS_ENDPOINTS = {
  backup: '/api/Operations/Backup',
  outbox: '/api/Operations/Outbox',
  outboxPageLink: '/api/Operations/OutboxPageLink',
} as const;

/**
 * The outbox page (HTML, outside /api: a browser opens it from the link, with the signed token in the query as its
 * credential). Served only by a development server: NODE_ENV is not 'production' and PUBLIC_URL is on this machine
 * (localhost, 127.0.0.1, ::1).
 */
export const OUTBOX_PAGE_PATH = '/dev/outbox';
export const OUTBOX_DEFAULT_LAST = 20;
export const OUTBOX_MAX_LAST = 500;

/** The reply's media type, and the message a PostgreSQL-backed server answers with. */
export const BACKUP_MEDIA_TYPE = 'application/gzip';
export const BACKUP_ON_POSTGRES_MESSAGE = 'This server uses PostgreSQL (DATABASE_URL): back it up with pg_dump, see docs/deployment.md.';
