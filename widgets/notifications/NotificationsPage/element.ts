import { defineWidget } from '../../core/element/defineWidget';
import { partDocs, TABLE_PARTS } from '../../core/element/parts';
import { NotificationsPage } from './NotificationsPage';

export const NOTIFICATIONS_TAG = 'insights-notifications';

defineWidget(NOTIFICATIONS_TAG, NotificationsPage, {
  description: "The notifications page: search, the Date/Description table with paging, and the message popup.",
  attributeDocs: {
    readAll: "Only clear the `ReadAll` query of the page URL (the bell's \"view all\" link sets it).",
  },
  props: { readAll: 'boolean' },
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-navigate', 'insights-notification-read', 'insights-filters-change'],
  parts: partDocs('frame', 'header', 'filters', ...TABLE_PARTS, 'pagination'),
});
