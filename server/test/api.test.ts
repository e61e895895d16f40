import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, generateKeyPair } from 'jose';
import { startTestServer, type TestServer } from './support/testServer.js';
import { decodeJwtPayload } from './support/pkce.js';

let server: TestServer;
const SUMMARY = '/api/License/GetStateWiseLicenseCount';
const UNAUTHORIZED = { statusCode: 401, error: 'Unauthorized', message: 'Invalid credentials' };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('API authentication', () => {
  it('401 without a token', async () => {
    const response = await server.api(SUMMARY);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
  });

  it('401 with a malformed token or scheme', async () => {
    for (const authorization of ['Bearer not-a-jwt', 'Basic dXNlcjpwYXNz', 'Bearer', 'Bearer a.b.c']) {
      const response = await server.api(SUMMARY, { headers: { authorization } });
      expect(response.status, authorization).toBe(401);
      expect(await response.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('401 for a well-formed token signed by another key', async () => {
    const real = decodeJwtPayload(await server.tokenFor('admin@northwind.test'));
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ ...real })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'forged' })
      .sign(privateKey);
    expect((await server.api(SUMMARY, { token: forged })).status).toBe(401);
  });

  it('401 for an ID token (audience is the portal, not insights-api)', async () => {
    const { idToken } = await server.loginAs('admin@northwind.test');
    expect((await server.api(SUMMARY, { token: idToken })).status).toBe(401);
  });

  it('401 with an unsigned token (alg none)', async () => {
    const real = decodeJwtPayload(await server.tokenFor('admin@northwind.test'));
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify(real)).toString('base64url');
    expect((await server.api(SUMMARY, { token: `${header}.${body}.` })).status).toBe(401);
  });

  it('403 Access Forbidden for a user without Insights access', async () => {
    const response = await server.api(SUMMARY, { token: await server.tokenFor('noaccess@contoso.test') });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Access Forbidden' });
  });

  it('200 with a valid token, also with the legacy JWT scheme', async () => {
    const token = await server.tokenFor('member@contoso.test');
    expect((await server.api(SUMMARY, { token })).status).toBe(200);
    expect((await server.api(SUMMARY, { headers: { authorization: `JWT ${token}` } })).status).toBe(200);
  });

  it('a blocked user loses the API at once, even with an unexpired token', async () => {
    const token = await server.tokenFor('member@northwind.test');
    await server.db.query(`update users set status_code = 10900 where email_address = 'member@northwind.test'`);
    try {
      expect((await server.api(SUMMARY, { token })).status).toBe(401);
    } finally {
      await server.db.query(`update users set status_code = 10800 where email_address = 'member@northwind.test'`);
    }
    expect((await server.api(SUMMARY, { token })).status).toBe(200);
  });

  it('protects unknown /api paths too: 401 without a token, 404 with one', async () => {
    expect((await server.api('/api/nope')).status).toBe(401);
    const response = await server.api('/api/nope', { token: await server.tokenFor('member@contoso.test') });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });
});

describe('GET /api/License/GetStateWiseLicenseCount', () => {
  it('equals direct SQL counts of the latest licenses, ordered by state name', async () => {
    const response = await server.api(SUMMARY, { token: await server.tokenFor('member@northwind.test') });
    expect(response.status).toBe(200);
    const { licenseDetails } = (await response.json()) as {
      licenseDetails: { state: string; stateName: string; gas: number; electric: number; totalLicenses: number; abc: number; supplier: number }[];
    };
    expect(licenseDetails.length).toBeGreaterThanOrEqual(20);

    const names = licenseDetails.map((row) => row.stateName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const direct = await server.db.query<{ state_code: string; commodity: string; license_type: string; n: number }>(
      `select state_code, commodity, license_type, count(*)::int n from licenses where is_latest group by 1, 2, 3`,
    );
    for (const row of licenseDetails) {
      const mine = direct.rows.filter((r) => r.state_code === row.state);
      const sum = (rows: typeof mine) => rows.reduce((total, r) => total + r.n, 0);
      expect(row.totalLicenses, row.state).toBe(sum(mine));
      expect(row.gas, row.state).toBe(sum(mine.filter((r) => r.commodity === 'Natural Gas')));
      expect(row.electric, row.state).toBe(sum(mine.filter((r) => r.commodity === 'Electric')));
      expect(row.supplier, row.state).toBe(sum(mine.filter((r) => r.license_type === 'Supplier')));
      expect(row.abc, row.state).toBe(sum(mine.filter((r) => r.license_type !== 'Supplier')));
      for (const value of [row.gas, row.electric, row.totalLicenses, row.abc, row.supplier]) expect(Number.isInteger(value)).toBe(true);
    }
    expect(licenseDetails.find((r) => r.state === 'TX')?.stateName).toBe('Texas');
    expect(licenseDetails.find((r) => r.state === 'TX')?.gas).toBe(0);
  });

  it('ignores licenses that are not the latest', async () => {
    const token = await server.tokenFor('member@northwind.test');
    const before = (await (await server.api(SUMMARY, { token })).json()) as { licenseDetails: { state: string; totalLicenses: number }[] };
    const { rows } = await server.db.query<{ id: number }>(
      `insert into licenses (state_code, company_id, associated_legal_name, commodity, license_type, is_latest)
       select 'RI', id, legal_name, 'Electric', 'Supplier', false from companies limit 1 returning id`,
    );
    try {
      const after = (await (await server.api(SUMMARY, { token })).json()) as typeof before;
      expect(after).toEqual(before);
      await server.db.query('update licenses set is_latest = true where id = $1', [rows[0].id]);
      const counted = (await (await server.api(SUMMARY, { token })).json()) as typeof before;
      const ri = (x: typeof before) => x.licenseDetails.find((r) => r.state === 'RI')!.totalLicenses;
      expect(ri(counted)).toBe(ri(before) + 1);
    } finally {
      await server.db.query('delete from licenses where id = $1', [rows[0].id]);
    }
  });
});

describe('bad input', () => {
  it('400 with a clear message when a body breaks the route schema', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/interaction/abc/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: `${'x'.repeat(400)}@example.test`, password: 'x' }).toString(),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { statusCode: number; error: string; message: string };
    expect(body.error).toBe('Bad Request');
    expect(body.message).toMatch(/email/);
    expect(body.message).toMatch(/must NOT have more than 320 characters/);
  });

  it('400, not 500, for a malformed JSON body', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/interaction/abc/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('Bad Request');
  });
});
