import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { requireSuperAdmin } from '../../auth/guards.js';

/** GET /api/PricingMatrix/Clients: the clients a super admin may 'View as' on Pricing and Ranking (spec 2 §2, §6). */
export function registerPricingClients(app: FastifyInstance, db: Db): void {
  app.get('/api/PricingMatrix/Clients', {
    schema: {
      tags: ['pricing'],
      summary: "Clients for the super admin's 'View as' selector",
      response: {
        200: {
          type: 'array',
          items: { type: 'object', required: ['clientID', 'clientName'], properties: { clientID: { type: 'string' }, clientName: { type: 'string' } } },
        },
      },
    },
    preHandler: requireSuperAdmin,
  }, async () => (await db.query(`select id::text as "clientID", name as "clientName" from clients order by name`)).rows);
}
