import { defineWidget } from '../../core/element/defineWidget';
import { SettingsTabs } from './SettingsTabs';

export const SETTINGS_TAG = 'insights-settings';

/** The tab's widget goes inside the element: <insights-settings tab="users"><insights-users-admin></insights-users-admin></insights-settings>. */
defineWidget(SETTINGS_TAG, SettingsTabs, { props: { tab: 'string' } });
