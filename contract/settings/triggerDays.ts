/**
 * The notification settings form's texts and its days rule (spec 2 §5, §9), without zod: the Subscriptions form shows
 * them with the screen, while its schema (./forms) downloads on the form's first validation.
 */
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
