// The market-activity calls against the real reference server (issue 36: GetActivity, GetExpiryOutlook).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/support/testServer';
import { activityQueries, getActivity, getExpiryOutlook, lastMonths } from './activity';
import { ApiError } from './ApiError';
import { createApiClient, type ApiClient } from './createApiClient';
import { apiContext } from './queryScope';

let server: TestServer;
let api: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  const token = await server.tokenFor('member@contoso.test');
  api = createApiClient({ apiBaseUrl: server.baseUrl, getAccessToken: () => token });
});
afterAll(() => server?.close());

describe('market activity client', () => {
  it('computes the months a period asks, this month last', () => {
    expect(lastMonths(12, new Date(2026, 10, 15))).toEqual({ from: '2025-12', to: '2026-11' });
    expect(lastMonths(13, new Date(2026, 0, 31))).toEqual({ from: '2025-01', to: '2026-01' });
  });

  it('keys the counts per market, the same for every user (nothing premium)', () => {
    const alice = apiContext(api, server.baseUrl, 'alice');
    const bob = apiContext(api, server.baseUrl, 'bob');
    const range = { from: '2025-01', to: '2026-01', stateCode: 'TX' };
    expect(activityQueries.months(alice, range).queryKey).toEqual(activityQueries.months(bob, range).queryKey);
    expect(activityQueries.months(alice, range).queryKey).not.toEqual(activityQueries.months(alice, { ...range, stateCode: 'OH' }).queryKey);
    expect(activityQueries.expiryOutlook(alice, { commodity: 'Gas' }).queryKey).not.toEqual(activityQueries.expiryOutlook(alice, {}).queryKey);
  });

  it('reads a market month by month, from..to inclusive, the filters narrowing it', async () => {
    const range = lastMonths(24);
    const all = await getActivity(api, range);
    expect(all).toHaveLength(24);
    expect(all[0].month).toBe(range.from);
    expect(all[23].month).toBe(range.to);
    expect(all.some((m) => m.new > 0)).toBe(true);
    const texas = await getActivity(api, { ...range, stateCode: 'TX' });
    const texasSuppliers = await getActivity(api, { ...range, stateCode: 'TX', commodity: 'Electric', licenseType: 'Supplier' });
    expect(texas).toHaveLength(24);
    for (let i = 0; i < 24; i++) {
      expect(texas[i].new).toBeLessThanOrEqual(all[i].new);
      expect(texasSuppliers[i].active).toBeLessThanOrEqual(texas[i].active);
    }
    expect(texas.some((m, i) => m.active < all[i].active)).toBe(true);
  });

  it('reads the expiry outlook, cumulative', async () => {
    const outlook = await getExpiryOutlook(api, { stateCode: 'TX' });
    expect(outlook.within30).toBeLessThanOrEqual(outlook.within60);
    expect(outlook.within60).toBeLessThanOrEqual(outlook.within90);
    const all = await getExpiryOutlook(api, {});
    expect(outlook.within90).toBeLessThanOrEqual(all.within90);
  });

  it("surfaces the server's 400 message for a market it does not know", async () => {
    const failure = await getActivity(api, { ...lastMonths(12), stateCode: 'ZZ' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    expect((failure as ApiError).message).toContain('ZZ');
  });
});
