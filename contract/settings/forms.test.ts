import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SETTINGS_MESSAGES as M, notificationSettingsForm, triggerDaysOfText, triggerDaysProblem } from './forms';

const form = (allowEmail: boolean, allowWeb: boolean, notificationTriggerInDays: string) =>
  notificationSettingsForm.safeParse({ allowEmail, allowWeb, notificationTriggerInDays });
const problemOf = (result: ReturnType<typeof form>) => (result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message]));

describe('notificationTriggerInDays (spec 2 §5)', () => {
  it('uses the spec texts verbatim', () => {
    expect([M.daysRequired, M.daysMin, M.daysMax]).toEqual([
      'Number of days is required for advance notifications!',
      'Value must be at least 1',
      'Value must not exceed 100',
    ]);
  });

  it('the form requires 1 to 100 while Email or Web is ticked, and names the field', () => {
    for (const [text, message] of [['', M.daysRequired], ['  ', M.daysRequired], ['ten', M.daysRequired], ['0', M.daysMin], ['-3', M.daysMin], ['101', M.daysMax]]) {
      expect(problemOf(form(true, false, text)), text).toEqual([['notificationTriggerInDays', message]]);
      expect(problemOf(form(false, true, text)), text).toEqual([['notificationTriggerInDays', message]]);
    }
    expect(form(true, true, '1').data).toEqual({ allowEmail: true, allowWeb: true, notificationTriggerInDays: 1 });
    expect(form(false, true, ' 100 ').data).toEqual({ allowEmail: false, allowWeb: true, notificationTriggerInDays: 100 });
    expect(form(true, false, '14.7').data?.notificationTriggerInDays).toBe(14);
  });

  it('the form neither checks nor sends the days when both channels are off', () => {
    expect(form(false, false, '').data).toEqual({ allowEmail: false, allowWeb: false, notificationTriggerInDays: undefined });
    expect(form(false, false, '500').success).toBe(true);
  });

  it('the server rule: missing days only matter with a channel ticked; a value sent must be in range', () => {
    expect(triggerDaysProblem(null, true)).toBe(M.daysRequired);
    expect(triggerDaysProblem(undefined, false)).toBeNull();
    expect(triggerDaysProblem(0, false)).toBe(M.daysMin);
    expect(triggerDaysProblem(101, true)).toBe(M.daysMax);
    expect(triggerDaysProblem(30, true)).toBeNull();
    expect(triggerDaysOfText(' 7 ')).toBe(7);
    expect(triggerDaysOfText('x')).toBeNull();
  });
});
