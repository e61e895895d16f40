import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { NotificationBell } from './NotificationBell';

export const NOTIFICATION_BELL_TAG = 'insights-notification-bell';

defineWidget(NOTIFICATION_BELL_TAG, NotificationBell, {
  description: "The notification bell: unread count, the latest notifications in a popover, live through the realtime hub.",
  hostEvents: ['insights-ready', 'insights-error', 'insights-auth-required', 'insights-navigate', 'insights-notification-read'],
  parts: partDocs('button', 'popover'),
});
