import { describe, expect, it } from 'vitest';
import { auditActionText, auditLine, auditWhen } from './auditText';

describe('audit wording', () => {
  it('names the known actions and keeps unknown ones', () => {
    expect(auditActionText('UserBlocked')).toBe('Blocked user');
    expect(auditActionText('AddOnsChanged')).toBe('Changed add-on access');
    expect(auditActionText('SomethingNew')).toBe('SomethingNew');
    expect(auditActionText(null)).toBe('');
  });

  it('says what, how and by whom', () => {
    expect(auditLine({ action: 'UserUpdated', detail: 'role Member → Admin', actorName: 'Alex Admin', actorEmail: 'admin@northwind.test' })).toBe(
      'Updated user (role Member → Admin) by Alex Admin',
    );
    expect(auditLine({ action: 'PasswordResetSent', detail: null, actorName: ' ', actorEmail: 'admin@northwind.test' })).toBe(
      'Sent password reset link by admin@northwind.test',
    );
  });

  it('shows the instant in local time and nothing for a bad value', () => {
    const local = new Date(2026, 10, 23, 8, 5);
    expect(auditWhen(local.toISOString())).toBe('11/23/2026 08:05 AM');
    expect(auditWhen('not a date')).toBe('');
    expect(auditWhen(undefined)).toBe('');
  });
});
