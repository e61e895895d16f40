import type { RuntimeConfig } from './runtimeConfig';

/** The portal's configuration in unit tests: the reference server's provider on a local port, no pricing menu. */
export const TEST_CONFIG: RuntimeConfig = {
  authority: 'http://localhost:3310/oidc',
  clientId: 'insights-portal',
  scope: 'openid profile email access:INS',
  apiBaseUrl: '',
  features: { pricingMenu: false },
};
