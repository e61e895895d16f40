import { defineWidget } from '../../core/element/defineWidget';
import { NotificationsPage } from './NotificationsPage';

export const NOTIFICATIONS_TAG = 'insights-notifications';

defineWidget(NOTIFICATIONS_TAG, NotificationsPage, { props: { readAll: 'boolean' } });
