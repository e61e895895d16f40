import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { DbOidcAdapter, deleteExpiredIdentityState } from '../src/identity/oidcStore.js';
import { createIdentityProvider } from '../src/identity/provider.js';
import { loadOrCreateSecrets } from '../src/identity/signingKeys.js';
import { isTokenSet, refresh, signIn } from './identity.support.js';
import { decodeJwtPayload } from './support/pkce.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const expireNow = (id: string) => server.db.query(`update oidc_store set expires_at = now() - interval '1 second' where id = $1`, [id]);

describe('access and refresh tokens', () => {
  it('an access token lives about ten minutes', async () => {
    const tokens = await signIn(server.baseUrl, server.baseUrl, 'member@northwind.test');
    expect(tokens.expiresIn).toBe(600);
    expect(Number(tokens.accessClaims.exp) - Number(tokens.accessClaims.iat)).toBe(600);
  });

  it('the portal gets a refresh token with its usual scope (no offline_access)', async () => {
    const tokens = await signIn(server.baseUrl, server.baseUrl, 'member@northwind.test');
    expect(tokens.refreshToken).not.toBe('');
    expect(String(tokens.accessClaims.scope)).not.toContain('offline_access');
  });

  it('a refresh token rotates: the new one works, the used one is refused, and replaying it ends the grant', async () => {
    const first = await signIn(server.baseUrl, server.baseUrl, 'admin@northwind.test');
    const second = await refresh(server.baseUrl, first.refreshToken);
    if (!isTokenSet(second)) throw new Error(`refresh refused: ${second.error}`);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessClaims.sub).toBe(first.accessClaims.sub);
    expect(second.accessClaims.email).toBe('admin@northwind.test');
    expect(second.expiresIn).toBe(600);
    expect((await server.api('/api/nope', { token: second.accessToken })).status).toBe(404); // signed in: not 401

    const replay = await refresh(server.baseUrl, first.refreshToken);
    expect(replay).toEqual({ status: 400, error: 'invalid_grant' });
    // Reuse of a used token means it leaked: the whole grant ends, so the rotated token stops working too.
    expect(await refresh(server.baseUrl, second.refreshToken)).toEqual({ status: 400, error: 'invalid_grant' });
  });

  it('a refresh answers a new ID token with the claims of that moment (the portal reads them)', async () => {
    const first = await signIn(server.baseUrl, server.baseUrl, 'broker@fabrikam.test');
    const email = String(first.accessClaims.email);
    await server.db.query(`update users set first_name = 'Renamed' where email_address = $1`, [email]);
    const renewed = await refresh(server.baseUrl, first.refreshToken);
    if (!isTokenSet(renewed)) throw new Error(`refresh refused: ${renewed.error}`);
    const idClaims = decodeJwtPayload(renewed.idToken);
    expect(idClaims.email).toBe(email);
    expect(String(idClaims.name)).toMatch(/^Renamed /);
    expect(idClaims).toHaveProperty('allowedAccess');
    expect(String(renewed.accessClaims.name)).toMatch(/^Renamed /);
  });

  it('signing out ends the refresh token', async () => {
    const tokens = await signIn(server.baseUrl, server.baseUrl, 'member@contoso.test');
    const endSession = new URL(`${server.baseUrl}/oidc/session/end`);
    endSession.search = new URLSearchParams({ id_token_hint: tokens.idToken, post_logout_redirect_uri: `${server.baseUrl}/signed-out` }).toString();
    const page = await fetch(endSession, { headers: { cookie: tokens.jar.header() }, redirect: 'manual' });
    tokens.jar.store(page);
    const html = await page.text();
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)![1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1];
    const done = await fetch(action, {
      method: 'POST',
      headers: { cookie: tokens.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    expect(await refresh(server.baseUrl, tokens.refreshToken)).toEqual({ status: 400, error: 'invalid_grant' });
  });

  it('an unknown refresh token is refused', async () => {
    expect(await refresh(server.baseUrl, 'not-a-token')).toEqual({ status: 400, error: 'invalid_grant' });
  });
});

describe('the provider state in the database', () => {
  it('uses the database adapter (no development-only in-memory adapter warning)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      createIdentityProvider({ db: server.db, publicUrl: server.baseUrl, secrets: await loadOrCreateSecrets(undefined, server.db) });
      expect(warn.mock.calls.flat().join('\n')).not.toContain('in-memory adapter');
    } finally {
      warn.mockRestore();
    }
  });

  it('stores, finds by id, uid and user code, consumes and destroys', async () => {
    const adapter = new DbOidcAdapter(server.db, 'TestModel');
    await adapter.upsert('t1', { uid: 'uid-1', userCode: 'CODE-1', grantId: 'g1', nested: { a: [1, 2] } }, 60);
    expect(await adapter.find('t1')).toEqual({ uid: 'uid-1', userCode: 'CODE-1', grantId: 'g1', nested: { a: [1, 2] } });
    expect(await adapter.findByUid('uid-1')).toMatchObject({ uid: 'uid-1' });
    expect(await adapter.findByUserCode('CODE-1')).toMatchObject({ userCode: 'CODE-1' });
    expect(await new DbOidcAdapter(server.db, 'OtherModel').find('t1')).toBeUndefined();

    await adapter.consume('t1');
    expect((await adapter.find('t1'))?.consumed).toEqual(expect.any(Number));
    // Saving again (the provider re-saves a changed model) replaces the payload.
    await adapter.upsert('t1', { uid: 'uid-2' }, 60);
    expect(await adapter.find('t1')).toEqual({ uid: 'uid-2' });
    expect(await adapter.findByUid('uid-1')).toBeUndefined();

    await adapter.destroy('t1');
    expect(await adapter.find('t1')).toBeUndefined();
  });

  it('revokes every token of a grant, and only of that grant', async () => {
    const tokens = new DbOidcAdapter(server.db, 'RefreshToken');
    await tokens.upsert('r1', { grantId: 'grant-a' }, 60);
    await tokens.upsert('r2', { grantId: 'grant-a' }, 60);
    await tokens.upsert('r3', { grantId: 'grant-b' }, 60);
    await tokens.revokeByGrantId('grant-a');
    expect(await tokens.find('r1')).toBeUndefined();
    expect(await tokens.find('r2')).toBeUndefined();
    expect(await tokens.find('r3')).toEqual({ grantId: 'grant-b' });
  });

  it('an expired row is not found, and the housekeeping deletes it (and keeps live and undated rows)', async () => {
    const adapter = new DbOidcAdapter(server.db, 'Session');
    await adapter.upsert('old-session', { uid: 'old-uid' }, 60);
    await adapter.upsert('live-session', { uid: 'live-uid' }, 60);
    await adapter.upsert('undated', { uid: 'undated-uid' });
    await expireNow('old-session');
    expect(await adapter.find('old-session')).toBeUndefined();
    expect(await adapter.findByUid('old-uid')).toBeUndefined();

    const deleted = await deleteExpiredIdentityState(server.db);
    expect(deleted.oidcRows).toBeGreaterThanOrEqual(1);
    const { rows } = await server.db.query<{ id: string }>(
      `select id from oidc_store where model = 'Session' and id in ('old-session', 'live-session', 'undated') order by id`,
    );
    expect(rows.map((row) => row.id)).toEqual(['live-session', 'undated']);
  });

  it('keeps the signing keys in the database: a second load answers the same keys', async () => {
    const first = await loadOrCreateSecrets(undefined, server.db);
    const second = await loadOrCreateSecrets(undefined, server.db);
    expect(second).toEqual(first);
    expect(first.jwks.keys[0]).toHaveProperty('d');
    const { rows } = await server.db.query(`select 1 from identity_secrets`);
    expect(rows).toHaveLength(1);
  });
});
