import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { clearImportedOffers } from './support/importedOffers.js';
import { NORTHWIND_CLIENT_ID } from '../src/db/seed/tenants.js';
import { loadSupplierIndex } from '../src/offers/suppliers.js';
import { COMPANIES_ENDPOINTS } from '../../contract/companies/endpoints.js';
import { INTEGRATIONS_ENDPOINTS, integrationPath } from '../../contract/integrations/endpoints.js';
import { INTEGRATION_MESSAGES } from '../../contract/integrations/rules.js';
import type { ApiKeyCreatedReply } from '../../contract/integrations/schemas.js';
import { OFFERS_ENDPOINTS } from '../../contract/offers/endpoints.js';
import { OFFER_IMPORT_MAX_BYTES, OFFER_MESSAGES, type ImportReply } from '../../contract/offers/schemas.js';

/**
 * Issue 60 §2: POST /api/Offers/Import on a fresh seeded database. Every expected count is the test's own, made
 * from the files: the Power to Choose file and a copy the test changed itself; two real consecutive Ohio days.
 */
const FIXTURES = path.join(import.meta.dirname, '../src/db/seed/data');
const PTC = readFileSync(path.join(FIXTURES, 'tx-power-to-choose', 'power-to-choose-2026-01-09.csv'), 'utf8');
const ohio = (day: string) => readFileSync(path.join(FIXTURES, 'oh-apples-to-apples', `columbia-gas-residential-2025-09-${day}.csv`), 'utf8');
const OHIO_MARKET = { stateCode: 'OH', utility: 'Columbia Gas of Ohio', customerClass: 'Residential', commodity: 'Natural Gas', unit: 'Ccf' };

type Row = Record<string, string>;
const rowsOf = (text: string): Row[] => (parse(text, { columns: true, bom: true, relax_column_count: true, skip_empty_lines: true }) as Row[])
  // The trailer (END OF FILE) is a record of one field.
  .filter((row) => Object.keys(row).length > 1);
const quoted = (cells: string[]) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',');
/** Rows back to a Power to Choose export: every field quoted, CRLF, its trailer. */
function ptcText(rows: Row[]): string {
  const columns = Object.keys(rows[0]!);
  return [quoted(columns), ...rows.map((row) => quoted(columns.map((c) => row[c] ?? '')))].join('\r\n') + '\r\n\r\nEND OF FILE\r\n';
}

let server: TestServer;
let superToken: string;

beforeAll(async () => {
  server = await startTestServer();
  // The seed imported the sample files: these tests import them from each market's first snapshot on.
  await clearImportedOffers(server.db);
  superToken = await server.tokenFor('super@insights.test');
});
afterAll(() => server?.close());

interface Answer {
  status: number;
  body: ImportReply & { message?: string };
}

async function importFile(query: Record<string, string>, body: string, token = superToken, contentType = 'text/csv'): Promise<Answer> {
  const response = await server.api(`${OFFERS_ENDPOINTS.import}?${new URLSearchParams(query)}`, {
    token, method: 'POST', headers: { 'content-type': contentType }, body,
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const count = async (sql: string, params: unknown[] = []) => (await server.db.query<{ n: number }>(`select count(*)::int as n ${sql}`, params)).rows[0]!.n;
const changesOf = async (importId: number) => (await server.db.query<{ kind: string; n: number }>(
  'select kind, count(*)::int as n from offer_changes where import_id = $1 group by kind', [importId],
)).rows.reduce<Record<string, number>>((all, row) => ({ ...all, [row.kind]: row.n }), {});
const TX_OFFERS = `from offers o join offer_markets m on m.id = o.market_id where m.state_code = 'TX'`;

describe('Power to Choose: a first file, then a copy the test changed', () => {
  const original = rowsOf(PTC);
  // The test's own changes: a price up on every 40th row, every 53rd other row removed, six rows added, one bad row.
  const changed = new Set(original.map((_, i) => i).filter((i) => i % 40 === 5));
  const removed = new Set(original.map((_, i) => i).filter((i) => i % 53 === 7 && !changed.has(i)));
  const added = [3, 300, 600, 900, 1200, 1500].map((i) => ({ ...original[i]!, '[idKey]': `T${i}` }));
  const bad = { ...original[10]!, '[idKey]': 'BAD1', '[kwh1000]': 'abc' };
  const copyRows = [
    ...original.flatMap((row, i) => (removed.has(i) ? [] : [changed.has(i) ? { ...row, '[kwh1000]': (Number(row['[kwh1000]']) + 0.01).toFixed(4) } : row])),
    ...added,
    bad,
  ];
  const copy = ptcText(copyRows);
  // The bad row is the last before the trailer: its line is one past the line breaks before it.
  const badLine = copy.slice(0, copy.indexOf('"BAD1"')).split('\n').length;

  it('imports the file: a first snapshot of each utility, every offer new, no change announced', { timeout: 120_000 }, async () => {
    const { status, body } = await importFile({ source: 'ptc', asOf: '2026-01-09' }, PTC);
    expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
    expect(body).toMatchObject({ source: 'ptc', asOf: '2026-01-09', partial: false, rows: 1854, offers: 1854, new: 1854, changed: 0, unchanged: 0, withdrawn: 0, skipped: [] });
    const perUtility = new Map<string, number>();
    for (const row of original) perUtility.set(row['[TduCompanyName]']!, (perUtility.get(row['[TduCompanyName]']!) ?? 0) + 1);
    expect(Object.fromEntries(body.markets.map((m) => [m.utility, m.offers]))).toEqual(Object.fromEntries(perUtility));
    expect(body.markets.every((m) => m.stateCode === 'TX' && m.commodity === 'Electric' && m.customerClass === 'Residential' && m.unit === 'kWh')).toBe(true);
    expect(await changesOf(body.importId)).toEqual({});
    expect(await count(TX_OFFERS)).toBe(1854);
    // Every supplier is a company now: matched or created, one company per supplier name.
    const suppliers = new Set(original.map((row) => row['[RepCompany]']!.trim()));
    expect(body.suppliers.matched + body.suppliers.created.length).toBeLessThanOrEqual(suppliers.size);
    expect(await count(`${TX_OFFERS} and o.company_id is null`)).toBe(0);
    const { rows: [stored] } = await server.db.query<{ report: ImportReply }>('select report from offer_imports where id = $1', [body.importId]);
    expect(stored!.report).toEqual(body);
  });

  it('imports the copy: new, changed and withdrawn are the test\'s own counts, the bad row skipped with its line', { timeout: 120_000 }, async () => {
    const { status, body } = await importFile({ source: 'ptc', asOf: '2026-01-10' }, copy);
    expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
    expect(body).toMatchObject({
      partial: false, rows: copyRows.length, offers: copyRows.length - 1,
      new: added.length, changed: changed.size, withdrawn: removed.size, unchanged: original.length - changed.size - removed.size,
    });
    expect(body.skipped).toHaveLength(1);
    expect(body.skipped[0]!.line).toBe(badLine);
    expect(body.skipped[0]!.reason).toContain('abc');
    expect(await changesOf(body.importId)).toEqual({ new: added.length, price: changed.size, withdrawn: removed.size });
    // A changed price is one change of that offer, before and after.
    const one = original[[...changed][0]!]!;
    const { rows } = await server.db.query<{ kind: string; before: number; after: number }>(
      `select c.kind, c.before::float8 as before, c.after::float8 as after from offer_changes c join offers o on o.id = c.offer_id
        where c.import_id = $1 and o.source_key = $2`, [body.importId, one['[idKey]']!.trim()]);
    expect(rows).toEqual([{ kind: 'price', before: Number(one['[kwh1000]']), after: Number((Number(one['[kwh1000]']) + 0.01).toFixed(4)) }]);
  });

  it('the same file twice changes nothing', { timeout: 120_000 }, async () => {
    const [snapshots, changes, offers] = [await count('from offer_snapshots'), await count('from offer_changes'), await count('from offers')];
    const { status, body } = await importFile({ source: 'ptc', asOf: '2026-01-10' }, copy);
    expect(status).toBe(200);
    expect(body).toMatchObject({ new: 0, changed: 0, withdrawn: 0, unchanged: copyRows.length - 1, partial: false });
    expect([await count('from offer_snapshots'), await count('from offer_changes'), await count('from offers')]).toEqual([snapshots, changes, offers]);
  });

  it('an older date fills history only: no change, first seen moves back, last seen stays', { timeout: 120_000 }, async () => {
    const changes = await count('from offer_changes');
    const { status, body } = await importFile({ source: 'ptc', asOf: '2026-01-02' }, PTC);
    expect(status).toBe(200);
    expect(body).toMatchObject({ new: 0, changed: 0, withdrawn: 0, unchanged: 1854 });
    expect(await count('from offer_changes')).toBe(changes);
    const seen = async (key: string) => (await server.db.query<{ firstSeen: string; lastSeen: string }>(
      `select o.first_seen as "firstSeen", o.last_seen as "lastSeen" ${TX_OFFERS} and o.source_key = $1`, [key])).rows[0];
    expect(await seen(original[[...removed][0]!]!['[idKey]']!.trim())).toEqual({ firstSeen: '2026-01-02', lastSeen: '2026-01-09' });
    expect(await seen(original[0]!['[idKey]']!.trim())).toEqual({ firstSeen: '2026-01-02', lastSeen: '2026-01-10' });
    expect(await seen('T300')).toEqual({ firstSeen: '2026-01-10', lastSeen: '2026-01-10' });
    // The history holds that day's price: the original one, before the copy's change.
    const key = original[[...changed][0]!]!['[idKey]']!.trim();
    const { rows } = await server.db.query<{ asOf: string; price: number }>(
      `select s.as_of as "asOf", ob.price::float8 as price from offer_observations ob join offer_snapshots s on s.id = ob.snapshot_id
         join offers o on o.id = ob.offer_id where o.source_key = $1 and o.market_id = s.market_id order by s.as_of`, [key]);
    expect(rows.map((r) => r.asOf)).toEqual(['2026-01-02', '2026-01-09', '2026-01-10']);
    expect(rows[0]!.price).toBe(rows[1]!.price);
  });

  it('a partial snapshot (fewer than half the offers) is kept and flagged, and withdraws nothing', { timeout: 120_000 }, async () => {
    const live = rowsOf(copy).filter((row) => row['[idKey]'] !== 'BAD1');
    const byUtility = new Map<string, Row[]>();
    for (const row of live) byUtility.set(row['[TduCompanyName]']!, [...(byUtility.get(row['[TduCompanyName]']!) ?? []), row]);
    const few = [...byUtility.values()].flatMap((rows) => rows.slice(0, Math.floor(rows.length * 0.3)));
    const partial = await importFile({ source: 'ptc', asOf: '2026-01-11' }, ptcText(few));
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ partial: true, offers: few.length, new: 0, changed: 0, withdrawn: 0, unchanged: few.length });
    expect(await count("from offer_snapshots where as_of = '2026-01-11' and partial")).toBe(partial.body.markets.length);
    expect(await changesOf(partial.body.importId)).toEqual({});

    // The next full file: the offers the partial one lacked were never withdrawn, so they are not new either.
    const full = await importFile({ source: 'ptc', asOf: '2026-01-12' }, ptcText(live));
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ partial: false, new: 0, changed: 0, withdrawn: 0, unchanged: live.length });
  });
});

/** The terms an Ohio offer is known by, as the file writes them. */
const termsOf = (row: Row) => ['SupplierCompanyName', 'RateType', 'TermLength', 'IsIntroductoryOffer', 'IsPromotionalOffer', 'MonthlyFee', 'EarlyTerminationFee']
  .map((column) => (row[column] ?? '').trim().replace(/\s+/g, ' ').toLowerCase()).join('|');

/**
 * What changed from one day to the next by the terms key: look-alikes pair by price, so equal prices pair first;
 * the rest of the pairs changed price; what one day has more of is new or withdrawn.
 */
function expectedChanges(before: Row[], after: Row[]) {
  const group = (rows: Row[]) => rows.reduce((all, row) => all.set(termsOf(row), [...(all.get(termsOf(row)) ?? []), Number(row.Price)]), new Map<string, number[]>());
  const [a, b] = [group(before), group(after)];
  const counts = { new: 0, changed: 0, unchanged: 0, withdrawn: 0 };
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const was = [...(a.get(key) ?? [])];
    const now = b.get(key) ?? [];
    let same = 0;
    for (const price of now) {
      const i = was.indexOf(price);
      if (i >= 0) {
        was.splice(i, 1);
        same += 1;
      }
    }
    const pairs = Math.min(a.get(key)?.length ?? 0, now.length);
    counts.unchanged += same;
    counts.changed += pairs - same;
    counts.new += now.length - pairs;
    counts.withdrawn += (a.get(key)?.length ?? 0) - pairs;
  }
  return counts;
}

describe('Ohio: two real consecutive days, offers known by their terms', () => {
  it('counts new, changed and withdrawn as the test does from the two files', { timeout: 120_000 }, async () => {
    const first = await importFile({ source: 'oh-apples-to-apples', asOf: '2025-09-01', ...OHIO_MARKET }, ohio('01'));
    expect(first.status, JSON.stringify(first.body).slice(0, 300)).toBe(200);
    const day1 = rowsOf(ohio('01'));
    expect(first.body).toMatchObject({ rows: day1.length, offers: day1.length, new: day1.length, changed: 0, withdrawn: 0 });
    expect(first.body.markets).toEqual([{ ...OHIO_MARKET, offers: day1.length }]);

    const second = await importFile({ source: 'oh-apples-to-apples', asOf: '2025-09-02', ...OHIO_MARKET }, ohio('02'));
    expect(second.status).toBe(200);
    const expected = expectedChanges(day1, rowsOf(ohio('02')));
    expect(expected.changed + expected.new + expected.withdrawn).toBeGreaterThan(0);
    expect({ new: second.body.new, changed: second.body.changed, unchanged: second.body.unchanged, withdrawn: second.body.withdrawn }).toEqual(expected);
    expect(await changesOf(second.body.importId)).toEqual(Object.fromEntries(
      Object.entries({ new: expected.new, price: expected.changed, withdrawn: expected.withdrawn }).filter(([, n]) => n > 0)));
  });

  it('an unmatched supplier becomes a company found in offers; merged into the right company, the next import matches it', { timeout: 120_000 }, async () => {
    const { rows: found } = await server.db.query<{ id: string; legalName: string; type: string }>(
      `select c.id::text as id, c.legal_name as "legalName", c.company_type as type from companies c
        where c.found_in_offers and exists (select 1 from offers o join offer_markets m on m.id = o.market_id
                                              where o.company_id = c.id and m.state_code = 'OH') order by c.legal_name limit 1`);
    const supplier = found[0]!;
    expect(supplier.type).toBe('supplier');
    const { rows: [target] } = await server.db.query<{ id: string }>(
      "insert into companies (id, legal_name, company_type) values (gen_random_uuid(), 'Quillfeather Utility Holdings', 'supplier') returning id::text");
    const merge = await server.api(COMPANIES_ENDPOINTS.merge, {
      token: superToken, method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ TargetCompanyId: target!.id, SourceCompanyId: supplier.id }),
    });
    expect(merge.status).toBe(200);
    // The merge leaves the name as an alias and takes the offers along.
    expect(await count("from aliases where company_id = $1 and alias_name = $2 and alias_type = 'FKA'", [target!.id, supplier.legalName])).toBe(1);
    expect(await count('from offers where company_id = $1', [target!.id])).toBeGreaterThan(0);

    const next = await importFile({ source: 'oh-apples-to-apples', asOf: '2025-09-03', ...OHIO_MARKET }, ohio('03'));
    expect(next.status).toBe(200);
    expect(next.body.suppliers.created).not.toContain(supplier.legalName);
    const { rows } = await server.db.query<{ companyId: string }>(
      `select distinct o.company_id::text as "companyId" from offers o join offer_snapshots s on s.market_id = o.market_id and s.as_of = '2025-09-03'
         join offer_observations ob on ob.snapshot_id = s.id and ob.offer_id = o.id where o.supplier_name = $1`, [supplier.legalName]);
    expect(rows).toEqual([{ companyId: target!.id }]);
  });
});

describe('supplier names from the database', () => {
  it("match a company's DBA alias and the name its license is held under", async () => {
    const company = async (name: string) => (await server.db.query<{ id: string }>(
      "insert into companies (id, legal_name, company_type) values (gen_random_uuid(), $1, 'supplier') returning id::text", [name])).rows[0]!.id;
    const branded = await company('Quartzline Holdings LLC');
    await server.db.query("insert into aliases (company_id, alias_name, alias_type) values ($1, 'Brightwave Power', 'DBA')", [branded]);
    const licensed = await company('Marigold Ventures Inc');
    await server.db.query(
      `insert into licenses (state_code, company_id, associated_legal_name, commodity, license_number, license_type)
       values ('TX', $1, 'Sunridge Energy Texas LLC', 'Electric', 'OFFERS-TEST-1', 'Supplier')`, [licensed]);
    const index = await loadSupplierIndex(server.db);
    expect(index.match('BRIGHTWAVE POWER')).toBe(branded);
    expect(index.match('Brightwave Power, LLC')).toBe(branded);
    expect(index.match('Sunridge Energy')).toBe(licensed);
    // "Holdings" is a trade word: the brand alone is the company; another word after it is another company.
    expect(index.match('Quartzline')).toBe(branded);
    expect(index.match('Quartzline Mining')).toBeNull();
  });
});

describe('who may import, and bad input', () => {
  const keysPath = integrationPath(INTEGRATIONS_ENDPOINTS.apiKeys, { clientId: NORTHWIND_CLIENT_ID });
  const createKey = async (email: string, scopes: string[]) => server.api(keysPath, {
    token: await server.tokenFor(email), method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `offers ${scopes.join(' ')}`, scopes }),
  });

  it('refuses members (403), takes an API key with offers:write and refuses one without it', { timeout: 120_000 }, async () => {
    const member = await importFile({ source: 'oh-apples-to-apples', ...OHIO_MARKET }, ohio('04'), await server.tokenFor('member@northwind.test'));
    expect(member.status).toBe(403);

    const writer = await createKey('super@insights.test', ['offers:write']);
    expect(writer.status).toBe(200);
    const reader = await createKey('super@insights.test', ['companies:read']);
    const withWriter = await importFile({ source: 'oh-apples-to-apples', asOf: '2025-09-04', ...OHIO_MARKET }, ohio('04'), ((await writer.json()) as ApiKeyCreatedReply).key);
    expect(withWriter.status, JSON.stringify(withWriter.body).slice(0, 300)).toBe(200);
    expect(withWriter.body.asOf).toBe('2025-09-04');
    const { rows: [imported] } = await server.db.query<{ by: string }>('select imported_by as by from offer_imports where id = $1', [withWriter.body.importId]);
    expect(imported!.by).toBe('API key offers offers:write');
    const withReader = await importFile({ source: 'oh-apples-to-apples', ...OHIO_MARKET }, ohio('04'), ((await reader.json()) as ApiKeyCreatedReply).key);
    expect(withReader.status).toBe(403);
    expect(withReader.body.message).toBe(INTEGRATION_MESSAGES.scopeMissing('offers:write'));

    // A client's admin cannot hand a key the right the admin lacks.
    const byAdmin = await createKey('admin@northwind.test', ['offers:write']);
    expect(byAdmin.status).toBe(403);
    expect(((await byAdmin.json()) as { message: string }).message).toBe(INTEGRATION_MESSAGES.offersWriteSuperAdminOnly);
  });

  it('is documented: a text/csv body, a super admin or an offers:write key', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as {
      paths: Record<string, Record<string, { security?: unknown; requestBody?: { content: Record<string, unknown> }; responses: Record<string, unknown> }>>;
    };
    const operation = doc.paths[OFFERS_ENDPOINTS.import]!.post!;
    expect(operation.security).toEqual([{ bearer: [] }, { clientApiKey: ['offers:write'] }]);
    expect(Object.keys(operation.requestBody!.content)).toEqual(['text/csv']);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '413']));
  });

  it("answers 400 naming the first missing column for another source's file, 400 for an empty body, 413 over 50 MB", { timeout: 120_000 }, async () => {
    const imports = await count('from offer_imports');
    const wrong = await importFile({ source: 'ptc' }, ohio('05'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(OFFER_MESSAGES.missingColumn('Power to Choose', '[idKey]'));

    const empty = await importFile({ source: 'ptc' }, '');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(OFFER_MESSAGES.emptyBody);

    const large = await importFile({ source: 'ptc' }, 'x'.repeat(OFFER_IMPORT_MAX_BYTES + 1));
    expect(large.status).toBe(413);
    expect(large.body.message).toBe(OFFER_MESSAGES.tooLarge);

    const noSource = await importFile({}, ohio('05'));
    expect(noSource.status).toBe(400);
    expect(noSource.body.message).toContain(OFFER_MESSAGES.source);

    const noMarket = await importFile({ source: 'oh-apples-to-apples' }, ohio('05'));
    expect(noMarket.status).toBe(400);
    expect(noMarket.body.message).toContain('utility');
    expect(await count('from offer_imports')).toBe(imports);
  });
});
