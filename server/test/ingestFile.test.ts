import { execFileSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { readCsv } from '../src/csv/readCsv.js';
import { LICENSE_FILE_COLUMN_DOCS, LICENSE_FILE_COLUMNS, parseLicenseFile } from '../src/notifications/ingest.js';
import { readPuctRepDirectory } from '../src/licenses/sources/puct-rep/reader.js';
import { LICENSES_CSV_HEADER } from '../src/routes/rawData/rawDataFiles.js';
import { NOTIFICATIONS_ENDPOINTS } from '../../contract/notifications/endpoints.js';
import { RAW_DATA_ENDPOINTS } from '../../contract/rawData/endpoints.js';
import { toCsv } from '../../contract/csv.js';
import type { IngestReport } from '../../contract/notifications/schemas.js';

/** Issue 38: a licenses file is documented, and the Licenses Raw Data export ingests as it is. */
let server: TestServer;
let superToken: string;
const repoRoot = path.resolve(import.meta.dirname, '../..');

beforeAll(async () => {
  server = await startTestServer();
  superToken = await server.tokenFor('super@insights.test');
});
afterAll(() => server?.close());

async function ingest(csv: string, source?: string): Promise<{ status: number; body: IngestReport & { message?: string } }> {
  const response = await server.api(NOTIFICATIONS_ENDPOINTS.ingest, {
    token: superToken, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ csv, source }),
  });
  return { status: response.status, body: (await response.json()) as IngestReport & { message?: string } };
}

/** The licenses file of one state and commodity, downloaded as the Raw Data screen does. */
async function exportOf(stateName: string, commodity: string): Promise<string> {
  const list = await server.api(RAW_DATA_ENDPOINTS.licenses, { token: superToken });
  const { data } = (await list.json()) as { data: Array<{ id: number; stateName: string; commodity: string }> };
  const file = data.find((row) => row.stateName === stateName && row.commodity === commodity)!;
  expect(file, `${stateName} ${commodity} has a raw data file`).toBeDefined();
  const link = (await (await server.api(`${RAW_DATA_ENDPOINTS.downloadLicenses}/${file.id}`, { token: superToken })).json()) as { data: string };
  const response = await fetch(link.data);
  expect(response.status).toBe(200);
  return response.text();
}

const parseCsv = (text: string) => readCsv(text).map((record) => record.cells);

/** A CSV's rows without one column (by header name). */
function without(csv: string, column: string): string[][] {
  const [header, ...rows] = parseCsv(csv);
  const i = header.indexOf(column);
  return [header, ...rows].map((row) => row.filter((_, j) => j !== i));
}

describe('the Licenses Raw Data export goes back in through the ingest', () => {
  it('round-trips a file with a two-word state name: every row matches its license and nothing else changes', async () => {
    const types = async () => (await server.db.query<{ id: number; license_type: string }>(
      "select id, license_type from licenses where is_latest and state_code = 'RI' and commodity = 'Electric' order by id",
    )).rows;
    const typesBefore = await types();
    const before = await exportOf('Rhode Island', 'Electric');
    expect(parseCsv(before)[1][0]).toBe('Rhode Island');
    const { status, body } = await ingest(before);
    expect(status).toBe(200);
    expect(body.errors).toEqual([]);
    const rows = parseCsv(before).length - 1;
    expect(body).toMatchObject({ added: 0, renewed: 0, updated: rows });
    const { rows: latest } = await server.db.query<{ id: number }>(
      "select id from licenses where is_latest and state_code = 'RI' and commodity = 'Electric' order by id",
    );
    expect(body.licenses.map((l) => l.licenseId).sort((a, b) => a - b)).toEqual(latest.map((l) => l.id));
    // A stored 'Broker|n/a' reads 'Broker' in the file: the file's type is the same, and the stored one stays.
    expect(await types()).toEqual(typesBefore);
    // The ingest stamps 'Last Found On' with today; everything else reads as it did.
    const after = await exportOf('Rhode Island', 'Electric');
    expect(without(after, 'Last Found On')).toEqual(without(before, 'Last Found On'));
  });

  it('takes a changed export: a later expiry is a Renewal, a new number of a listed company is a New license', async () => {
    const [header, first, ...rest] = parseCsv(await exportOf('New Jersey', 'Natural Gas'));
    const col = (name: string) => header.indexOf(name);
    const renewed = [...first];
    const expiry = renewed[col('Expiry Date')] || '2031-01-01';
    renewed[col('Expiry Date')] = `${Number(expiry.slice(0, 4)) + 3}${expiry.slice(4)}`;
    const added = [...rest[0]];
    added[col('License Number')] = `RT-${Date.now()}`;
    const { status, body } = await ingest(toCsv(header, [renewed, added]));
    expect(status).toBe(200);
    expect(body.errors).toEqual([]);
    expect(body).toMatchObject({ added: 1, renewed: 1 });
    const { rows } = await server.db.query<{ legal_name: string; state_code: string }>(
      `select c.legal_name, l.state_code from licenses l join companies c on c.id = l.company_id
        where l.license_number = $1`, [added[col('License Number')]],
    );
    // 'Company Name' (the company), not 'Associated Legal Name' (the name on the license), chooses the company.
    expect(rows).toEqual([{ legal_name: added[col('Company Name')], state_code: 'NJ' }]);
  });

  it('accepts state codes and names in any case, and names an unknown state clearly', async () => {
    const header = 'State,Commodity,Company Name,License Number,License Type';
    const stamp = Date.now();
    const { body } = await ingest(
      `${header}\nrhode island,Electric,Round Trip Energy,RT-A-${stamp},Supplier\nri,Electric,Round Trip Energy,RT-B-${stamp},Supplier\nAtlantis,Electric,Round Trip Energy,RT-C-${stamp},Supplier\n`,
    );
    expect(body.added).toBe(2);
    expect(body.errors).toEqual([
      { line: 4, message: "State 'Atlantis' is not a state we know: give its two-letter code or its full name ('RI' or 'Rhode Island')." },
    ]);
  });

  it("maps every one of the export's headers that the ingest needs", () => {
    const rows = parseLicenseFile(`${LICENSES_CSV_HEADER.join(',')}\nRhode Island,Electric,Acme,Acme DBA,Supplier,Supplier,RI-1,Active,2024-01-02,2026-01-02,2025-01-01,https://x.test,https://www.acme.test\n`);
    expect(rows).toEqual([{
      line: 2, State: 'Rhode Island', Commodity: 'Electric', CompanyName: 'Acme', LicenseType: 'Supplier', LicenseNumber: 'RI-1',
      LicenseStatus: 'Active', LicenseRegisteredDate: '2024-01-02', LicenseExpiryDate: '2026-01-02', SourceUrl: 'https://x.test',
    }]);
  });
});

describe('the licenses file is documented', () => {
  it('npm run ingest -- --help lists every column the parser reads, with the names the export uses', () => {
    const help = execFileSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/cli/ingest.ts'), '--help'], {
      cwd: repoRoot, encoding: 'utf8',
    });
    for (const column of LICENSE_FILE_COLUMNS) expect(help).toContain(column);
    for (const name of ['Date Issued', 'Expiry Date', 'Company Name', 'Rhode Island', 'examples/licenses.csv']) expect(help).toContain(name);
    expect(Object.keys(LICENSE_FILE_COLUMN_DOCS).sort()).toEqual([...LICENSE_FILE_COLUMNS].sort());
  });

  it('examples/licenses.csv ingests without an error', async () => {
    const { status, body } = await ingest(readFileSync(path.join(repoRoot, 'examples/licenses.csv'), 'utf8'));
    expect(status).toBe(200);
    expect(body.errors).toEqual([]);
    expect(body.added + body.updated + body.renewed).toBe(3);
  });
});

describe('the license ingest reads CSV with csv-parse', () => {
  it('reads a quoted line break, and names each bad row by the line where it starts', async () => {
    const header = 'State,Commodity,Company Name,License Number,License Type,Source URL';
    const stamp = Date.now();
    const { status, body } = await ingest(
      `\uFEFF${header}\r\nRI,Electric,"Two Line\r\nEnergy LLC",QL-A-${stamp},Supplier,x\r\n\r\nAtlantis,Electric,Two Line Energy,QL-B-${stamp},Supplier,x\r\n`,
    );
    expect(status).toBe(200);
    expect(body.added).toBe(1);
    expect(body.licenses[0].line).toBe(2);
    // The first row takes lines 2 and 3, a blank line follows: the bad row starts on line 5.
    expect(body.errors).toEqual([{ line: 5, message: expect.stringContaining("State 'Atlantis'") }]);
    const { rows } = await server.db.query<{ legal_name: string }>(
      'select c.legal_name from licenses l join companies c on c.id = l.company_id where l.license_number = $1', [`QL-A-${stamp}`],
    );
    expect(rows).toEqual([{ legal_name: 'Two Line\r\nEnergy LLC' }]);
  });

  it('answers 400 for text that is not CSV, and for an unknown source', async () => {
    const broken = await ingest('State,Commodity,CompanyName,LicenseNumber,LicenseType\nRI,Electric,"Acme,RI-1,Supplier\n');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/^The file is not valid CSV at line \d+: /);
    const unknown = await ingest('State\nRI\n', 'ercot');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('source must be one of licenses, puct-rep.');
  });
});

describe('puct-rep: the Texas PUC directory of Retail Electric Providers', () => {
  const fixture = path.join(repoRoot, 'server/src/db/seed/data/tx-puct-rep/puct-rep-directory-2025-11-redacted.csv');
  const file = readFileSync(fixture, 'utf8');
  // Counted from the text: no field of the directory holds a line break, and every data line starts with the REP's
  // certificate number (some after a space). Line numbers are 1-based, the header is line 1.
  const lines = file.replace(/^\uFEFF/, '').split(/\r?\n/);
  const dataLines = lines.flatMap((text, i) => (i > 0 && text.trim() !== '' ? [{ text, line: i + 1 }] : []));
  const numberOf = (text: string) => /^\s*([^,]*?)\s*,/.exec(text)![1];
  const firstLines = new Map<string, number>();
  for (const { text, line } of dataLines) if (!firstLines.has(numberOf(text))) firstLines.set(numberOf(text), line);
  // Names as plain csv-parse reads them (some are quoted: "LANCIUM REP 1, LLC").
  const directory = parse(file, { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const names = new Map(directory.map((row): [string, string] => [row.PrimaryIDNo.trim(), row.CompanyName]).reverse());
  const reps = [...firstLines].map(([number, line]) => ({ number, line, name: names.get(number)! }));

  it('folds its 347 rows into the 140 REPs, one license each, on the line of its first row', () => {
    expect(file.startsWith('\uFEFFPrimaryIDNo,')).toBe(true);
    expect(dataLines).toHaveLength(347);
    expect(reps).toHaveLength(140);
    const rows = readPuctRepDirectory(file);
    expect(rows.map((row) => [row.LicenseNumber, row.line, row.CompanyName])).toEqual(reps.map((rep) => [rep.number, rep.line, rep.name]));
    expect(rows.every((row) => row.State === 'TX' && row.Commodity === 'Electric' && row.LicenseType === 'Supplier')).toBe(true);
    // ' 10354' is certificate 10354.
    expect(dataLines.some(({ text }) => text.startsWith(' 10354,'))).toBe(true);
    expect(rows.map((row) => row.LicenseNumber)).toContain('10354');
    expect(rows[0]).toMatchObject({
      LicenseNumber: '10260', CompanyName: '174 POWER GLOBAL RETAIL TEXAS LLC',
      company: {
        aliases: ['CHARIOT ENERGY'], domain: 'chariotenergy.com',
        address: { street: '5051 WESTHEIMER ROAD, SUITE 1400', city: 'HOUSTON', stateCode: 'TX', zip: '77056' },
      },
    });
    // A REP with rows of every kind takes the address of its Company / Physical row, not its mailing one.
    const apn = rows.find((row) => row.LicenseNumber === '10224')!;
    expect(apn.company?.address).toMatchObject({ street: '17350 STATE HWY 249, SUITE 220', stateCode: 'TX' });
    expect(apn.company?.domain).toBe('americanpowernet.com');
  });

  /** A market watch on TX Electric suppliers' New licenses, for a member: the ingest's notifications reach it. */
  async function watchTexasSuppliers(): Promise<{ id: number }> {
    const { rows: [watcher] } = await server.db.query<{ id: number }>(
      "select id from users where lower(email_address) = 'member@contoso.test' and insights_access",
    );
    await server.db.query(
      `insert into market_watches (user_id, state_codes, commodity, license_type, event_types)
       select $1, '{TX}', 1, 'Supplier', '{New}' where not exists (select 1 from market_watches where user_id = $1 and state_codes = '{TX}')`,
      [watcher.id],
    );
    return watcher;
  }

  // The seed may have read the directory already: what the ingest does is counted from what the database held before.
  it('ingests every REP as a TX Electric license with the ingest\'s New notifications, and the brand finds its company', async () => {
    const watcher = await watchTexasSuppliers();
    const { rows: before } = await server.db.query<{ number: string; holder: string }>(
      `select l.license_number as number, c.legal_name as holder from licenses l join companies c on c.id = l.company_id
        where l.is_latest and l.state_code = 'TX' and l.commodity = 'Electric' and l.license_number = any($1)`,
      [reps.map((rep) => rep.number)],
    );
    // A number a company of another name already holds stays with it, reported on the REP's line.
    const takenLines = before.filter((row) => row.holder.toLowerCase() !== reps.find((rep) => rep.number === row.number)!.name.toLowerCase())
      .map((row) => reps.find((rep) => rep.number === row.number)!.line).sort((a, b) => a - b);

    const { status, body } = await ingest(file, 'puct-rep');
    expect(status).toBe(200);
    expect(body.errors.map((error) => error.line)).toEqual(takenLines);
    for (const error of body.errors) expect(error.message).toMatch(/already belongs to/);
    expect(body.added).toBe(reps.length - before.length);
    expect(body.updated).toBe(before.length - takenLines.length);
    const added = body.licenses.filter((license) => license.change === 'added').map((license) => license.licenseId);
    const { rows: [{ n }] } = await server.db.query<{ n: number }>(
      "select count(*)::int as n from notifications where user_id = $1 and event_type = 'New' and license_id = any($2)", [watcher.id, added],
    );
    expect(n).toBe(added.length);

    const search = await server.api('/api/company/SearchCompany', {
      token: superToken, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Search: 'CHARIOT ENERGY', Limit: 10 }),
    });
    expect(search.status).toBe(200);
    const found = ((await search.json()) as { data: { data: Array<{ id: string; legalName: string }> } }).data.data;
    expect(found.map((row) => row.legalName)).toContain('174 POWER GLOBAL RETAIL TEXAS LLC');
    const chariot = found.find((row) => row.legalName === '174 POWER GLOBAL RETAIL TEXAS LLC')!;
    const { rows: licenses } = await server.db.query<{ state_code: string; commodity: string; license_number: string; license_type: string }>(
      'select state_code, commodity, license_number, license_type from licenses where company_id = $1 and is_latest', [chariot.id],
    );
    expect(licenses).toEqual([{ state_code: 'TX', commodity: 'Electric', license_number: '10260', license_type: 'Supplier' }]);
    const { rows: [company] } = await server.db.query<{ email_domain: string; aliases: string[]; addresses: string[] }>(
      `select c.email_domain, array(select alias_name || ' ' || alias_type from aliases where company_id = c.id) as aliases,
              array(select concat_ws(' | ', license_state_code, contact_address, contact_city, state_code, contact_zip)
                      from addresses where company_id = c.id) as addresses
         from companies c where c.id = $1`, [chariot.id],
    );
    expect(company).toEqual({
      email_domain: 'chariotenergy.com', aliases: ['CHARIOT ENERGY DBA'], addresses: ['TX | 5051 WESTHEIMER ROAD, SUITE 1400 | HOUSTON | TX | 77056'],
    });

    // The same file again: every license updated, and no company, alias or address twice.
    const counts = async () => (await server.db.query<{ companies: number; aliases: number; addresses: number }>(
      `select (select count(*)::int from companies) as companies, (select count(*)::int from aliases) as aliases,
              (select count(*)::int from addresses) as addresses`,
    )).rows[0];
    const once = await counts();
    const again = await ingest(file, 'puct-rep');
    expect(again.body).toMatchObject({ added: 0, renewed: 0, updated: reps.length - takenLines.length });
    expect(await counts()).toEqual(once);
  });

  it('updates an existing company of the legal name instead of making another, adding only what it lacks', async () => {
    const stamp = Date.now();
    const name = `Round Trip Power ${stamp} LLC`;
    const { rows: [existing] } = await server.db.query<{ id: string }>(
      "insert into companies (id, legal_name, company_type, email_domain) values (gen_random_uuid(), $1, 'supplier', 'roundtrip.test') returning id::text",
      [name.toLowerCase()],
    );
    const [header, ...rows] = readCsv(file).map((record) => record.cells);
    const rep = rows.filter((cells) => cells[0].trim() === '10260')
      .map((cells) => cells.map((cell, i) => (i === 0 ? `RT${stamp}` : i === 2 ? name.toUpperCase() : cell)));
    const watcher = await watchTexasSuppliers();
    const { body } = await ingest(toCsv(header, rep), 'puct-rep');
    expect(body).toMatchObject({ added: 1, errors: [] });
    expect(body.licenses[0].companyId).toBe(existing.id);
    // A New license, notified as any ingest's.
    const { rows: notified } = await server.db.query<{ event_type: string }>(
      'select event_type from notifications where user_id = $1 and license_id = $2', [watcher.id, body.licenses[0].licenseId],
    );
    expect(notified).toEqual([{ event_type: 'New' }]);
    const { rows: [company] } = await server.db.query<{ n: number; email_domain: string; aliases: string[] }>(
      `select (select count(*)::int from companies where legal_name_lc = $2) as n, c.email_domain,
              array(select alias_name from aliases where company_id = c.id) as aliases
         from companies c where c.id = $1`, [existing.id, name.toLowerCase()],
    );
    // Its own domain stays; the DBA is added.
    expect(company).toEqual({ n: 1, email_domain: 'roundtrip.test', aliases: ['CHARIOT ENERGY'] });
  });

  it('refuses a file that is not the directory, naming the missing column, and the directory read as a licenses file', async () => {
    const wrong = await ingest(readFileSync(path.join(repoRoot, 'examples/licenses.csv'), 'utf8'), 'puct-rep');
    expect(wrong).toMatchObject({ status: 400, body: { message: "This is not a PUCT REP directory file: the column 'PrimaryIDNo' is missing." } });
    const asLicenses = await ingest(file);
    expect(asLicenses.status).toBe(400);
    // Its address has a State; it has no Commodity.
    expect(asLicenses.body.message).toMatch(/^Missing column Commodity\./);
  });

  it('npm run ingest -- --help describes the source', () => {
    const help = execFileSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/cli/ingest.ts'), '--help'], {
      cwd: repoRoot, encoding: 'utf8',
    });
    expect(help).toContain('--source licenses|puct-rep');
    for (const text of ['puct-rep', 'PrimaryIDNo', 'DBA', 'Company / Physical']) expect(help).toContain(text);
  });
});
