import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startTestServer, testDatabaseUrl, type TestDatabase, type TestServer } from './support/testServer.js';
import { NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';
import { INTEGRATIONS_ENDPOINTS as E, integrationPath } from '../../contract/integrations/endpoints.js';
import { INTEGRATION_MESSAGES as M } from '../../contract/integrations/rules.js';
import type { ApiKeyCreatedReply } from '../../contract/integrations/schemas.js';

/**
 * API keys with two server instances on one PostgreSQL database, as behind a load balancer: a key made on one works
 * on the other, and a revoke or a roll made on one is refused by the other from its next request (the key is read
 * from the database on every request, ADR 0032). Runs only in the `server-pg` project (vitest.config.ts).
 */
const ADMIN = 'admin@northwind.test';
const READ = '/api/License/GetExpiryOutlook';

let database: TestDatabase;
let a: TestServer;
let b: TestServer;

async function asAdmin<T>(server: TestServer, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await server.api(path, {
    method,
    token: await server.tokenFor(ADMIN),
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const read = async (server: TestServer, key: string) => {
  const response = await server.api(READ, { token: key });
  return { status: response.status, body: (await response.json()) as { message?: string } };
};

beforeAll(async () => {
  expect(testDatabaseUrl, 'run through scripts/ensure-postgres.mjs (the server-pg project)').toBeTruthy();
  database = await createTestDatabase();
  a = await startTestServer({ databaseUrl: database.url, notifications: { expiryCheckMs: 0 } });
  b = await startTestServer({ databaseUrl: database.url, notifications: { expiryCheckMs: 0 } });
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  await database?.drop();
});

describe('API keys on two instances', () => {
  it('a key made on one instance works on both; revoked on one, the other refuses it at once', async () => {
    const created = await asAdmin<ApiKeyCreatedReply>(a, 'POST', integrationPath(E.apiKeys, { clientId: NORTHWIND_CLIENT_ID }), {
      name: 'two instances', scopes: ['activity:read'],
    });
    expect(created.status).toBe(200);
    const { key, id } = created.body;
    expect((await read(a, key)).status).toBe(200);
    expect((await read(b, key)).status).toBe(200);

    const revoked = await asAdmin(a, 'DELETE', integrationPath(E.apiKey, { clientId: NORTHWIND_CLIENT_ID, id }));
    expect(revoked.status).toBe(200);
    expect(await read(b, key)).toEqual({ status: 401, body: expect.objectContaining({ message: M.apiKeyInactive }) });
    expect((await read(a, key)).status).toBe(401);
  });

  it('a roll with grace 0 on one instance stops the old key on the other; the new key works on both', async () => {
    const created = await asAdmin<ApiKeyCreatedReply>(b, 'POST', integrationPath(E.apiKeys, { clientId: NORTHWIND_CLIENT_ID }), {
      name: 'rolled across', scopes: ['activity:read'],
    });
    expect((await read(a, created.body.key)).status).toBe(200);
    const rolled = await asAdmin<ApiKeyCreatedReply>(b, 'POST', integrationPath(E.apiKeyRoll, { clientId: NORTHWIND_CLIENT_ID, id: created.body.id }), { graceHours: 0 });
    expect(rolled.status).toBe(200);
    expect((await read(a, created.body.key)).status).toBe(401);
    expect((await read(a, rolled.body.key)).status).toBe(200);
    expect((await read(b, rolled.body.key)).status).toBe(200);
  });
});
