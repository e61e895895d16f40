import { z } from 'zod';

/** GET /portal-config.json: where the portal signs in and which services it calls (relative on one origin). */
export const portalConfigReply = z.object({
  authority: z.string(),
  clientId: z.string(),
  scope: z.string(),
  apiBaseUrl: z.string(),
  pricingBaseUrl: z.string(),
  hubUrl: z.string(),
  logoUrl: z.string(),
  features: z.object({ pricingMenu: z.boolean() }),
});
export type PortalConfig = z.output<typeof portalConfigReply>;
