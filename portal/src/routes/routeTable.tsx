import { LicenseSummary } from '@insights/widgets';
import { LicensedCompanies, LicensesRawData, OffersRawData } from '@insights/widgets';
import { AuthCallbackPage } from '../auth/AuthCallbackPage';
import { CALLBACK_PATH, LOGOUT_PATH, SIGNED_OUT_PATH } from '../auth/userManager';
import { AccessDeniedPage, NotFoundPage, SignedOutPage, SignOutPage } from '../pages/accessPages';
import { CompanyDetail, CompanyList } from '@insights/widgets';
import { Navigate } from 'react-router';
import { NotificationsPage, Subscriptions } from '@insights/widgets';
import { AddonAccessMatrix, Profile, SettingsTabs, UserOverview, UsersAdmin } from '@insights/widgets';
import { PricingScreen, RankingScreen } from '@insights/widgets';
import { Dashboard, FirstToWorst } from '@insights/widgets';
import type { PortalRoute } from './types';

/**
 * Every URL of the portal. Sidebar order is table order. To add a screen, add one line, e.g.
 *   { path: '/companies', render: ({ query }) => <CompanyList pageNo={query.get('PageNo')} />, nav: { label: 'Companies', icon: 'companies' } },
 *   { path: '/companies/:companyId', render: ({ params }) => <CompanyDetail companyId={params.companyId!} /> },
 *   { path: '/pricing', requires: { module: 'pricing' }, render: () => <Pricing />, nav: { label: 'Pricing', icon: 'pricing', feature: 'pricingMenu' } },
 *   { path: '/settings/users/:userId/overview', requires: { admin: true }, render: ({ params }) => <UserOverview userId={params.userId!} /> },
 * Icons available: home, companies, licenses, rawData, offers, notifications, pricing, ranking, settings.
 */
export const routes: PortalRoute[] = [
  { path: '/', render: () => <LicenseSummary />, nav: { label: 'Home', icon: 'home' } },
  { path: '/dashboard', render: () => <Dashboard />, nav: { label: 'Dashboard', icon: 'ranking' } },
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
  },
  { path: '/companies/companiesDataNew', render: ({ query }) => <Navigate replace to={`/companies${query.size ? `?${query}` : ''}`} /> },
  { path: '/companies/companiesDetailsData/:companyId/:companyName', render: ({ params }) => <Navigate replace to={`/companies/${params.companyId}`} /> },
  { path: '/companies/companiesDetailsDataNew/:companyId', render: ({ params }) => <Navigate replace to={`/companies/${params.companyId}`} /> },
  { path: '/companies/:companyId', render: ({ params }) => <CompanyDetail key={params.companyId} companyId={params.companyId!} /> },
  { path: '/licenses/browse', render: () => <LicensedCompanies />, nav: { label: 'Licensed Companies', icon: 'licenses' } },
  { path: '/licenses/rawData', render: () => <LicensesRawData />, nav: { label: 'Licenses Raw Data', icon: 'rawData' } },
  { path: '/offers/rawData', render: () => <OffersRawData />, nav: { label: 'Offers Raw Data', icon: 'offers' } },
  { path: '/notifications', render: ({ query }) => <NotificationsPage readAll={query.has('ReadAll')} />, nav: { label: 'Notifications', icon: 'notifications' } },
  { path: '/pricing', requires: { module: 'pricing' }, render: () => <PricingScreen />, nav: { label: 'Pricing', icon: 'pricing', feature: 'pricingMenu' } },
  { path: '/ranking', requires: { module: 'ranking' }, render: () => <RankingScreen />, nav: { label: 'Ranking', icon: 'ranking', feature: 'pricingMenu' } },
  // The sidebar entry points at /settings so it stays highlighted on every tab; /settings opens Subscriptions.
  { path: '/settings', render: () => <Navigate replace to="/settings/subscriptions" />, nav: { label: 'Settings', icon: 'settings' } },
  { path: '/settings/general', render: () => <SettingsTabs tab="general" /> },
  {
    path: '/settings/users',
    requires: { admin: true },
    render: ({ query }) => (
      <SettingsTabs tab="users">
        <UsersAdmin
          pageNo={query.get('PageNo')} emailAddress={query.get('EmailAddress')} firstName={query.get('FirstName')}
          lastName={query.get('LastName')} role={query.get('Role')} statusCode={query.get('StatusCode')} search={query.get('Search')}
        />
      </SettingsTabs>
    ),
  },
  { path: '/settings/users/:userId/overview', requires: { admin: true }, render: ({ params }) => <UserOverview key={params.userId} userId={params.userId!} /> },
  { path: '/settings/subscriptions', render: () => <SettingsTabs tab="subscriptions"><Subscriptions /></SettingsTabs> },
  { path: '/settings/superadmin', requires: { superAdmin: true }, render: () => <SettingsTabs tab="superadmin"><AddonAccessMatrix /></SettingsTabs> },
  { path: '/Profile', render: () => <Profile /> },

  { path: '/public/first-to-worst', access: 'public', render: ({ query }) => <FirstToWorst effectiveFrom={query.get('effectiveFrom')} /> },
  { path: '/access-denied', access: 'signedIn', render: () => <AccessDeniedPage /> },
  { path: CALLBACK_PATH, access: 'public', layout: 'bare', render: () => <AuthCallbackPage /> },
  { path: LOGOUT_PATH, access: 'public', layout: 'bare', render: () => <SignOutPage /> },
  { path: SIGNED_OUT_PATH, access: 'public', layout: 'bare', render: () => <SignedOutPage /> },
  { path: '*', access: 'signedIn', render: () => <NotFoundPage /> },
];
