import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { ADD_ONS, CLIENTS, CONTOSO_CLIENT_ID } from '../src/db/seed/tenants.js';
import { USER_MESSAGES } from '../../contract/users/constants.js';
import type { AddonsAndClientsLoadReply } from '../../contract/users/schemas.js';
import { countAudit, usersApi } from './users.support.js';

let server: TestServer;
let api: ReturnType<typeof usersApi>;
let superToken: string;

beforeAll(async () => {
  server = await startTestServer();
  api = usersApi(server);
  superToken = await server.tokenFor('super@insights.test');
});
afterAll(async () => {
  await server?.close();
});

async function mappingsOf(clientId: string): Promise<number[]> {
  const { rows } = await server.db.query<{ id: number }>('select add_on_id as id from client_add_ons where client_id = $1 order by add_on_id', [clientId]);
  return rows.map((r) => r.id);
}

describe('POST /api/client/addons-and-clients', () => {
  it('loads add-ons, clients and mappings with no body or an empty one', async () => {
    for (const body of [undefined, {}]) {
      const response = await api.addons(superToken, body);
      expect(response.status).toBe(200);
      const reply = (await response.json()) as AddonsAndClientsLoadReply;
      expect(reply.addons).toEqual(ADD_ONS.map((a) => ({ addOnID: a.addOnId, name: a.name })));
      expect(reply.clients).toEqual([...CLIENTS].sort((a, b) => a.name.localeCompare(b.name)).map((c) => ({ clientID: c.id, clientName: c.name })));
      const { rows } = await server.db.query<{ clientID: string; addOnID: number }>(
        'select client_id::text as "clientID", add_on_id as "addOnID" from client_add_ons order by 1, 2');
      expect(reply.mappings).toEqual(rows);
    }
  });

  it("saves one client's full list (replacing it) and audits the change", async () => {
    const before = await mappingsOf(CONTOSO_CLIENT_ID);
    const response = await api.addons(superToken, { clientId: CONTOSO_CLIENT_ID, addOnIds: [3, 2, 2] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: USER_MESSAGES.addOnsSaved('Contoso Power') });
    expect(await mappingsOf(CONTOSO_CLIENT_ID)).toEqual([2, 3]);
    const { rows } = await server.db.query<{ action: string; actor_email: string; detail: string; client_id: string }>(
      'select action, actor_email, detail, client_id::text from audit_log order by id desc limit 1');
    expect(rows[0]).toEqual({ action: 'AddOnsChanged', actor_email: 'super@insights.test', detail: 'Contoso Power: Pricing → Ranking, Premium Data', client_id: CONTOSO_CLIENT_ID });

    expect((await api.addons(superToken, { clientId: CONTOSO_CLIENT_ID, addOnIds: [] })).status).toBe(200);
    expect(await mappingsOf(CONTOSO_CLIENT_ID)).toEqual([]);
    expect((await api.addons(superToken, { clientId: CONTOSO_CLIENT_ID, addOnIds: before })).status).toBe(200);
    expect(await mappingsOf(CONTOSO_CLIENT_ID)).toEqual(before);
  });

  it('refuses bad saves and writes nothing', async () => {
    const before = await mappingsOf(CONTOSO_CLIENT_ID);
    const audits = await countAudit(server);
    const unknown = await api.addons(superToken, { clientId: CONTOSO_CLIENT_ID, addOnIds: [1, 99] });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toBe(USER_MESSAGES.unknownAddOn);
    const noClient = await api.addons(superToken, { clientId: '6f1b7c2e-0d4a-4c3e-9a51-0000000000ff', addOnIds: [1] });
    expect(noClient.status).toBe(404);
    expect((await noClient.json()).message).toBe(USER_MESSAGES.clientNotFound);
    const half = await api.addons(superToken, { clientId: CONTOSO_CLIENT_ID });
    expect(half.status).toBe(400);
    expect((await half.json()).message).toContain('addOnIds');
    expect((await api.addons(superToken, { clientId: 'nope', addOnIds: [1] })).status).toBe(400);
    expect((await api.addons(superToken, { clientId: CONTOSO_CLIENT_ID, addOnIds: ['1'] })).status).toBe(400);
    expect(await mappingsOf(CONTOSO_CLIENT_ID)).toEqual(before);
    expect(await countAudit(server)).toBe(audits);
  });

  it('is for super admins only: admins and members get 403 for load and save', async () => {
    const before = await mappingsOf(CONTOSO_CLIENT_ID);
    for (const email of ['admin@northwind.test', 'member@northwind.test', 'member@contoso.test']) {
      const token = await server.tokenFor(email);
      for (const body of [undefined, { clientId: CONTOSO_CLIENT_ID, addOnIds: [1, 2, 3] }]) {
        const response = await api.addons(token, body);
        expect(response.status, email).toBe(403);
        expect((await response.json()).message).toBe(USER_MESSAGES.addOnsSuperAdminOnly);
      }
    }
    expect((await api.addons('', undefined)).status).toBe(401);
    expect(await mappingsOf(CONTOSO_CLIENT_ID)).toEqual(before);
  });
});
