import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from './support/testServer.js';
import { finishLogin, startAuthorization, submitLogin, type AuthorizeStart, type LoginResult } from './support/oidcLogin.js';
import { createPkcePair, decodeJwtPayload } from './support/pkce.js';
import { NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';
import { USER_STATUS } from '../../contract/users/constants.js';
import { USER_FORM_MESSAGES } from '../../contract/users/forms.js';
import { ACCOUNT_BLOCKED, INVALID_CREDENTIALS } from '../src/identity/loginPage.js';
import { LINK_INVALID, PASSWORDS_DIFFER, PASSWORD_SAVED } from '../src/identity/setPasswordPage.js';
import { createdUser, usersApi, type UserRow } from './users.support.js';

/** The identity provider follows what admins do: created users sign in, blocked ones lose access, links set passwords. */

const CHECK_INTERVAL_MS = 150;
const SUMMARY = '/api/License/GetStateWiseLicenseCount';
let server: TestServer;
let api: ReturnType<typeof usersApi>;
let superToken: string;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer({ accountCheckIntervalMs: CHECK_INTERVAL_MS });
  api = usersApi(server);
  [superToken, adminToken] = await Promise.all([server.tokenFor('super@insights.test'), server.tokenFor('admin@northwind.test')]);
});
afterAll(async () => {
  await server?.close();
});

async function loginPageError(email: string, password: string): Promise<string | undefined> {
  const start = await startAuthorization(server.baseUrl);
  const response = await submitLogin(start, email, password);
  if (response.status !== 200) return undefined;
  return /<div class="alert" role="alert">([^<]*)<\/div>/.exec(await response.text())?.[1];
}

/** Signs in and keeps the browser's cookies, so the session can ask for new tokens later. */
async function signIn(email: string, password: string): Promise<{ start: AuthorizeStart; tokens: LoginResult }> {
  const start = await startAuthorization(server.baseUrl);
  const tokens = await finishLogin(server.baseUrl, start, await submitLogin(start, email, password));
  return { start, tokens };
}

/** A token refresh as the portal does it: a new authorization on the provider's session, no password typed. */
async function refresh(jar: AuthorizeStart['jar']): Promise<Record<string, unknown>> {
  const { verifier, challenge } = createPkcePair();
  const authorize = new URL(`${server.baseUrl}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'insights-portal', response_type: 'code', scope: 'openid profile email access:INS',
    redirect_uri: `${server.baseUrl}/auth/callback`, code_challenge: challenge, code_challenge_method: 'S256', state: 's', nonce: 'n',
  }).toString();
  let url = authorize.href;
  for (let hops = 0; hops < 10 && !url.startsWith(`${server.baseUrl}/auth/callback`); hops++) {
    const response = await fetch(url, { headers: { cookie: jar.header() }, redirect: 'manual' });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location) throw new Error(`refresh stopped at ${response.status}: ${url}`);
    url = new URL(location, url).href;
  }
  const code = new URL(url).searchParams.get('code')!;
  const response = await fetch(`${server.baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code', client_id: 'insights-portal', code, code_verifier: verifier, redirect_uri: `${server.baseUrl}/auth/callback`,
    }).toString(),
  });
  const body = (await response.json()) as { access_token: string };
  return { ...decodeJwtPayload(body.access_token), token: body.access_token };
}

/** Opens the realtime hub with a token; resolves once the handshake is answered. */
async function openHub(token: string): Promise<{ ws: WebSocket; closed: Promise<number> }> {
  const ws = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/notifications-alerts?access_token=${encodeURIComponent(token)}`);
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => ws.send('{"protocol":"json","version":1}\u001e'));
    ws.once('message', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_request, response) => reject(new Error(`hub refused: ${response.statusCode}`)));
  });
  return { ws, closed };
}

async function hubStatus(token: string): Promise<number> {
  return (await fetch(`${server.baseUrl}/notifications-alerts/negotiate?negotiateVersion=1`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status;
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms))]);

describe('a created user', () => {
  it('signs in with the password set on creation and gets the claims of their client', async () => {
    const user = await createdUser(server, adminToken, NORTHWIND_CLIENT_ID, { password: 'first-password-1', role: 'Admin', modules: ['pricing', 'ranking'] });
    const { tokens } = await signIn(user.email, 'first-password-1');
    expect(tokens.accessClaims).toMatchObject({ sub: user.secureId, roles: ['Admin'], clientId: NORTHWIND_CLIENT_ID, premiumData: true });
    expect(tokens.accessClaims.insightsModules).toEqual(['pricing', 'ranking']);
    expect((await server.api(SUMMARY, { token: tokens.accessToken })).status).toBe(200);
    expect(await loginPageError(user.email, 'wrong-password')).toBe(INVALID_CREDENTIALS);
  });

  it('without a password cannot sign in until a reset link sets one', async () => {
    const user = await createdUser(server, adminToken, NORTHWIND_CLIENT_ID, { password: '' });
    expect(await loginPageError(user.email, '')).toBe(INVALID_CREDENTIALS);
    expect(await loginPageError(user.email, 'anything-at-all')).toBe(INVALID_CREDENTIALS);
  });
});

describe('blocking', () => {
  it('refuses sign-in and the existing token at the API and the hub; unblocking restores both', async () => {
    const user = await createdUser(server, adminToken, NORTHWIND_CLIENT_ID, { password: 'block-me-please' });
    const { tokens } = await signIn(user.email, 'block-me-please');
    const token = tokens.accessToken;
    const hub = await openHub(token);
    expect((await server.api(SUMMARY, { token })).status).toBe(200);

    expect((await api.status(adminToken, NORTHWIND_CLIENT_ID, user.id, USER_STATUS.blocked, user.secureId)).status).toBe(200);
    expect((await server.api(SUMMARY, { token })).status).toBe(401);
    await within(hub.closed, 2000, 'hub connection closed');
    expect(await hubStatus(token)).toBe(401);
    expect(await loginPageError(user.email, 'block-me-please')).toBe(ACCOUNT_BLOCKED);

    expect((await api.status(adminToken, NORTHWIND_CLIENT_ID, user.id, USER_STATUS.active, user.secureId)).status).toBe(200);
    expect((await server.api(SUMMARY, { token })).status).toBe(200);
    expect(await hubStatus(token)).toBe(200);
    const again = await openHub(token);
    again.ws.close();
    expect((await signIn(user.email, 'block-me-please')).tokens.accessClaims.sub).toBe(user.secureId);
  });

  it('sends a blocked user whose browser session is still open back to the login page when it renews its token', async () => {
    const user = await createdUser(server, adminToken, NORTHWIND_CLIENT_ID, { password: 'renew-when-blocked' });
    const { start } = await signIn(user.email, 'renew-when-blocked');
    expect((await refresh(start.jar)).sub).toBe(user.secureId);
    expect((await api.status(adminToken, NORTHWIND_CLIENT_ID, user.id, USER_STATUS.blocked, user.secureId)).status).toBe(200);

    const { challenge } = createPkcePair();
    const authorize = new URL(`${server.baseUrl}/oidc/auth`);
    authorize.search = new URLSearchParams({
      client_id: 'insights-portal', response_type: 'code', scope: 'openid profile email access:INS',
      redirect_uri: `${server.baseUrl}/auth/callback`, code_challenge: challenge, code_challenge_method: 'S256', state: 's', nonce: 'n',
    }).toString();
    const response = await fetch(authorize, { headers: { cookie: start.jar.header() }, redirect: 'manual' });
    start.jar.store(response);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/\/oidc\/interaction\//);
    const login = await fetch(new URL(response.headers.get('location')!, server.baseUrl), { headers: { cookie: start.jar.header() } });
    expect(login.status).toBe(200);
    expect(await login.text()).toMatch(/type="password"/);
  });

  it('made by another instance (recorded in the audit trail) closes hub connections within the check interval', async () => {
    const user = await createdUser(server, adminToken, NORTHWIND_CLIENT_ID, { password: 'elsewhere-blocked' });
    const { tokens } = await signIn(user.email, 'elsewhere-blocked');
    const hub = await openHub(tokens.accessToken);
    // What the other instance writes: the status and its audit record, in this shared database.
    await server.db.query('update users set status_code = 10900 where id = $1', [user.id]);
    await server.db.query(
      `insert into audit_log (action, actor_email, actor_name, target_user_id, target_secure_id, target_email)
       values ('UserBlocked', 'admin@northwind.test', 'Alex Admin', $1, $2, $3)`,
      [user.id, user.secureId, user.email],
    );
    await within(hub.closed, CHECK_INTERVAL_MS * 10, 'hub connection closed by the poll');
    expect((await server.api(SUMMARY, { token: tokens.accessToken })).status).toBe(401);
  });
});

describe('deleting', () => {
  it('ends sign-in, the token and the user’s follows', async () => {
    const user = await createdUser(server, adminToken, NORTHWIND_CLIENT_ID, { password: 'soon-deleted' });
    const { tokens } = await signIn(user.email, 'soon-deleted');
    const hub = await openHub(tokens.accessToken);
    const { rows: [company] } = await server.db.query<{ id: string }>('select id::text from companies limit 1');
    await server.db.query('insert into follows (user_id, company_id) values ($1, $2)', [user.id, company.id]);

    expect((await api.remove(adminToken, NORTHWIND_CLIENT_ID, user.id, user.secureId)).status).toBe(200);
    expect((await server.api(SUMMARY, { token: tokens.accessToken })).status).toBe(401);
    await within(hub.closed, 2000, 'hub connection closed');
    expect(await loginPageError(user.email, 'soon-deleted')).toBe(INVALID_CREDENTIALS);
    expect((await server.db.query('select 1 from follows where user_id = $1', [user.id])).rows).toHaveLength(0);
  });
});

describe('password reset', () => {
  async function resetLink(user: UserRow): Promise<string> {
    expect((await api.reset(adminToken, NORTHWIND_CLIENT_ID, user.id)).status).toBe(200);
    const { rows } = await server.db.query<{ body: string }>('select body from email_outbox where user_id = $1 order by id desc limit 1', [user.id]);
    const link = /(http\S+\/oidc\/set-password\?token=\S+)/.exec(rows[0].body)?.[1];
    expect(link).toBeDefined();
    return link!;
  }

  const submit = (link: string, password: string, confirm = password) =>
    fetch(`${server.baseUrl}/oidc/set-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token')!, password, confirm }).toString(),
    });

  const alertOf = async (response: Response) => /<div class="alert" role="alert">([^<]*)<\/div>/.exec(await response.text())?.[1];

  it('e-mails a one-time link whose page sets a new password; the old one stops working', async () => {
    const user = await createdUser(server, adminToken, NORTHWIND_CLIENT_ID, { password: 'the-old-password' });
    const link = await resetLink(user);

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<h1>Set your password</h1>');
    expect(html).toContain(user.email);
    expect(html).toContain('class="brand"'); // the login page's shell
    expect(html).toMatch(/<label for="password">New password<\/label>/);
    expect(html).toMatch(/<label for="confirm">Confirm password<\/label>/);

    expect(await alertOf(await submit(link, 'short'))).toBe(USER_FORM_MESSAGES.passwordTooShort);
    expect(await alertOf(await submit(link, 'new-password-1', 'new-password-2'))).toBe(PASSWORDS_DIFFER);
    const saved = await submit(link, 'brand-new-password');
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain(PASSWORD_SAVED);

    expect(await loginPageError(user.email, 'the-old-password')).toBe(INVALID_CREDENTIALS);
    expect((await signIn(user.email, 'brand-new-password')).tokens.accessClaims.sub).toBe(user.secureId);

    // Once only.
    expect((await fetch(link)).status).toBe(400);
    const reused = await submit(link, 'another-password');
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain(LINK_INVALID);
    expect((await signIn(user.email, 'brand-new-password')).tokens.accessClaims.sub).toBe(user.secureId);

    const audit = await server.db.query<{ action: string; actor_email: string }>(
      'select action, actor_email from audit_log where target_user_id = $1 order by id', [user.id]);
    expect(audit.rows.map((r) => r.action)).toEqual(['UserCreated', 'PasswordResetSent', 'PasswordSet']);
    expect(audit.rows[2].actor_email).toBe(user.email);
  });

  it('expires, and a newer link replaces an older one', async () => {
    const user = await createdUser(server, adminToken, NORTHWIND_CLIENT_ID, { password: '' });
    const first = await resetLink(user);
    const second = await resetLink(user);
    expect((await fetch(first)).status).toBe(400);
    expect((await fetch(second)).status).toBe(200);
    await server.db.query(`update password_tokens set expires_on = now() - interval '1 second' where user_id = $1`, [user.id]);
    expect((await fetch(second)).status).toBe(400);
    expect((await submit(second, 'too-late-password')).status).toBe(400);
    expect(await loginPageError(user.email, 'too-late-password')).toBe(INVALID_CREDENTIALS);

    const third = await resetLink(user);
    expect((await submit(third, 'in-time-password')).status).toBe(200);
    expect((await signIn(user.email, 'in-time-password')).tokens.accessClaims.sub).toBe(user.secureId);
  });

  it('a made-up or missing token shows the invalid-link page', async () => {
    expect((await fetch(`${server.baseUrl}/oidc/set-password?token=nope`)).status).toBe(400);
    expect((await fetch(`${server.baseUrl}/oidc/set-password`)).status).toBe(400);
    expect((await submit(`${server.baseUrl}/oidc/set-password?token=nope`, 'whatever-password')).status).toBe(400);
  });
});

describe('add-on access', () => {
  it("changes the user's modules and premium access at the next token refresh, without signing out", async () => {
    const premiumOf = async (token: string) => {
      const response = await server.api('/api/sqlserver/filteredMostRecentLicensedCompanies?page=1&perPage=1', { token });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { isPremium: boolean }[] }).data[0].isPremium;
    };
    const { start, tokens } = await signIn('admin@northwind.test', 'insights-demo');
    expect(tokens.accessClaims.insightsModules).toEqual(['pricing', 'ranking']);
    expect(await premiumOf(tokens.accessToken)).toBe(true);

    const save = await api.addons(superToken, { clientId: NORTHWIND_CLIENT_ID, addOnIds: [2] });
    expect(save.status).toBe(200);
    try {
      const refreshed = await refresh(start.jar);
      expect(refreshed.sub).toBe(tokens.accessClaims.sub);
      expect(refreshed.insightsModules).toEqual(['ranking']);
      expect(refreshed.premiumData).toBe(false);
      expect(await premiumOf(String(refreshed.token))).toBe(false);
      const own = (await (await api.info(String(refreshed.token), NORTHWIND_CLIENT_ID, String(refreshed.sub))).json()) as { data: { modules: string[] } };
      expect(own.data.modules).toEqual(['ranking']);
    } finally {
      expect((await api.addons(superToken, { clientId: NORTHWIND_CLIENT_ID, addOnIds: [1, 2, 3] })).status).toBe(200);
    }
    const restored = await refresh(start.jar);
    expect(restored.insightsModules).toEqual(['pricing', 'ranking']);
    expect(restored.premiumData).toBe(true);
  });
});
