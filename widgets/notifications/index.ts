/** @insights/widgets/notifications — Notifications: the bell and the page. Only this area's code (and the shared core) comes with it. */
export { NotificationBell, type NotificationBellProps } from './NotificationBell';
export { NotificationsPage, type NotificationsPageProps } from './NotificationsPage';
