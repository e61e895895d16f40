import type { FastifyInstance } from 'fastify';
import { hasModule } from '../../../../contract/claims.js';
import { errorReply } from '../../../../contract/http.js';
import { PRICING_MATRIX_ENDPOINTS } from '../../../../contract/pricing/endpoints.js';
import { ecTokenReply } from '../../../../contract/pricing/schemas.js';
import { FORBIDDEN } from '../../auth/apiAuth.js';
import { sessionOf } from '../../auth/guards.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import type { EcTokenService } from '../../pricing/ecToken.js';

/** GET (and POST with an empty body) /api/PricingMatrix/GetECToken: the chart token for the pricing service. */
export function registerGetEcToken(app: FastifyInstance, ecTokens: EcTokenService): void {
  zodRoutes(app, (api) => {
    for (const method of ['GET', 'POST'] as const) {
      api.route({
        method,
        url: PRICING_MATRIX_ENDPOINTS.ecToken,
        schema: {
          tags: ['pricing'],
          summary: 'Chart token (api key of the pricing service), bound to the caller and their client',
          response: { 200: ecTokenReply, 401: errorReply, 403: errorReply },
        },
        handler: async (request, reply) => {
          const session = sessionOf(request);
          if (!hasModule(session, 'pricing') && !hasModule(session, 'ranking')) return reply.code(403).send(FORBIDDEN);
          return ecTokens.issue({ sub: session.sub, clientId: session.clientId });
        },
      });
    }
  });
}
