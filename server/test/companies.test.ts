import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { CONTOSO, MEMBER, SUPER, getter, poster } from './companies.support.js';

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

const GETALL = '/api/company/getall';
type Company = { id: string; legalName: string; emailDomain: string | null; companyType: string; contactCount: number; licenseCount: number; licenseType: string; isSubscribe: boolean };
type Page = { data: Company[]; totalRecords: number };

async function sqlCount(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(sql, params);
  return rows[0].n;
}

describe('POST /api/company/getall', () => {
  it('401 without a token', async () => {
    expect((await post(null, GETALL, {})).status).toBe(401);
  });

  it('pages all companies by legal name with totalRecords', async () => {
    const { status, body } = await post<Page>(MEMBER, GETALL, { PageNumber: 1, PageSize: 50 });
    expect(status).toBe(200);
    expect(body.totalRecords).toBe(await sqlCount('select count(*)::int n from companies'));
    expect(body.data).toHaveLength(50);
    const names = body.data.map((c) => c.legalName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const second = await post<Page>(MEMBER, GETALL, { PageNumber: 2, PageSize: 50 });
    const firstIds = new Set(body.data.map((c) => c.id));
    expect(second.body.data.some((c) => firstIds.has(c.id))).toBe(false);
    expect(second.body.data[0].legalName.toLowerCase() >= names[49]).toBe(true);
  });

  it('counts licenses (latest) and contacts per row, as the database holds them', async () => {
    const { body } = await post<Page>(MEMBER, GETALL, { PageNumber: 3, PageSize: 20 });
    for (const company of body.data) {
      expect(company.licenseCount).toBe(await sqlCount('select count(*)::int n from licenses where company_id = $1 and is_latest', [company.id]));
      expect(company.contactCount).toBe(await sqlCount('select count(*)::int n from contacts where company_id = $1', [company.id]));
    }
  });

  it('searches the trimmed term in legal name, alias names, license numbers and e-mail domain', async () => {
    const byName = await post<Page>(MEMBER, GETALL, { PageNumber: 1, PageSize: 50, SearchTerm: '   northwind energy  ' });
    expect(byName.body.data.map((c) => c.legalName)).toContain('Northwind Energy LLC');

    const { rows: [alias] } = await server.db.query<{ alias_name: string; company_id: string }>(
      `select alias_name, company_id from aliases a join companies c on c.id = a.company_id
        where position(lower(a.alias_name) in lower(c.legal_name)) = 0 order by a.id limit 1`,
    );
    const byAlias = await post<Page>(MEMBER, GETALL, { PageNumber: 1, PageSize: 200, SearchTerm: alias.alias_name.toUpperCase() });
    expect(byAlias.body.data.map((c) => c.id)).toContain(alias.company_id);

    const { rows: [license] } = await server.db.query<{ license_number: string; company_id: string }>(
      `select license_number, company_id from licenses where license_number like 'A-%' order by id limit 1`,
    );
    const byNumber = await post<Page>(MEMBER, GETALL, { PageNumber: 1, PageSize: 200, SearchTerm: license.license_number });
    expect(byNumber.body.data.map((c) => c.id)).toContain(license.company_id);

    const byDomain = await post<Page>(MEMBER, GETALL, { PageNumber: 1, PageSize: 50, SearchTerm: 'contosopower.com' });
    expect(byDomain.body.data.map((c) => c.legalName)).toEqual(['Contoso Power Inc.']);
    expect(byDomain.body.totalRecords).toBe(1);
  });

  it('says why a searched row matched when its name does not hold the term (alias, domain, license number)', async () => {
    type Matched = { data: Array<Company & { matchedBy?: { field: string; text: string } }>; totalRecords: number };
    const { rows: [alias] } = await server.db.query<{ alias_name: string; alias_type: string; company_id: string }>(
      `select alias_name, alias_type, company_id from aliases a join companies c on c.id = a.company_id
        where position(lower(a.alias_name) in lower(c.legal_name)) = 0 and a.alias_type = 'FKA' order by a.id limit 1`,
    );
    const byAlias = await post<Matched>(MEMBER, GETALL, { PageNumber: 1, PageSize: 200, SearchTerm: alias.alias_name });
    const aliasRow = byAlias.body.data.find((c) => c.id === alias.company_id)!;
    expect(aliasRow.matchedBy).toEqual({ field: 'FKA', text: alias.alias_name });
    // Rows found by their own name say nothing.
    for (const row of byAlias.body.data.filter((c) => c.legalName.toLowerCase().includes(alias.alias_name.toLowerCase()))) {
      expect(row.matchedBy).toBeUndefined();
    }
    // Without premium data the alias name stays hidden, as on the detail screen; the reason still shows.
    const contoso = await post<Matched>(CONTOSO, GETALL, { PageNumber: 1, PageSize: 200, SearchTerm: alias.alias_name });
    expect(contoso.body.data.find((c) => c.id === alias.company_id)!.matchedBy).toEqual({ field: 'FKA', text: '' });

    const byDomain = await post<Matched>(MEMBER, GETALL, { PageNumber: 1, PageSize: 50, SearchTerm: 'contosopower.com' });
    expect(byDomain.body.data[0].matchedBy).toEqual({ field: 'emailDomain', text: 'contosopower.com' });

    const { rows: [license] } = await server.db.query<{ license_number: string; company_id: string }>(
      `select l.license_number, l.company_id from licenses l join companies c on c.id = l.company_id
        where l.license_number like 'A-%' and position(lower(l.license_number) in c.legal_name_lc) = 0
          and position(lower(l.license_number) in coalesce(c.email_domain_lc, '')) = 0
          and not exists (select 1 from aliases a where a.company_id = c.id and position(lower(l.license_number) in a.alias_name_lc) > 0)
        order by l.id limit 1`,
    );
    const byNumber = await post<Matched>(MEMBER, GETALL, { PageNumber: 1, PageSize: 200, SearchTerm: license.license_number });
    expect(byNumber.body.data.find((c) => c.id === license.company_id)!.matchedBy).toEqual({ field: 'licenseNumber', text: license.license_number });

    // No search, no reasons.
    const plain = await post<Matched>(MEMBER, GETALL, { PageNumber: 1, PageSize: 50 });
    expect(plain.body.data.every((c) => c.matchedBy === undefined)).toBe(true);
  });

  it('treats LIKE wildcards in the term literally', async () => {
    const { body } = await post<Page>(MEMBER, GETALL, { PageNumber: 1, PageSize: 50, SearchTerm: '%' });
    expect(body.totalRecords).toBe(0);
  });

  it('filters by StateCode, LicenseType and commodity over the latest licenses', async () => {
    const { body } = await post<Page>(MEMBER, GETALL, { PageNumber: 1, PageSize: 500, stateCode: 'TX', licenseType: 'ABC', commodity: 1 });
    const expected = await sqlCount(
      `select count(distinct company_id)::int n from licenses where is_latest and state_code = 'TX' and not is_supplier and commodity = 'Electric'`,
    );
    expect(body.totalRecords).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    for (const company of body.data.slice(0, 30)) {
      expect(company.licenseType).toContain('ABC');
    }
    const gas = await post<Page>(MEMBER, GETALL, { PageNumber: 1, PageSize: 50, stateCode: 'oh', licenseType: 'Supplier', commodity: 2 });
    expect(gas.body.totalRecords).toBe(await sqlCount(
      `select count(distinct company_id)::int n from licenses where is_latest and state_code = 'OH' and is_supplier and commodity = 'Natural Gas'`,
    ));
    const both = await post<Page>(MEMBER, GETALL, { PageNumber: 1, PageSize: 50, stateCode: 'TX', licenseType: '', commodity: 0 });
    expect(both.body.totalRecords).toBe(await sqlCount(`select count(distinct company_id)::int n from licenses where is_latest and state_code = 'TX'`));
  });

  it('sorts on every sortable column, both ways', async () => {
    const keyOf: Record<string, (c: Company) => string | number> = {
      legalName: (c) => c.legalName.toLowerCase(),
      emailDomain: (c) => (c.emailDomain ?? '').toLowerCase(),
      companyType: (c) => c.companyType,
      licenseCount: (c) => c.licenseCount,
      contactCount: (c) => c.contactCount,
      licenseType: (c) => ({ '': 0, ABC: 2, 'ABC, Supplier': 3, Supplier: 4 })[c.licenseType] ?? -1,
    };
    for (const [orderBy, key] of Object.entries(keyOf)) {
      for (const ascendingOrder of [true, false]) {
        const { status, body } = await post<Page>(MEMBER, GETALL, { PageNumber: 1, PageSize: 100, orderBy, ascendingOrder, stateCode: 'PA' });
        expect(status).toBe(200);
        const keys = body.data.map(key);
        for (let i = 1; i < keys.length; i++) {
          if (ascendingOrder) expect(keys[i] >= keys[i - 1], `${orderBy} asc at ${i}`).toBe(true);
          else expect(keys[i] <= keys[i - 1], `${orderBy} desc at ${i}`).toBe(true);
        }
      }
    }
  });

  it('answers an empty page past the end with the real total', async () => {
    const { body } = await post<Page>(MEMBER, GETALL, { PageNumber: 9999, PageSize: 50 });
    expect(body.data).toEqual([]);
    expect(body.totalRecords).toBe(await sqlCount('select count(*)::int n from companies'));
  });

  it('400 with a clear message for bad input', async () => {
    const cases: [unknown, RegExp][] = [
      [{ PageNumber: 0 }, /PageNumber/],
      [{ PageSize: 0 }, /PageSize/],
      [{ PageSize: 1000 }, /PageSize/],
      [{ orderBy: 'password' }, /orderBy/],
      [{ commodity: 5 }, /commodity/],
      [{ stateCode: 'TEX' }, /stateCode/],
      [{ licenseType: 'Broker' }, /licenseType/],
      [{ SearchTerm: 'x'.repeat(201) }, /SearchTerm/],
    ];
    for (const [body, message] of cases) {
      const reply = await post<{ message: string; error: string }>(MEMBER, GETALL, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error).toBe('Bad Request');
      expect(reply.body.message).toMatch(message);
    }
  });
});

describe('GET /api/address/GetStates', () => {
  it('lists every state as {id, name, code}, by name', async () => {
    const { status, body } = await get<{ id: number; name: string; code: string }[]>(MEMBER, '/api/address/GetStates');
    expect(status).toBe(200);
    expect(body.length).toBe(await sqlCount('select count(*)::int n from states'));
    expect(body.find((s) => s.code === 'TX')).toMatchObject({ name: 'Texas' });
    const names = body.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('POST /api/company/SearchCompany', () => {
  it('returns data.data, at most Limit companies matching the text', async () => {
    const { status, body } = await post<{ data: { data: Company[] } }>(SUPER, '/api/company/SearchCompany', { Search: 'energy', Limit: 50 });
    expect(status).toBe(200);
    expect(body.data.data).toHaveLength(50);
    for (const c of body.data.data) expect(typeof c.id).toBe('string');
    const few = await post<{ data: { data: Company[] } }>(SUPER, '/api/company/SearchCompany', { Search: 'contoso', Limit: 5 });
    expect(few.body.data.data.map((c) => c.legalName)).toContain('Contoso Power Inc.');
  });

  it('400 for empty text or a limit above 50', async () => {
    expect((await post(SUPER, '/api/company/SearchCompany', { Search: '', Limit: 50 })).status).toBe(400);
    expect((await post(SUPER, '/api/company/SearchCompany', { Search: '   ', Limit: 50 })).status).toBe(400);
    expect((await post(SUPER, '/api/company/SearchCompany', { Search: 'a', Limit: 51 })).status).toBe(400);
  });
});
