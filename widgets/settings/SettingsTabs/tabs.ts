import type { Session } from '../../../contract/claims';
import type { RouteMap } from '../../core/config/routes';

export type SettingsTab = 'users' | 'subscriptions' | 'integrations' | 'superadmin';

export interface SettingsTabEntry {
  key: SettingsTab;
  label: string;
  href: string;
}

/**
 * Spec 2 §2, §6: Subscriptions for everyone, Users for admins, SuperAdmin Settings for super admins; Integrations
 * (issue 37: webhooks and API keys of the client) for admins and super admins.
 * A tab shows only when it holds something (issue 38), so the spec's General tab, which only read 'Coming Soon!',
 * is gone; and Subscriptions, the tab /settings opens (spec 2 §2), comes first, so Settings opens on its first tab.
 */
export function visibleTabs(session: Pick<Session, 'isAdmin' | 'isSuperAdmin'> | null | undefined, routes: RouteMap): SettingsTabEntry[] {
  const tabs: (SettingsTabEntry | false)[] = [
    { key: 'subscriptions', label: 'Subscriptions', href: routes.settingsSubscriptions },
    Boolean(session?.isAdmin) && { key: 'users', label: 'Users', href: routes.users },
    Boolean(session?.isAdmin || session?.isSuperAdmin) && { key: 'integrations', label: 'Integrations', href: routes.settingsIntegrations },
    Boolean(session?.isSuperAdmin) && { key: 'superadmin', label: 'SuperAdmin Settings', href: routes.settingsSuperAdmin },
  ];
  return tabs.filter((tab): tab is SettingsTabEntry => tab !== false);
}

/** The Subscriptions tab's own tabs (issue 61): follows, digest and market watches; price watches. */
export type SubscriptionsSection = 'subscriptions' | 'prices';

export interface SubscriptionsSectionEntry {
  key: SubscriptionsSection;
  label: string;
  href: string;
}

/**
 * Every user sees both: a user without the pricing module learns on Price Watches why they have none (the server
 * refuses them price watches with 403).
 */
export function subscriptionsSections(routes: RouteMap): SubscriptionsSectionEntry[] {
  return [
    { key: 'subscriptions', label: 'Subscriptions', href: routes.settingsSubscriptions },
    { key: 'prices', label: 'Price Watches', href: routes.settingsPriceWatches },
  ];
}

/** An unknown section opens the first. */
export const resolveSection = (section: string | null | undefined): SubscriptionsSection =>
  String(section ?? '').trim().toLowerCase() === 'prices' ? 'prices' : 'subscriptions';

const TABS: readonly SettingsTab[] = ['users', 'subscriptions', 'integrations', 'superadmin'];

/** /settings opens Subscriptions (spec 2 §2); an unknown tab name does too, and so does 'general' (an old link). */
export function resolveTab(tab: string | null | undefined): SettingsTab {
  const key = String(tab ?? '').trim().toLowerCase();
  return TABS.find((t) => t === key) ?? 'subscriptions';
}
