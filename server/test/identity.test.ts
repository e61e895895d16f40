import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { finishLogin, startAuthorization, submitLogin } from './support/oidcLogin.js';
import { CookieJar } from './support/cookieJar.js';
import { DEFAULT_CLIENT_ID } from '../../contract/claims.js';
import { CONTOSO_CLIENT_ID, NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('discovery', () => {
  it('names the issuer and endpoints under /oidc of the public URL', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${server.baseUrl}/oidc`);
    expect(doc.authorization_endpoint).toBe(`${server.baseUrl}/oidc/auth`);
    expect(doc.token_endpoint).toBe(`${server.baseUrl}/oidc/token`);
    expect(doc.jwks_uri).toBe(`${server.baseUrl}/oidc/jwks`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('publishes only public keys', async () => {
    const jwks = (await (await fetch(`${server.baseUrl}/oidc/jwks`)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const key of jwks.keys) expect(key).not.toHaveProperty('d');
  });
});

describe('login page', () => {
  it('has labelled Email and Password fields and a Sign in button', async () => {
    const start = await startAuthorization(server.baseUrl);
    expect(start.loginUrl).toMatch(new RegExp(`^${server.baseUrl}/oidc/interaction/`));
    expect(start.html).toMatch(/<label for="email">Email<\/label>/);
    expect(start.html).toMatch(/<input id="email" name="email"/);
    expect(start.html).toMatch(/<label for="password">Password<\/label>/);
    expect(start.html).toMatch(/<input id="password" name="password" type="password"/);
    expect(start.html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(start.html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/); // no external assets
    expect(start.html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i); // no inline script for the CSP to allow
    // The style sheet is inline (the page's first paint does not wait for a second request), and the only style.
    expect(start.html).not.toMatch(/<link rel="stylesheet"/);
    expect(start.html.match(/<style>/g)).toHaveLength(1);
    expect(/<style>([^<]*)<\/style>/.exec(start.html)![1]).toContain('.card{');
  });

  it('rejects a wrong password, keeping the typed email', async () => {
    const start = await startAuthorization(server.baseUrl);
    const response = await submitLogin(start, 'admin@northwind.test', 'not-the-password');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Invalid email or password.');
    expect(html).toContain('value="admin@northwind.test"');
  });

  it('rejects an unknown email with the same message (no account probing)', async () => {
    const start = await startAuthorization(server.baseUrl);
    const html = await (await submitLogin(start, 'nobody@nowhere.test', 'insights-demo')).text();
    expect(html).toContain('Invalid email or password.');
    expect(html).toContain('value="nobody@nowhere.test"');
  });

  it('escapes what the user typed', async () => {
    const start = await startAuthorization(server.baseUrl);
    const html = await (await submitLogin(start, '"><script>alert(1)</script>', 'x')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('tells a blocked user so, and lets them retry after unblocking on the same page', async () => {
    await server.db.query(`update users set status_code = 10900 where email_address = 'member@contoso.test'`);
    try {
      const start = await startAuthorization(server.baseUrl);
      const html = await (await submitLogin(start, 'member@contoso.test', 'insights-demo')).text();
      expect(html).toContain('Your account is blocked.');
      await server.db.query(`update users set status_code = 10800 where email_address = 'member@contoso.test'`);
      const result = await finishLogin(server.baseUrl, start, await submitLogin(start, 'member@contoso.test', 'insights-demo'));
      expect(result.accessClaims.email).toBe('member@contoso.test');
    } finally {
      await server.db.query(`update users set status_code = 10800 where email_address = 'member@contoso.test'`);
    }
  });

  it('accepts the email in any letter case', async () => {
    const result = await server.loginAs('Member@Northwind.TEST');
    expect(result.accessClaims.email).toBe('member@northwind.test');
  });

  it('shows a friendly page for an unknown interaction', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/interaction/does-not-exist`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('no longer valid');
  });
});

describe('tokens of the demo users', () => {
  const cases = [
    {
      email: 'super@insights.test',
      roles: ['SuperAdmin'], clientId: undefined, allowedAccess: ['access:INS'], modules: ['pricing', 'ranking'], premium: true, name: 'Sam Super',
    },
    {
      email: 'admin@northwind.test',
      roles: ['Admin'], clientId: NORTHWIND_CLIENT_ID, allowedAccess: ['access:INS'], modules: ['pricing', 'ranking'], premium: true, name: 'Alex Admin',
    },
    {
      email: 'member@northwind.test',
      roles: ['Member'], clientId: NORTHWIND_CLIENT_ID, allowedAccess: ['access:INS'], modules: [], premium: true, name: 'Morgan Member',
    },
    {
      email: 'member@contoso.test',
      roles: ['Member'], clientId: CONTOSO_CLIENT_ID, allowedAccess: ['access:INS'], modules: [], premium: false, name: 'Casey Contoso',
    },
    {
      email: 'noaccess@contoso.test',
      roles: ['Member'], clientId: CONTOSO_CLIENT_ID, allowedAccess: [], modules: [], premium: false, name: 'Nico Noaccess',
    },
  ];

  for (const expected of cases) {
    it(`${expected.email}: access token and ID token carry the Insights claims`, async () => {
      const { accessClaims, idClaims } = await server.loginAs(expected.email);
      expect(accessClaims.aud).toBe('insights-api');
      expect(accessClaims.iss).toBe(`${server.baseUrl}/oidc`);
      expect(idClaims.aud).toBe('insights-portal');
      expect(idClaims.nonce).toBe('test-nonce');
      expect(idClaims.sub).toBe(accessClaims.sub);
      for (const claims of [accessClaims, idClaims]) {
        expect(claims.roles).toEqual(expected.roles);
        expect(claims.allowedAccess).toEqual(expected.allowedAccess);
        expect(claims.insightsModules).toEqual(expected.modules);
        expect(claims.premiumData).toBe(expected.premium);
        expect(claims.name).toBe(expected.name);
        expect(claims.email).toBe(expected.email);
        if (expected.clientId) expect(claims.clientId).toBe(expected.clientId);
        else expect(claims).not.toHaveProperty('clientId');
      }
    });
  }

  it('subject is the user secure_id', async () => {
    const { accessClaims } = await server.loginAs('admin@northwind.test');
    const { rows } = await server.db.query<{ secure_id: string }>(`select secure_id from users where email_address = 'admin@northwind.test'`);
    expect(accessClaims.sub).toBe(rows[0].secure_id);
  });

  it('a module counts only when the client has the add-on', async () => {
    // Contoso bought Pricing only: a Contoso user holding both modules gets pricing alone.
    await server.db.query(`insert into user_modules (user_id, module)
      select id, m from users, unnest(array['pricing','ranking']) m where email_address = 'member@contoso.test'`);
    try {
      const { accessClaims } = await server.loginAs('member@contoso.test');
      expect(accessClaims.insightsModules).toEqual(['pricing']);
    } finally {
      await server.db.query(`delete from user_modules where user_id = (select id from users where email_address = 'member@contoso.test')`);
    }
  });

  it('the default client id of the spec is Northwind (a super admin acts as it)', () => {
    expect(NORTHWIND_CLIENT_ID).toBe(DEFAULT_CLIENT_ID);
  });
});

describe('sign-out', () => {
  it('signs out without asking and returns to the portal', async () => {
    const start = await startAuthorization(server.baseUrl);
    const result = await finishLogin(server.baseUrl, start, await submitLogin(start, 'member@northwind.test', 'insights-demo'));
    const jar: CookieJar = start.jar;
    const endSession = new URL(`${server.baseUrl}/oidc/session/end`);
    endSession.search = new URLSearchParams({
      id_token_hint: result.idToken,
      post_logout_redirect_uri: `${server.baseUrl}/signed-out`,
    }).toString();
    const page = await fetch(endSession, { headers: { cookie: jar.header() }, redirect: 'manual' });
    jar.store(page);
    const html = await page.text();
    expect(html).not.toContain('Do you want to sign-out');
    // The auto-submit is a served script, not an inline one (the identity pages' CSP allows only 'self' scripts).
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const scriptSrc = /<script src="([^"]+)"><\/script>/.exec(html)![1].replace(/&amp;/g, '&');
    const script = await fetch(new URL(scriptSrc, server.baseUrl));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain(`document.getElementById('op.logoutForm').submit()`);
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)![1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1];
    const done = await fetch(action, {
      method: 'POST',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${server.baseUrl}/signed-out`);
  });
});
