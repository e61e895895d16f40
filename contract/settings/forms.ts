/**
 * The notification settings form's rules (spec 2 §5), shared by the Subscriptions form (react-hook-form +
 * zodResolver) and the server, which answers a save with the same texts.
 */
import { z } from 'zod';
import { DIGEST_CHOICES } from '../notifications/digest';

export const NOTIFICATION_SETTINGS_MESSAGES = {
  daysRequired: 'Number of days is required for advance notifications!',
  daysMin: 'Value must be at least 1',
  daysMax: 'Value must not exceed 100',
  saved: 'Notification settings saved successfully.',
} as const;

const M = NOTIFICATION_SETTINGS_MESSAGES;

/** Spec 2 §9: expiry alert days 1 to 100. */
export const TRIGGER_DAYS_MIN = 1;
export const TRIGGER_DAYS_MAX = 100;

/**
 * What is wrong with notificationTriggerInDays, or null. A missing value matters only while Email or Web is ticked
 * (otherwise the field is disabled and not sent); a value that is given must be in range.
 */
export function triggerDaysProblem(days: number | null | undefined, channelTicked: boolean): string | null {
  if (days === null || days === undefined || !Number.isFinite(days)) return channelTicked ? M.daysRequired : null;
  if (days < TRIGGER_DAYS_MIN) return M.daysMin;
  if (days > TRIGGER_DAYS_MAX) return M.daysMax;
  return null;
}

/** The number typed in the days field; '' or anything that is not a number counts as missing. */
export function triggerDaysOfText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

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
