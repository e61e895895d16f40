import { describe, expect, it } from 'vitest';
import { TRIGGER_DAYS_MAX, TRIGGER_DAYS_MIN, TRIGGER_DAYS_REQUIRED, validateTriggerDays } from './triggerDays';

describe('notificationTriggerInDays', () => {
  it('is required, at least 1 and at most 100 while a channel is ticked', () => {
    expect(validateTriggerDays('', true)).toBe(TRIGGER_DAYS_REQUIRED);
    expect(validateTriggerDays('  ', true)).toBe(TRIGGER_DAYS_REQUIRED);
    expect(validateTriggerDays('0', true)).toBe(TRIGGER_DAYS_MIN);
    expect(validateTriggerDays('-3', true)).toBe(TRIGGER_DAYS_MIN);
    expect(validateTriggerDays('101', true)).toBe(TRIGGER_DAYS_MAX);
    expect(validateTriggerDays('1', true)).toBeNull();
    expect(validateTriggerDays('100', true)).toBeNull();
  });
  it('is not checked when Email and Web are both off', () => {
    expect(validateTriggerDays('', false)).toBeNull();
    expect(validateTriggerDays('500', false)).toBeNull();
  });
  it('uses the spec texts verbatim', () => {
    expect([TRIGGER_DAYS_REQUIRED, TRIGGER_DAYS_MIN, TRIGGER_DAYS_MAX]).toEqual([
      'Number of days is required for advance notifications!',
      'Value must be at least 1',
      'Value must not exceed 100',
    ]);
  });
});
