import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbOidcAdapter } from '../src/identity/oidcStore.js';
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
  type SignedIn,
} from './identity.support.js';

/**
 * Identity state lives in the database (ADR 0016): a restart on the same data keeps the browser session, the refresh
 * token and the signing keys. PGlite: the same data folder (PGlite is single-process, so one instance at a time);
 * server-pg: the same PostgreSQL database. Two instances at once: postgres-identity.test.ts.
 */
const LICENSED = '/api/sqlserver/filteredMostRecentLicensedCompanies?page=1&perPage=1';

let data: SharedData;
let port: number;
let publicUrl: string;
let instance: Instance | undefined;
let before: SignedIn;

beforeAll(async () => {
  data = await createSharedData();
  port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  instance = await startInstance(data, publicUrl, port);
  before = await signIn(instance.url, publicUrl, 'member@northwind.test');
  // An interaction that expired while the server was down: the start-up housekeeping must delete it.
  await new DbOidcAdapter(instance.built.db, 'Interaction').upsert('expired-before-restart', { uid: 'gone' }, 60);
  await instance.built.db.query(`update oidc_store set expires_at = now() - interval '1 minute' where id = 'expired-before-restart'`);
  await instance.close();
  instance = undefined;
  instance = await startInstance(data, publicUrl, port);
});

afterAll(async () => {
  await instance?.close();
  await data?.remove();
});

describe(`a restart on the same data`, () => {
  it('keeps the signing keys: an access token issued before still opens the API', async () => {
    expect(await apiStatus(instance!.url, LICENSED, before.accessToken)).toBe(200);
  });

  it('keeps the browser session: a new authorization gets a code without the login page', async () => {
    expect(await authorizeAgain(instance!.url, publicUrl, before.jar)).toBe('code');
  });

  it('keeps the refresh token: it is exchanged for new tokens that open the API', async () => {
    const renewed = await refresh(instance!.url, before.refreshToken);
    if (!isTokenSet(renewed)) throw new Error(`refresh refused: ${renewed.error}`);
    expect(renewed.accessClaims.sub).toBe(before.accessClaims.sub);
    expect(renewed.refreshToken).not.toBe(before.refreshToken);
    expect(await apiStatus(instance!.url, LICENSED, renewed.accessToken)).toBe(200);
  });

  it('deleted identity state that expired while the server was down', async () => {
    const { rows } = await instance!.built.db.query(`select 1 from oidc_store where id = 'expired-before-restart'`);
    expect(rows).toHaveLength(0);
    // …and kept what is still live (the session of the sign-in above).
    const live = await instance!.built.db.query<{ n: number }>(`select count(*)::integer as n from oidc_store where model = 'Session'`);
    expect(live.rows[0].n).toBeGreaterThan(0);
  });
});
