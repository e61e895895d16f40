import { DEFAULT_ROUTES } from './routes';
import type { InsightsConfig, ResolvedInsightsConfig } from './types';

export function resolveConfig(config: InsightsConfig): ResolvedInsightsConfig {
  return {
    ...config,
    // A trailing slash would double up with the leading slash of every API path and route.
    apiBaseUrl: config.apiBaseUrl.replace(/\/+$/, ''),
    portalUrl: (config.portalUrl ?? '').replace(/\/+$/, ''),
    routes: { ...DEFAULT_ROUTES, ...config.routes },
    features: { ...config.features },
  };
}
