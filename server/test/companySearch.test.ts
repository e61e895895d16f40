import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { CONTOSO, MEMBER, SUPER, poster } from './companies.support.js';

/** POST /api/company/SearchCompany as the global search (issue 24 §3) and the merge dialog ask it. */
const SEARCH = '/api/company/SearchCompany';
type Row = { id: string; legalName: string; companyType: string; licenseCount: number; matchedBy?: { field: string; text: string } };
type Reply = { data: { data: Row[] } };

let server: TestServer;
let post: ReturnType<typeof poster>;

beforeAll(async () => {
  server = await startTestServer();
  post = poster(server);
});
afterAll(async () => {
  await server?.close();
});

const search = async (text: string, limit = 10, email = MEMBER) => {
  const { status, body } = await post<Reply>(email, SEARCH, { Search: text, Limit: limit });
  expect(status).toBe(200);
  return body.data.data;
};

describe('POST /api/company/SearchCompany: the global search', () => {
  it('puts the company of exactly the typed name first, then names starting with the text, then names holding it', async () => {
    const { rows: [target] } = await server.db.query<{ id: string; legal_name: string; word: string }>(
      // A word (a name's second) that starts a few names and sits inside others; the company of a unique name.
      `select c.id, c.legal_name, split_part(c.legal_name_lc, ' ', 2) as word from companies c
        where length(split_part(c.legal_name_lc, ' ', 2)) >= 4
          and (select count(*) from companies d where d.legal_name_lc like split_part(c.legal_name_lc, ' ', 2) || '%') between 1 and 20
          and (select count(*) from companies d where d.legal_name_lc = c.legal_name_lc) = 1
          and exists (select 1 from companies d where d.legal_name_lc like '%_' || split_part(c.legal_name_lc, ' ', 2) || '%'
                       and d.legal_name_lc not like split_part(c.legal_name_lc, ' ', 2) || '%')
        order by c.legal_name limit 1`,
    );
    expect(target).toBeDefined();
    const exact = await search(`  ${target.legal_name.toUpperCase()} `);
    expect(exact[0].id).toBe(target.id);

    const rows = await search(target.word, 50);
    const names = rows.map((r) => r.legalName.toLowerCase());
    const starts = names.filter((n) => n.startsWith(target.word));
    const holds = names.filter((n) => !n.startsWith(target.word) && n.includes(target.word));
    expect(starts.length).toBeGreaterThan(0);
    expect(holds.length).toBeGreaterThan(0);
    // Ranked: every name starting with the text before every name merely holding it, and rows found otherwise last.
    expect(names.slice(0, starts.length)).toEqual(starts);
    expect(names.slice(starts.length, starts.length + holds.length)).toEqual(holds);
    expect(rows.slice(starts.length + holds.length).every((r) => r.matchedBy !== undefined)).toBe(true);
    // Alphabetical within a rank.
    expect(starts).toEqual([...starts].sort());
    expect(holds).toEqual([...holds].sort());
    // Rows found by their name say nothing more.
    expect(rows.slice(0, starts.length + holds.length).every((r) => r.matchedBy === undefined)).toBe(true);
  });

  it('finds a company by a license number (or its start), saying which license matched', async () => {
    const { rows: [license] } = await server.db.query<{ license_number: string; company_id: string }>(
      `select l.license_number, l.company_id from licenses l join companies c on c.id = l.company_id
        where l.is_latest and l.license_number like 'A-%' and position(lower(l.license_number) in c.legal_name_lc) = 0
          and position(lower(l.license_number) in coalesce(c.email_domain_lc, '')) = 0
          and not exists (select 1 from aliases a where a.company_id = c.id and position(lower(l.license_number) in a.alias_name_lc) > 0)
        order by l.id limit 1`,
    );
    const rows = await search(license.license_number);
    const row = rows.find((r) => r.id === license.company_id)!;
    expect(row).toBeDefined();
    expect(row.matchedBy).toEqual({ field: 'licenseNumber', text: license.license_number });
    expect(row.licenseCount).toBeGreaterThan(0);
    // Without premium data the number stays hidden; the reason still shows.
    const contoso = await search(license.license_number, 10, CONTOSO);
    expect(contoso.find((r) => r.id === license.company_id)!.matchedBy).toEqual({ field: 'licenseNumber', text: '' });
  });

  it('finds a company by an alias and by its e-mail domain', async () => {
    const { rows: [alias] } = await server.db.query<{ alias_name: string; alias_type: string; company_id: string }>(
      `select alias_name, alias_type, company_id from aliases a join companies c on c.id = a.company_id
        where position(a.alias_name_lc in c.legal_name_lc) = 0 and length(a.alias_name) > 12
          and (select count(*) from companies d where d.legal_name_lc like '%' || a.alias_name_lc || '%') = 0
        order by a.id limit 1`,
    );
    const byAlias = await search(alias.alias_name.toLowerCase());
    expect(byAlias.find((r) => r.id === alias.company_id)?.matchedBy).toEqual({ field: alias.alias_type, text: alias.alias_name });

    const byDomain = await search('contosopower.com');
    expect(byDomain.map((r) => [r.legalName, r.matchedBy])).toEqual([['Contoso Power Inc.', { field: 'emailDomain', text: 'contosopower.com' }]]);
  });

  it('sends at most Limit rows, with the type and the latest-license count of each', async () => {
    const rows = await search('e', 10);
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(['supplier', 'broker', 'aggregator']).toContain(row.companyType);
      const { rows: [n] } = await server.db.query<{ n: number }>('select count(*)::int as n from licenses where company_id = $1 and is_latest', [row.id]);
      expect(row.licenseCount).toBe(n.n);
    }
  });

  it('an empty reply when nothing matches; LIKE wildcards are literal', async () => {
    expect(await search('zzqx no such company')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('the same rules as the company list: 401 without a token, 403 without Insights access, 400 for blank text', async () => {
    expect((await post(null, SEARCH, { Search: 'energy', Limit: 10 })).status).toBe(401);
    const token = await server.tokenFor('noaccess@contoso.test');
    const refused = await server.api(SEARCH, { method: 'POST', token, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Search: 'energy' }) });
    expect(refused.status).toBe(403);
    const blank = await post<{ message: string }>(SUPER, SEARCH, { Search: '  ', Limit: 10 });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/Search/);
  });
});
