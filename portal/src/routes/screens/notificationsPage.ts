/**
 * A split point of its own: the bell (top bar) and the page come from the same entry, `@insights/widgets/notifications`;
 * a dynamic import of the entry itself would bundle both together. Importing each through a module of its own lets the
 * bundler give each only its own code: the page's table and dialogs are not downloaded with the bell.
 */
export { NotificationsPage } from '@insights/widgets/notifications';
