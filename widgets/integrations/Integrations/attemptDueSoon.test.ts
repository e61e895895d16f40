import { describe, expect, it } from 'vitest';
import { attemptDueSoon } from './useIntegrations';
import { deliveryFixtures } from '../../../stories/fixtures/integrations';

const NOW = Date.parse('2026-11-26T15:35:00.000Z');
const reply = (deliveries: typeof deliveryFixtures) => ({ deliveries, totalRecords: deliveries.length });

describe('the delivery log follows an attempt that is due soon', () => {
  it('asks again for a queued delivery and for a retry within the minute', () => {
    const queued = { ...deliveryFixtures[1], status: 'pending' as const, attempts: [], nextAttemptOn: null };
    expect(attemptDueSoon(reply([queued]), NOW)).toBe(true);
    // deliveryFixtures[0] retries at 15:35:07.
    expect(attemptDueSoon(reply([deliveryFixtures[0]]), NOW)).toBe(true);
  });

  it('does not poll for a retry hours away, nor for finished deliveries', () => {
    expect(attemptDueSoon(reply([deliveryFixtures[0]]), NOW - 60 * 60_000)).toBe(false);
    expect(attemptDueSoon(reply([deliveryFixtures[1], deliveryFixtures[2]]), NOW)).toBe(false);
    expect(attemptDueSoon(undefined, NOW)).toBe(false);
  });
});
