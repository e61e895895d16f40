/**
 * Where each custom element's code lives: the per-tag loader (widgets/loader.ts) imports a tag's module the first
 * time that tag appears, and the package exports each one as `@insights/widgets/elements/<tag>`.
 * Tests check this list against the elements defineWidget registers and against package.json.
 */
export interface ElementModule {
  /** The tag the module defines. */
  tag: string;
  /** The module's path below widgets/, without extension. */
  module: string;
  load: () => Promise<unknown>;
}

export const ELEMENT_MODULES: readonly ElementModule[] = [
  { tag: 'insights-license-summary', module: 'home/LicenseSummary/element', load: () => import('./home/LicenseSummary/element') },
  { tag: 'insights-license-map', module: 'home/LicenseMap/element', load: () => import('./home/LicenseMap/element') },
  { tag: 'insights-company-list', module: 'companies/CompanyList/element', load: () => import('./companies/CompanyList/element') },
  { tag: 'insights-company-detail', module: 'companies/CompanyDetail/element', load: () => import('./companies/CompanyDetail/element') },
  { tag: 'insights-license-timeline', module: 'companies/LicenseTimeline/element', load: () => import('./companies/LicenseTimeline/element') },
  { tag: 'insights-licensed-companies', module: 'licenses/LicensedCompanies/element', load: () => import('./licenses/LicensedCompanies/element') },
  { tag: 'insights-licenses-raw-data', module: 'rawData/LicensesRawData/element', load: () => import('./rawData/LicensesRawData/element') },
  { tag: 'insights-offers-raw-data', module: 'rawData/OffersRawData/element', load: () => import('./rawData/OffersRawData/element') },
  { tag: 'insights-notification-bell', module: 'notifications/NotificationBell/element', load: () => import('./notifications/NotificationBell/element') },
  { tag: 'insights-notifications', module: 'notifications/NotificationsPage/element', load: () => import('./notifications/NotificationsPage/element') },
  { tag: 'insights-subscriptions', module: 'settings/Subscriptions/element', load: () => import('./settings/Subscriptions/element') },
  { tag: 'insights-settings', module: 'settings/SettingsTabs/element', load: () => import('./settings/SettingsTabs/element') },
  { tag: 'insights-addon-access', module: 'settings/AddonAccessMatrix/element', load: () => import('./settings/AddonAccessMatrix/element') },
  { tag: 'insights-market-watches', module: 'settings/MarketWatches/element', load: () => import('./settings/MarketWatches/element') },
  { tag: 'insights-price-watches', module: 'settings/PriceWatches/element', load: () => import('./settings/PriceWatches/element') },
  { tag: 'insights-embedding-clients', module: 'settings/EmbeddingClients/element', load: () => import('./settings/EmbeddingClients/element') },
  { tag: 'insights-found-suppliers', module: 'settings/FoundSuppliers/element', load: () => import('./settings/FoundSuppliers/element') },
  { tag: 'insights-users-admin', module: 'users/UsersAdmin/element', load: () => import('./users/UsersAdmin/element') },
  { tag: 'insights-user-overview', module: 'users/UserOverview/element', load: () => import('./users/UserOverview/element') },
  { tag: 'insights-profile', module: 'users/Profile/element', load: () => import('./users/Profile/element') },
  { tag: 'insights-pricing-filters', module: 'pricing/PricingFilters/element', load: () => import('./pricing/PricingFilters/element') },
  { tag: 'insights-price-trend-chart', module: 'pricing/PriceTrendChart/element', load: () => import('./pricing/PriceTrendChart/element') },
  { tag: 'insights-price-trend-overview-chart', module: 'pricing/PriceTrendOverviewChart/element', load: () => import('./pricing/PriceTrendOverviewChart/element') },
  { tag: 'insights-forward-curve-chart', module: 'pricing/ForwardCurveChart/element', load: () => import('./pricing/ForwardCurveChart/element') },
  { tag: 'insights-forward-curve-overview-chart', module: 'pricing/ForwardCurveOverviewChart/element', load: () => import('./pricing/ForwardCurveOverviewChart/element') },
  { tag: 'insights-pricing', module: 'pricing/PricingScreen/element', load: () => import('./pricing/PricingScreen/element') },
  { tag: 'insights-ranking', module: 'pricing/RankingScreen/element', load: () => import('./pricing/RankingScreen/element') },
  { tag: 'insights-dashboard', module: 'dashboard/Dashboard/element', load: () => import('./dashboard/Dashboard/element') },
  { tag: 'insights-my-licenses', module: 'dashboard/MyLicenses/element', load: () => import('./dashboard/MyLicenses/element') },
  { tag: 'insights-followed-events', module: 'dashboard/FollowedEvents/element', load: () => import('./dashboard/FollowedEvents/element') },
  { tag: 'insights-best-markets-today', module: 'dashboard/BestMarketsToday/element', load: () => import('./dashboard/BestMarketsToday/element') },
  { tag: 'insights-worst-markets-today', module: 'dashboard/WorstMarketsToday/element', load: () => import('./dashboard/WorstMarketsToday/element') },
  { tag: 'insights-my-markets-today', module: 'dashboard/MyMarketsToday/element', load: () => import('./dashboard/MyMarketsToday/element') },
  { tag: 'insights-first-to-worst', module: 'leaderboard/FirstToWorst/element', load: () => import('./leaderboard/FirstToWorst/element') },
  { tag: 'insights-market-activity', module: 'activity/MarketActivity/element', load: () => import('./activity/MarketActivity/element') },
  { tag: 'insights-offers', module: 'offers/Offers/element', load: () => import('./offers/Offers/element') },
  { tag: 'insights-search', module: 'search/GlobalSearch/element', load: () => import('./search/GlobalSearch/element') },
  { tag: 'insights-integrations', module: 'integrations/Integrations/element', load: () => import('./integrations/Integrations/element') },
];
