import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { CLIENT_SUPPLIERS, CONTOSO_CLIENT_ID, NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';

let server: TestServer;
const ADMIN = 'admin@northwind.test';
const MEMBER = 'member@northwind.test';
const CONTOSO = 'member@contoso.test';
const SUPER = 'super@insights.test';
const ADMIN_SECURE_ID = '0d7e6f4a-1111-4000-8000-000000000002';

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function post(email: string | null, path: string, body: unknown, headers: Record<string, string> = {}) {
  const token = email ? await server.tokenFor(email) : undefined;
  const response = await server.api(path, { token, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown>[]; totalRecords: number; message?: string } };
}

async function callerHeaders(email: string, clientId = NORTHWIND_CLIENT_ID) {
  const token = await server.tokenFor(email);
  const { access_token } = (await (await server.api('/api/PricingMatrix/GetECToken', { token })).json()) as { access_token: string };
  return { 'x-api-key': access_token, 'x-client-id': clientId };
}

const licenses = (clientId: string) => ({ PageNumber: 1, PageSize: 50, SearchTerm: '', clientId });

describe('seed: each demo client is a licensed supplier company', () => {
  it('links Northwind Energy and Contoso Power to their supplier companies, which hold latest licenses', async () => {
    const { rows } = await server.db.query<{ name: string; legal_name: string; licenses: number }>(
      `select c.name, co.legal_name, (select count(*) from licenses l where l.company_id = co.id and l.is_latest)::int as licenses
         from clients c join companies co on co.id::text = c.supplier_identifier order by c.name`);
    expect(rows.map((r) => [r.name, r.legal_name])).toEqual([
      ['Contoso Power', CLIENT_SUPPLIERS[1].legalName],
      ['Northwind Energy', CLIENT_SUPPLIERS[0].legalName],
    ]);
    for (const row of rows) expect(row.licenses, row.name).toBeGreaterThan(0);
  });
});

describe('POST /api/license/getall with clientId (My Licenses)', () => {
  it("returns the client's own company licenses with the dashboard fields", async () => {
    const { status, body } = await post(ADMIN, '/api/license/getall', licenses(NORTHWIND_CLIENT_ID));
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.totalRecords).toBe(body.data.length);
    const { rows } = await server.db.query<{ n: number }>(
      'select count(*)::int n from licenses where company_id = $1 and is_latest', [CLIENT_SUPPLIERS[0].id]);
    expect(body.totalRecords).toBe(rows[0].n);
    for (const row of body.data) {
      expect(Object.keys(row)).toEqual(expect.arrayContaining([
        'commodity', 'stateCode', 'associatedLegalName', 'licenseType', 'licenseStatus', 'licenseRegisteredDate', 'licenseExpiryDate',
      ]));
    }
  });

  it('an admin or member may only ask for their own client (403), a super admin for any', async () => {
    expect((await post(ADMIN, '/api/license/getall', licenses(CONTOSO_CLIENT_ID))).status).toBe(403);
    expect((await post(MEMBER, '/api/license/getall', licenses(CONTOSO_CLIENT_ID))).status).toBe(403);
    expect((await post(CONTOSO, '/api/license/getall', licenses(NORTHWIND_CLIENT_ID))).status).toBe(403);
    const own = await post(CONTOSO, '/api/license/getall', licenses(CONTOSO_CLIENT_ID));
    expect(own.status).toBe(200);
    const viewAs = await post(SUPER, '/api/license/getall', licenses(CONTOSO_CLIENT_ID));
    expect(viewAs.status).toBe(200);
    expect(viewAs.body.totalRecords).toBe(own.body.totalRecords);
    expect((await post(null, '/api/license/getall', licenses(NORTHWIND_CLIENT_ID))).status).toBe(401);
  });

  it("sends a client without premium data its own licenses unmasked in My Licenses; by company id every company stays masked", async () => {
    const fields = ['associatedLegalName', 'licenseNumber', 'licenseStatus', 'licenseRegisteredDate', 'licenseExpiryDate'];
    const own = await post(CONTOSO, '/api/license/getall', licenses(CONTOSO_CLIENT_ID));
    expect(own.status).toBe(200);
    expect(own.body.data.length).toBeGreaterThan(0);
    // Northwind's own licenses to Northwind's premium member: the same, unmasked (nothing changes for premium clients).
    expect((await post(MEMBER, '/api/license/getall', licenses(NORTHWIND_CLIENT_ID))).body.data.every((row) => row.isPremium === true)).toBe(true);
    for (const row of own.body.data) {
      expect(row.isPremium).toBe(true);
      expect(row.associatedLegalName).toBe(CLIENT_SUPPLIERS[1].legalName);
      for (const field of ['associatedLegalName', 'licenseNumber', 'licenseStatus']) expect(row[field], field).not.toBe('');
    }
    // Asked for by company id (a company page, with its contacts and addresses masked), the premium rule holds for
    // every company, its own included; Northwind's supplier among them. The values are not sent at all.
    const { rows: others } = await server.db.query<{ id: string }>(
      `select co.id::text as id from companies co where exists (select 1 from licenses l where l.company_id = co.id and l.is_latest)
        order by (co.id::text = $1) desc, (co.id::text = $2) desc limit 4`,
      [CLIENT_SUPPLIERS[0].id, CLIENT_SUPPLIERS[1].id],
    );
    expect(others.slice(0, 2).map((row) => row.id)).toEqual([CLIENT_SUPPLIERS[0].id, CLIENT_SUPPLIERS[1].id]);
    for (const other of others) {
      const reply = await post(CONTOSO, '/api/license/getall', { PageNumber: 1, PageSize: 50, companyId: other.id });
      expect(reply.status).toBe(200);
      expect(reply.body.data.length).toBeGreaterThan(0);
      for (const row of reply.body.data) {
        expect(row.isPremium).toBe(false);
        for (const field of fields) expect(row[field], `${other.id} ${field}`).toBe('');
      }
    }
  });

  it('400 without companyId or clientId, and for a clientId that is not a uuid', async () => {
    expect((await post(ADMIN, '/api/license/getall', { PageNumber: 1, PageSize: 50 })).status).toBe(400);
    const bad = await post(ADMIN, '/api/license/getall', licenses('northwind'));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/clientId/);
  });
});

describe('GET /api/client/{clientId}/user/followed-events', () => {
  const path = (clientId: string, secureId: string) => `/api/client/${clientId}/user/followed-events?secureId=${secureId}`;

  it("lists the user's followed companies, newest first, with since-when and the licenses followed", async () => {
    const token = await server.tokenFor(ADMIN);
    const response = await server.api(path(NORTHWIND_CLIENT_ID, ADMIN_SECURE_ID), { token });
    expect(response.status).toBe(200);
    const events = (await response.json()) as { id: string; legalName: string; createdOn: string; followedLicenseCount: number }[];
    const { rows } = await server.db.query<{ n: number }>(
      'select count(distinct company_id)::int n from follows f join users u on u.id = f.user_id where u.secure_id = $1', [ADMIN_SECURE_ID]);
    expect(events).toHaveLength(rows[0].n);
    expect(events.length).toBeGreaterThan(0);
    const times = events.map((e) => Date.parse(e.createdOn));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Seeded follows are whole-company ones: each covers every latest license of the company.
    const { rows: [{ n }] } = await server.db.query<{ n: number }>(
      'select count(*)::int n from licenses where company_id = $1 and is_latest', [events[0].id]);
    expect(events[0].followedLicenseCount).toBe(n);
  });

  it("another client's user: 403; nobody's follows without a sign-in", async () => {
    const token = await server.tokenFor(CONTOSO);
    expect((await server.api(path(NORTHWIND_CLIENT_ID, ADMIN_SECURE_ID), { token })).status).toBe(403);
    expect((await server.api(path(NORTHWIND_CLIENT_ID, ADMIN_SECURE_ID))).status).toBe(401);
  });
});

describe('pricing service: top 5 and leaderboard tenant rules', () => {
  const day = new Date().toISOString().slice(0, 10);
  const windowOf = (clientId: string) => ({ InsightsClientIdentifier: clientId, EffectiveFrom: day, EffectiveTo: day });

  it("a client admin gets only its own positions: another client's top 5 or leaderboard is 403", async () => {
    const headers = await callerHeaders(ADMIN);
    for (const p of ['/common/pricing/top5/best', '/common/pricing/top5/worst', '/common/api/leaderboard']) {
      expect((await post(ADMIN, p, windowOf(NORTHWIND_CLIENT_ID), headers)).status, p).toBe(200);
      expect((await post(ADMIN, p, windowOf(CONTOSO_CLIENT_ID), headers)).status, p).toBe(403);
    }
  });

  it("a super admin may 'View as' another client: its own supplier's positions", async () => {
    const headers = await callerHeaders(SUPER);
    const reply = (await post(SUPER, '/common/pricing/top5/best', windowOf(CONTOSO_CLIENT_ID), headers)).body as unknown as
      { Rankings: { SupplierRankings: { SupplierInsightsIdentifier: string }[] }[] }[];
    const ids = new Set(reply.flatMap((g) => g.Rankings.flatMap((r) => r.SupplierRankings.map((s) => s.SupplierInsightsIdentifier))));
    expect([...ids]).toEqual(['1006']);
  });

  it('the client id header must be the caller’s client, and no chart token means 401', async () => {
    const headers = await callerHeaders(ADMIN, CONTOSO_CLIENT_ID);
    expect((await post(ADMIN, '/common/pricing/top5/best', windowOf(CONTOSO_CLIENT_ID), headers)).status).toBe(403);
    expect((await post(ADMIN, '/common/api/leaderboard', windowOf(NORTHWIND_CLIENT_ID), { 'x-client-id': NORTHWIND_CLIENT_ID })).status).toBe(401);
  });
});

describe('a client without a supplier company', () => {
  it('has no licenses, no top 5 and no own positions (empty replies, not errors)', async () => {
    const { rows: [before] } = await server.db.query<{ supplier_identifier: string }>(
      'select supplier_identifier from clients where id = $1', [NORTHWIND_CLIENT_ID]);
    await server.db.query('update clients set supplier_identifier = null where id = $1', [NORTHWIND_CLIENT_ID]);
    await server.db.query('update pricing_suppliers set client_id = null where client_id = $1', [NORTHWIND_CLIENT_ID]);
    try {
      const list = await post(ADMIN, '/api/license/getall', licenses(NORTHWIND_CLIENT_ID));
      expect(list).toEqual({ status: 200, body: { totalRecords: 0, data: [] } });
      const headers = await callerHeaders(ADMIN);
      const day = new Date().toISOString().slice(0, 10);
      const top = await post(ADMIN, '/common/pricing/top5/best', { InsightsClientIdentifier: NORTHWIND_CLIENT_ID, EffectiveFrom: day, EffectiveTo: day }, headers);
      expect(top).toEqual({ status: 200, body: [] });
    } finally {
      await server.db.query('update clients set supplier_identifier = $2 where id = $1', [NORTHWIND_CLIENT_ID, before.supplier_identifier]);
      await server.db.query(`update pricing_suppliers set client_id = $1 where id = '1005'`, [NORTHWIND_CLIENT_ID]);
    }
  });
});
