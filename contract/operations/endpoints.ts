/**
 * Operations calls, not in the specs (super admins only).
 * - backup  GET → the embedded database as a gzip tarball (`npm run backup`); 409 on PostgreSQL, which has pg_dump
 */
export const OPERATIONS_ENDPOINTS = {
  backup: '/api/Operations/Backup',
} as const;

/** The reply's media type, and the message a PostgreSQL-backed server answers with. */
export const BACKUP_MEDIA_TYPE = 'application/gzip';
export const BACKUP_ON_POSTGRES_MESSAGE = 'This server uses PostgreSQL (DATABASE_URL): back it up with pg_dump, see docs/deployment.md.';
