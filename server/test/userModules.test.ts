import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { CONTOSO_CLIENT_ID, NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';
import { USER_MESSAGES } from '../../contract/users/constants.js';
import { USER_FORM_MESSAGES } from '../../contract/users/forms.js';
import { CLAIM } from '../../contract/claims.js';
import type { AuditReply, ClientModulesReply, User } from '../../contract/users/schemas.js';
import { countAudit, countUsers, newUser, usersApi } from './users.support.js';

// Issue 28: a client's add-ons cap what its admins may give; each user's modules are chosen by an admin, per user.
let server: TestServer;
let api: ReturnType<typeof usersApi>;
let superToken: string;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  api = usersApi(server);
  [superToken, adminToken] = await Promise.all([server.tokenFor('super@insights.test'), server.tokenFor('admin@northwind.test')]);
});
afterAll(async () => {
  await server?.close();
});

async function create(token: string, clientId: string, overrides: Parameters<typeof newUser>[0]) {
  const body = newUser(overrides);
  const response = await api.create(token, clientId, body);
  return { body, response, reply: response.status === 200 ? ((await response.json()) as { userId: number; secureId: string }) : null };
}

const infoOf = async (token: string, clientId: string, userId: number) =>
  ((await (await api.info(token, clientId, userId)).json()) as { data: User }).data;

describe("the client's modules", () => {
  it("are the modules of the client's add-ons, for its admins", async () => {
    expect((await (await api.modules(adminToken, NORTHWIND_CLIENT_ID)).json()) as ClientModulesReply)
      .toEqual({ modules: [{ module: 'pricing', name: 'Pricing' }, { module: 'ranking', name: 'Ranking' }] });
    expect((await (await api.modules(superToken, CONTOSO_CLIENT_ID)).json()) as ClientModulesReply).toEqual({ modules: [{ module: 'pricing', name: 'Pricing' }] });
    expect((await api.modules(adminToken, CONTOSO_CLIENT_ID)).status).toBe(403);
    expect((await api.modules(await server.tokenFor('member@northwind.test'), NORTHWIND_CLIENT_ID)).status).toBe(403);
  });
});

describe('a new user', () => {
  it('holds no module unless ticked, and exactly the ticked ones in the token and the replies', async () => {
    const none = await create(adminToken, NORTHWIND_CLIENT_ID, { role: 'Member' });
    expect(none.response.status).toBe(200);
    expect((await infoOf(adminToken, NORTHWIND_CLIENT_ID, none.reply!.userId)).modules).toEqual([]);
    expect((await server.loginAs(none.body.emailAddress, none.body.password!)).accessClaims[CLAIM.modules]).toEqual([]);

    const pricing = await create(adminToken, NORTHWIND_CLIENT_ID, { role: 'Member', modules: ['pricing'] });
    expect((await infoOf(adminToken, NORTHWIND_CLIENT_ID, pricing.reply!.userId)).modules).toEqual(['pricing']);
    const login = await server.loginAs(pricing.body.emailAddress, pricing.body.password!);
    expect(login.accessClaims[CLAIM.modules]).toEqual(['pricing']);
    expect(login.idClaims[CLAIM.modules]).toEqual(['pricing']);
    const audit = (await (await api.audit(adminToken, NORTHWIND_CLIENT_ID, pricing.reply!.userId)).json()) as AuditReply;
    expect(audit.records[0]).toMatchObject({ action: 'UserCreated', detail: 'role Member, modules Pricing, password set' });
  });

  it("is refused a module outside the client's add-ons (400 with a message), and nothing is written", async () => {
    const users = await countUsers(server);
    const audits = await countAudit(server);
    const outside = await create(superToken, CONTOSO_CLIENT_ID, { modules: ['pricing', 'ranking'] });
    expect(outside.response.status).toBe(400);
    expect(((await outside.response.json()) as { message: string }).message).toBe(USER_MESSAGES.moduleNotInAddOns('ranking', 'Contoso Power'));
    const unknown = await create(adminToken, NORTHWIND_CLIENT_ID, { modules: ['weather' as 'pricing'] });
    expect(unknown.response.status).toBe(400);
    const message = ((await unknown.response.json()) as { message: string }).message;
    expect(message).toContain(USER_FORM_MESSAGES.moduleUnknown);
    expect(message).toContain('modules');
    expect([await countUsers(server), await countAudit(server)]).toEqual([users, audits]);
  });
});

describe("changing a user's modules", () => {
  it('replaces them, audited, and the next token carries them', async () => {
    const made = await create(adminToken, NORTHWIND_CLIENT_ID, { modules: ['ranking'] });
    const target = await infoOf(adminToken, NORTHWIND_CLIENT_ID, made.reply!.userId);
    const update = (token: string, changes: Record<string, unknown>) =>
      api.update(token, NORTHWIND_CLIENT_ID, { id: target.id, secureId: target.secureId, firstName: target.firstName, lastName: target.lastName, ...changes });

    expect((await update(adminToken, { modules: ['pricing', 'ranking'] })).status).toBe(200);
    expect((await infoOf(adminToken, NORTHWIND_CLIENT_ID, target.id)).modules).toEqual(['pricing', 'ranking']);
    const audit = (await (await api.audit(adminToken, NORTHWIND_CLIENT_ID, target.id)).json()) as AuditReply;
    expect(audit.records[0]).toMatchObject({ action: 'UserUpdated', detail: 'modules Ranking → Pricing, Ranking' });
    expect((await server.loginAs(made.body.emailAddress, made.body.password!)).accessClaims[CLAIM.modules]).toEqual(['pricing', 'ranking']);

    // Leaving modules out keeps them; [] takes them all away.
    expect((await update(adminToken, { city: 'Houston' })).status).toBe(200);
    expect((await infoOf(adminToken, NORTHWIND_CLIENT_ID, target.id)).modules).toEqual(['pricing', 'ranking']);
    expect((await update(adminToken, { modules: [] })).status).toBe(200);
    expect((await infoOf(adminToken, NORTHWIND_CLIENT_ID, target.id)).modules).toEqual([]);
  });

  it("refuses a module outside the add-ons and changes nothing, and members cannot give themselves modules", async () => {
    const made = await create(superToken, CONTOSO_CLIENT_ID, { modules: ['pricing'] });
    const target = await infoOf(superToken, CONTOSO_CLIENT_ID, made.reply!.userId);
    const audits = await countAudit(server);
    const refused = await api.update(superToken, CONTOSO_CLIENT_ID, {
      id: target.id, secureId: target.secureId, firstName: 'Changed', lastName: target.lastName, modules: ['ranking'],
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(USER_MESSAGES.moduleNotInAddOns('ranking', 'Contoso Power'));
    expect(await infoOf(superToken, CONTOSO_CLIENT_ID, target.id)).toMatchObject({ firstName: target.firstName, modules: ['pricing'] });
    expect(await countAudit(server)).toBe(audits);

    const memberToken = await server.tokenFor(made.body.emailAddress, made.body.password!);
    const own = await api.update(memberToken, CONTOSO_CLIENT_ID, { id: target.id, firstName: 'Me', lastName: target.lastName, modules: [] });
    expect(own.status).toBe(403);
    expect(((await own.json()) as { message: string }).message).toBe(USER_MESSAGES.modulesAdminOnly);
  });

  it("is capped by the client's add-ons: an add-on taken away hides the module until it is back", async () => {
    const made = await create(adminToken, NORTHWIND_CLIENT_ID, { modules: ['pricing', 'ranking'] });
    const save = (addOnIds: number[]) => api.addons(superToken, { clientId: NORTHWIND_CLIENT_ID, addOnIds });
    expect((await save([1, 3])).status).toBe(200);
    try {
      expect((await infoOf(adminToken, NORTHWIND_CLIENT_ID, made.reply!.userId)).modules).toEqual(['pricing']);
      expect((await server.loginAs(made.body.emailAddress, made.body.password!)).accessClaims[CLAIM.modules]).toEqual(['pricing']);
    } finally {
      await save([1, 2, 3]);
    }
    expect((await infoOf(adminToken, NORTHWIND_CLIENT_ID, made.reply!.userId)).modules).toEqual(['pricing', 'ranking']);
  });
});
