import type { FastifyInstance } from 'fastify';
import { PORTAL_CLIENT_ID, issuerFor } from '../identity/provider.js';

export interface PortalConfigOptions {
  publicUrl: string;
  pricingMenu: boolean;
}

/** The portal's runtime configuration: same origin, so API and pricing base URLs stay relative. */
export function registerPortalConfig(app: FastifyInstance, { publicUrl, pricingMenu }: PortalConfigOptions): void {
  const config = {
    authority: issuerFor(publicUrl),
    clientId: PORTAL_CLIENT_ID,
    scope: 'openid profile email access:INS',
    apiBaseUrl: '',
    pricingBaseUrl: '',
    hubUrl: '/notifications-alerts',
    logoUrl: '/public/logos/{domain}.svg',
    features: { pricingMenu },
  };
  app.get('/portal-config.json', {
    schema: {
      tags: ['portal'],
      summary: 'Runtime configuration of the portal',
      security: [],
      response: {
        200: {
          type: 'object',
          required: ['authority', 'clientId', 'scope', 'apiBaseUrl', 'pricingBaseUrl', 'hubUrl', 'logoUrl', 'features'],
          properties: {
            authority: { type: 'string' },
            clientId: { type: 'string' },
            scope: { type: 'string' },
            apiBaseUrl: { type: 'string' },
            pricingBaseUrl: { type: 'string' },
            hubUrl: { type: 'string' },
            logoUrl: { type: 'string' },
            features: { type: 'object', required: ['pricingMenu'], properties: { pricingMenu: { type: 'boolean' } } },
          },
        },
      },
    },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return config;
  });
}
