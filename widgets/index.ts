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

export { LicenseSummary, type LicenseSummaryProps } from './home/LicenseSummary';
export { LicensedCompanies, type LicensedCompaniesProps } from './licenses/LicensedCompanies';
export { LicensesRawData, type LicensesRawDataProps } from './rawData/LicensesRawData';
export { OffersRawData, type OffersRawDataProps } from './rawData/OffersRawData';
export { CompanyList, type CompanyListProps } from './companies/CompanyList';
export { CompanyDetail, type CompanyDetailProps } from './companies/CompanyDetail';
export { NotificationBell, type NotificationBellProps } from './notifications/NotificationBell';
export { NotificationsPage, type NotificationsPageProps } from './notifications/NotificationsPage';
export { Subscriptions, type SubscriptionsProps } from './settings/Subscriptions';
export { SettingsTabs, type SettingsTabsProps, type SettingsTab } from './settings/SettingsTabs';
export { AddonAccessMatrix, type AddonAccessMatrixProps } from './settings/AddonAccessMatrix';
export { UsersAdmin, type UsersAdminProps } from './users/UsersAdmin';
export { UserOverview, type UserOverviewProps } from './users/UserOverview';
export { Profile, type ProfileProps } from './users/Profile';
export { PricingScreen, type PricingScreenProps } from './pricing/PricingScreen';
export { RankingScreen, type RankingScreenProps } from './pricing/RankingScreen';
export { Dashboard, type DashboardProps } from './dashboard/Dashboard';
export { MyLicenses, type MyLicensesProps } from './dashboard/MyLicenses';
export { FollowedEvents, type FollowedEventsProps } from './dashboard/FollowedEvents';
export { BestMarketsToday, type BestMarketsTodayProps } from './dashboard/BestMarketsToday';
export { WorstMarketsToday, type WorstMarketsTodayProps } from './dashboard/WorstMarketsToday';
export { MyMarketsToday, type MyMarketsTodayProps } from './dashboard/MyMarketsToday';
export { FirstToWorst, type FirstToWorstProps } from './leaderboard/FirstToWorst';
export { PricingFilters, type PricingFiltersProps } from './pricing/PricingFilters';
export { PriceTrendChart, type PriceTrendChartProps } from './pricing/PriceTrendChart';
export { PriceTrendOverviewChart, type PriceTrendOverviewChartProps } from './pricing/PriceTrendOverviewChart';
export { ForwardCurveChart, type ForwardCurveChartProps } from './pricing/ForwardCurveChart';
export { ForwardCurveOverviewChart, type ForwardCurveOverviewChartProps } from './pricing/ForwardCurveOverviewChart';
