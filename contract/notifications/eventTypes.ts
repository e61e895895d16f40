/**
 * The three license events of spec 1 §4. A module of their own (wording.ts re-exports them) so code that needs only
 * the names, like the market-watch rules every company list loads, does not bring the wording's date formatting along.
 */
export const NOTIFICATION_EVENT_TYPES = ['New', 'Renewal', 'Expiry'] as const;
export type NotificationEventType = (typeof NOTIFICATION_EVENT_TYPES)[number];

/**
 * A bell notification of no license (issue 37): an integration's notice to a client's admins, e.g. a webhook endpoint
 * switched off after failing. Its sentence is the server's (`notice`); it has no license, company or premium value.
 */
export const INTEGRATION_NOTICE = 'Integration';
/**
 * A bell notification of price watches (issue 61): one per watch (or the client's own supplier) per offers import,
 * its sentences the server's (`message`), its market in `offerMarket`. No license; companyId is the supplier's when
 * the notification speaks of one supplier.
 */
export const PRICE_NOTICE = 'Price';
export const BELL_EVENT_TYPES = [...NOTIFICATION_EVENT_TYPES, INTEGRATION_NOTICE, PRICE_NOTICE] as const;
/** The Notifications page's filter: license events, price notifications, or integration notices. */
export const NOTIFICATION_CATEGORIES = ['Licenses', 'Prices', 'Integrations'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
export function notificationCategory(eventType: BellEventType): NotificationCategory {
  return eventType === PRICE_NOTICE ? 'Prices' : eventType === INTEGRATION_NOTICE ? 'Integrations' : 'Licenses';
}
export type BellEventType = (typeof BELL_EVENT_TYPES)[number];
