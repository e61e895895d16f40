import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { requireSuperAdmin } from '../../auth/guards.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import type { NotificationBus } from '../../notifications/bus.js';
import { IngestFormatError, ingestLicenses } from '../../notifications/ingest.js';
import { LICENSE_SOURCE_READERS } from '../../licenses/sources/index.js';
import { errorReply } from '../../../../contract/http.js';
import { NOTIFICATIONS_ENDPOINTS } from '../../../../contract/notifications/endpoints.js';
import { ingestReport, ingestRequest } from '../../../../contract/notifications/schemas.js';

/**
 * Not in the specs: the ingest command's HTTP form, for a running server whose embedded database no other
 * process may open. Super admins only; the body carries the licenses file as text, and its source (format).
 */
export function registerIngestRoute(app: FastifyInstance, db: Db, bus: NotificationBus): void {
  zodRoutes(app, (api) => {
    api.post(NOTIFICATIONS_ENDPOINTS.ingest, {
      preHandler: requireSuperAdmin,
      bodyLimit: 20 * 1024 * 1024,
      schema: {
        tags: ['notifications'],
        summary: 'Add or update licenses from a licenses file or a regulator\'s directory (CSV text) and record their events (super admin)',
        body: ingestRequest,
        response: { 200: ingestReport, 400: errorReply, 403: errorReply },
      },
    }, async (request, reply) => {
      try {
        return await ingestLicenses(db, bus, LICENSE_SOURCE_READERS[request.body.source].read(request.body.csv));
      } catch (error) {
        if (error instanceof IngestFormatError) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: error.message });
        throw error;
      }
    });
  });
}
