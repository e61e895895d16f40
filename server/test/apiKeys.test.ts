import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { CONTOSO_CLIENT_ID, NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';
import { INTEGRATIONS_ENDPOINTS as E, integrationPath } from '../../contract/integrations/endpoints.js';
import { INTEGRATION_MESSAGES as M } from '../../contract/integrations/rules.js';
import type { ApiKey, ApiKeyCreatedReply } from '../../contract/integrations/schemas.js';

const SUPER = 'super@insights.test';
const ADMIN = 'admin@northwind.test';
const MEMBER = 'member@northwind.test';
const ALL_SCOPES = ['companies:read', 'licenses:read', 'activity:read'];

let server: TestServer;

const keysPath = (clientId = NORTHWIND_CLIENT_ID) => integrationPath(E.apiKeys, { clientId });
const keyPath = (id: string, clientId = NORTHWIND_CLIENT_ID) => integrationPath(E.apiKey, { clientId, id });
const rollPath = (id: string, clientId = NORTHWIND_CLIENT_ID) => integrationPath(E.apiKeyRoll, { clientId, id });

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

async function send<T>(auth: { email?: string; key?: string } | null, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const token = auth?.key ?? (auth?.email ? await server.tokenFor(auth.email) : undefined);
  const response = await server.api(path, {
    method,
    token,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

const asUser = <T = Record<string, unknown>>(email: string, method: string, path: string, body?: unknown) => send<T>({ email }, method, path, body);
const withKey = <T = Record<string, unknown>>(key: string, method: string, path: string, body?: unknown) => send<T>({ key }, method, path, body);

async function createKey(body: Record<string, unknown>, email = ADMIN, clientId = NORTHWIND_CLIENT_ID): Promise<ApiKeyCreatedReply> {
  const created = await asUser<ApiKeyCreatedReply>(email, 'POST', keysPath(clientId), body);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body;
}

const listKeys = async (email = ADMIN, clientId = NORTHWIND_CLIENT_ID) => (await asUser<ApiKey[]>(email, 'GET', keysPath(clientId))).body;

/** One read operation of each scope, as a client's tool would call it. */
const READS = {
  'companies:read': [
    ['POST', '/api/company/getall', { PageNumber: 1, PageSize: 5, SearchTerm: '', orderBy: 'legalName', ascendingOrder: true }],
    ['POST', '/api/company/SearchCompany', { Search: 'energy', Limit: 5 }],
    ['GET', '/api/address/GetStates', undefined],
  ],
  'licenses:read': [
    ['GET', '/api/sqlserver/licensedCompaniesCount', undefined],
    ['GET', '/api/sqlserver/filteredMostRecentLicensedCompanies?page=1&perPage=5', undefined],
    ['GET', '/api/RawData/licensesRawData', undefined],
    ['GET', '/api/License/GetStateWiseLicenseCount', undefined],
  ],
  'activity:read': [
    ['GET', '/api/License/GetActivity?from=2026-01&to=2026-06', undefined],
    ['GET', '/api/License/GetExpiryOutlook', undefined],
  ],
} as const;

/** Operations of a user or an administrator: no key may call them, whatever its scopes. */
const USER_OPERATIONS = [
  ['POST', '/api/Notification/GetAll', { PageNumber: 1, PageSize: 10, SearchTerm: '', orderBy: 'createdOn', ascendingOrder: false }],
  ['POST', '/api/Company/SubscribeNotification', { CompanyId: 'a1b2c3d4-0000-4000-8000-00000000a001', IsSubscribe: true }],
  ['GET', `/api/client/${NORTHWIND_CLIENT_ID}/user/notification-settings`, undefined],
  ['GET', `/api/client/${NORTHWIND_CLIENT_ID}/user/market-watches`, undefined],
  ['GET', `/api/client/${NORTHWIND_CLIENT_ID}/users`, undefined],
  ['GET', keysPath(), undefined],
  ['POST', keysPath(), { name: 'from a key', scopes: ['companies:read'] }],
  ['GET', '/api/PricingMatrix/GetECToken', undefined],
  ['GET', '/api/Operations/Outbox', undefined],
  ['GET', '/api/embedding/intranet-clients', undefined],
  // Outside /api: the pricing service and the realtime hub check their own credentials, and refuse a key the same.
  ['POST', '/common/api/markets', {}],
  ['POST', '/notifications-alerts/negotiate?negotiateVersion=1', undefined],
] as const;

let everything: ApiKeyCreatedReply;

beforeAll(async () => {
  server = await startTestServer({ notifications: { expiryCheckMs: 0 } });
  everything = await createKey({ name: 'BI export', scopes: ALL_SCOPES });
}, 120_000);
afterAll(async () => server?.close());

describe('creating a key', () => {
  it('answers the key once: ins_ + base62 with a checksum, its start, scopes and a 90-day expiry by default', async () => {
    expect(everything.key).toMatch(/^ins_[0-9A-Za-z]{39}$/);
    expect(everything.start).toBe(everything.key.slice(0, 12));
    expect(everything.scopes).toEqual(ALL_SCOPES);
    const days = (Date.parse(everything.expiresOn) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    const other = await createKey({ name: 'second', scopes: ['activity:read', 'companies:read', 'activity:read'], expiresInDays: 7 });
    expect(other.key).not.toBe(everything.key);
    // Scopes come back in the one order of the contract, each once.
    expect(other.scopes).toEqual(['companies:read', 'activity:read']);
    expect((Date.parse(other.expiresOn) - Date.now()) / 86_400_000).toBeCloseTo(7, 1);
  });

  it('stores only the SHA-256 of the key, never the key itself', async () => {
    const { rows } = await server.db.query<Record<string, unknown>>('select * from api_keys where id = $1', [everything.id]);
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row.key_hash).toBe(createHash('sha256').update(everything.key).digest('hex'));
    expect(row.start).toBe(everything.start);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(everything.key);
    expect(stored).not.toContain(everything.key.slice(12));
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const before = (await listKeys()).length;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: 'x', scopes: [] }, new RegExp(M.scopesRequired)],
      [{ name: 'x', scopes: ['users:write'] }, /scopes/],
      [{ name: '   ', scopes: ['companies:read'] }, /body\/name Name is required\./],
      [{ name: 'x', scopes: ['companies:read'], expiresInDays: 0 }, /expiresInDays/],
      [{ name: 'x', scopes: ['companies:read'], expiresInDays: 366 }, /expiresInDays/],
      [{ name: 'x', scopes: ['companies:read'], rateLimitPerMinute: 10_001 }, /rateLimitPerMinute/],
    ];
    for (const [body, message] of cases) {
      const reply = await asUser(ADMIN, 'POST', keysPath(), body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(String(reply.body.message)).toMatch(message);
    }
    expect(await asUser(ADMIN, 'POST', rollPath(everything.id), { graceHours: 25 })).toMatchObject({ status: 400 });
    expect((await listKeys()).length).toBe(before);
  });
});

describe('who manages keys', () => {
  it('client admins of the client and super admins for any client; members and other clients 403; anonymous 401', async () => {
    expect((await asUser(MEMBER, 'GET', keysPath())).status).toBe(403);
    expect((await asUser(MEMBER, 'POST', keysPath(), { name: 'm', scopes: ['companies:read'] })).status).toBe(403);
    expect((await asUser(MEMBER, 'DELETE', keyPath(everything.id))).status).toBe(403);
    expect((await asUser(MEMBER, 'POST', rollPath(everything.id), { graceHours: 0 })).status).toBe(403);
    expect((await asUser(ADMIN, 'GET', keysPath(CONTOSO_CLIENT_ID))).status).toBe(403);
    expect((await asUser(ADMIN, 'POST', keysPath(CONTOSO_CLIENT_ID), { name: 'c', scopes: ['companies:read'] })).status).toBe(403);
    expect((await send(null, 'GET', keysPath())).status).toBe(401);
    expect((await asUser(SUPER, 'GET', keysPath(CONTOSO_CLIENT_ID))).status).toBe(200);
    // Northwind's key is not Contoso's: a super admin on Contoso's path finds no such key.
    expect((await asUser(SUPER, 'DELETE', keyPath(everything.id, CONTOSO_CLIENT_ID))).status).toBe(404);
    expect((await asUser(SUPER, 'GET', keysPath('not-a-client'))).status).toBe(400);
  });

  it('lists name, start, scopes, who created it, last use (when and from where), expiry and status, never the key', async () => {
    const used = await withKey(everything.key, 'GET', '/api/License/GetExpiryOutlook');
    expect(used.status).toBe(200);
    const listed = (await listKeys()).find((k) => k.id === everything.id)!;
    expect(listed).toMatchObject({
      name: 'BI export', start: everything.start, scopes: ALL_SCOPES, rateLimitPerMinute: 600, createdBy: ADMIN,
      lastUsedFrom: '127.0.0.1', revokedOn: null, status: 'active',
    });
    expect(Date.parse(listed.lastUsedOn!)).toBeGreaterThan(Date.now() - 60_000);
    expect(listed.expiresOn).toBe(everything.expiresOn);
    expect(JSON.stringify(await listKeys())).not.toContain(everything.key.slice(12));
  });

  it('writes last use at most once a minute, not on every request', async () => {
    await server.db.query(`update api_keys set last_used_on = now() - interval '30 seconds', last_used_from = 'earlier' where id = $1`, [everything.id]);
    expect((await withKey(everything.key, 'GET', '/api/License/GetExpiryOutlook')).status).toBe(200);
    const { rows } = await server.db.query<{ last_used_from: string }>('select last_used_from from api_keys where id = $1', [everything.id]);
    expect(rows[0].last_used_from).toBe('earlier');
    await server.db.query(`update api_keys set last_used_on = now() - interval '61 seconds' where id = $1`, [everything.id]);
    expect((await withKey(everything.key, 'GET', '/api/License/GetExpiryOutlook')).status).toBe(200);
    const again = await server.db.query<{ last_used_from: string }>('select last_used_from from api_keys where id = $1', [everything.id]);
    expect(again.rows[0].last_used_from).toBe('127.0.0.1');
  });
});

describe('using a key', () => {
  it('reads every operation of its scopes (200)', async () => {
    for (const [scope, calls] of Object.entries(READS)) {
      for (const [method, path, body] of calls) {
        const reply = await withKey(everything.key, method, path, body);
        expect(reply.status, `${scope} ${method} ${path}: ${JSON.stringify(reply.body).slice(0, 200)}`).toBe(200);
      }
    }
    const company = await withKey<{ data: { id: string }[] }>(everything.key, 'POST', '/api/company/getall', READS['companies:read'][0][2]);
    const companyId = company.body.data[0].id;
    for (const [method, path, body] of [
      ['GET', `/api/company/${companyId}`, undefined],
      ['POST', '/api/contact/getall', { PageNumber: 1, PageSize: 10, SearchTerm: '', companyId }],
      ['POST', '/api/Address/getall', { PageNumber: 1, PageSize: 10, SearchTerm: '', companyId }],
      ['POST', '/api/Company/GetAlias', { PageNumber: 1, PageSize: 10, SearchTerm: '', companyId }],
      ['POST', '/api/license/getall', { PageNumber: 1, PageSize: 10, SearchTerm: '', companyId }],
    ] as const) {
      const reply = await withKey(everything.key, method, path, body);
      expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body).slice(0, 200)}`).toBe(200);
    }
  });

  it('gets 403 outside its scopes, naming the missing scope', async () => {
    const companiesOnly = await createKey({ name: 'companies only', scopes: ['companies:read'] });
    expect((await withKey(companiesOnly.key, ...READS['companies:read'][0])).status).toBe(200);
    for (const scope of ['licenses:read', 'activity:read'] as const) {
      for (const [method, path, body] of READS[scope]) {
        const reply = await withKey(companiesOnly.key, method, path, body);
        expect(reply.status, `${method} ${path}`).toBe(403);
        expect(reply.body.message).toBe(M.scopeMissing(scope));
      }
    }
  });

  it('gets 403 on user operations, administration and pricing, whatever its scopes', async () => {
    for (const [method, path, body] of USER_OPERATIONS) {
      const reply = await withKey(everything.key, method, path, body);
      expect(reply.status, `${method} ${path}`).toBe(403);
      expect(reply.body.message).toBe(M.keyNotAllowed);
    }
  });

  it('a key without premium data gets no premium value; a premium client’s key gets them', async () => {
    const contoso = await createKey({ name: 'contoso tool', scopes: ['licenses:read'] }, SUPER, CONTOSO_CLIENT_ID);
    type Page = { data: { licenseNumber: string | null; dateIssued: string | null; isPremium: boolean }[] };
    const path = '/api/sqlserver/filteredMostRecentLicensedCompanies?page=1&perPage=20';
    const plain = await withKey<Page>(contoso.key, 'GET', path);
    expect(plain.status).toBe(200);
    expect(plain.body.data.length).toBeGreaterThan(0);
    expect(plain.body.data.every((r) => r.licenseNumber === null && r.dateIssued === null && r.isPremium === false)).toBe(true);
    const premium = await withKey<Page>(everything.key, 'GET', path);
    expect(premium.body.data.every((r) => r.isPremium)).toBe(true);
    expect(premium.body.data.filter((r) => r.licenseNumber).length).toBeGreaterThan(0);
  });

  it('a tampered checksum, an unknown key and a missing key get 401', async () => {
    const last = everything.key.at(-1)!;
    const tampered = `${everything.key.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`;
    // One character of the body changed: to 'x', or to 'y' where it already was an 'x' (1 key in 62 had it there).
    const changed = `${everything.key.slice(0, 20)}${everything.key[20] === 'x' ? 'y' : 'x'}${everything.key.slice(21)}`;
    for (const key of [tampered, changed, everything.key.slice(0, -1), 'ins_']) {
      const reply = await withKey(key, 'GET', '/api/License/GetExpiryOutlook');
      expect(reply.status, key).toBe(401);
      expect(reply.body.message).toBe('Invalid credentials');
    }
  });

  it('a revoked key gets 401 at once, and so do its download links', async () => {
    const doomed = await createKey({ name: 'doomed', scopes: ['licenses:read'] });
    const files = await withKey<{ data: { id: number; state: string; commodity: string }[] }>(doomed.key, 'GET', '/api/RawData/licensesRawData');
    const file = files.body.data[0];
    const link = await withKey<{ data: string }>(doomed.key, 'GET', `/api/RawData/downloadLicensesRawData/${file.id}`);
    expect(link.status).toBe(200);
    const download = await fetch(link.body.data);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8');

    const revoked = await asUser(ADMIN, 'DELETE', keyPath(doomed.id));
    expect(revoked).toMatchObject({ status: 200, body: { data: M.apiKeyRevoked } });
    const refused = await withKey(doomed.key, 'GET', '/api/RawData/licensesRawData');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(M.apiKeyInactive);
    expect((await fetch(link.body.data)).status).toBe(401);
    expect((await listKeys()).find((k) => k.id === doomed.id)).toMatchObject({ status: 'revoked' });
  });

  it('an expired key gets 401', async () => {
    const old = await createKey({ name: 'old', scopes: ['activity:read'], expiresInDays: 1 });
    expect((await withKey(old.key, 'GET', '/api/License/GetExpiryOutlook')).status).toBe(200);
    await server.db.query(`update api_keys set expires_on = now() - interval '1 second' where id = $1`, [old.id]);
    const reply = await withKey(old.key, 'GET', '/api/License/GetExpiryOutlook');
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe(M.apiKeyInactive);
    expect((await listKeys()).find((k) => k.id === old.id)).toMatchObject({ status: 'expired' });
  });
});

describe('rolling a key', () => {
  it('answers a new key; the old one works for the grace period, and stops at once with grace 0', async () => {
    const first = await createKey({ name: 'rolled', scopes: ['activity:read'], expiresInDays: 30, rateLimitPerMinute: 50 });
    const rolled = await asUser<ApiKeyCreatedReply>(ADMIN, 'POST', rollPath(first.id), { graceHours: 2 });
    expect(rolled.status).toBe(200);
    const second = rolled.body;
    expect(second.key).not.toBe(first.key);
    expect(second.scopes).toEqual(['activity:read']);
    expect((Date.parse(second.expiresOn) - Date.now()) / 86_400_000).toBeCloseTo(30, 1);
    // Both work during the grace period.
    expect((await withKey(first.key, 'GET', '/api/License/GetExpiryOutlook')).status).toBe(200);
    expect((await withKey(second.key, 'GET', '/api/License/GetExpiryOutlook')).status).toBe(200);
    const listed = await listKeys();
    const old = listed.find((k) => k.id === first.id)!;
    expect(old.status).toBe('active');
    expect((Date.parse(old.revokedOn!) - Date.now()) / 3_600_000).toBeCloseTo(2, 1);
    expect(listed.find((k) => k.id === second.id)).toMatchObject({ name: 'rolled', rateLimitPerMinute: 50, status: 'active' });
    const { rows } = await server.db.query<{ replaces: string }>('select replaces_key_id::text as replaces from api_keys where id = $1', [second.id]);
    expect(rows[0].replaces).toBe(first.id);

    // Once the grace is over the old key is refused.
    await server.db.query(`update api_keys set revoked_on = now() - interval '1 second' where id = $1`, [first.id]);
    expect((await withKey(first.key, 'GET', '/api/License/GetExpiryOutlook')).status).toBe(401);

    const third = await asUser<ApiKeyCreatedReply>(ADMIN, 'POST', rollPath(second.id), { graceHours: 0 });
    expect(third.status).toBe(200);
    expect((await withKey(second.key, 'GET', '/api/License/GetExpiryOutlook')).status).toBe(401);
    expect((await withKey(third.body.key, 'GET', '/api/License/GetExpiryOutlook')).status).toBe(200);
    // A key that no longer works cannot be rolled.
    const again = await asUser(ADMIN, 'POST', rollPath(second.id), { graceHours: 0 });
    expect(again).toMatchObject({ status: 400, body: { message: M.apiKeyInactive } });
    expect((await asUser(ADMIN, 'POST', rollPath('00000000-0000-4000-8000-000000000000'), { graceHours: 0 })).status).toBe(404);
  });
});

describe('rate limits', () => {
  it('every answer carries RateLimit-Policy and RateLimit; past the limit 429 with Retry-After', async () => {
    const slow = await createKey({ name: 'three a minute', scopes: ['companies:read'], rateLimitPerMinute: 3 });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await withKey(slow.key, 'GET', '/api/address/GetStates'));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    for (const [i, answer] of answers.entries()) {
      expect(answer.headers.get('ratelimit-policy')).toBe('"default";q=3;w=60');
      expect(answer.headers.get('ratelimit')).toMatch(new RegExp(`^"default";r=${2 - i};t=(\\d+)$`));
      const t = Number(/t=(\d+)/.exec(answer.headers.get('ratelimit')!)![1]);
      expect(t).toBeGreaterThan(0);
      expect(t).toBeLessThanOrEqual(60);
    }
    // Past the limit every call is refused, in its scopes or not.
    const outside = await withKey(slow.key, 'GET', '/api/License/GetExpiryOutlook');
    expect(outside.status).toBe(429);
    expect(outside.headers.get('ratelimit')).toMatch(/^"default";r=0;t=\d+$/);
    const retryAfter = Number(outside.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(outside.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(String(outside.body.message)).toMatch(/3 calls a minute/);
    // Another key of the same client has its own budget.
    const other = await withKey(everything.key, 'GET', '/api/address/GetStates');
    expect(other.status).toBe(200);
    expect(other.headers.get('ratelimit-policy')).toBe('"default";q=600;w=60');
    // A user's answers carry no key headers.
    expect((await asUser(ADMIN, 'GET', '/api/address/GetStates')).headers.get('ratelimit-policy')).toBeNull();
  });

  it('answers of a key to a refused or bad request carry the headers too', async () => {
    const refused = await withKey(everything.key, 'GET', `/api/client/${NORTHWIND_CLIENT_ID}/users`);
    const invalid = await withKey(everything.key, 'GET', '/api/License/GetActivity?from=never');
    const missing = await withKey(everything.key, 'GET', '/api/company/00000000-0000-4000-8000-000000000000');
    expect([refused.status, invalid.status, missing.status]).toEqual([403, 400, 404]);
    for (const reply of [refused, invalid, missing]) {
      expect(reply.headers.get('ratelimit-policy')).toBe('"default";q=600;w=60');
      expect(reply.headers.get('ratelimit')).toMatch(/^"default";r=\d+;t=\d+$/);
    }
  });
});

describe('audit trail and API document', () => {
  it('records every create, roll and revoke with the client and who did it', async () => {
    const { rows } = await server.db.query<{ action: string; actor_email: string; client_id: string; detail: string }>(
      `select action, actor_email, client_id::text, detail from audit_log where action like 'ApiKey%' order by id`,
    );
    const actions = new Set(rows.map((r) => r.action));
    expect([...actions].sort()).toEqual(['ApiKeyCreated', 'ApiKeyRevoked', 'ApiKeyRolled']);
    const created = rows.find((r) => r.action === 'ApiKeyCreated' && r.detail.startsWith('BI export'))!;
    expect(created).toMatchObject({ actor_email: ADMIN, client_id: NORTHWIND_CLIENT_ID });
    expect(created.detail).toContain(everything.start);
    expect(rows.some((r) => r.action === 'ApiKeyCreated' && r.actor_email === SUPER && r.client_id === CONTOSO_CLIENT_ID)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(everything.key.slice(12));
  });

  it('names the key scheme, with its scope, on the operations that accept a key and on no other', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
      components: { securitySchemes: Record<string, { scheme?: string }> };
    };
    expect(doc.components.securitySchemes.clientApiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/company/getall'].post.security).toEqual([{ bearer: [] }, { clientApiKey: ['companies:read'] }]);
    expect(doc.paths['/api/sqlserver/licensedCompaniesCount'].get.security).toEqual([{ bearer: [] }, { clientApiKey: ['licenses:read'] }]);
    expect(doc.paths['/api/License/GetActivity'].get.security).toEqual([{ bearer: [] }, { clientApiKey: ['activity:read'] }]);
    expect(doc.paths['/api/Notification/GetAll'].post.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/client/{clientId}/api-keys'].get.security).toEqual([{ bearer: [] }]);
  });
});
