// The price watch calls of the typed API client against the real reference server (issue 61 §2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/support/testServer';
import { DEMO_ACCOUNTS } from '../../../server/src/db/seed/tenants';
import { createApiClient } from './createApiClient';
import { ApiError, isApiError } from './ApiError';
import { failureMessage } from './replyMessage';
import { getOfferMarkets, getMarketOffers } from './offers';
import { createPriceWatch, deletePriceWatch, getOwnSupplierAlerts, getPriceWatches, setOwnSupplierAlerts, updatePriceWatch } from './priceWatches';
import { draftBody, emptyRule } from '../priceWatch/priceWatchDraft';

let server: TestServer;
const admin = DEMO_ACCOUNTS.find((a) => a.email === 'admin@northwind.test')!;
const member = DEMO_ACCOUNTS.find((a) => a.email === 'member@northwind.test')!;
beforeAll(async () => {
  server = await startTestServer({ notifications: { expiryCheckMs: 0 } });
});
afterAll(() => server?.close());

const api = (email: string) => createApiClient({ apiBaseUrl: server.baseUrl, getAccessToken: () => server.tokenFor(email) });

describe('price watch calls against the reference server', { timeout: 60_000 }, () => {
  it('a pricing user adds, lists, changes and deletes a watch; the ¢ typed in the form arrive as dollars', async () => {
    const client = api(admin.email);
    const market = (await getOfferMarkets(client)).find((m) => m.stateCode === 'TX' && m.unit === 'kWh')!;
    expect(market).toBeDefined();
    const supplier = (await getMarketOffers(client, market)).offers.find((o) => o.companyId)!;
    const body = draftBody(
      {
        name: 'Cheap fixed',
        market,
        rules: [
          emptyRule('priceAtOrBelow', { price: '9.5', termMonths: '12' }),
          emptyRule('rank', { companyId: supplier.companyId!, top: '3', direction: 'both' }),
          emptyRule('supplierChange', { companyId: supplier.companyId!, minPercent: '2' }),
          emptyRule('anyChange'),
        ],
      },
      market.unit,
    );
    const before = await getPriceWatches(client, admin.clientId!);
    const created = await createPriceWatch(client, admin.clientId!, body);
    expect(created).toMatchObject({ name: 'Cheap fixed', stateCode: market.stateCode, utility: market.utility, unit: 'kWh', lastNotifiedOn: null });
    expect(created.rules[0]).toMatchObject({ kind: 'priceAtOrBelow', price: 0.095, termMonths: 12 });
    expect(created.rules[1]).toMatchObject({ kind: 'rank', companyId: supplier.companyId, top: 3, direction: 'both' });
    expect(created.rules[1]).toHaveProperty('companyName');
    expect((await getPriceWatches(client, admin.clientId!)).map((w) => w.id)).toEqual([...before.map((w) => w.id), created.id]);
    const changed = await updatePriceWatch(client, admin.clientId!, created.id, { ...body, name: 'Renamed', rules: [{ kind: 'anyChange' }] });
    expect(changed).toMatchObject({ id: created.id, name: 'Renamed', rules: [{ kind: 'anyChange' }] });
    await deletePriceWatch(client, admin.clientId!, created.id);
    expect((await getPriceWatches(client, admin.clientId!)).some((w) => w.id === created.id)).toBe(false);
  });

  it('a market without imported offers is refused with the reason the dialog shows', async () => {
    const error = await createPriceWatch(api(admin.email), admin.clientId!, { stateCode: 'TX', utility: 'NO SUCH UTILITY', rules: [{ kind: 'anyChange' }] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(failureMessage(error)).toBe('No offers have been imported for this market.');
  });

  it('a member without the pricing module is refused (403): the tab shows why', async () => {
    const error = await getPriceWatches(api(member.email), member.clientId!).catch((e: unknown) => e);
    expect(isApiError(error, 'forbidden')).toBe(true);
    expect(failureMessage(error)).toBe('Price watches need the pricing module.');
  });

  it("the own supplier's rank alerts: read, switched off and on", async () => {
    const client = api(admin.email);
    const alerts = await getOwnSupplierAlerts(client, admin.clientId!);
    expect(alerts.rankedMarkets).toBeGreaterThanOrEqual(0);
    // Northwind Energy is a supplier of its own (the seed's clients.supplier_identifier): on by default.
    expect(alerts.company?.companyName).toBeTruthy();
    expect(alerts.enabled).toBe(true);
    expect((await setOwnSupplierAlerts(client, admin.clientId!, false)).enabled).toBe(false);
    expect((await getOwnSupplierAlerts(client, admin.clientId!)).enabled).toBe(false);
    expect((await setOwnSupplierAlerts(client, admin.clientId!, true)).enabled).toBe(true);
  });
});
