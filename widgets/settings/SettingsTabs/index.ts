export { SettingsTabs, type SettingsTabsProps } from './SettingsTabs';
export type { SettingsTab } from './tabs';
