import { DEFAULT_ROUTES } from './routes';
import type { InsightsConfig, ResolvedInsightsConfig } from './types';

export const TOKEN_GETTER_REQUIRED =
  'Insights widgets: getAccessToken must be a function answering the current access token (or null); it is called before every request, so pass a function, not a token.';

/** The server's own logos: a monogram per known company e-mail domain (`GET /public/logos/{domain}.svg`). */
export const DEFAULT_LOGO_PATH = '/public/logos/{domain}.svg';

export function resolveConfig(config: InsightsConfig): ResolvedInsightsConfig {
  if (typeof config.getAccessToken !== 'function') throw new TypeError(TOKEN_GETTER_REQUIRED);
  // A trailing slash would double up with the leading slash of every API path and route.
  const apiBaseUrl = config.apiBaseUrl.replace(/\/+$/, '');
  return {
    ...config,
    apiBaseUrl,
    logoUrl: config.logoUrl || `${apiBaseUrl}${DEFAULT_LOGO_PATH}`,
    portalUrl: (config.portalUrl ?? '').replace(/\/+$/, ''),
    routes: { ...DEFAULT_ROUTES, ...config.routes },
    features: { ...config.features },
  };
}
