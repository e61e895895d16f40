/**
 * The three license events of spec 1 §4. A module of their own (wording.ts re-exports them) so code that needs only
 * the names, like the market-watch rules every company list loads, does not bring the wording's date formatting along.
 */
export const NOTIFICATION_EVENT_TYPES = ['New', 'Renewal', 'Expiry'] as const;
export type NotificationEventType = (typeof NOTIFICATION_EVENT_TYPES)[number];
