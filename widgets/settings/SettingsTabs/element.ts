import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { SettingsTabs } from './SettingsTabs';

export const SETTINGS_TAG = 'insights-settings';

/** The tab's widget goes inside the element: <insights-settings tab="users"><insights-users-admin></insights-users-admin></insights-settings>. */
defineWidget(SETTINGS_TAG, SettingsTabs, {
  description: "Settings: the title and the tabs the user may see; the chosen tab's element goes inside it as a child.",
  attributeDocs: {
    tab: "`subscriptions` (default), `users`, `integrations` or `superadmin`.",
    section: 'Within `subscriptions`: `subscriptions` (default) or `prices` (Price Watches).',
  },
  props: { tab: 'string', section: 'string' },
  hostEvents: ['insights-ready', 'insights-navigate'],
  parts: partDocs('frame', 'header'),
});
