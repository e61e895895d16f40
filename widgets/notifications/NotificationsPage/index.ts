export { NotificationsPage, NOTIFICATIONS_TITLE, NOTIFICATIONS_EMPTY_TEXT, type NotificationsPageProps } from './NotificationsPage';
