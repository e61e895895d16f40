// The user-administration calls of the typed API client against the real reference server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/support/testServer';
import { DEMO_ACCOUNTS } from '../../../server/src/db/seed/tenants';
import { USER_MESSAGES, USER_STATUS } from '../../../contract/users/constants';
import { ApiError } from './ApiError';
import { createApiClient } from './createApiClient';
import { failureMessage } from './replyMessage';
import {
  createUser, deleteUser, getAddOnAccess, getUserAudit, getUserInfo, getUsers, resetUserPassword, saveClientAddOns, updateUser, updateUserStatus,
} from './users';

let server: TestServer;
const account = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;
const admin = account('admin@northwind.test');
const member = account('member@northwind.test');
const northwind = admin.clientId!;

beforeAll(async () => {
  server = await startTestServer({ notifications: { expiryCheckMs: 0 } });
});
afterAll(() => server?.close());

const clientFor = (email: string) => createApiClient({ apiBaseUrl: server.baseUrl, getAccessToken: () => server.tokenFor(email) });
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('user calls against the reference server', () => {
  it('lists the client with the spec query names: role, status and search filters, paging', async () => {
    const api = clientFor(admin.email);
    const all = await getUsers(api, northwind, { page: 1 });
    expect(all.totalRecords).toBe(all.users.length);
    expect(all.users.map((u) => u.emailAddress)).toEqual(expect.arrayContaining([admin.email, member.email]));
    expect(all.users.every((u) => u.clientId === northwind)).toBe(true);
    const members = await getUsers(api, northwind, { page: 1, role: 'Member', statusCode: USER_STATUS.active });
    expect(members.users.length).toBeGreaterThan(0);
    expect(members.users.every((u) => u.role === 'Member' && u.statusCode === USER_STATUS.active)).toBe(true);
    const search = await getUsers(api, northwind, { page: 1, search: '  morgan ' });
    expect(search.users.map((u) => u.emailAddress)).toEqual([member.email]);
    const second = await getUsers(api, northwind, { page: 2, pageSize: 1 });
    expect(second.users).toHaveLength(1);
    expect(second.totalRecords).toBe(all.totalRecords);
  });

  it('creates, reads, updates, blocks, resets and deletes a user, each answered with its message and audited', async () => {
    const api = clientFor(admin.email);
    const created = await createUser(api, northwind, {
      emailAddress: 'contract.user@northwind.test', role: 'Member', firstName: 'Contract', lastName: 'User', password: 'a-long-password',
      phoneNumber: '(512) 555-0100', timeZone: 'America/Chicago',
    });
    expect(created.message).toBe(USER_MESSAGES.created);
    expect(created.userId).toEqual(expect.any(Number));
    const userId = created.userId!;
    const secureId = created.secureId!;

    const info = await getUserInfo(api, northwind, userId);
    expect(info).toMatchObject({ id: userId, secureId, emailAddress: 'contract.user@northwind.test', role: 'Member', statusCode: USER_STATUS.active });
    expect(typeof info?.createdDate).toBe('string');

    expect(
      await updateUser(api, northwind, {
        id: userId, secureId, emailAddress: info!.emailAddress, role: 'Admin', firstName: 'Contracted', lastName: 'User', city: 'Austin', phoneNumber: null,
      }),
    ).toBe(USER_MESSAGES.updated);
    expect(await getUserInfo(api, northwind, userId)).toMatchObject({ firstName: 'Contracted', role: 'Admin', city: 'Austin', phoneNumber: null });

    expect(await updateUserStatus(api, northwind, { userId, secureId, statusCode: USER_STATUS.blocked })).toBe(USER_MESSAGES.blocked);
    const blocked = await getUsers(api, northwind, { page: 1, statusCode: USER_STATUS.blocked });
    expect(blocked.users.map((u) => u.id)).toContain(userId);
    expect(await updateUserStatus(api, northwind, { userId, secureId, statusCode: USER_STATUS.active })).toBe(USER_MESSAGES.unblocked);

    expect(await resetUserPassword(api, northwind, { userId })).toBe(USER_MESSAGES.resetSent('contract.user@northwind.test'));

    const audit = await getUserAudit(api, northwind, userId);
    expect(audit.records.map((r) => r.action)).toEqual(['PasswordResetSent', 'UserUnblocked', 'UserBlocked', 'UserUpdated', 'UserCreated']);
    expect(audit.records[0]).toMatchObject({ actorEmail: admin.email, targetUserId: userId });

    expect(await deleteUser(api, northwind, { userId, secureId })).toBe(USER_MESSAGES.deleted);
    expect((await refusal(getUserInfo(api, northwind, userId))).kind).toBe('not-found');
  });

  it("a member reads only their own record (by secureId) and gets the server's refusal for admin calls", async () => {
    const api = clientFor(member.email);
    expect(await getUserInfo(api, northwind, member.secureId)).toMatchObject({ emailAddress: member.email, modules: [] });
    const error = await refusal(getUsers(api, northwind, { page: 1 }));
    expect(error.kind).toBe('forbidden');
    expect(failureMessage(error)).toBe(USER_MESSAGES.notAdmin);
  });

  it("refusals carry the server's words for the toast", async () => {
    const api = clientFor(admin.email);
    const self = (await getUsers(api, northwind, { page: 1, search: admin.email })).users[0];
    expect(failureMessage(await refusal(deleteUser(api, northwind, { userId: self.id!, secureId: self.secureId! })))).toBe(USER_MESSAGES.deleteSelf);
    const bad = await refusal(createUser(api, northwind, { emailAddress: 'not-an-email', role: 'Member', firstName: 'A', lastName: 'B' }));
    expect(bad.status).toBe(400);
    expect(failureMessage(bad)).toContain('Not a valid email address.');
    const superRole = await refusal(createUser(api, northwind, { emailAddress: 'x@northwind.test', role: 'SuperAdmin', firstName: 'A', lastName: 'B' }));
    expect(failureMessage(superRole)).toBe(USER_MESSAGES.assignSuperAdmin);
  });

  it('the super admin loads the add-on matrix and saves one client at a time', async () => {
    const api = clientFor('super@insights.test');
    const before = await getAddOnAccess(api);
    expect(before.addOns.map((a) => a.name)).toEqual(expect.arrayContaining(['Pricing', 'Ranking', 'Premium Data']));
    expect(before.clients.map((c) => c.id)).toContain(northwind);
    const original = [...(before.access[northwind] ?? [])];
    const pricing = before.addOns.find((a) => a.name === 'Pricing')!.id;
    expect(original).toContain(pricing);

    const message = await saveClientAddOns(api, { clientId: northwind, addOnIds: original.filter((id) => id !== pricing) });
    expect(message).toBe(USER_MESSAGES.addOnsSaved('Northwind Energy'));
    expect((await getAddOnAccess(api)).access[northwind]).toEqual(original.filter((id) => id !== pricing));
    await saveClientAddOns(api, { clientId: northwind, addOnIds: original });
    expect((await getAddOnAccess(api)).access[northwind]).toEqual(original);

    expect((await refusal(getAddOnAccess(clientFor(admin.email)))).kind).toBe('forbidden');
  });
});
