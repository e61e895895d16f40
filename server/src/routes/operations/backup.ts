import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { requireSuperAdmin } from '../../auth/guards.js';
import { BACKUP_MEDIA_TYPE, BACKUP_ON_POSTGRES_MESSAGE, OPERATIONS_ENDPOINTS } from '../../../../contract/operations/endpoints.js';

/**
 * Not in the specs: `npm run backup` while the server runs. PGlite is single-process, so the running server is the
 * only one that may read its data folder; it dumps it between two statements (a consistent copy, see Db.backup).
 * Super admins only: the copy holds every tenant's data and the identity signing keys.
 */
const ERROR_REPLY = {
  type: 'object',
  properties: { statusCode: { type: 'integer' }, error: { type: 'string' }, message: { type: 'string' } },
} as const;

export function registerBackupRoute(app: FastifyInstance, db: Db): void {
  // A binary reply, so a plain route rather than zodRoutes (whose serializer encodes JSON).
  app.get(OPERATIONS_ENDPOINTS.backup, {
    preHandler: requireSuperAdmin,
    schema: {
      tags: ['operations'],
      summary: 'The embedded database as a gzip tarball, for `npm run restore` (super admin; 409 on PostgreSQL)',
      response: {
        200: { description: 'The data directory as a gzip tarball', content: { [BACKUP_MEDIA_TYPE]: { schema: { type: 'string', format: 'binary' } } } },
        403: ERROR_REPLY,
        409: ERROR_REPLY,
      },
    },
  }, async (_request, reply) => {
    if (!db.backup) return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: BACKUP_ON_POSTGRES_MESSAGE });
    const tarball = await db.backup();
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    return reply
      .header('content-type', BACKUP_MEDIA_TYPE)
      .header('content-disposition', `attachment; filename="insights-${stamp}.tar.gz"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(tarball.buffer, tarball.byteOffset, tarball.byteLength));
  });
}
