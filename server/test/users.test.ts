import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { CONTOSO_CLIENT_ID, NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';
import { AUDIT_LIMIT, USER_MESSAGES, USER_STATUS } from '../../contract/users/constants.js';
import { USER_FORM_MESSAGES } from '../../contract/users/forms.js';
import type { AuditReply, User, UsersReply } from '../../contract/users/schemas.js';
import { countAudit, countUsers, createdUser, newUser, userRow, usersApi, type UserRow } from './users.support.js';

let server: TestServer;
let api: ReturnType<typeof usersApi>;
let superToken: string;
let adminToken: string;
let memberToken: string;
let contosoToken: string;
let admin: UserRow;
let member: UserRow;
let superAdmin: UserRow;

beforeAll(async () => {
  server = await startTestServer();
  api = usersApi(server);
  [superToken, adminToken, memberToken, contosoToken] = await Promise.all([
    server.tokenFor('super@insights.test'),
    server.tokenFor('admin@northwind.test'),
    server.tokenFor('member@northwind.test'),
    server.tokenFor('member@contoso.test'),
  ]);
  admin = (await userRow(server, 'admin@northwind.test'))!;
  member = (await userRow(server, 'member@northwind.test'))!;
  superAdmin = (await userRow(server, 'super@insights.test'))!;
});
afterAll(async () => {
  await server?.close();
});

async function errorOf(response: Response): Promise<{ status: number; message: string }> {
  const body = (await response.json()) as { message?: string };
  return { status: response.status, message: String(body.message) };
}

describe('GET /api/client/{clientId}/users', () => {
  it("lists the client's users, 50 a page, with the SQL total", async () => {
    const response = await api.list(adminToken, NORTHWIND_CLIENT_ID);
    expect(response.status).toBe(200);
    const body = (await response.json()) as UsersReply;
    const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from users where client_id = $1', [NORTHWIND_CLIENT_ID]);
    expect(body.totalRecords).toBe(rows[0].n);
    expect(body.users.length).toBe(Math.min(50, rows[0].n));
    expect(body.users.every((u) => u.clientId === NORTHWIND_CLIENT_ID)).toBe(true);
    const emails = body.users.map((u) => u.emailAddress.toLowerCase());
    expect(emails).toEqual([...emails].sort());
    const alex = body.users.find((u) => u.emailAddress === 'admin@northwind.test')!;
    expect(alex).toMatchObject({ id: admin.id, secureId: admin.secureId, firstName: 'Alex', lastName: 'Admin', role: 'Admin', statusCode: 10800 });
    expect(alex.modules).toEqual(['pricing', 'ranking']);
    expect(typeof alex.createdDate).toBe('string');
    expect(Object.keys(alex).sort()).toEqual([
      'address1', 'address2', 'city', 'clientId', 'companyType', 'createdDate', 'emailAddress', 'firstName', 'id', 'lastName',
      'modules', 'phoneNumber', 'role', 'secureId', 'stateCode', 'statusCode', 'timeZone', 'zipCode',
    ]);
    expect(alex).not.toHaveProperty('passwordHash');
  });

  it('pages, searches, filters and sorts like SQL says', async () => {
    const page2 = (await (await api.list(adminToken, NORTHWIND_CLIENT_ID, { PageNumber: 2, PageSize: 5 })).json()) as UsersReply;
    const all = (await (await api.list(adminToken, NORTHWIND_CLIENT_ID, { PageSize: 500 })).json()) as UsersReply;
    expect(page2.users.map((u) => u.id)).toEqual(all.users.slice(5, 10).map((u) => u.id));
    expect(page2.totalRecords).toBe(all.totalRecords);

    const blocked = (await (await api.list(adminToken, NORTHWIND_CLIENT_ID, { StatusCode: 10900, PageSize: 500 })).json()) as UsersReply;
    expect(blocked.users.length).toBe(all.users.filter((u) => u.statusCode === 10900).length);
    expect(blocked.users.every((u) => u.statusCode === 10900)).toBe(true);

    const admins = (await (await api.list(adminToken, NORTHWIND_CLIENT_ID, { Role: 'Admin', StatusCode: '' })).json()) as UsersReply;
    expect(admins.users.length).toBeGreaterThan(0);
    expect(admins.users.every((u) => u.role === 'Admin')).toBe(true);

    const search = (await (await api.list(adminToken, NORTHWIND_CLIENT_ID, { SearchTerm: 'ALEX adm' })).json()) as UsersReply;
    expect(search.users.map((u) => u.emailAddress)).toContain('admin@northwind.test');
    expect(search.users.every((u) => `${u.firstName} ${u.lastName} ${u.emailAddress}`.toLowerCase().includes('alex adm'))).toBe(true);

    const byName = (await (await api.list(adminToken, NORTHWIND_CLIENT_ID, { FirstName: 'morg', LastName: 'memb', EmailAddress: 'member@' })).json()) as UsersReply;
    expect(byName.users.map((u) => u.emailAddress)).toEqual(['member@northwind.test']);

    const wildcard = (await (await api.list(adminToken, NORTHWIND_CLIENT_ID, { SearchTerm: '%' })).json()) as UsersReply;
    expect(wildcard.totalRecords).toBe(0);

    const byLast = (await (await api.list(adminToken, NORTHWIND_CLIENT_ID, { orderBy: 'lastName', ascendingOrder: false, PageSize: 500 })).json()) as UsersReply;
    const lasts = byLast.users.map((u) => u.lastName.toLowerCase());
    expect(lasts).toEqual([...lasts].sort().reverse());

    const one = (await (await api.list(adminToken, NORTHWIND_CLIENT_ID, { userId: member.id })).json()) as UsersReply;
    expect(one).toMatchObject({ totalRecords: 1, users: [{ id: member.id, emailAddress: 'member@northwind.test' }] });
  });

  it('answers bad parameters with 400 naming the parameter', async () => {
    for (const params of [{ PageSize: 0 }, { PageSize: 501 }, { PageNumber: 'x' }, { StatusCode: 5 }, { orderBy: 'password' }, { Role: 'Boss' }]) {
      const response = await api.list(adminToken, NORTHWIND_CLIENT_ID, params);
      expect(response.status, JSON.stringify(params)).toBe(400);
      expect((await errorOf(response)).message).toContain(Object.keys(params)[0]);
    }
    expect((await api.list(adminToken, 'not-a-client')).status).toBe(400);
  });

  it('refuses members (403) and admins of another client (403); a super admin lists any client', async () => {
    expect(await errorOf(await api.list(memberToken, NORTHWIND_CLIENT_ID))).toEqual({ status: 403, message: USER_MESSAGES.notAdmin });
    expect(await errorOf(await api.list(adminToken, CONTOSO_CLIENT_ID))).toEqual({ status: 403, message: USER_MESSAGES.otherClient });
    const contoso = await api.list(superToken, CONTOSO_CLIENT_ID);
    expect(contoso.status).toBe(200);
    expect(((await contoso.json()) as UsersReply).users.every((u) => u.clientId === CONTOSO_CLIENT_ID)).toBe(true);
    expect((await api.list('', NORTHWIND_CLIENT_ID)).status).toBe(401);
  });

  it("a super admin's client picker (issue 38): the picked client's users are read and acted on; its admin-only calls stay 403 for another client's admin", async () => {
    const casey = (await userRow(server, 'member@contoso.test'))!;
    const listed = (await (await api.list(superToken, CONTOSO_CLIENT_ID)).json()) as UsersReply;
    expect(listed.users.map((u) => u.emailAddress)).toContain('member@contoso.test');
    const info = await api.info(superToken, CONTOSO_CLIENT_ID, casey.id);
    expect(info.status).toBe(200);
    expect(((await info.json()) as { data: User }).data).toMatchObject({ emailAddress: 'member@contoso.test', clientId: CONTOSO_CLIENT_ID });
    expect((await api.audit(superToken, CONTOSO_CLIENT_ID, casey.id)).status).toBe(200);
    expect((await api.modules(superToken, CONTOSO_CLIENT_ID)).status).toBe(200);
    expect((await api.reset(superToken, CONTOSO_CLIENT_ID, casey.id)).status).toBe(200);
    // The same user asked for under the super admin's own (default) client is not there.
    expect((await api.info(superToken, NORTHWIND_CLIENT_ID, casey.id)).status).toBe(404);
    for (const response of [
      await api.info(adminToken, CONTOSO_CLIENT_ID, casey.id), await api.audit(adminToken, CONTOSO_CLIENT_ID, casey.id),
      await api.reset(adminToken, CONTOSO_CLIENT_ID, casey.id), await api.modules(adminToken, CONTOSO_CLIENT_ID),
    ]) expect(await errorOf(response)).toEqual({ status: 403, message: USER_MESSAGES.otherClient });
    // The picker's list of clients is the super admin's alone.
    expect((await api.addons(adminToken)).status).toBe(403);
    const clients = (await (await api.addons(superToken)).json()) as { clients: Array<{ clientID: string; clientName: string }> };
    expect(clients.clients.map((c) => c.clientID)).toContain(CONTOSO_CLIENT_ID);
  });
});

describe('POST /api/client/{clientId}/user', () => {
  it('creates a user (data message, status 200) that the list shows, and audits it', async () => {
    const body = newUser({ role: 'Admin', address2: '', timeZone: '', modules: ['pricing', 'ranking'] });
    const response = await api.create(adminToken, NORTHWIND_CLIENT_ID, body);
    expect(response.status).toBe(200);
    const reply = (await response.json()) as { data: string; userId: number; secureId: string };
    expect(reply.data).toBe(USER_MESSAGES.created);
    const list = (await (await api.list(adminToken, NORTHWIND_CLIENT_ID, { userId: reply.userId })).json()) as UsersReply;
    expect(list.users[0]).toMatchObject({
      secureId: reply.secureId, emailAddress: body.emailAddress, firstName: 'Nia', role: 'Admin', statusCode: 10800,
      phoneNumber: '(512) 555-0142', stateCode: 'TX', zipCode: '78701', address2: null, timeZone: 'America/New_York',
      companyType: 'Supplier', clientId: NORTHWIND_CLIENT_ID, modules: ['pricing', 'ranking'],
    });
    const audit = (await (await api.audit(adminToken, NORTHWIND_CLIENT_ID, reply.userId)).json()) as AuditReply;
    expect(audit.records[0]).toMatchObject({ action: 'UserCreated', actorEmail: 'admin@northwind.test', targetEmail: body.emailAddress });
  });

  it('answers each bad field with 400 and its form message, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ emailAddress: '' }, USER_FORM_MESSAGES.emailRequired],
      [{ emailAddress: undefined }, USER_FORM_MESSAGES.emailRequired],
      [{ emailAddress: 'not-an-email' }, USER_FORM_MESSAGES.emailInvalid],
      [{ emailAddress: `${'a'.repeat(45)}@northwind.test` }, USER_FORM_MESSAGES.emailTooLong],
      [{ role: '' }, USER_FORM_MESSAGES.roleRequired],
      [{ role: 'Owner' }, USER_FORM_MESSAGES.roleRequired],
      [{ firstName: '  ' }, USER_FORM_MESSAGES.firstNameRequired],
      [{ lastName: '' }, USER_FORM_MESSAGES.lastNameRequired],
      [{ phoneNumber: '512-555-0142' }, USER_FORM_MESSAGES.phoneInvalid],
      [{ zipCode: '7870' }, USER_FORM_MESSAGES.zipInvalid],
      [{ stateCode: 'XX' }, USER_FORM_MESSAGES.stateInvalid],
      [{ password: 'short' }, USER_FORM_MESSAGES.passwordTooShort],
    ];
    const users = await countUsers(server);
    const audits = await countAudit(server);
    for (const [override, message] of cases) {
      const body = { ...newUser(), ...override };
      const response = await api.create(adminToken, NORTHWIND_CLIENT_ID, body);
      const error = await errorOf(response);
      expect(error.status, JSON.stringify(override)).toBe(400);
      expect(error.message, JSON.stringify(override)).toContain(message);
      expect(error.message).toContain(Object.keys(override)[0]);
    }
    expect(await countUsers(server)).toBe(users);
    expect(await countAudit(server)).toBe(audits);
  });

  it('refuses a taken address (409), SuperAdmin from an admin, members and other clients (403)', async () => {
    const users = await countUsers(server);
    expect(await errorOf(await api.create(adminToken, NORTHWIND_CLIENT_ID, newUser({ emailAddress: 'MEMBER@northwind.test' }))))
      .toEqual({ status: 409, message: USER_MESSAGES.emailTaken });
    expect(await errorOf(await api.create(adminToken, NORTHWIND_CLIENT_ID, newUser({ role: 'SuperAdmin' }))))
      .toEqual({ status: 403, message: USER_MESSAGES.assignSuperAdmin });
    expect(await errorOf(await api.create(memberToken, NORTHWIND_CLIENT_ID, newUser()))).toEqual({ status: 403, message: USER_MESSAGES.notAdmin });
    expect(await errorOf(await api.create(adminToken, CONTOSO_CLIENT_ID, newUser()))).toEqual({ status: 403, message: USER_MESSAGES.otherClient });
    expect(await errorOf(await api.create(contosoToken, CONTOSO_CLIENT_ID, newUser()))).toEqual({ status: 403, message: USER_MESSAGES.notAdmin });
    expect(await countUsers(server)).toBe(users);
    expect(await errorOf(await api.create(superToken, '6f1b7c2e-0d4a-4c3e-9a51-0000000000ff', newUser())))
      .toEqual({ status: 404, message: USER_MESSAGES.clientNotFound });
    const superMade = await createdUser(server, superToken, CONTOSO_CLIENT_ID, { role: 'SuperAdmin' });
    expect(superMade).toMatchObject({ role: 'SuperAdmin', clientId: CONTOSO_CLIENT_ID });
  });
});

describe('PUT /api/client/{clientId}/user', () => {
  it("updates another user's details and role; '' clears an optional field", async () => {
    const target = await createdUser(server, adminToken, NORTHWIND_CLIENT_ID);
    const response = await api.update(adminToken, NORTHWIND_CLIENT_ID, {
      id: target.id, secureId: target.secureId, emailAddress: target.email, firstName: 'Nora', lastName: 'Changed', role: 'Admin',
      phoneNumber: '', city: 'Dallas',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: USER_MESSAGES.updated });
    const info = (await (await api.info(adminToken, NORTHWIND_CLIENT_ID, target.id)).json()) as { data: User };
    expect(info.data).toMatchObject({ firstName: 'Nora', lastName: 'Changed', role: 'Admin', phoneNumber: null, city: 'Dallas', zipCode: '78701' });
    const audit = (await (await api.audit(adminToken, NORTHWIND_CLIENT_ID, target.id)).json()) as AuditReply;
    expect(audit.records[0]).toMatchObject({ action: 'UserUpdated', actorEmail: 'admin@northwind.test' });
    expect(audit.records[0].detail).toContain('role Member → Admin');
  });

  it('answers bad fields with 400 and the message, and changes nothing', async () => {
    const target = await createdUser(server, adminToken, NORTHWIND_CLIENT_ID);
    const before = (await (await api.info(adminToken, NORTHWIND_CLIENT_ID, target.id)).json()) as { data: User };
    for (const [override, message] of [
      [{ phoneNumber: '5125550142' }, USER_FORM_MESSAGES.phoneInvalid],
      [{ firstName: '' }, USER_FORM_MESSAGES.firstNameRequired],
      [{ zipCode: '78701-12' }, USER_FORM_MESSAGES.zipInvalid],
      [{ role: 'Boss' }, USER_FORM_MESSAGES.roleRequired],
    ] as const) {
      const error = await errorOf(await api.update(adminToken, NORTHWIND_CLIENT_ID, { id: target.id, firstName: 'Zed', lastName: 'Zed', ...override }));
      expect(error.status).toBe(400);
      expect(error.message).toContain(message);
    }
    expect(await errorOf(await api.update(adminToken, NORTHWIND_CLIENT_ID, { id: target.id, firstName: 'Zed', lastName: 'Zed', emailAddress: 'other@northwind.test' })))
      .toEqual({ status: 400, message: USER_MESSAGES.emailChange });
    expect(await errorOf(await api.update(adminToken, NORTHWIND_CLIENT_ID, { id: target.id, firstName: 'Zed', lastName: 'Zed', secureId: admin.secureId })))
      .toEqual({ status: 400, message: USER_MESSAGES.secureIdMismatch });
    const after = (await (await api.info(adminToken, NORTHWIND_CLIENT_ID, target.id)).json()) as { data: User };
    expect(after).toEqual(before);
  });

  it('lets everyone edit their own record but nobody change their own role', async () => {
    const own = (await (await api.info(memberToken, NORTHWIND_CLIENT_ID, member.secureId)).json()) as { data: User };
    const edited = { id: member.id, firstName: own.data.firstName, lastName: own.data.lastName, city: 'Round Rock' };
    expect((await api.update(memberToken, NORTHWIND_CLIENT_ID, edited)).status).toBe(200);
    expect(((await (await api.info(memberToken, NORTHWIND_CLIENT_ID, member.id)).json()) as { data: User }).data.city).toBe('Round Rock');
    expect(await errorOf(await api.update(memberToken, NORTHWIND_CLIENT_ID, { ...edited, role: 'Admin' }))).toEqual({ status: 403, message: USER_MESSAGES.ownRole });
    expect((await api.update(memberToken, NORTHWIND_CLIENT_ID, { ...edited, role: 'Member' })).status).toBe(200);
    expect(await errorOf(await api.update(adminToken, NORTHWIND_CLIENT_ID, { id: admin.id, firstName: 'Alex', lastName: 'Admin', role: 'Member' })))
      .toEqual({ status: 403, message: USER_MESSAGES.ownRole });
    expect(await errorOf(await api.update(superToken, NORTHWIND_CLIENT_ID, { id: superAdmin.id, firstName: 'Sam', lastName: 'Super', role: 'Admin' })))
      .toEqual({ status: 403, message: USER_MESSAGES.ownRole });
    expect((await userRow(server, 'member@northwind.test'))!.role).toBe('Member');
    expect((await userRow(server, 'admin@northwind.test'))!.role).toBe('Admin');
  });

  it("refuses a member editing someone else, an admin editing another client's user or a SuperAdmin", async () => {
    expect(await errorOf(await api.update(memberToken, NORTHWIND_CLIENT_ID, { id: admin.id, firstName: 'X', lastName: 'Y' })))
      .toEqual({ status: 403, message: USER_MESSAGES.notAdmin });
    const contosoUser = (await userRow(server, 'member@contoso.test'))!;
    expect(await errorOf(await api.update(adminToken, CONTOSO_CLIENT_ID, { id: contosoUser.id, firstName: 'X', lastName: 'Y' })))
      .toEqual({ status: 403, message: USER_MESSAGES.otherClient });
    // Through their own client's path the other client's user does not exist.
    expect(await errorOf(await api.update(adminToken, NORTHWIND_CLIENT_ID, { id: contosoUser.id, firstName: 'X', lastName: 'Y' })))
      .toEqual({ status: 404, message: USER_MESSAGES.userNotFound });
    const member2 = await createdUser(server, adminToken, NORTHWIND_CLIENT_ID);
    expect(await errorOf(await api.update(adminToken, NORTHWIND_CLIENT_ID, { id: member2.id, firstName: 'X', lastName: 'Y', role: 'SuperAdmin' })))
      .toEqual({ status: 403, message: USER_MESSAGES.assignSuperAdmin });
    const protectedUser = await createdUser(server, superToken, NORTHWIND_CLIENT_ID, { role: 'SuperAdmin' });
    expect(await errorOf(await api.update(adminToken, NORTHWIND_CLIENT_ID, { id: protectedUser.id, firstName: 'X', lastName: 'Y' })))
      .toEqual({ status: 403, message: USER_MESSAGES.protectedUser });
    expect((await api.update(superToken, NORTHWIND_CLIENT_ID, { id: protectedUser.id, firstName: 'X', lastName: 'Y', role: 'Admin' })).status).toBe(200);
    expect((await userRow(server, protectedUser.email))!.role).toBe('Admin');
    expect((await api.update(superToken, NORTHWIND_CLIENT_ID, { id: member2.id, firstName: 'X', lastName: 'Y', role: 'SuperAdmin' })).status).toBe(200);
    expect((await userRow(server, member2.email))!.role).toBe('SuperAdmin');
  });
});

describe('status-update, delete and password-reset', () => {
  it('blocks and unblocks (10900/10800) with the spec message and an audit record each', async () => {
    const target = await createdUser(server, adminToken, NORTHWIND_CLIENT_ID);
    const blocked = await api.status(adminToken, NORTHWIND_CLIENT_ID, target.id, USER_STATUS.blocked, target.secureId);
    expect(blocked.status).toBe(200);
    expect(await blocked.json()).toEqual({ data: USER_MESSAGES.blocked });
    expect((await userRow(server, target.email))!.statusCode).toBe(10900);
    const unblocked = await api.status(adminToken, NORTHWIND_CLIENT_ID, target.id, USER_STATUS.active, target.secureId);
    expect(await unblocked.json()).toEqual({ data: USER_MESSAGES.unblocked });
    expect((await userRow(server, target.email))!.statusCode).toBe(10800);
    const audit = (await (await api.audit(adminToken, NORTHWIND_CLIENT_ID, target.id)).json()) as AuditReply;
    expect(audit.records.map((r) => r.action).slice(0, 3)).toEqual(['UserUnblocked', 'UserBlocked', 'UserCreated']);
    expect(await errorOf(await api.status(adminToken, NORTHWIND_CLIENT_ID, target.id, 10850, target.secureId))).toMatchObject({ status: 400 });
  });

  it('deletes a user with their follows and notifications; gone from the list', async () => {
    const target = await createdUser(server, adminToken, NORTHWIND_CLIENT_ID);
    const { rows: [company] } = await server.db.query<{ id: string }>('select id::text from companies limit 1');
    await server.db.query('insert into follows (user_id, company_id) values ($1, $2)', [target.id, company.id]);
    const response = await api.remove(adminToken, NORTHWIND_CLIENT_ID, target.id, target.secureId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: USER_MESSAGES.deleted });
    expect(await userRow(server, target.email)).toBeUndefined();
    expect((await server.db.query('select 1 from follows where user_id = $1', [target.id])).rows).toHaveLength(0);
    const list = (await (await api.list(adminToken, NORTHWIND_CLIENT_ID, { EmailAddress: target.email })).json()) as UsersReply;
    expect(list.totalRecords).toBe(0);
    const { rows } = await server.db.query<{ action: string; actor_email: string }>(
      'select action, actor_email from audit_log where target_user_id = $1 order by id desc limit 1', [target.id]);
    expect(rows[0]).toEqual({ action: 'UserDeleted', actor_email: 'admin@northwind.test' });
    expect(await errorOf(await api.remove(adminToken, NORTHWIND_CLIENT_ID, target.id, target.secureId))).toEqual({ status: 404, message: USER_MESSAGES.userNotFound });
  });

  it('refuses blocking or deleting oneself, a mismatched secureId, and a protected SuperAdmin for admins', async () => {
    expect(await errorOf(await api.status(adminToken, NORTHWIND_CLIENT_ID, admin.id, USER_STATUS.blocked, admin.secureId)))
      .toEqual({ status: 403, message: USER_MESSAGES.blockSelf });
    expect(await errorOf(await api.remove(adminToken, NORTHWIND_CLIENT_ID, admin.id, admin.secureId))).toEqual({ status: 403, message: USER_MESSAGES.deleteSelf });
    const target = await createdUser(server, adminToken, NORTHWIND_CLIENT_ID);
    expect(await errorOf(await api.remove(adminToken, NORTHWIND_CLIENT_ID, target.id, member.secureId))).toEqual({ status: 400, message: USER_MESSAGES.secureIdMismatch });
    expect(await errorOf(await api.status(adminToken, NORTHWIND_CLIENT_ID, target.id, USER_STATUS.blocked, member.secureId)))
      .toEqual({ status: 400, message: USER_MESSAGES.secureIdMismatch });
    const boss = await createdUser(server, superToken, NORTHWIND_CLIENT_ID, { role: 'SuperAdmin' });
    expect(await errorOf(await api.status(adminToken, NORTHWIND_CLIENT_ID, boss.id, USER_STATUS.blocked, boss.secureId))).toEqual({ status: 403, message: USER_MESSAGES.protectedUser });
    expect(await errorOf(await api.remove(adminToken, NORTHWIND_CLIENT_ID, boss.id, boss.secureId))).toEqual({ status: 403, message: USER_MESSAGES.protectedUser });
    expect(await errorOf(await api.reset(adminToken, NORTHWIND_CLIENT_ID, boss.id))).toEqual({ status: 403, message: USER_MESSAGES.protectedUser });
    expect((await userRow(server, boss.email))!.statusCode).toBe(10800);
    expect((await userRow(server, target.email))!.statusCode).toBe(10800);
    expect((await api.remove(superToken, NORTHWIND_CLIENT_ID, boss.id, boss.secureId)).status).toBe(200);
  });

  it('password-reset puts a set-password e-mail in the outbox', async () => {
    const target = await createdUser(server, adminToken, NORTHWIND_CLIENT_ID);
    const response = await api.reset(adminToken, NORTHWIND_CLIENT_ID, target.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: USER_MESSAGES.resetSent(target.email) });
    const { rows } = await server.db.query<{ to_address: string; body: string }>('select to_address, body from email_outbox where user_id = $1', [target.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].to_address).toBe(target.email);
    expect(rows[0].body).toContain(`${server.baseUrl}/oidc/set-password?token=`);
  });
});

describe('each role × each call', () => {
  // Every admin call with a fresh Northwind target: member 403, admin 200 in their client, 403 in another, super admin 200.
  const calls: Record<string, (token: string, clientId: string, target: UserRow) => Promise<Response>> = {
    list: (token, clientId) => api.list(token, clientId),
    create: (token, clientId) => api.create(token, clientId, newUser()),
    update: (token, clientId, t) => api.update(token, clientId, { id: t.id, firstName: 'Role', lastName: 'Matrix' }),
    delete: (token, clientId, t) => api.remove(token, clientId, t.id, t.secureId),
    block: (token, clientId, t) => api.status(token, clientId, t.id, USER_STATUS.blocked, t.secureId),
    reset: (token, clientId, t) => api.reset(token, clientId, t.id),
    userInfo: (token, clientId, t) => api.info(token, clientId, t.id),
    audit: (token, clientId, t) => api.audit(token, clientId, t.id),
  };

  for (const [name, call] of Object.entries(calls)) {
    it(name, async () => {
      const target = await createdUser(server, superToken, NORTHWIND_CLIENT_ID);
      const contosoTarget = await createdUser(server, superToken, CONTOSO_CLIENT_ID, { emailAddress: `x${Date.now()}${name}@contoso.test` });
      const before = await countAudit(server);
      expect(await errorOf(await call(memberToken, NORTHWIND_CLIENT_ID, target))).toEqual({ status: 403, message: USER_MESSAGES.notAdmin });
      expect(await errorOf(await call(contosoToken, CONTOSO_CLIENT_ID, contosoTarget))).toEqual({ status: 403, message: USER_MESSAGES.notAdmin });
      expect(await errorOf(await call(adminToken, CONTOSO_CLIENT_ID, contosoTarget))).toEqual({ status: 403, message: USER_MESSAGES.otherClient });
      expect(await countAudit(server)).toBe(before);
      expect((await call(adminToken, NORTHWIND_CLIENT_ID, target)).status).toBe(200);
      expect((await call(superToken, CONTOSO_CLIENT_ID, contosoTarget)).status).toBe(200);
    });
  }
});

describe('userInfo and audit', () => {
  it('userInfo takes the id or the secureId; a member reads only their own record', async () => {
    const byId = (await (await api.info(adminToken, NORTHWIND_CLIENT_ID, member.id)).json()) as { data: User };
    const bySub = (await (await api.info(adminToken, NORTHWIND_CLIENT_ID, member.secureId)).json()) as { data: User };
    expect(byId.data).toEqual(bySub.data);
    expect(byId.data.emailAddress).toBe('member@northwind.test');
    const own = await api.info(memberToken, NORTHWIND_CLIENT_ID, member.secureId);
    expect(own.status).toBe(200);
    expect(await errorOf(await api.info(memberToken, NORTHWIND_CLIENT_ID, admin.id))).toEqual({ status: 403, message: USER_MESSAGES.notAdmin });
    expect(await errorOf(await api.info(memberToken, CONTOSO_CLIENT_ID, member.id))).toEqual({ status: 403, message: USER_MESSAGES.otherClient });
    const superOwn = (await (await api.info(superToken, NORTHWIND_CLIENT_ID, superAdmin.secureId)).json()) as { data: User };
    expect(superOwn.data).toMatchObject({ role: 'SuperAdmin', clientId: null, modules: ['pricing', 'ranking'] });
    expect(await errorOf(await api.info(adminToken, NORTHWIND_CLIENT_ID, 999999))).toEqual({ status: 404, message: USER_MESSAGES.userNotFound });
  });

  it("keeps the target's last 20 records, newest first, with who, what and when", async () => {
    const target = await createdUser(server, adminToken, NORTHWIND_CLIENT_ID);
    for (let i = 0; i < 22; i++) {
      expect((await api.update(adminToken, NORTHWIND_CLIENT_ID, { id: target.id, firstName: `Name${i}`, lastName: 'Audit' })).status).toBe(200);
    }
    const response = await api.audit(adminToken, NORTHWIND_CLIENT_ID, target.id);
    expect(response.status).toBe(200);
    const audit = (await response.json()) as AuditReply;
    expect(audit.totalRecords).toBe(23);
    expect(audit.records).toHaveLength(AUDIT_LIMIT);
    expect(audit.records.map((r) => r.id)).toEqual([...audit.records.map((r) => r.id)].sort((a, b) => b - a));
    expect(audit.records[0]).toMatchObject({
      action: 'UserUpdated', actorEmail: 'admin@northwind.test', actorName: 'Alex Admin', actorSecureId: admin.secureId,
      targetUserId: target.id, targetEmail: target.email,
    });
    expect(Date.now() - Date.parse(String(audit.records[0].createdOn))).toBeLessThan(60_000);
  });
});
