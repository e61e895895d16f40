import type { NotificationEventType } from '../../../contract/notifications/wording.js';

/** One event for one following user, before de-duplication. */
export interface Delivery {
  userId: number;
  licenseId: number;
  eventType: NotificationEventType;
  /** New → license id, Renewal → new expiry date, Expiry → the expiry date announced. */
  eventKey: string;
  allowWeb: boolean;
  allowEmail: boolean;
  /** The user's e-mail digest is on: the event is also kept for it. */
  digest?: boolean;
}
