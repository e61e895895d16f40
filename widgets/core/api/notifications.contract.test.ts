// The notification calls of the typed API client against the real reference server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/support/testServer';
import { DEMO_ACCOUNTS } from '../../../server/src/db/seed/tenants';
import { createApiClient } from './createApiClient';
import { ApiError } from './ApiError';
import {
  getNotificationSettings,
  getNotifications,
  getSubscribedCompanies,
  markNotification,
  notificationText,
  removeNotification,
  saveNotificationSettings,
} from './notifications';

let server: TestServer;
const member = DEMO_ACCOUNTS.find((a) => a.email === 'member@northwind.test')!;
beforeAll(async () => {
  server = await startTestServer({ notifications: { expiryCheckMs: 0 } });
});
afterAll(() => server?.close());

const api = async () => createApiClient({ apiBaseUrl: server.baseUrl, getAccessToken: () => server.tokenFor(member.email) });

describe('notification calls against the reference server', () => {
  it('GetAll returns typed records whose message is the spec wording; Mark and Remove answer true', async () => {
    const client = await api();
    const page = await getNotifications(client, { page: 1, pageSize: 5, search: '  ' });
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.length).toBeLessThanOrEqual(5);
    for (const n of page.records) expect(n.message).toBe(notificationText(n));
    const [first, second] = page.records;
    expect(await markNotification(client, { id: first.id, isRead: true })).toBe(true);
    expect((await getNotifications(client, { page: 1, pageSize: 5 })).records.find((n) => n.id === first.id)?.isRead).toBe(true);
    expect(await removeNotification(client, { id: second.id })).toBe(true);
    expect((await getNotifications(client, { page: 1, pageSize: 500 })).total).toBe(page.total - 1);
    // Page 2 of 2 per page starts where page 1 ends (page → PageNumber is built here, not in the screens).
    const [one, two] = await Promise.all([1, 2].map((n) => getNotifications(client, { page: n, pageSize: 2, ascending: true })));
    const all = await getNotifications(client, { page: 1, pageSize: 4, ascending: true });
    expect([...one.records, ...two.records].map((n) => n.id)).toEqual(all.records.map((n) => n.id));
  });

  it('settings round trip; an out-of-range value is refused with the spec message', async () => {
    const client = await api();
    const user = { clientId: member.clientId!, secureId: member.secureId };
    const settings = await getNotificationSettings(client, user);
    const message = await saveNotificationSettings(client, member.clientId!, { ...settings, secureId: member.secureId, notificationTriggerInDays: 7 });
    expect(message).toBe('Notification settings saved successfully.');
    expect((await getNotificationSettings(client, user)).notificationTriggerInDays).toBe(7);
    const error = await saveNotificationSettings(client, member.clientId!, { ...settings, secureId: member.secureId, notificationTriggerInDays: 101 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Value must not exceed 100');
  });

  it('subscribed companies are the followed ones', async () => {
    const companies = await getSubscribedCompanies(await api(), { clientId: member.clientId!, secureId: member.secureId });
    const { rows } = await server.db.query<{ n: number }>(
      'select count(distinct company_id)::int as n from follows f join users u on u.id = f.user_id where u.secure_id = $1',
      [member.secureId],
    );
    expect(companies).toHaveLength(rows[0].n);
    expect(companies[0]).toEqual({ companyId: expect.any(String), legalName: expect.any(String) });
  });
});
