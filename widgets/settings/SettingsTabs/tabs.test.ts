import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTES } from '../../core/config/routes';
import { resolveTab, visibleTabs } from './tabs';

const labels = (session: { isAdmin: boolean; isSuperAdmin: boolean } | null) => visibleTabs(session, DEFAULT_ROUTES).map((t) => t.label);

describe('settings tabs', () => {
  it('shows each role its tabs, in order', () => {
    expect(labels({ isAdmin: false, isSuperAdmin: false })).toEqual(['Subscriptions']);
    expect(labels({ isAdmin: true, isSuperAdmin: false })).toEqual(['Subscriptions', 'Users', 'Integrations']);
    expect(labels({ isAdmin: true, isSuperAdmin: true })).toEqual(['Subscriptions', 'Users', 'Integrations', 'SuperAdmin Settings']);
    // A super admin whose claims say nothing of Admin still administers a client's integrations.
    expect(labels({ isAdmin: false, isSuperAdmin: true })).toEqual(['Subscriptions', 'Integrations', 'SuperAdmin Settings']);
    expect(labels(null)).toEqual(['Subscriptions']);
  });

  it('links each tab to its own URL', () => {
    expect(visibleTabs({ isAdmin: true, isSuperAdmin: true }, DEFAULT_ROUTES).map((t) => t.href)).toEqual([
      '/settings/subscriptions', '/settings/users', '/settings/integrations', '/settings/superadmin',
    ]);
  });

  it('opens Subscriptions, the first tab, unless a known tab is named', () => {
    expect(resolveTab(undefined)).toBe('subscriptions');
    expect(visibleTabs({ isAdmin: true, isSuperAdmin: true }, DEFAULT_ROUTES)[0].key).toBe(resolveTab(undefined));
    expect(resolveTab('general')).toBe('subscriptions');
    expect(resolveTab('nonsense')).toBe('subscriptions');
    expect(resolveTab('SuperAdmin')).toBe('superadmin');
    expect(resolveTab(' users ')).toBe('users');
    expect(resolveTab('integrations')).toBe('integrations');
  });
});

describe('subscriptions sections (issue 61)', () => {
  it('offers Subscriptions and Price Watches, each its own URL; an unknown section opens the first', async () => {
    const { subscriptionsSections, resolveSection } = await import('./tabs');
    expect(subscriptionsSections(DEFAULT_ROUTES)).toEqual([
      { key: 'subscriptions', label: 'Subscriptions', href: '/settings/subscriptions' },
      { key: 'prices', label: 'Price Watches', href: '/settings/subscriptions/prices' },
    ]);
    expect(resolveSection('prices')).toBe('prices');
    expect(resolveSection(' Prices ')).toBe('prices');
    expect(resolveSection(undefined)).toBe('subscriptions');
    expect(resolveSection('other')).toBe('subscriptions');
  });
});
