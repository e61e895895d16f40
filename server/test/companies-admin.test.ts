import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { ADMIN, CONTOSO, MEMBER, SUPER, getter, poster } from './companies.support.js';

let server: TestServer;
let post: ReturnType<typeof poster>;
let get: ReturnType<typeof getter>;

beforeAll(async () => {
  server = await startTestServer();
  post = poster(server);
  get = getter(server);
});
afterAll(async () => {
  await server?.close();
});

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  return (await server.db.query<T>(sql, params)).rows[0];
}

/** Ids of companies no other test in this file touches. */
async function companiesWithLicenses(n: number, offset: number): Promise<string[]> {
  const { rows } = await server.db.query<{ id: string }>(
    `select c.id from companies c where c.parent_id is null
        and exists (select 1 from licenses l where l.company_id = c.id)
        and exists (select 1 from contacts t where t.company_id = c.id)
        and exists (select 1 from addresses a where a.company_id = c.id)
      order by c.id offset $1 limit $2`,
    [offset, n],
  );
  return rows.map((r) => r.id);
}

describe('super-admin only actions answer 403 to everyone else', () => {
  it('MergeCompany, ChangeDisplayName, RemoveAlias, SwapParentChaild', async () => {
    const alias = await one<{ id: number; company_id: string }>('select id, company_id from aliases order by id limit 1');
    const child = await one<{ id: string; parent_id: string }>('select id, parent_id from companies where parent_id is not null order by id limit 1');
    const [a, b] = await companiesWithLicenses(2, 0);
    for (const email of [ADMIN, MEMBER, CONTOSO]) {
      expect((await post(email, '/api/company/MergeCompany', { TargetCompanyId: a, SourceCompanyId: b })).status, email).toBe(403);
      expect((await post(email, '/api/company/ChangeDisplayName', { CompanyId: alias.company_id, AliasId: alias.id })).status, email).toBe(403);
      expect((await get(email, `/api/company/RemoveAlias/${alias.id}`)).status, email).toBe(403);
      expect((await post(email, '/api/company/SwapParentChaild', { CompanyId: child.parent_id, AliasId: child.id })).status, email).toBe(403);
    }
    expect((await post(null, '/api/company/MergeCompany', { TargetCompanyId: a, SourceCompanyId: b })).status).toBe(401);
    // Nothing changed.
    expect(await one('select id from companies where id = $1', [b])).toBeTruthy();
    expect(await one('select id from aliases where id = $1', [alias.id])).toBeTruthy();
    expect((await one<{ parent_id: string }>('select parent_id from companies where id = $1', [child.id])).parent_id).toBe(child.parent_id);
  });
});

describe('POST /api/company/MergeCompany', () => {
  it('moves licenses, contacts, addresses, aliases and follows to the target; the source name becomes an FKA alias; the source disappears', async () => {
    const [target, source] = await companiesWithLicenses(2, 10);
    const count = async (table: string, id: string) => (await one<{ n: number }>(`select count(*)::int n from ${table} where company_id = $1`, [id])).n;
    const tables = ['licenses', 'contacts', 'addresses', 'aliases'];
    const before = Object.fromEntries(await Promise.all(tables.map(async (t) => [t, (await count(t, target)) + (await count(t, source))] as const)));
    const sourceName = (await one<{ legal_name: string }>('select legal_name from companies where id = $1', [source])).legal_name;
    // A member follows the source, an admin follows both: the member's follow moves, the admin keeps one.
    await post(MEMBER, '/api/Company/SubscribeNotification', { CompanyId: source, IsSubscribe: true });
    await post(ADMIN, '/api/Company/SubscribeNotification', { CompanyId: source, IsSubscribe: true });
    await post(ADMIN, '/api/Company/SubscribeNotification', { CompanyId: target, IsSubscribe: true });

    const reply = await post(SUPER, '/api/company/MergeCompany', { TargetCompanyId: target.toUpperCase(), SourceCompanyId: source });
    expect(reply.status).toBe(200);
    expect(reply.body).toBeTruthy();

    for (const table of ['licenses', 'contacts', 'addresses']) {
      expect(await count(table, target), table).toBe(before[table]);
      expect(await count(table, source), table).toBe(0);
    }
    expect(await count('aliases', target)).toBe(before.aliases + 1);
    expect(await one('select 1 from aliases where company_id = $1 and alias_name = $2 and alias_type = $3', [target, sourceName, 'FKA'])).toBeTruthy();
    expect(await one('select 1 from companies where id = $1', [source])).toBeUndefined();
    expect((await get(MEMBER, `/api/company/${target}`)).body.isSubscribe).toBe(true);
    expect((await get(ADMIN, `/api/company/${target}`)).body.isSubscribe).toBe(true);
    expect((await get(MEMBER, `/api/company/${source}`)).status).toBe(404);
    // Searching the old name finds the target through its new FKA alias.
    const search = await post(MEMBER, '/api/company/getall', { PageNumber: 1, PageSize: 50, SearchTerm: sourceName });
    expect(search.body.data.map((c: { id: string }) => c.id)).toContain(target);
  });

  it("rejects merging a company into itself with 'can not merge with self'", async () => {
    const [id] = await companiesWithLicenses(1, 20);
    const reply = await post(SUPER, '/api/company/MergeCompany', { TargetCompanyId: id, SourceCompanyId: id.toUpperCase() });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('can not merge with self');
  });

  it('404 for an unknown company, 400 for a malformed id', async () => {
    const [id] = await companiesWithLicenses(1, 21);
    expect((await post(SUPER, '/api/company/MergeCompany', { TargetCompanyId: id, SourceCompanyId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await post(SUPER, '/api/company/MergeCompany', { TargetCompanyId: id, SourceCompanyId: 'nope' })).status).toBe(400);
    expect((await post(SUPER, '/api/company/MergeCompany', { TargetCompanyId: id })).status).toBe(400);
  });

  it('a merge that fails half-way changes nothing (one transaction)', async () => {
    const [target, source] = await companiesWithLicenses(2, 30);
    const snapshot = async () => (await server.db.query(
      `select 'l' k, id::text, company_id::text from licenses where company_id = any($1::uuid[])
       union all select 'c', id::text, company_id::text from contacts where company_id = any($1::uuid[])
       union all select 'a', id::text, company_id::text from aliases where company_id = any($1::uuid[])
       union all select 'x', id::text, legal_name from companies where id = any($1::uuid[])
       order by 1, 2`, [[target, source]],
    )).rows;
    const before = await snapshot();
    // The last step (deleting the source) fails, after everything else was moved.
    await server.db.exec(`
      create function refuse_delete() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$;
      create trigger refuse_company_delete before delete on companies for each row when (old.id = '${source}') execute function refuse_delete();`);
    try {
      const reply = await post(SUPER, '/api/company/MergeCompany', { TargetCompanyId: target, SourceCompanyId: source });
      expect(reply.status).toBe(500);
    } finally {
      await server.db.exec('drop trigger refuse_company_delete on companies; drop function refuse_delete();');
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('aliases: ChangeDisplayName (Set Primary) and RemoveAlias', () => {
  it('makes the alias the legal name and keeps the old name as an FKA alias', async () => {
    const alias = await one<{ id: number; company_id: string; alias_name: string }>(
      `select a.id, a.company_id, a.alias_name from aliases a where a.alias_type = 'DBA' order by a.id offset 3 limit 1`,
    );
    const oldName = (await one<{ legal_name: string }>('select legal_name from companies where id = $1', [alias.company_id])).legal_name;
    const reply = await post(SUPER, '/api/company/ChangeDisplayName', { CompanyId: alias.company_id, AliasId: alias.id });
    expect(reply.status).toBe(200);
    expect((await get(MEMBER, `/api/company/${alias.company_id}`)).body.legalName).toBe(alias.alias_name);
    expect(await one('select alias_name, alias_type from aliases where id = $1', [alias.id])).toEqual({ alias_name: oldName, alias_type: 'FKA' });
    expect((await post(SUPER, '/api/company/ChangeDisplayName', { CompanyId: '00000000-0000-4000-8000-000000000000', AliasId: alias.id })).status).toBe(404);
    expect((await post(SUPER, '/api/company/ChangeDisplayName', { CompanyId: alias.company_id, AliasId: 'x' })).status).toBe(400);
  });

  it('removes an alias; 404 when it is gone; 400 for a non-numeric id', async () => {
    const alias = await one<{ id: number }>('select id from aliases order by id offset 7 limit 1');
    const reply = await get(SUPER, `/api/company/RemoveAlias/${alias.id}`);
    expect(reply.status).toBe(200);
    expect(await one('select 1 from aliases where id = $1', [alias.id])).toBeUndefined();
    expect((await get(SUPER, `/api/company/RemoveAlias/${alias.id}`)).status).toBe(404);
    expect((await get(SUPER, '/api/company/RemoveAlias/abc')).status).toBe(400);
  });
});

describe('POST /api/company/SwapParentChaild (Set Parent)', () => {
  it('makes the child the parent of the company and of its other children', async () => {
    const group = await one<{ parent: string }>(
      `select parent_id as parent from companies where parent_id is not null group by parent_id having count(*) >= 2 order by parent_id limit 1`,
    );
    const { rows: children } = await server.db.query<{ id: string }>('select id from companies where parent_id = $1 order by id', [group.parent]);
    const [promoted, ...others] = children.map((c) => c.id);
    const reply = await post(SUPER, '/api/company/SwapParentChaild', { CompanyId: group.parent, AliasId: promoted });
    expect(reply.status).toBe(200);
    expect((await one<{ parent_id: string }>('select parent_id from companies where id = $1', [group.parent])).parent_id).toBe(promoted);
    expect((await one<{ parent_id: string | null }>('select parent_id from companies where id = $1', [promoted])).parent_id).toBeNull();
    for (const id of others) expect((await one<{ parent_id: string }>('select parent_id from companies where id = $1', [id])).parent_id).toBe(promoted);
    // The old parent is no longer the parent of `promoted`: 400.
    const again = await post(SUPER, '/api/company/SwapParentChaild', { CompanyId: group.parent, AliasId: promoted });
    expect(again.status).toBe(400);
  });
});

describe('GET /public/logos/{domain}.svg', () => {
  it('a monogram SVG for a seeded domain, without sign-in; 404 otherwise', async () => {
    const response = await server.api('/public/logos/northwindenergy.com.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('>NE</text>');
    expect((await server.api('/public/logos/unknown-domain.example.svg')).status).toBe(404);
    expect((await server.api('/public/logos/northwindenergy.com.png')).status).toBe(404);
    expect((await server.api('/public/logos/..%2F..%2Fetc.svg')).status).toBe(404);
  });
});
