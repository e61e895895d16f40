import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';

let server: TestServer;
let premium: string;
let plain: string;
const PAGE = '/api/sqlserver/filteredMostRecentLicensedCompanies';
const COUNT = '/api/sqlserver/licensedCompaniesCount';

beforeAll(async () => {
  server = await startTestServer();
  premium = await server.tokenFor('member@northwind.test');
  plain = await server.tokenFor('member@contoso.test');
});
afterAll(() => server?.close());

async function get<T>(path: string, token = premium): Promise<T> {
  const response = await server.api(path, { token });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

interface Row {
  licenseId: number; companyId: string; companyName: string; companyType: string; stateId: number; stateCode: string;
  stateName: string; commodityId: number; commodity: string; licenseNumber: string | null; licenseType: string;
  dateIssued: string | null; officialWebsite: string | null; isPremium: boolean;
}
const page = (query = '', token = premium) => get<{ data: Row[]; page: number; perPage: number }>(`${PAGE}?${query}`, token);
const count = async (query = '') => (await get<{ count: number }>(`${COUNT}?${query}`)).count;
const dbCount = async (where: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(`select count(*)::int as n from licenses l join companies c on c.id = l.company_id where l.is_latest ${where}`, params)).rows[0].n;

describe('licensed companies page and count', () => {
  it('pages latest licenses, most recently issued first, 50 per page by default', async () => {
    const reply = await page();
    expect(reply.page).toBe(1);
    expect(reply.perPage).toBe(50);
    expect(reply.data).toHaveLength(50);
    const dates = reply.data.map((r) => r.dateIssued ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const { rows } = await server.db.query<{ max: string }>(`select to_char(max(license_registered_date), 'YYYY-MM-DD') as max from licenses where is_latest`);
    expect(reply.data[0].dateIssued).toBe(rows[0].max);
    expect(await count()).toBe(await dbCount(''));
  });

  it('pages without overlap and honours perPage', async () => {
    const first = await page('page=1&perPage=100');
    const second = await page('page=2&perPage=100');
    expect(first.data).toHaveLength(100);
    const ids = new Set(first.data.map((r) => r.licenseId));
    expect(second.data.some((r) => ids.has(r.licenseId))).toBe(false);
    const fifty = await page('page=3&perPage=50');
    expect(fifty.data.map((r) => r.licenseId)).toEqual(second.data.slice(0, 50).map((r) => r.licenseId));
  });

  it('treats -1 and empty values as unset', async () => {
    const unset = 'companyId=-1&companyType=-1&companyName=&companyStateId=-1&companyStateName=-1&companyCommodityId=-1&companyCommodityName=&companyLicenseType=-1';
    expect((await page(unset)).data.map((r) => r.licenseId)).toEqual((await page()).data.map((r) => r.licenseId));
    expect(await count(unset)).toBe(await count());
  });

  it('filters by state id or name, commodity id or name, license type, company id, type and name', async () => {
    const { rows: [tx] } = await server.db.query<{ id: number }>(`select id from states where code = 'TX'`);
    const byState = await page(`companyStateId=${tx.id}&perPage=500`);
    expect(byState.data.every((r) => r.stateCode === 'TX' && r.stateName === 'Texas')).toBe(true);
    expect(await count(`companyStateId=${tx.id}`)).toBe(await dbCount(`and l.state_code = 'TX'`));
    expect(await count('companyStateName=Texas')).toBe(await count(`companyStateId=${tx.id}`));

    const gas = await page('companyCommodityId=2');
    expect(gas.data.every((r) => r.commodity === 'Natural Gas' && r.commodityId === 2)).toBe(true);
    expect(await count('companyCommodityName=Natural%20Gas')).toBe(await dbCount(`and l.commodity = 'Natural Gas'`));

    // A License Type is the displayed value: 'Broker' matches the stored 'Broker' and 'Broker|n/a' alike.
    const shownAsBroker = await dbCount(`and l.license_type in ('Broker', 'Broker|n/a')`);
    expect(shownAsBroker).toBeGreaterThan(await dbCount(`and l.license_type = 'Broker'`));
    expect(await count('companyLicenseType=Broker')).toBe(shownAsBroker);
    expect(await count(`companyLicenseType=${encodeURIComponent('Broker|n/a')}`)).toBe(shownAsBroker);
    const broker = await page('companyLicenseType=Broker&perPage=500');
    expect(new Set(broker.data.map((r) => r.licenseType))).toEqual(new Set(['Broker', 'Broker|n/a']));
    expect(await count(`companyLicenseType=${encodeURIComponent('Agent - Broker')}`)).toBe(await dbCount(`and l.license_type = 'Agent|Broker'`));
    expect(await count('companyLicenseType=Plumber')).toBe(0);
    const brokers = await page('companyType=broker');
    expect(brokers.data.every((r) => r.companyType === 'broker')).toBe(true);

    const { rows: [company] } = await server.db.query<{ id: string; legal_name: string }>(
      `select c.id, c.legal_name from companies c join licenses l on l.company_id = c.id and l.is_latest group by c.id order by count(*) desc limit 1`);
    const mine = await page(`companyId=${company.id}&companyName=${encodeURIComponent(company.legal_name)}`);
    expect(mine.data.length).toBeGreaterThan(1);
    expect(mine.data.every((r) => r.companyId === company.id && r.companyName === company.legal_name)).toBe(true);
    expect(await count(`companyId=${company.id}`)).toBe(await dbCount('and c.id = $1', [company.id]));
    expect(await count(`companyName=${encodeURIComponent(company.legal_name.slice(0, 6).toLowerCase())}`))
      .toBe(await dbCount(`and c.legal_name ilike $1`, [`%${company.legal_name.slice(0, 6)}%`]));
  });

  it('combines filters with AND and gives an empty page past the end', async () => {
    expect(await count('companyStateName=TX&companyCommodityId=2')).toBe(0); // Texas has no retail gas licenses
    expect((await page('page=100000')).data).toEqual([]);
  });

  it('treats % and _ in a company name literally', async () => {
    expect(await count('companyName=%25')).toBe(0);
    expect(await count('companyName=_')).toBe(0);
  });

  it('withholds license number and date issued from a user without premium data', async () => {
    const full = await page('perPage=20');
    const redacted = await page('perPage=20', plain);
    expect(full.data.every((r) => r.isPremium)).toBe(true);
    expect(full.data.some((r) => r.licenseNumber)).toBe(true);
    expect(redacted.data.map((r) => r.licenseId)).toEqual(full.data.map((r) => r.licenseId));
    for (const row of redacted.data) {
      expect(row.isPremium).toBe(false);
      expect(row.licenseNumber).toBeNull();
      expect(row.dateIssued).toBeNull();
      expect(row.companyName).toBeTruthy();
    }
  });

  it('links each row to the company website', async () => {
    const [row] = (await page('perPage=1')).data;
    const { rows } = await server.db.query<{ email_domain: string }>('select email_domain from companies where id = $1', [row.companyId]);
    expect(row.officialWebsite).toBe(`https://www.${rows[0].email_domain}`);
  });

  it('rejects bad parameters with 400 and a clear message', async () => {
    for (const query of ['page=0', 'page=abc', 'perPage=0', 'perPage=501', 'companyId=42', 'companyType=utility',
      'companyStateId=abc', 'companyStateId=0', 'companyCommodityId=3', 'companyCommodityName=Water']) {
      const response = await server.api(`${PAGE}?${query}`, { token: premium });
      expect(response.status, query).toBe(400);
      const body = await response.json();
      expect(body.message, query).toMatch(/^Invalid request: querystring\/\w+ /);
    }
    expect((await server.api(`${COUNT}?companyStateId=x`, { token: premium })).status).toBe(400);
  });

  it('needs a signed-in user with Insights access', async () => {
    for (const path of [PAGE, COUNT, '/api/sqlserver/licensedCompanyNames']) {
      expect((await server.api(path)).status).toBe(401);
      expect((await server.api(path, { token: await server.tokenFor('noaccess@contoso.test') })).status).toBe(403);
    }
  });
});

describe('licensed company filter options', () => {
  it('lists companies holding a latest license, with id, name and type', async () => {
    const { data } = await get<{ data: { id: string; name: string; type: string }[] }>('/api/sqlserver/licensedCompanyNames');
    const { rows } = await server.db.query<{ n: number }>(`select count(distinct company_id)::int as n from licenses where is_latest`);
    expect(data).toHaveLength(rows[0].n);
    expect(data[0]).toEqual({ id: expect.any(String), name: expect.any(String), type: expect.stringMatching(/^(supplier|broker|aggregator)$/) });
    expect(data.map((c) => c.name.toLowerCase())).toEqual([...data.map((c) => c.name.toLowerCase())].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('lists states and commodities with id and name, and license types as displayed, each once', async () => {
    const states = (await get<{ data: { id: number; name: string; code: string }[] }>('/api/sqlserver/licensedCompanyStates')).data;
    expect(states.find((s) => s.code === 'TX')).toMatchObject({ name: 'Texas', id: expect.any(Number) });
    const commodities = (await get<{ data: unknown[] }>('/api/sqlserver/licensedCompanyCommodities')).data;
    expect(commodities).toEqual([{ id: 1, name: 'Electric' }, { id: 2, name: 'Natural Gas' }]);
    const types = (await get<{ data: string[] }>('/api/sqlserver/licensedCompanyLicenseTypes')).data;
    expect(types).toContain('Supplier');
    expect(types).toContain('Broker');
    expect(types).toContain('Agent - Broker');
    expect(types.some((t) => t.includes('|'))).toBe(false);
    expect(new Set(types).size).toBe(types.length);
    // Together the options cover every latest license exactly once.
    let total = 0;
    for (const type of types) total += await count(`companyLicenseType=${encodeURIComponent(type)}`);
    expect(total).toBe(await dbCount(''));
  });
});

describe('licensed company names as the picker asks for them (search, limit)', () => {
  const NAMES = '/api/sqlserver/licensedCompanyNames';
  type Names = { data: { id: string; name: string; type: string }[]; hasMore?: boolean };
  let all: Names['data'];
  beforeAll(async () => {
    all = (await get<Names>(NAMES)).data;
  });

  it('keeps the spec reply without parameters: every licensed company, no hasMore', async () => {
    const reply = await get<Names>(NAMES);
    expect(reply.hasMore).toBeUndefined();
    expect(reply.data.length).toBeGreaterThan(1000);
  });

  it('gives the first 50 names in the same order with a limit, and says more matched; an empty search is no search', async () => {
    const first = await get<Names>(`${NAMES}?limit=50`);
    expect(first.data).toEqual(all.slice(0, 50));
    expect(first.hasMore).toBe(true);
    // One rule for every query (issue 25): an empty value is not given, so `?search=` is the spec's whole list.
    expect(await get<Names>(`${NAMES}?search=`)).toEqual({ data: all });
    expect((await get<Names>(`${NAMES}?search=&limit=50`)).data).toEqual(all.slice(0, 50));
    expect((await get<Names>(`${NAMES}?limit=7`)).data).toEqual(all.slice(0, 7));
  });

  it('finds names containing the search, case-insensitive, those starting with it first, as many as asked', async () => {
    const term = 'Energy';
    const matching = all.filter((c) => c.name.toLowerCase().includes(term.toLowerCase()));
    const expected = [
      ...matching.filter((c) => c.name.toLowerCase().startsWith('energy')),
      ...matching.filter((c) => !c.name.toLowerCase().startsWith('energy')),
    ];
    expect(matching.length).toBeGreaterThan(20);
    const reply = await get<Names>(`${NAMES}?search=eNeRgY&limit=500`);
    expect(reply.data).toEqual(expected.slice(0, 500));
    expect(reply.hasMore).toBe(expected.length > 500);
    const firstTen = await get<Names>(`${NAMES}?search=energy&limit=10`);
    expect(firstTen.data).toEqual(expected.slice(0, 10));
    expect(firstTen.hasMore).toBe(true);
    // One company, by a part of its name from the middle.
    const one = all[Math.floor(all.length / 2)];
    const part = one.name.slice(2, 12);
    expect((await get<Names>(`${NAMES}?search=${encodeURIComponent(part)}`)).data).toContainEqual(one);
  });

  it('treats %, _ and \\ literally and answers an empty page when nothing matches', async () => {
    for (const term of ['%', '_', '\\', 'zzzz-no-such-company']) {
      const reply = await get<Names>(`${NAMES}?search=${encodeURIComponent(term)}`);
      expect(reply, term).toEqual({ data: all.filter((c) => c.name.includes(term)).slice(0, 50), hasMore: false });
    }
  });

  it('rejects a bad limit or a search too long with 400 and the field', async () => {
    for (const [query, message] of [
      ['limit=0', 'querystring/limit Limit must be at least 1'],
      ['limit=501', 'querystring/limit Limit must be at most 500'],
      ['limit=ten', 'querystring/limit'],
      ['limit=2.5', 'querystring/limit Limit must be a whole number'],
      [`search=${'a'.repeat(201)}`, 'querystring/search Search must be at most 200 characters'],
    ]) {
      const response = await server.api(`${NAMES}?${query}`, { token: premium });
      expect(response.status, query).toBe(400);
      expect((await response.json()).message, query).toContain(message);
    }
  });
});
