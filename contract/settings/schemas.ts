/**
 * Requests and replies of a user's notification settings and subscribed companies (spec 2 §3, §7). The save body is
 * composed of the form's field rules (./forms); its presence and range rule is `triggerDaysProblem`.
 */
import { z } from 'zod';
import { messageReply, type Wire } from '../http';
import { notificationSettingsFieldRules as R } from './forms';

/** `/api/client/{clientId}/user/...?secureId=`: whose settings (the server checks both ids and answers 400/403/404). */
export const userParams = z.object({ clientId: z.string() });
export const userQuery = z.object({ secureId: z.string() });

export const notificationSettings = z.object({
  id: z.number().int(),
  allowEmail: R.allowEmail,
  allowWeb: R.allowWeb,
  /** Sent and kept, but no control shows it (spec 2 §3). */
  allowSms: R.allowSms,
  notificationTriggerInDays: z.number().int(),
  digest: R.digest,
});
export type NotificationSettings = Wire<typeof notificationSettings>;

export const saveNotificationSettingsBody = z.object({
  Id: z.number().int().optional(),
  SecureId: z.string(),
  allowEmail: R.allowEmail,
  allowSms: R.allowSms.optional(),
  allowWeb: R.allowWeb,
  /** Left out (or null) when both channels are off: the stored value stays. */
  notificationTriggerInDays: R.notificationTriggerInDays.optional(),
  /** Left out: the stored choice stays (clients of the spec's call know nothing of it). */
  digest: R.digest.optional(),
});
export type SaveNotificationSettingsBody = Wire<typeof saveNotificationSettingsBody>;
/** `data` is the message to show. */
export const saveNotificationSettingsReply = messageReply;

export const subscribedCompany = z.object({ companyId: z.string(), legalName: z.string() });
export type SubscribedCompany = Wire<typeof subscribedCompany>;
export const subscribedCompaniesReply = z.array(subscribedCompany);
