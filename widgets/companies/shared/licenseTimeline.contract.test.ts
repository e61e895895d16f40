// The timeline's model over what the real reference server sends (in-memory database, real sign-in).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/support/testServer';
import { DEMO_ACCOUNTS } from '../../../server/src/db/seed/tenants';
import { createApiClient } from '../../core/api/createApiClient';
import { getLicenses } from '../../core/api/companyDetail';
import { getNotificationSettings, saveNotificationSettings } from '../../core/api/notifications';
import { formatDate } from '../../core/format/date';
import { buildTimeline, HIDDEN_DATES_TEXT } from './licenseTimeline';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const account = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;
const clientFor = async (email: string) => {
  const token = await server.tokenFor(email);
  return createApiClient({ apiBaseUrl: server.baseUrl, getAccessToken: () => token });
};
const NORTHWIND = 'a1b2c3d4-0000-4000-8000-00000000a001';
const day = (value: string | null) => (value ? formatDate(value) : null);

describe('license timeline over the reference server', () => {
  it("shows a premium user's licenses with the stored dates and highlights what expires within their own window", async () => {
    const email = 'member@northwind.test';
    const api = await clientFor(email);
    const user = { clientId: account(email).clientId!, secureId: account(email).secureId };
    const settings = await getNotificationSettings(api, user);
    await saveNotificationSettings(api, user.clientId, { ...settings, allowWeb: true, secureId: user.secureId, notificationTriggerInDays: 45 });
    const window = (await getNotificationSettings(api, user)).notificationTriggerInDays;
    expect(window).toBe(45);
    // One license expires in 40 days: inside this user's 45, outside the default 30.
    await server.db.query(
      `update licenses set license_expiry_date = current_date + 40
        where id = (select min(id) from licenses where company_id = $1 and is_latest and license_expiry_date is not null)`,
      [NORTHWIND],
    );

    const { rows } = await server.db.query<{ id: number; from: string | null; to: string | null; expiring: boolean; expired: boolean }>(
      `select id, to_char(license_registered_date, 'YYYY-MM-DD') as "from", to_char(license_expiry_date, 'YYYY-MM-DD') as "to",
              coalesce(license_expiry_date between current_date and current_date + $2::int, false) as expiring,
              coalesce(license_expiry_date < current_date, false) as expired
         from licenses where company_id = $1 and is_latest`,
      [NORTHWIND, window],
    );
    const licenses = (await getLicenses(api, NORTHWIND)).data;
    const model = buildTimeline(licenses, new Date(), window);
    expect(model.items).toHaveLength(rows.length);
    for (const item of model.items) {
      const row = rows.find((r) => r.id === item.id)!;
      expect(item.dates).toBe(`${day(row.from) ?? 'no registered date'} – ${day(row.to) ?? 'no expiry date'}`);
      if (row.expiring) expect(item.tone).toBe('expiring');
      if (row.expired) expect(item.tone).toBe('expired');
    }
    expect(model.items.filter((item) => item.tone === 'expiring').length).toBeGreaterThan(0);
    expect(buildTimeline(licenses, new Date(), 30).items.filter((item) => item.tone === 'expiring').length)
      .toBeLessThan(model.items.filter((item) => item.tone === 'expiring').length);
    expect(model.ticks.length).toBeGreaterThan(0);
    expect(model.today).not.toBeNull();
  });

  it('draws every license of a user without premium data undated: no date, no position, no axis', async () => {
    const licenses = (await getLicenses(await clientFor('member@contoso.test'), NORTHWIND)).data;
    expect(licenses.length).toBeGreaterThan(0);
    const model = buildTimeline(licenses, new Date(), 30);
    for (const item of model.items) {
      expect(item).toMatchObject({ tone: 'undated', bar: null, dates: HIDDEN_DATES_TEXT });
      expect(item.text).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    }
    expect(model.ticks).toEqual([]);
    expect(model.today).toBeNull();
  });
});
