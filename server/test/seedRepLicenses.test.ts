/**
 * The seed's fictional Texas license numbers and the real REP directory it ingests (issue 60's closing note): a
 * regulator never gives one number to two licenses, so a fictional TX Electric license on a real REP's certificate
 * number made the ingest refuse that REP (14 of the 140 did). The fictional series now starts where no real REP
 * number lies; the seeded database holds every REP's number under the REP itself.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FICTIONAL_TX_FIRST, FICTIONAL_TX_LAST } from '../src/db/seed/licenseFormats.js';
import { SEED_DATA_DIR } from '../src/db/seed/realOffers.js';
import { generateSeedData } from '../src/db/seed/seed.js';
import { LICENSE_SOURCE_READERS } from '../src/licenses/sources/index.js';
import { startTestServer, type TestServer } from './support/testServer.js';

const REP_FILE = path.join(SEED_DATA_DIR, 'tx-puct-rep', 'puct-rep-directory-2025-11-redacted.csv');
const reps = LICENSE_SOURCE_READERS['puct-rep'].read(readFileSync(REP_FILE, 'utf8'));
const repNumbers = new Set(reps.map((rep) => String(rep.LicenseNumber)));

describe('the fictional Texas license numbers and the real REP directory', () => {
  it('the directory holds 140 REPs whose numbers all lie below the fictional series', () => {
    expect(repNumbers.size).toBe(140);
    // '10166X' is a real certificate number too: its digits are what could meet a fictional number.
    for (const number of repNumbers) expect(Number.parseInt(number, 10)).toBeLessThan(FICTIONAL_TX_FIRST);
  });

  it('no generated TX Electric license takes a REP number, at scale 1 and at the benchmarks\' scale 10', async () => {
    for (const scale of [1, 10]) {
      const licenses = (await generateSeedData({ scale, today: new Date('2026-01-09T12:00:00Z') })).find((t) => t.table === 'licenses')!;
      const [state, commodity, number] = ['state_code', 'commodity', 'license_number'].map((c) => licenses.columns.indexOf(c));
      const texas = licenses.rows.filter((row) => row[state!] === 'TX' && row[commodity!] === 'Electric').map((row) => String(row[number!]));
      expect(texas.length).toBeGreaterThan(scale * 50);
      expect(texas.filter((n) => repNumbers.has(n))).toEqual([]);
      const plain = texas.filter((n) => n.length === 5).map(Number);
      expect(plain.length).toBeGreaterThan(0);
      expect(plain.every((n) => n >= FICTIONAL_TX_FIRST && n <= FICTIONAL_TX_LAST)).toBe(true);
    }
  });
});

describe('the seeded database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("holds every REP's certificate number as a TX Electric license of the REP itself", async () => {
    const { rows } = await server.db.query<{ number: string; holder: string }>(
      `select l.license_number as number, c.legal_name as holder from licenses l join companies c on c.id = l.company_id
        where l.is_latest and l.state_code = 'TX' and l.commodity = 'Electric' and l.license_number = any($1)`,
      [[...repNumbers]],
    );
    const byNumber = (a: { number: string }, b: { number: string }) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0);
    const expected = [...new Map(reps.map((rep) => [String(rep.LicenseNumber), rep.CompanyName ?? ''])).entries()]
      .map(([number, holder]) => ({ number, holder: holder.toLowerCase() }));
    expect(rows.map((row) => ({ number: row.number, holder: row.holder.toLowerCase() })).sort(byNumber)).toEqual(expected.sort(byNumber));
  });
});
