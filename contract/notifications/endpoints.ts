/**
 * Paths of the notifications API area (spec 2 §7) and the realtime hub (spec 1 §4, §7). Plain strings: widgets
 * import these at run time.
 * - getAll  POST { PageNumber, PageSize, SearchTerm, orderBy, ascendingOrder, from?, to? } → { data: { records, total } }
 * - mark    POST { id, isRead, isAll } → { data: 1 }
 * - remove  POST { id, isAll } → { data: 1 }
 * - ingest  POST { csv } (not in the specs: the ingest command over HTTP, super admins only)
 * - sendDigests POST { now } (not in the specs: `npm run digest -- --server`, super admins only) → { sent }
 */
export const NOTIFICATIONS_ENDPOINTS = {
  getAll: '/api/Notification/GetAll',
  mark: '/api/Notification/Mark',
  remove: '/api/Notification/Remove',
  ingest: '/api/Notification/Ingest',
  sendDigests: '/api/Notification/SendDigests',
} as const;

/**
 * The hub speaks the SignalR JSON protocol at `path` (negotiate at `${path}/negotiate`). Payloads are in ./schemas:
 * NotificationReceive carries one `notification`, GetUnreadNotifications answers `unreadNotificationsReply`,
 * SyncNotifications carries nothing (the client then asks for the unread list).
 */
export const NOTIFICATION_HUB = {
  path: '/notifications-alerts',
  negotiate: '/notifications-alerts/negotiate',
  /** Server → client. */
  notificationReceive: 'NotificationReceive',
  syncNotifications: 'SyncNotifications',
  /** Client → server. */
  getUnreadNotifications: 'GetUnreadNotifications',
} as const;
