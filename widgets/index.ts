/**
 * React entry of @insights/widgets. The portal and third-party React hosts import from here;
 * custom elements live in './elements'.
 */
export {
  createSession,
  hasModule,
  CLAIM,
  INSIGHTS_ACCESS,
  ROLE_SUPER_ADMIN,
  ROLE_ADMIN,
  ROLE_MEMBER,
  DEFAULT_CLIENT_ID,
  ALL_MODULES,
  type Session,
} from '../contract/claims';

export {
  InsightsProvider,
  useInsights,
  useLink,
  InsightsLink,
  DEFAULT_ROUTES,
  buildPath,
  createQueryClient,
  type InsightsConfig,
  type InsightsProviderProps,
  type InsightsLinkProps,
  type ResolvedInsightsConfig,
  type RouteMap,
  type RouteName,
} from './core/config';

export {
  ApiError,
  isApiError,
  createApiClient,
  useApi,
  type ApiClient,
  type ApiErrorKind,
  type RequestOptions,
} from './core/api';

export {
  formatDate,
  formatDateOrNA,
  formatDateSafe,
  formatLicenseType,
  formatPrice,
  formatCount,
  type FormatDateOptions,
} from './core/format';

export {
  Spinner,
  Button,
  Badge,
  Alert,
  EmptyState,
  ErrorState,
  Modal,
  ConfirmDialog,
  useToast,
  THEME_DEFAULTS,
  type SpinnerProps,
  type ButtonProps,
  type BadgeProps,
  type AlertProps,
} from './core/ui';

// configure() for custom elements a host registers one by one (@insights/widgets/elements/<tag>).
export { configure } from './core/element/configStore';

// Each screen area is also its own entry point (@insights/widgets/<area>); this entry re-exports them all.
export * from './home';
export * from './companies';
export * from './licenses';
export * from './rawData';
export * from './notifications';
export * from './settings';
export * from './users';
export * from './pricing';
export * from './dashboard';
export * from './leaderboard';
export * from './activity';
export * from './offers';
export * from './search';
export * from './integrations';
