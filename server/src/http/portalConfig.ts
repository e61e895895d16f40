import type { FastifyInstance } from 'fastify';
import { PORTAL_CLIENT_ID, issuerFor } from '../identity/provider.js';
import { PORTAL_CONFIG_ENDPOINTS } from '../../../contract/portalConfig/endpoints.js';
import { portalConfigReply, type PortalConfig } from '../../../contract/portalConfig/schemas.js';
import { zodRoutes } from './zodRoutes.js';

export interface PortalConfigOptions {
  publicUrl: string;
  pricingMenu: boolean;
}

/** The portal's runtime configuration: same origin, so API and pricing base URLs stay relative. */
export function registerPortalConfig(app: FastifyInstance, { publicUrl, pricingMenu }: PortalConfigOptions): void {
  const config: PortalConfig = {
    authority: issuerFor(publicUrl),
    clientId: PORTAL_CLIENT_ID,
    scope: 'openid profile email access:INS',
    apiBaseUrl: '',
    pricingBaseUrl: '',
    hubUrl: '/notifications-alerts',
    logoUrl: '/public/logos/{domain}.svg',
    features: { pricingMenu },
  };
  zodRoutes(app, (api) => {
    api.get(PORTAL_CONFIG_ENDPOINTS.config, {
      schema: {
        tags: ['portal'],
        summary: 'Runtime configuration of the portal',
        security: [],
        response: { 200: portalConfigReply },
      },
    }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return config;
    });
  });
}
