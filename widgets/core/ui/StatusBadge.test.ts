import { describe, expect, it } from 'vitest';
import { statusVariant } from './StatusBadge';

describe('statusVariant', () => {
  it('makes ended licenses stand out and in-between states a warning', () => {
    for (const status of ['Expired', 'Revoked', 'Suspended', 'Withdrawn']) expect(statusVariant(status)).toBe('danger');
    for (const status of ['Pending', 'Pending Renewal', 'Renewal Pending', 'Inactive']) expect(statusVariant(status)).toBe('warning');
    expect(statusVariant('Active')).toBe('success');
    expect(statusVariant(' active ')).toBe('success');
    expect(statusVariant('Closed')).toBe('neutral');
  });
});
