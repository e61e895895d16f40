/** The bell alone (see notificationsPage.ts): its chunk carries the realtime hub client, not the notifications page. */
export { NotificationBell } from '@insights/widgets/notifications';
