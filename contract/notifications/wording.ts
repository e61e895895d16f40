import { formatDateSafe } from '../format/date';
import type { NotificationEventType } from './eventTypes';

/** Notification wording of spec 1 §4, shared by the server (stored message, e-mails) and the widgets (links). */
export { NOTIFICATION_EVENT_TYPES, type NotificationEventType } from './eventTypes';

/** What the wording reads of a notification (or of a license event before it is one). */
export interface NotificationWordingFields {
  eventType: NotificationEventType;
  licenseNumber: string | null;
  legalName: string | null;
  licenseRegisteredDate: string | null;
  licenseExpiryDate: string | null;
  createdOn: string;
}

/** Spec 1 §4: without a name the company reads like this. */
export const UNKNOWN_COMPANY_TEXT = 'a company you are following';

/** The date an event speaks of: registration for New, the recording day for Renewal, the expiry for Expiry. */
export function notificationDate(n: Pick<NotificationWordingFields, 'eventType' | 'licenseRegisteredDate' | 'licenseExpiryDate' | 'createdOn'>): string {
  const value =
    n.eventType === 'New' ? n.licenseRegisteredDate ?? n.createdOn : n.eventType === 'Expiry' ? n.licenseExpiryDate ?? n.createdOn : n.createdOn;
  return formatDateSafe(value, { fourDigitYear: true });
}

/**
 * Spec 1 §4 wording split around the company name, so a view can make the name a link:
 * `${before}${company}${after}`.
 */
export function notificationParts(n: NotificationWordingFields) {
  const no = n.licenseNumber ?? '';
  const date = notificationDate(n);
  const company = n.legalName?.trim() || UNKNOWN_COMPANY_TEXT;
  switch (n.eventType) {
    case 'New':
      return { before: `New License ${no} has been registered for `, company, after: ` on ${date}` };
    case 'Renewal':
      return { before: `License ${no} for `, company, after: ` has been renewed on ${date}` };
    default:
      return { before: `License ${no} for `, company, after: ` is expiring on ${date}` };
  }
}

export function notificationText(n: NotificationWordingFields): string {
  const { before, company, after } = notificationParts(n);
  return `${before}${company}${after}`;
}
