/**
 * Paths of the settings API area (spec 2 §7): a user's notification settings and the companies they follow.
 * Plain strings: widgets import these at run time. `:clientId` is a path parameter; fill it with `clientPath`.
 * - notificationSettings  GET  ?secureId → { id, allowEmail, allowWeb, allowSms, notificationTriggerInDays }
 *                         POST { Id, SecureId, allowEmail, allowSms, allowWeb, notificationTriggerInDays } → { data }
 * - subscribedCompanies   GET  ?secureId → [{ companyId, legalName }]
 */
export const SETTINGS_ENDPOINTS = {
  notificationSettings: '/api/client/:clientId/user/notification-settings',
  subscribedCompanies: '/api/client/:clientId/user/subscribed-companies',
} as const;

export { clientPath } from '../users/endpoints';
