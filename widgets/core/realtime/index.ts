export { NotificationHub, getNotificationHub, setHubClientFactory, type HubStatus, type NotificationHubState, type UnreadReply } from './notificationHub';
export { signalrClientFactory, type HubClient, type HubClientFactory } from './hubClient';
export { useNotificationHub } from './useNotificationHub';
