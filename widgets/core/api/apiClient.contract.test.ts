// The typed API client against the real reference server (in-memory database, real sign-in).
// Runs in the 'server' Vitest project (Node), see vitest.config.ts: *.contract.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/support/testServer';
import { createApiClient } from './createApiClient';
import { ApiError } from './ApiError';
import { getStateWiseLicenseCount } from './licenses';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const clientFor = (token: string | null) => createApiClient({ apiBaseUrl: server.baseUrl, getAccessToken: () => token });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('API client against the reference server', () => {
  it('reads the state-wise license counts, equal to the database', async () => {
    const api = clientFor(await server.tokenFor('member@northwind.test'));
    const rows = await getStateWiseLicenseCount(api);
    const { rows: expected } = await server.db.query<{ state: string; total: number }>(
      `SELECT state_code AS state, count(*)::int AS total FROM licenses WHERE is_latest GROUP BY state_code`,
    );
    expect(rows.length).toBe(expected.length);
    for (const row of expected) {
      expect(rows.find((r) => r.state === row.state)?.totalLicenses).toBe(row.total);
    }
    for (const row of rows) expect((row.abc ?? 0) + (row.supplier ?? 0)).toBe(row.totalLicenses);
  });

  it('maps 401 (a forged token) to "Invalid credentials"; without a token it makes no call: sign in required', async () => {
    const forged = await failure(getStateWiseLicenseCount(clientFor('eyJhbGciOiJub25lIn0.e30.')));
    expect([forged.kind, forged.message, forged.status]).toEqual(['unauthorized', 'Invalid credentials', 401]);
    const signedOut = await failure(getStateWiseLicenseCount(clientFor(null)));
    expect([signedOut.kind, signedOut.message, signedOut.status]).toEqual(['auth-required', 'Sign in required', 0]);
    // The server would have refused that call anyway.
    expect((await fetch(`${server.baseUrl}/api/License/GetStateWiseLicenseCount`)).status).toBe(401);
  });

  it('maps 403 (a user without access:INS) to forbidden, and redirects only when the host opts in', async () => {
    const token = await server.tokenFor('noaccess@contoso.test');
    const visited: string[] = [];
    const quiet = createApiClient({ apiBaseUrl: server.baseUrl, getAccessToken: () => token, navigate: (h) => visited.push(h) });
    expect((await failure(getStateWiseLicenseCount(quiet))).kind).toBe('forbidden');
    expect(visited).toEqual([]);

    const redirecting = createApiClient({
      apiBaseUrl: server.baseUrl,
      getAccessToken: () => token,
      navigate: (h) => visited.push(h),
      features: { redirectOnForbidden: true },
    });
    await failure(getStateWiseLicenseCount(redirecting));
    expect(visited).toEqual(['/access-denied']);
  });

  it('maps 404 to not-found', async () => {
    const api = clientFor(await server.tokenFor('member@northwind.test'));
    expect((await failure(api.get('/api/NoSuchThing'))).kind).toBe('not-found');
  });

  it('reports an unreachable server clearly', async () => {
    const api = createApiClient({ apiBaseUrl: 'http://127.0.0.1:9', getAccessToken: () => 'any-token' });
    expect((await failure(api.get('/api/License/GetStateWiseLicenseCount'))).kind).toBe('network');
  });
});
