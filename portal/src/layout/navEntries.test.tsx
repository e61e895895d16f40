import { describe, expect, it } from 'vitest';
import { createSession } from '@insights/widgets';
import type { PortalRoute } from '../routes/types';
import { sidebarItems } from './navEntries';

const table: PortalRoute[] = [
  { path: '/', render: () => null, nav: { label: 'Home', icon: 'home' } },
  { path: '/companies/:companyId', render: () => null },
  { path: '/pricing', requires: { module: 'pricing' }, render: () => null, nav: { label: 'Pricing', icon: 'pricing', feature: 'pricingMenu' } },
  { path: '/ranking', requires: { module: 'ranking' }, render: () => null, nav: { label: 'Ranking', icon: 'ranking', feature: 'pricingMenu' } },
  { path: '/public/first-to-worst', access: 'public', render: () => null, nav: { label: 'First to Worst', icon: 'ranking' } },
];

const withPricing = createSession({ sub: 'u', allowedAccess: ['access:INS'], insightsModules: ['pricing'] });
const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('sidebar entries', () => {
  it('lists only routes with a nav entry, in table order', () => {
    expect(labels(sidebarItems(table, withPricing, { pricingMenu: false }))).toEqual(['Home', 'First to Worst']);
  });

  it('shows Pricing and Ranking only when pricingMenu is on and the user has the module', () => {
    expect(labels(sidebarItems(table, withPricing, { pricingMenu: true }))).toEqual(['Home', 'Pricing', 'First to Worst']);
    const superAdmin = createSession({ sub: 's', allowedAccess: ['access:INS'], roles: ['SuperAdmin'] });
    expect(labels(sidebarItems(table, superAdmin, { pricingMenu: true }))).toEqual(['Home', 'Pricing', 'Ranking', 'First to Worst']);
  });

  it('a visitor who is not signed in sees public entries only', () => {
    expect(labels(sidebarItems(table, null, { pricingMenu: true }))).toEqual(['First to Worst']);
  });
});
