import type { Session } from '../../../contract/claims';
import type { RouteMap } from '../../core/config/routes';

export type SettingsTab = 'general' | 'users' | 'subscriptions' | 'superadmin';

export interface SettingsTabEntry {
  key: SettingsTab;
  label: string;
  href: string;
}

/** Spec 2 §2, §6: General and Subscriptions for everyone, Users for admins, SuperAdmin Settings for super admins. */
export function visibleTabs(session: Pick<Session, 'isAdmin' | 'isSuperAdmin'> | null | undefined, routes: RouteMap): SettingsTabEntry[] {
  const tabs: (SettingsTabEntry | false)[] = [
    { key: 'general', label: 'General', href: routes.settingsGeneral },
    Boolean(session?.isAdmin) && { key: 'users', label: 'Users', href: routes.users },
    { key: 'subscriptions', label: 'Subscriptions', href: routes.settingsSubscriptions },
    Boolean(session?.isSuperAdmin) && { key: 'superadmin', label: 'SuperAdmin Settings', href: routes.settingsSuperAdmin },
  ];
  return tabs.filter((tab): tab is SettingsTabEntry => tab !== false);
}

const TABS: readonly SettingsTab[] = ['general', 'users', 'subscriptions', 'superadmin'];

/** /settings opens Subscriptions (spec 2 §2); an unknown tab name does too. */
export function resolveTab(tab: string | null | undefined): SettingsTab {
  const key = String(tab ?? '').trim().toLowerCase();
  return TABS.find((t) => t === key) ?? 'subscriptions';
}
