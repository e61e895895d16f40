import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { parseCsv } from '../src/notifications/csv.js';
import { LICENSE_FILE_COLUMN_DOCS, LICENSE_FILE_COLUMNS, parseLicenseFile } from '../src/notifications/ingest.js';
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

async function ingest(csv: string): Promise<{ status: number; body: IngestReport & { message?: string } }> {
  const response = await server.api(NOTIFICATIONS_ENDPOINTS.ingest, {
    token: superToken, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ csv }),
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
      State: 'Rhode Island', Commodity: 'Electric', CompanyName: 'Acme', LicenseType: 'Supplier', LicenseNumber: 'RI-1',
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
