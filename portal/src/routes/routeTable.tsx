import { Navigate } from 'react-router';
import { AuthCallbackPage } from '../auth/AuthCallbackPage';
import { CALLBACK_PATH, LOGOUT_PATH, SIGNED_OUT_PATH } from '../auth/paths';
import { AccessDeniedPage, NotFoundPage, SignedOutPage, SignOutPage } from '../pages/accessPages';
import { lazyScreen, screenCode } from './lazyScreen';
import type { PortalRoute } from './types';

/**
 * Each screen area is its own chunk, downloaded when one of its routes is first shown (the Shell's <Suspense> shows a
 * spinner in the content area meanwhile) or when its sidebar link is pointed at (`preload`). Import the area entries
 * only: `@insights/widgets` itself re-exports every area.
 */
const area = {
  home: screenCode(() => import('@insights/widgets/home')),
  dashboard: screenCode(() => import('@insights/widgets/dashboard')),
  companies: screenCode(() => import('@insights/widgets/companies')),
  licenses: screenCode(() => import('@insights/widgets/licenses')),
  rawData: screenCode(() => import('@insights/widgets/rawData')),
  notifications: screenCode(() => import('./screens/notificationsPage')),
  pricing: screenCode(() => import('@insights/widgets/pricing')),
  settings: screenCode(() => import('@insights/widgets/settings')),
  users: screenCode(() => import('@insights/widgets/users')),
  leaderboard: screenCode(() => import('@insights/widgets/leaderboard')),
  activity: screenCode(() => import('@insights/widgets/activity')),
  offers: screenCode(() => import('@insights/widgets/offers')),
  integrations: screenCode(() => import('@insights/widgets/integrations')),
};

const LicenseSummary = lazyScreen(area.home, 'LicenseSummary');
const LicenseMap = lazyScreen(area.home, 'LicenseMap');
const Dashboard = lazyScreen(area.dashboard, 'Dashboard');
const CompanyList = lazyScreen(area.companies, 'CompanyList');
const CompanyDetail = lazyScreen(area.companies, 'CompanyDetail');
const LicensedCompanies = lazyScreen(area.licenses, 'LicensedCompanies');
const LicensesRawData = lazyScreen(area.rawData, 'LicensesRawData');
const OffersRawData = lazyScreen(area.rawData, 'OffersRawData');
const NotificationsPage = lazyScreen(area.notifications, 'NotificationsPage');
const PricingScreen = lazyScreen(area.pricing, 'PricingScreen');
const RankingScreen = lazyScreen(area.pricing, 'RankingScreen');
const SettingsTabs = lazyScreen(area.settings, 'SettingsTabs');
const Subscriptions = lazyScreen(area.settings, 'Subscriptions');
const MarketWatches = lazyScreen(area.settings, 'MarketWatches');
const PriceWatches = lazyScreen(area.settings, 'PriceWatches');
const AddonAccessMatrix = lazyScreen(area.settings, 'AddonAccessMatrix');
const EmbeddingClients = lazyScreen(area.settings, 'EmbeddingClients');
const FoundSuppliers = lazyScreen(area.settings, 'FoundSuppliers');
const UsersAdmin = lazyScreen(area.users, 'UsersAdmin');
const UserOverview = lazyScreen(area.users, 'UserOverview');
const Profile = lazyScreen(area.users, 'Profile');
const FirstToWorst = lazyScreen(area.leaderboard, 'FirstToWorst');
const MarketActivity = lazyScreen(area.activity, 'MarketActivity');
const Offers = lazyScreen(area.offers, 'Offers');
const Integrations = lazyScreen(area.integrations, 'Integrations');

/**
 * Every URL of the portal. Sidebar order is table order. To add a screen, add one line, e.g.
 *   { path: '/companies', render: ({ query }) => <CompanyList pageNo={query.get('PageNo')} />, nav: { label: 'Companies', icon: 'companies' } },
 *   { path: '/companies/:companyId', render: ({ params }) => <CompanyDetail companyId={params.companyId!} /> },
 *   { path: '/pricing', requires: { module: 'pricing' }, render: () => <Pricing />, nav: { label: 'Pricing', icon: 'pricing', feature: 'pricingMenu' } },
 *   { path: '/settings/users/:userId/overview', requires: { admin: true }, render: ({ params }) => <UserOverview userId={params.userId!} /> },
 * Icons available: home, companies, licenses, rawData, offers, notifications, pricing, ranking, activity, medal, settings.
 */
export const routes: PortalRoute[] = [
  { path: '/', render: () => <LicenseSummary aboveTable={<LicenseMap />} />, nav: { label: 'Home', icon: 'home' }, preload: area.home },
  { path: '/dashboard', render: () => <Dashboard />, nav: { label: 'Dashboard', icon: 'ranking' }, preload: area.dashboard },
  {
    path: '/companies',
    render: ({ query }) => (
      <CompanyList
        pageNo={query.get('PageNo')} pageSize={query.get('PageSize')} stateCode={query.get('StateCode')}
        licenseType={query.get('LicenseType')} commodity={query.get('Commodity')} searchTerm={query.get('SearchTerm')}
        orderBy={query.get('OrderBy')} ascendingOrder={query.get('AscendingOrder')}
      />
    ),
    nav: { label: 'Companies', icon: 'companies' },
    preload: area.companies,
  },
  { path: '/companies/companiesDataNew', render: ({ query }) => <Navigate replace to={`/companies${query.size ? `?${query}` : ''}`} /> },
  { path: '/companies/companiesDetailsData/:companyId/:companyName', render: ({ params }) => <Navigate replace to={`/companies/${params.companyId}`} /> },
  { path: '/companies/companiesDetailsDataNew/:companyId', render: ({ params }) => <Navigate replace to={`/companies/${params.companyId}`} /> },
  { path: '/companies/:companyId', render: ({ params }) => <CompanyDetail key={params.companyId} companyId={params.companyId!} />, preload: area.companies },
  { path: '/licenses/browse', render: () => <LicensedCompanies />, nav: { label: 'Licensed Companies', icon: 'licenses' }, preload: area.licenses },
  {
    path: '/activity',
    render: ({ query }) => (
      <MarketActivity state={query.get('state')} commodity={query.get('commodity')} licenseType={query.get('type')} months={query.get('months')} />
    ),
    nav: { label: 'Market Activity', icon: 'activity' },
    preload: area.activity,
  },
  {
    path: '/offers',
    render: ({ query }) => (
      <Offers
        state={query.get('state')} utility={query.get('utility')} commodity={query.get('commodity')} customerClass={query.get('customerClass')}
        asOf={query.get('asOf')} term={query.get('term')} rateType={query.get('rateType')} supplier={query.get('supplier')}
        sort={query.get('sort')} view={query.get('view')} from={query.get('from')} to={query.get('to')}
      />
    ),
    nav: { label: 'Offers', icon: 'offers' },
    preload: area.offers,
  },
  { path: '/licenses/rawData', render: () => <LicensesRawData />, nav: { label: 'Licenses Raw Data', icon: 'rawData' }, preload: area.rawData },
  { path: '/offers/rawData', render: () => <OffersRawData />, nav: { label: 'Offers Raw Data', icon: 'offers' }, preload: area.rawData },
  { path: '/notifications', render: ({ query }) => <NotificationsPage readAll={query.has('ReadAll')} />, nav: { label: 'Notifications', icon: 'notifications' }, preload: area.notifications },
  { path: '/pricing', requires: { module: 'pricing' }, render: ({ query }) => <PricingScreen query={query.toString()} />, nav: { label: 'Pricing', icon: 'pricing', feature: 'pricingMenu' }, preload: area.pricing },
  { path: '/ranking', requires: { module: 'ranking' }, render: ({ query }) => <RankingScreen query={query.toString()} />, nav: { label: 'Ranking', icon: 'ranking', feature: 'pricingMenu' }, preload: area.pricing },
  // In the menu for everyone (it is public: a visitor who is not signed in sees it too), beside the pricing screens.
  {
    path: '/public/first-to-worst', access: 'public', render: ({ query }) => <FirstToWorst effectiveFrom={query.get('effectiveFrom')} />,
    nav: { label: 'First to Worst', icon: 'medal' }, preload: area.leaderboard,
  },
  // The sidebar entry points at /settings so it stays highlighted on every tab; /settings opens Subscriptions.
  { path: '/settings', render: () => <Navigate replace to="/settings/subscriptions" />, nav: { label: 'Settings', icon: 'settings' }, preload: area.settings },
  // General held only 'Coming Soon!' and is no tab any more (issue 38): an old link opens the first tab.
  { path: '/settings/general', render: () => <Navigate replace to="/settings/subscriptions" />, preload: area.settings },
  {
    path: '/settings/users',
    requires: { admin: true },
    render: ({ query }) => (
      <SettingsTabs tab="users">
        <UsersAdmin
          pageNo={query.get('PageNo')} emailAddress={query.get('EmailAddress')} firstName={query.get('FirstName')}
          lastName={query.get('LastName')} role={query.get('Role')} statusCode={query.get('StatusCode')} search={query.get('Search')}
          clientId={query.get('ClientId')}
        />
      </SettingsTabs>
    ),
    preload: screenCode(() => Promise.all([area.settings(), area.users()])),
  },
  { path: '/settings/users/:userId/overview', requires: { admin: true }, render: ({ params, query }) => <UserOverview key={params.userId} userId={params.userId!} clientId={query.get('ClientId')} />, preload: area.users },
  { path: '/settings/subscriptions', render: () => <SettingsTabs tab="subscriptions"><Subscriptions /><MarketWatches /></SettingsTabs>, preload: area.settings },
  // Issue 61: Subscriptions' second tab (ADR 0058); every user sees it, and one without the pricing module learns why it is empty.
  { path: '/settings/subscriptions/prices', render: () => <SettingsTabs tab="subscriptions" section="prices"><PriceWatches /></SettingsTabs>, preload: area.settings },
  {
    path: '/settings/integrations',
    requires: { admin: true },
    render: ({ query }) => <SettingsTabs tab="integrations"><Integrations clientId={query.get('ClientId')} /></SettingsTabs>,
    preload: screenCode(() => Promise.all([area.settings(), area.integrations()])),
  },
  { path: '/settings/superadmin', requires: { superAdmin: true }, render: () => <SettingsTabs tab="superadmin"><AddonAccessMatrix /><EmbeddingClients /><FoundSuppliers /></SettingsTabs>, preload: area.settings },
  { path: '/Profile', render: () => <Profile />, preload: area.users },

  { path: '/access-denied', access: 'signedIn', render: () => <AccessDeniedPage /> },
  { path: CALLBACK_PATH, access: 'public', layout: 'bare', render: () => <AuthCallbackPage /> },
  { path: LOGOUT_PATH, access: 'public', layout: 'bare', render: () => <SignOutPage /> },
  { path: SIGNED_OUT_PATH, access: 'public', layout: 'bare', render: () => <SignedOutPage /> },
  { path: '*', access: 'signedIn', render: () => <NotFoundPage /> },
];
