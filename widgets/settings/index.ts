/** @insights/widgets/settings — Settings: tabs, subscriptions, add-on access, embedding, suppliers found in offers. Only this area's code (and the shared core) comes with it. */
export { Subscriptions, type SubscriptionsProps } from './Subscriptions';
export { SettingsTabs, type SettingsTabsProps, type SettingsTab } from './SettingsTabs';
export { AddonAccessMatrix, type AddonAccessMatrixProps } from './AddonAccessMatrix';
export { MarketWatches, type MarketWatchesProps } from './MarketWatches';
export { PriceWatches, type PriceWatchesProps } from './PriceWatches';
export { EmbeddingClients, type EmbeddingClientsProps } from './EmbeddingClients';
export { FoundSuppliers, type FoundSuppliersProps } from './FoundSuppliers';
