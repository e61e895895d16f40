import { describe, expect, it } from 'vitest';
import { cardBehindLog, lastDeliveryUnderWay } from './useIntegrations';
import { deliveryFixtures, webhookFixtures } from '../../../stories/fixtures/integrations';

const NOW = Date.parse('2026-11-26T15:35:00.000Z');

describe("an endpoint card's last delivery follows the delivery (issue 62 §3)", () => {
  it('asks for the list again while a last delivery queued within the minute is on its way', () => {
    const endpoint = webhookFixtures[0];
    const pending = (createdOn: string) => [{ ...endpoint, lastDelivery: { status: 'pending' as const, createdOn } }];
    expect(lastDeliveryUnderWay(pending('2026-11-26T15:34:30.000Z'), NOW)).toBe(true);
    // A retry hours away does not keep the list asking, nor does a delivery that is done.
    expect(lastDeliveryUnderWay(pending('2026-11-26T14:00:00.000Z'), NOW)).toBe(false);
    expect(lastDeliveryUnderWay([{ ...endpoint, lastDelivery: { status: 'delivered', createdOn: '2026-11-26T15:34:30.000Z' } }], NOW)).toBe(false);
    expect(lastDeliveryUnderWay(undefined, NOW)).toBe(false);
  });

  it("is behind its log when the log's newest delivery is another one or has moved on", () => {
    const newest = { ...deliveryFixtures[1], status: 'delivered' as const };
    // The database's time (microseconds, +00:00) and the log's (milliseconds, Z) name the same moment.
    const sameMoment = newest.createdOn.replace(/\.(\d{3})Z$/, '.$1456+00:00');
    expect(cardBehindLog(newest, { status: 'pending', createdOn: sameMoment })).toBe(true);
    expect(cardBehindLog(newest, null)).toBe(true);
    expect(cardBehindLog(newest, { status: 'delivered', createdOn: '2020-01-01T00:00:00.000Z' })).toBe(true);
    expect(cardBehindLog(newest, { status: 'delivered', createdOn: sameMoment })).toBe(false);
    expect(cardBehindLog(undefined, null)).toBe(false);
  });
});
