/** Spec 2 §5: notificationTriggerInDays, checked only while Email or Web is ticked. */
export const TRIGGER_DAYS_REQUIRED = 'Number of days is required for advance notifications!';
export const TRIGGER_DAYS_MIN = 'Value must be at least 1';
export const TRIGGER_DAYS_MAX = 'Value must not exceed 100';

export function validateTriggerDays(raw: string, enabled: boolean): string | null {
  if (!enabled) return null;
  const text = raw.trim();
  if (text === '') return TRIGGER_DAYS_REQUIRED;
  const value = Number(text);
  if (!Number.isFinite(value)) return TRIGGER_DAYS_REQUIRED;
  if (value < 1) return TRIGGER_DAYS_MIN;
  if (value > 100) return TRIGGER_DAYS_MAX;
  return null;
}
