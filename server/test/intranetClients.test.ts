import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { CookieJar } from './support/cookieJar.js';
import { finishLogin, startAuthorization, submitLogin, tokenResponses, type OidcTestClient } from './support/oidcLogin.js';
import { CONTOSO_CLIENT_ID, DEMO_PASSWORD, NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';
import { EMBEDDING_ENDPOINTS, intranetClientPath } from '../../contract/embedding/endpoints.js';
import { INTRANET_CLIENT_MESSAGES, type IntranetClientSavedReply, type IntranetClientsReply } from '../../contract/embedding/schemas.js';
import { parseIntranetClients } from '../src/identity/intranetClients.js';
import { wrongTenantMessage } from '../src/identity/loginPage.js';

const SCOPE = 'openid profile email access:INS';
const PAGE = 'https://intranet.northwind.example/team/portal.html';
const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

let server: TestServer;
let superToken: string;
let adminToken: string;

// The registered-origin CORS rule only matters with an allow-list: this server has one that names neither page.
beforeAll(async () => {
  server = await startTestServer({
    corsOrigins: ['https://listed.example'],
    intranetClients: [{ clientId: 'ci-intranet', name: 'CI intranet', redirectUris: ['http://localhost:4999/sso.html'] }],
  });
  [superToken, adminToken] = await Promise.all([server.tokenFor('super@insights.test'), server.tokenFor('admin@northwind.test')]);
});
afterAll(async () => {
  await server?.close();
});

const list = async () => (await (await server.api(EMBEDDING_ENDPOINTS.intranetClients, { token: superToken })).json()) as IntranetClientsReply;
const register = (token: string, body: unknown) => server.api(EMBEDDING_ENDPOINTS.intranetClients, { token, method: 'POST', ...json(body) });
const change = (token: string, id: string, body: unknown) => server.api(intranetClientPath(id), { token, method: 'PUT', ...json(body) });
const remove = (token: string, id: string) => server.api(intranetClientPath(id), { token, method: 'DELETE' });
const count = async (table: string) => (await server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n;
const auditOf = async (action: string) =>
  (await server.db.query<{ detail: string; actor_email: string; client_id: string }>(
    'select detail, actor_email, client_id::text as client_id from audit_log where action = $1 order by id', [action],
  )).rows;

async function signInThrough(client: OidcTestClient, email: string, jar?: CookieJar) {
  const start = await startAuthorization(server.baseUrl, SCOPE, client, jar);
  const response = await submitLogin(start, email, DEMO_PASSWORD);
  return { start, response };
}

describe('INTRANET_CLIENTS', () => {
  it('registers its clients at start, for the default client when no tenant is named', async () => {
    const ci = (await list()).intranetClients.find((c) => c.clientId === 'ci-intranet');
    expect(ci).toMatchObject({ name: 'CI intranet', tenantClientId: NORTHWIND_CLIENT_ID, redirectUris: ['http://localhost:4999/sso.html'] });
  });

  it('stops the start with a message naming a wrong entry', () => {
    expect(() => parseIntranetClients('{')).toThrow(/INTRANET_CLIENTS is not valid JSON/);
    expect(() => parseIntranetClients('{}')).toThrow(/must be a JSON array/);
    expect(() => parseIntranetClients('[{"clientId":"a","name":"A","redirectUris":["http://intranet.example/x"]}]'))
      .toThrow("INTRANET_CLIENTS[0].redirectUris: 'http://intranet.example/x' must use https (http only for localhost).");
    expect(() => parseIntranetClients('[{"clientId":"a b","name":"A","redirectUris":["https://x.example/"]}]')).toThrow(/clientId/);
    expect(parseIntranetClients('[{"clientId":"a","name":" A ","tenantClientId":"' + CONTOSO_CLIENT_ID + '","redirectUris":["https://x.example/p"]}]'))
      .toEqual([{ clientId: 'a', name: 'A', tenantClientId: CONTOSO_CLIENT_ID, redirectUris: ['https://x.example/p'], postLogoutRedirectUris: [] }]);
  });
});

describe('the Embedding API', () => {
  it('is for super admins only (403 otherwise)', async () => {
    const memberToken = await server.tokenFor('member@northwind.test');
    for (const token of [adminToken, memberToken]) {
      const listed = await server.api(EMBEDDING_ENDPOINTS.intranetClients, { token });
      expect(listed.status).toBe(403);
      expect(((await listed.json()) as { message: string }).message).toBe(INTRANET_CLIENT_MESSAGES.superAdminOnly);
      expect((await register(token, { name: 'X', tenantClientId: NORTHWIND_CLIENT_ID, redirectUris: [PAGE] })).status).toBe(403);
      expect((await change(token, 'ci-intranet', { name: 'X', tenantClientId: NORTHWIND_CLIENT_ID, redirectUris: [PAGE] })).status).toBe(403);
      expect((await remove(token, 'ci-intranet')).status).toBe(403);
    }
    expect((await server.api(EMBEDDING_ENDPOINTS.intranetClients)).status).toBe(401);
  });

  it("answers each bad field with 400 and the field's message, and writes nothing", async () => {
    const good = { name: 'Team portal', tenantClientId: NORTHWIND_CLIENT_ID, redirectUris: [PAGE] };
    const before = [await count('intranet_clients'), await count('audit_log')];
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, INTRANET_CLIENT_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(101) }, INTRANET_CLIENT_MESSAGES.nameTooLong],
      [{ tenantClientId: 'nope' }, INTRANET_CLIENT_MESSAGES.tenantRequired],
      [{ redirectUris: [] }, INTRANET_CLIENT_MESSAGES.redirectRequired],
      [{ redirectUris: ['/team/portal.html'] }, "'/team/portal.html' is not an absolute URL"],
      [{ redirectUris: ['http://intranet.example/p.html'] }, "'http://intranet.example/p.html' must use https (http only for localhost)."],
      [{ redirectUris: ['https://intranet.example/p.html#x'] }, 'must not contain a fragment'],
      [{ postLogoutRedirectUris: ['ftp://intranet.example/'] }, 'must use https'],
    ];
    for (const [override, message] of cases) {
      const response = await register(superToken, { ...good, ...override });
      expect(response.status, JSON.stringify(override)).toBe(400);
      const body = (await response.json()) as { message: string };
      expect(body.message, JSON.stringify(override)).toContain(message);
      expect(body.message).toContain(Object.keys(override)[0]);
      expect((await change(superToken, 'ci-intranet', { ...good, ...override })).status).toBe(400);
    }
    const unknownTenant = await register(superToken, { ...good, tenantClientId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownTenant.status).toBe(404);
    expect([await count('intranet_clients'), await count('audit_log')]).toEqual(before);
    // http is fine on the machine itself.
    const local = await register(superToken, { ...good, redirectUris: ['http://localhost:8080/x.html', 'http://127.0.0.1:8080/x.html'] });
    expect(local.status).toBe(200);
    await remove(superToken, ((await local.json()) as IntranetClientSavedReply).intranetClient.clientId);
  });

  it('registers, changes and removes a client, each audited; a change works at once, without a restart', async () => {
    const created = await register(superToken, { name: 'Team portal', tenantClientId: NORTHWIND_CLIENT_ID, redirectUris: [PAGE] });
    expect(created.status).toBe(200);
    const { data, intranetClient } = (await created.json()) as IntranetClientSavedReply;
    expect(data).toBe(INTRANET_CLIENT_MESSAGES.created('Team portal'));
    expect(intranetClient).toMatchObject({ name: 'Team portal', tenantName: 'Northwind Energy', redirectUris: [PAGE], postLogoutRedirectUris: [] });
    expect(intranetClient.clientId).toMatch(/^intranet-[0-9a-f]{16}$/);
    const id = intranetClient.clientId;
    expect((await list()).intranetClients.map((c) => c.clientId)).toContain(id);
    const [added] = (await auditOf('IntranetClientAdded')).slice(-1);
    expect(added).toMatchObject({ actor_email: 'super@insights.test', client_id: NORTHWIND_CLIENT_ID });
    expect(added.detail).toContain(`Team portal (${id}) for Northwind Energy: ${PAGE}`);

    // The page signs in with it straight away.
    const client = { clientId: id, redirectUri: PAGE, origin: 'https://intranet.northwind.example' };
    const first = await signInThrough(client, 'member@northwind.test');
    const tokens = await finishLogin(server.baseUrl, first.start, first.response);
    expect(tokens.accessClaims).toMatchObject({ aud: 'insights-api', clientId: NORTHWIND_CLIENT_ID });
    // The token endpoint answers the page's origin (CORS), and so does the API, though CORS_ORIGINS does not list it.
    expect(tokenResponses.get(first.start)!.headers.get('access-control-allow-origin')).toBe('https://intranet.northwind.example');
    const apiCall = await server.api('/api/License/GetStateWiseLicenseCount', { token: tokens.accessToken, headers: { origin: 'https://intranet.northwind.example' } });
    expect(apiCall.status).toBe(200);
    expect(apiCall.headers.get('access-control-allow-origin')).toBe('https://intranet.northwind.example');

    // Moved to another page: the old address is refused, the new one works, with no restart.
    const moved = 'https://portal.northwind.example/any/path/page.html';
    const changed = await change(superToken, id, { name: 'Team portal v2', tenantClientId: NORTHWIND_CLIENT_ID, redirectUris: [moved] });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as IntranetClientSavedReply).intranetClient.name).toBe('Team portal v2');
    await expect(startAuthorization(server.baseUrl, SCOPE, client)).rejects.toThrow(/Login page not reached/);
    const again = await signInThrough({ clientId: id, redirectUri: moved, origin: 'https://portal.northwind.example' }, 'admin@northwind.test');
    await finishLogin(server.baseUrl, again.start, again.response);
    expect((await server.api('/api/License/GetStateWiseLicenseCount', { headers: { origin: 'https://intranet.northwind.example' } }))
      .headers.get('access-control-allow-origin')).toBeNull();
    expect((await auditOf('IntranetClientChanged')).slice(-1)[0].detail).toContain(`→ Team portal v2 (${id}) for Northwind Energy: ${moved}`);

    const removed = await remove(superToken, id);
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { data: string }).data).toBe(INTRANET_CLIENT_MESSAGES.deleted('Team portal v2'));
    expect((await remove(superToken, id)).status).toBe(404);
    expect((await auditOf('IntranetClientRemoved')).slice(-1)[0].detail).toContain(id);
    await expect(startAuthorization(server.baseUrl, SCOPE, { clientId: id, redirectUri: moved })).rejects.toThrow(/Login page not reached/);
  });
});

describe("the snippet's sign-in library", () => {
  it('is served for pages on other origins', async () => {
    const response = await fetch(`${server.baseUrl}/widgets/vendor/oidc-client-ts.min.js`, { headers: { origin: 'https://intranet.northwind.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await response.text()).toContain('UserManager');
  });
});

describe('a client registered for Northwind', () => {
  let client: OidcTestClient;
  beforeAll(async () => {
    const created = await register(superToken, { name: 'Northwind hub', tenantClientId: NORTHWIND_CLIENT_ID, redirectUris: [PAGE] });
    client = { clientId: ((await created.json()) as IntranetClientSavedReply).intranetClient.clientId, redirectUri: PAGE };
  });

  it("refuses a user of another tenant on the sign-in page with a clear message, and issues no code", async () => {
    const { response } = await signInThrough(client, 'member@contoso.test');
    expect(response.status).toBe(403);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain(wrongTenantMessage('Northwind hub', 'Northwind Energy').replace(/'/g, '&#39;'));
  });

  it('asks a signed-in user of another tenant to sign in again, saying why', async () => {
    const jar = new CookieJar();
    const portal = await startAuthorization(server.baseUrl, SCOPE, undefined, jar);
    await finishLogin(server.baseUrl, portal, await submitLogin(portal, 'member@contoso.test', DEMO_PASSWORD));
    // Same browser, now the Northwind page: no silent sign-in, the form again with the reason.
    const start = await startAuthorization(server.baseUrl, SCOPE, client, jar);
    expect(start.html).toContain('Northwind hub is for Northwind Energy users only.');
    // The same account on that form is refused again; no code reaches the page.
    const retry = await submitLogin(start, 'member@contoso.test', DEMO_PASSWORD);
    expect(retry.status).toBe(403);
    expect(retry.headers.get('location')).toBeNull();
  });

  it('lets the super admin (of no tenant) and Northwind users through', async () => {
    for (const email of ['super@insights.test', 'admin@northwind.test']) {
      const { start, response } = await signInThrough(client, email);
      const tokens = await finishLogin(server.baseUrl, start, response);
      expect(tokens.accessToken).toBeTruthy();
    }
  });
});
