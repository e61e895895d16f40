/** The portal's runtime configuration, read before sign-in. */
export const PORTAL_CONFIG_ENDPOINTS = {
  config: '/portal-config.json',
} as const;
