/**
 * Custom-elements entry: importing it registers every <insights-*> element.
 * Elements call nothing until configure() (or an api-base-url attribute) gives them a server.
 */
import './home/LicenseSummary/element';
import './home/LicenseMap/element';
import './companies/CompanyList/element';
import './companies/CompanyDetail/element';
import './companies/LicenseTimeline/element';
import './licenses/LicensedCompanies/element';
import './rawData/LicensesRawData/element';
import './rawData/OffersRawData/element';
import './notifications/NotificationBell/element';
import './notifications/NotificationsPage/element';
import './settings/Subscriptions/element';
import './settings/SettingsTabs/element';
import './settings/AddonAccessMatrix/element';
import './settings/MarketWatches/element';
import './settings/PriceWatches/element';
import './settings/EmbeddingClients/element';
import './settings/FoundSuppliers/element';
import './users/UsersAdmin/element';
import './users/UserOverview/element';
import './users/Profile/element';
import './pricing/PricingFilters/element';
import './pricing/PriceTrendChart/element';
import './pricing/PriceTrendOverviewChart/element';
import './pricing/ForwardCurveChart/element';
import './pricing/ForwardCurveOverviewChart/element';
import './pricing/PricingScreen/element';
import './pricing/RankingScreen/element';
import './dashboard/Dashboard/element';
import './dashboard/MyLicenses/element';
import './dashboard/FollowedEvents/element';
import './dashboard/BestMarketsToday/element';
import './dashboard/WorstMarketsToday/element';
import './dashboard/MyMarketsToday/element';
import './leaderboard/FirstToWorst/element';
import './activity/MarketActivity/element';
import './offers/Offers/element';
import './search/GlobalSearch/element';
import './integrations/Integrations/element';

export { configure } from './core/element/configStore';
// The tags typed for hosts: HTMLElementTagNameMap (querySelector, createElement) and React's JSX.
export type * from './elementTypes';
export type { InsightsConfig } from './core/config/types';
export { createSession, hasModule, type Session } from '../contract/claims';
