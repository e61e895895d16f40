import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthorization, submitLogin, type AuthorizeStart } from './support/oidcLogin.js';
import {
  apiStatus,
  authorizeAgain,
  createSharedData,
  freePort,
  isTokenSet,
  refresh,
  signIn,
  startInstance,
  type Instance,
  type SharedData,
} from './identity.support.js';

/**
 * Two server instances on one PostgreSQL database behind one public URL (server-pg project only: PGlite is
 * single-process). What one instance issues, the other honours: the signing keys, the browser session and the refresh
 * token all come from the database (ADR 0016). Both listen on their own port; the public URL is A's, as a load
 * balancer would present one origin.
 */
const LICENSED = '/api/sqlserver/filteredMostRecentLicensedCompanies?page=1&perPage=1';

let data: SharedData;
let a: Instance | undefined;
let b: Instance | undefined;
let publicUrl: string;

beforeAll(async () => {
  data = await createSharedData();
  if (data.kind !== 'postgres') throw new Error('postgres-identity.test.ts runs in the server-pg project (TEST_DATABASE_URL)');
  const portA = await freePort();
  publicUrl = `http://127.0.0.1:${portA}`;
  // One after the other: the first applies the migrations and the seed, the second finds them done.
  a = await startInstance(data, publicUrl, portA);
  b = await startInstance(data, publicUrl, await freePort());
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  await data?.remove();
});

describe('two instances on one database', () => {
  it('publish the same signing keys', async () => {
    const jwks = async (instance: Instance) => (await (await fetch(`${instance.url}/oidc/jwks`)).json()) as unknown;
    expect(await jwks(b!)).toEqual(await jwks(a!));
  });

  it('sign in on A, refresh on B: the new tokens open the API on both', async () => {
    const onA = await signIn(a!.url, publicUrl, 'member@northwind.test');
    expect(await apiStatus(b!.url, LICENSED, onA.accessToken)).toBe(200);

    const onB = await refresh(b!.url, onA.refreshToken);
    if (!isTokenSet(onB)) throw new Error(`refresh on B refused: ${onB.error}`);
    expect(onB.accessClaims.sub).toBe(onA.accessClaims.sub);
    expect(await apiStatus(a!.url, LICENSED, onB.accessToken)).toBe(200);
    expect(await apiStatus(b!.url, LICENSED, onB.accessToken)).toBe(200);

    // The rotation is shared too: A refuses the token B already used, and honours the one B issued.
    expect(await refresh(a!.url, onA.refreshToken)).toEqual({ status: 400, error: 'invalid_grant' });
  });

  it('the browser session made on A lets B answer a new authorization without the login page', async () => {
    const onA = await signIn(a!.url, publicUrl, 'admin@northwind.test');
    expect(await authorizeAgain(b!.url, publicUrl, onA.jar)).toBe('code');
  });

  it('a refresh token rotated on B keeps working on A', async () => {
    const onA = await signIn(a!.url, publicUrl, 'member@contoso.test');
    const onB = await refresh(b!.url, onA.refreshToken);
    if (!isTokenSet(onB)) throw new Error(`refresh on B refused: ${onB.error}`);
    const backOnA = await refresh(a!.url, onB.refreshToken);
    if (!isTokenSet(backOnA)) throw new Error(`refresh on A refused: ${backOnA.error}`);
    expect(backOnA.accessClaims.email).toBe('member@contoso.test');
  });

  it('failed sign-ins counted on A lock the account on B; a sign-in begun on A can finish on B', async () => {
    // The interaction lives in the database too, so the login form may be posted to either instance.
    const on = (start: AuthorizeStart, instance: Instance): AuthorizeStart => ({
      ...start,
      formAction: start.formAction.replace(publicUrl, instance.url),
    });
    for (let i = 0; i < 5; i++) {
      const start = await startAuthorization(a!.url);
      await (await submitLogin(on(start, i % 2 ? a! : b!), 'broker@fabrikam.test', 'wrong')).text();
    }
    const locked = await submitLogin(on(await startAuthorization(a!.url), b!), 'broker@fabrikam.test', 'insights-demo');
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain('Too many failed sign-in attempts.');

    const other = await submitLogin(on(await startAuthorization(a!.url), b!), 'noaccess@contoso.test', 'insights-demo');
    expect(other.status).toBe(303);
  });
});
