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
export const BELL_EVENT_TYPES = [...NOTIFICATION_EVENT_TYPES, INTEGRATION_NOTICE] as const;
export type BellEventType = (typeof BELL_EVENT_TYPES)[number];
