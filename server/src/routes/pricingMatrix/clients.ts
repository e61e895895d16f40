import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { requireSuperAdmin } from '../../auth/guards.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { errorReply } from '../../../../contract/http.js';
import { PRICING_MATRIX_ENDPOINTS } from '../../../../contract/pricing/endpoints.js';
import { pricingClientsReply, type PricingClient } from '../../../../contract/pricing/schemas.js';

/** GET /api/PricingMatrix/Clients: the clients a super admin may 'View as' on Pricing and Ranking (spec 2 §2, §6). */
export function registerPricingClients(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.get(PRICING_MATRIX_ENDPOINTS.clients, {
      schema: {
        tags: ['pricing'],
        summary: "Clients for the super admin's 'View as' selector",
        response: { 200: pricingClientsReply, 401: errorReply, 403: errorReply },
      },
      preHandler: requireSuperAdmin,
    }, async () => (await db.query<PricingClient>(`select id::text as "clientID", name as "clientName" from clients order by name`)).rows);
  });
}
