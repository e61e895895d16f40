import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { requireSuperAdmin } from '../../auth/guards.js';
import type { NotificationBus } from '../../notifications/bus.js';
import { IngestFormatError, ingestLicenses, parseLicenseFile } from '../../notifications/ingest.js';

const count = { type: 'integer', minimum: 0 } as const;
const ingestReportSchema = {
  type: 'object',
  required: ['added', 'renewed', 'updated', 'notifications', 'emails', 'errors', 'licenses'],
  properties: {
    added: count,
    renewed: count,
    updated: count,
    notifications: count,
    emails: count,
    errors: {
      type: 'array',
      items: { type: 'object', properties: { line: { type: 'integer' }, message: { type: 'string' } } },
    },
    licenses: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          line: { type: 'integer' },
          licenseId: { type: 'integer' },
          companyId: { type: 'string' },
          change: { type: 'string', enum: ['added', 'renewed', 'updated'] },
        },
      },
    },
  },
} as const;

/**
 * Not in the specs: the ingest command's HTTP form, for a running server whose embedded database no other
 * process may open. Super admins only; the body carries the licenses file as text.
 */
export function registerIngestRoute(app: FastifyInstance, db: Db, bus: NotificationBus): void {
  app.post<{ Body: { csv: string } }>('/api/Notification/Ingest', {
    preHandler: requireSuperAdmin,
    bodyLimit: 20 * 1024 * 1024,
    schema: {
      tags: ['notifications'],
      summary: 'Add or update licenses from a licenses file (CSV text) and record their events (super admin)',
      body: { type: 'object', required: ['csv'], properties: { csv: { type: 'string', minLength: 1 } } },
      response: { 200: ingestReportSchema },
    },
  }, async (request, reply) => {
    try {
      return await ingestLicenses(db, bus, parseLicenseFile(request.body.csv));
    } catch (error) {
      if (error instanceof IngestFormatError) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: error.message });
      throw error;
    }
  });
}
