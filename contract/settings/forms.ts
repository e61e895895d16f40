/**
 * The notification settings form's rules (spec 2 §5), shared by the Subscriptions form (react-hook-form +
 * zodResolver) and the server, which answers a save with the same texts.
 */
import { z } from 'zod';
import { DIGEST_CHOICES } from '../notifications/digest';
import { triggerDaysOfText, triggerDaysProblem } from './triggerDays';

export { NOTIFICATION_SETTINGS_MESSAGES, TRIGGER_DAYS_MAX, TRIGGER_DAYS_MIN, triggerDaysOfText, triggerDaysProblem } from './triggerDays';

/** Every field's type, by the wire name of the field. */
export const notificationSettingsFieldRules = {
  allowEmail: z.boolean(),
  allowWeb: z.boolean(),
  allowSms: z.boolean(),
  /** Range and presence are `triggerDaysProblem`'s, so the server answers with the form's texts. */
  notificationTriggerInDays: z.number().int().nullable(),
  /** Not in the spec (issue 23): the e-mail digest, off by default. */
  digest: z.enum(DIGEST_CHOICES),
} as const;

/**
 * The form: two checkboxes and the days field as typed. Its output is what a save sends: the days (whole) only
 * while Email or Web is ticked.
 */
export const notificationSettingsForm = z
  .object({
    allowEmail: notificationSettingsFieldRules.allowEmail,
    allowWeb: notificationSettingsFieldRules.allowWeb,
    notificationTriggerInDays: z.string(),
    digest: notificationSettingsFieldRules.digest.optional(),
  })
  .superRefine((values, ctx) => {
    const ticked = values.allowEmail || values.allowWeb;
    const problem = ticked ? triggerDaysProblem(triggerDaysOfText(values.notificationTriggerInDays), true) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['notificationTriggerInDays'], message: problem });
  })
  .transform(({ allowEmail, allowWeb, notificationTriggerInDays, digest }) => ({
    allowEmail,
    allowWeb,
    notificationTriggerInDays: allowEmail || allowWeb ? Math.floor(triggerDaysOfText(notificationTriggerInDays) ?? 0) : undefined,
    digest,
  }));

export type NotificationSettingsFormValues = z.input<typeof notificationSettingsForm>;
export type NotificationSettingsChoice = z.output<typeof notificationSettingsForm>;
