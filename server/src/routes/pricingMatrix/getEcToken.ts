import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { hasModule } from '../../../../contract/claims.js';
import { FORBIDDEN } from '../../auth/apiAuth.js';
import { sessionOf } from '../../auth/guards.js';
import type { EcTokenService } from '../../pricing/ecToken.js';

/** GET (and POST with an empty body) /api/PricingMatrix/GetECToken: the chart token for the pricing service. */
export function registerGetEcToken(app: FastifyInstance, ecTokens: EcTokenService): void {
  const schema = {
    tags: ['pricing'],
    summary: 'Chart token (api key of the pricing service), bound to the caller and their client',
    response: {
      200: {
        type: 'object',
        required: ['access_token', 'expires_in'],
        properties: { access_token: { type: 'string' }, expires_in: { type: 'integer' } },
      },
    },
  };
  const handler: RouteHandlerMethod = async (request, reply) => {
    const session = sessionOf(request);
    if (!hasModule(session, 'pricing') && !hasModule(session, 'ranking')) return reply.code(403).send(FORBIDDEN);
    return ecTokens.issue({ sub: session.sub, clientId: session.clientId });
  };
  app.get('/api/PricingMatrix/GetECToken', { schema }, handler);
  app.post('/api/PricingMatrix/GetECToken', { schema }, handler);
}
