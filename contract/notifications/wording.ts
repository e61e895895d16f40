import { formatDateSafe } from '../format/date';
import type { BellEventType } from './eventTypes';

/** Notification wording of spec 1 §4, shared by the server (stored message, e-mails) and the widgets (links). */
export {
  NOTIFICATION_EVENT_TYPES, BELL_EVENT_TYPES, INTEGRATION_NOTICE, PRICE_NOTICE, NOTIFICATION_CATEGORIES, notificationCategory,
  type NotificationEventType, type BellEventType, type NotificationCategory,
} from './eventTypes';

/** What the wording reads of a notification (or of a license event before it is one). */
export interface NotificationWordingFields {
  eventType: BellEventType;
  /**
   * The server's sentence of an 'Integration' or 'Price' notice: `notice` where the server builds it, `message` as it arrives
   * (license events build theirs from the fields below).
   */
  notice?: string | null;
  message?: string;
  licenseNumber: string | null;
  legalName: string | null;
  licenseRegisteredDate: string | null;
  licenseExpiryDate: string | null;
  createdOn: string;
  /**
   * False for a recipient without premium data (spec 1 §1, §8): the license number and the license's date in the
   * sentence read PREMIUM_MASK. The server builds every channel's sentence with it; absent means premium.
   */
  isPremium?: boolean;
}

/** Spec 1 §4: without a name the company reads like this. */
export const UNKNOWN_COMPANY_TEXT = 'a company you are following';

/** What stands for a premium value in a sentence sent to a recipient without premium data (text, e-mail, chat). */
export const PREMIUM_MASK = '••••••';

/** The date an event speaks of: registration for New, the recording day for Renewal, the expiry for Expiry. */
export function notificationDate(n: Pick<NotificationWordingFields, 'eventType' | 'licenseRegisteredDate' | 'licenseExpiryDate' | 'createdOn'>): string {
  const value =
    n.eventType === 'New' ? n.licenseRegisteredDate ?? n.createdOn : n.eventType === 'Expiry' ? n.licenseExpiryDate ?? n.createdOn : n.createdOn;
  return formatDateSafe(value, { fourDigitYear: true });
}

/**
 * One piece of the sentence: plain text, the company (a view links it), or a premium value (a view blurs it; the
 * text is PREMIUM_MASK for a recipient without premium data).
 */
export type NotificationSegment =
  | { kind: 'text'; text: string }
  | { kind: 'company'; text: string }
  | { kind: 'premium'; text: string; masked: boolean };

/**
 * Spec 1 §4 wording as segments. Premium: the license number and the license's own date (registration for New,
 * expiry for Expiry). A Renewal's date is the day Insights recorded it, the notification's own date, not a license
 * value: it stays.
 */
export function notificationSegments(n: NotificationWordingFields): NotificationSegment[] {
  const masked = n.isPremium === false;
  const premium = (value: string): NotificationSegment => ({ kind: 'premium', text: masked ? PREMIUM_MASK : value, masked });
  const text = (value: string): NotificationSegment => ({ kind: 'text', text: value });
  const no = premium(n.licenseNumber ?? '');
  const company: NotificationSegment = { kind: 'company', text: n.legalName?.trim() || UNKNOWN_COMPANY_TEXT };
  const date = notificationDate(n);
  switch (n.eventType) {
    case 'Integration':
    case 'Price':
      return [text(n.notice ?? n.message ?? '')];
    case 'New':
      return [text('New License '), no, text(' has been registered for '), company, text(' on '), premium(date)];
    case 'Renewal':
      return [text('License '), no, text(' for '), company, text(` has been renewed on ${date}`)];
    default:
      return [text('License '), no, text(' for '), company, text(' is expiring on '), premium(date)];
  }
}

/**
 * Spec 1 §4 wording split around the company name, so a view can make the name a link:
 * `${before}${company}${after}`.
 */
export function notificationParts(n: NotificationWordingFields) {
  const segments = notificationSegments(n);
  const at = segments.findIndex((s) => s.kind === 'company');
  const join = (list: NotificationSegment[]) => list.map((s) => s.text).join('');
  // A notice of no company: all of it before an empty name.
  if (at < 0) return { before: join(segments), company: '', after: '' };
  return { before: join(segments.slice(0, at)), company: segments[at].text, after: join(segments.slice(at + 1)) };
}

export function notificationText(n: NotificationWordingFields): string {
  return notificationSegments(n).map((s) => s.text).join('');
}
