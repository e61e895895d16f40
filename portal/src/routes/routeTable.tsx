import { LicenseSummary } from '@insights/widgets';
import { AuthCallbackPage } from '../auth/AuthCallbackPage';
import { CALLBACK_PATH, LOGOUT_PATH, SIGNED_OUT_PATH } from '../auth/userManager';
import { AccessDeniedPage, NotFoundPage, SignedOutPage, SignOutPage } from '../pages/accessPages';
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

  { path: '/access-denied', access: 'signedIn', render: () => <AccessDeniedPage /> },
  { path: CALLBACK_PATH, access: 'public', layout: 'bare', render: () => <AuthCallbackPage /> },
  { path: LOGOUT_PATH, access: 'public', layout: 'bare', render: () => <SignOutPage /> },
  { path: SIGNED_OUT_PATH, access: 'public', layout: 'bare', render: () => <SignedOutPage /> },
  { path: '*', access: 'signedIn', render: () => <NotFoundPage /> },
];
