import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { requireSuperAdmin } from '../../auth/guards.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { errorBody, errorReply } from '../../../../contract/http.js';
import { BACKUP_MEDIA_TYPE, BACKUP_ON_POSTGRES_MESSAGE, OPERATIONS_ENDPOINTS } from '../../../../contract/operations/endpoints.js';
import { backupReply } from '../../../../contract/operations/schemas.js';

/**
 * Not in the specs: `npm run backup` while the server runs. PGlite is single-process, so the running server is the
 * only one that may read its data folder; it dumps it between two statements (a consistent copy, see Db.backup).
 * Super admins only: the copy holds every tenant's data and the identity signing keys. The bytes go out as a Buffer,
 * which Fastify sends as they are (no serializer runs on a Buffer).
 */
export function registerBackupRoute(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.get(OPERATIONS_ENDPOINTS.backup, {
      preHandler: requireSuperAdmin,
      schema: {
        tags: ['operations'],
        summary: 'The embedded database as a gzip tarball, for `npm run restore` (super admin; 409 on PostgreSQL)',
        response: { 200: backupReply, 409: errorReply },
      },
    }, async (_request, reply) => {
      if (!db.backup) return reply.code(409).send(errorBody(409, BACKUP_ON_POSTGRES_MESSAGE));
      const tarball = await db.backup();
      const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
      return reply
        .header('content-type', BACKUP_MEDIA_TYPE)
        .header('content-disposition', `attachment; filename="insights-${stamp}.tar.gz"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(tarball.buffer, tarball.byteOffset, tarball.byteLength) as unknown as string);
    });
  });
}
