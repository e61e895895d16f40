import { describe, expect, it } from 'vitest';
import { clampForm } from '../../../contract/pricing/validation';
import { emptyForm } from './cascade';
import { hasPendingChanges } from './pending';

describe('hasPendingChanges', () => {
  const applied = clampForm({ ...emptyForm({ Market: 'ERCOT', Commodity: 'Electricity' }), usageFrom: '5000' });

  it('is false before the first Apply and right after one', () => {
    expect(hasPendingChanges({ form: emptyForm({ Market: 'ERCOT', Commodity: 'Electricity' }), applied: null })).toBe(false);
    expect(hasPendingChanges({ form: applied, applied })).toBe(false);
  });

  it('compares as Apply would store the form: 5000.4 over an applied 5000 is no change', () => {
    expect(hasPendingChanges({ form: { ...applied, usageFrom: '5000.4' }, applied })).toBe(false);
  });

  it('is true once another market or value is chosen but not applied', () => {
    expect(hasPendingChanges({ form: { ...applied, market: 'PJM' }, applied })).toBe(true);
    expect(hasPendingChanges({ form: { ...applied, usageFrom: '6000' }, applied })).toBe(true);
    expect(hasPendingChanges({ form: { ...applied, contractStartFrom: '2027-01' }, applied })).toBe(true);
  });
});
