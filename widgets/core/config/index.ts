export type { InsightsConfig, ResolvedInsightsConfig } from './types';
export { InsightsProvider, type InsightsProviderProps } from './InsightsProvider';
export { useInsights, InsightsContext } from './context';
export { DEFAULT_ROUTES, buildPath, type RouteMap, type RouteName, type QueryValue } from './routes';
export { useLink, InsightsLink, isPlainLeftClick, type InsightsLinkProps, type LinkHelpers } from './links';
export { createQueryClient } from './createQueryClient';
export { resolveConfig } from './resolveConfig';
