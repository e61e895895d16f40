import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { clearImportedOffers } from './support/importedOffers.js';
import { until } from './support/until.js';
import { NORTHWIND_CLIENT_ID, CONTOSO_CLIENT_ID } from '../src/db/seed/tenants.js';
import { SEED_DATA_DIR } from '../src/db/seed/realOffers.js';
import { NOTIFICATIONS_ENDPOINTS } from '../../contract/notifications/endpoints.js';
import type { InsightsNotification } from '../../contract/notifications/schemas.js';
import { formatOfferPrice } from '../../contract/offers/events.js';
import { OFFERS_ENDPOINTS } from '../../contract/offers/endpoints.js';
import { OFFER_MESSAGES, type ImportReply, type SupplierRank } from '../../contract/offers/schemas.js';
import { PRICE_WATCH_ENDPOINTS, priceWatchPath } from '../../contract/priceWatches/endpoints.js';
import { PRICE_WATCH_LIMIT, PRICE_WATCH_MESSAGES } from '../../contract/priceWatches/rules.js';
import type { OwnSupplierAlerts, PriceWatch, PriceWatchBody } from '../../contract/priceWatches/schemas.js';

/**
 * Issue 61 §1–§3 on two real Power to Choose files: the 2026-01-09 export and copies the test changed itself, so
 * it knows every answer. Every watch is on Oncor (ONCOR ELECTRIC DELIVERY COMPANY, Residential Electric).
 */
const PTC = readFileSync(path.join(SEED_DATA_DIR, 'tx-power-to-choose', 'power-to-choose-2026-01-09.csv'), 'utf8');
const ONCOR = 'ONCOR ELECTRIC DELIVERY COMPANY';
const MARKET_NAME = 'Oncor Electric Delivery Company (TX)';
const ONCOR_QUERY = new URLSearchParams({ stateCode: 'TX', utility: ONCOR, commodity: 'Electric', customerClass: 'Residential' });

type Row = Record<string, string>;
const rowsOf = (text: string): Row[] => (parse(text, { columns: true, bom: true, relax_column_count: true, skip_empty_lines: true }) as Row[])
  .filter((row) => Object.keys(row).length > 1);
const quoted = (cells: string[]) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',');
function ptcText(rows: Row[]): string {
  const columns = Object.keys(rows[0]!);
  return [quoted(columns), ...rows.map((row) => quoted(columns.map((c) => row[c] ?? '')))].join('\r\n') + '\r\n\r\nEND OF FILE\r\n';
}
const price = (row: Row) => Number(row['[kwh1000]']);
const at = (value: number) => value.toFixed(4);

let server: TestServer;
let superToken: string;
let adminToken: string;
let hub: HubConnection;
const pushed: InsightsNotification[] = [];

const original = rowsOf(PTC);
const english = original.filter((r) => r['[TduCompanyName]'] === ONCOR && r['[Language]'] === 'English');

async function importDay(asOf: string, rows: Row[]): Promise<ImportReply> {
  const response = await server.api(`${OFFERS_ENDPOINTS.import}?${new URLSearchParams({ source: 'ptc', asOf })}`, {
    token: superToken, method: 'POST', headers: { 'content-type': 'text/csv' }, body: ptcText(rows),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ImportReply;
}

async function ranksNow(): Promise<SupplierRank[]> {
  const response = await server.api(`${OFFERS_ENDPOINTS.ranks}?${ONCOR_QUERY}`, { token: adminToken });
  return ((await response.json()) as { ranks: SupplierRank[] }).ranks;
}

interface Stored {
  message: string;
  priceWatchId: number | null;
  offerMarket: { summary: boolean; asOf: string; previousAsOf: string | null; utility: string };
  userEmail: string;
}
async function noticesOf(importId: number): Promise<Stored[]> {
  const { rows } = await server.db.query<Stored>(
    `select n.message, n.price_watch_id as "priceWatchId", n.offer_market as "offerMarket", u.email_address as "userEmail"
       from notifications n join users u on u.id = n.user_id where n.offer_import_id = $1 and n.event_type = 'Price' order by n.id`,
    [importId],
  );
  return rows;
}
const eventCount = async (importId: number) =>
  (await server.db.query<{ n: number }>('select count(*)::int as n from offer_events where import_id = $1', [importId])).rows[0]!.n;

async function call<T>(method: string, url: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await server.api(url, {
    token, method, ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}
const watchesUrl = (clientId = NORTHWIND_CLIENT_ID) => PRICE_WATCH_ENDPOINTS.priceWatches.replace(':clientId', clientId);
const alertsUrl = (clientId = NORTHWIND_CLIENT_ID) => PRICE_WATCH_ENDPOINTS.ownSupplierAlerts.replace(':clientId', clientId);
const oncorWatch = (rules: PriceWatchBody['rules'], name?: string): PriceWatchBody => ({ name, stateCode: 'TX', utility: ONCOR, rules });

beforeAll(async () => {
  server = await startTestServer();
  await clearImportedOffers(server.db);
  superToken = await server.tokenFor('super@insights.test');
  adminToken = await server.tokenFor('admin@northwind.test');
  hub = new HubConnectionBuilder()
    .withUrl(`${server.baseUrl}/notifications-alerts`, { accessTokenFactory: () => adminToken })
    .configureLogging(LogLevel.None)
    .build();
  hub.on('NotificationReceive', (n: InsightsNotification) => pushed.push(n));
  await hub.start();
});
afterAll(async () => {
  await hub?.stop();
  await server?.close();
});

describe('price watches on two Power to Choose files', () => {
  // Day 1: the file as published. Its ranks pick the test's suppliers.
  let day1: ImportReply;
  let ranks1: SupplierRank[];
  let x: SupplierRank; // enters the top 3 on day 2 (its benchmark offer cut to 1¢), leaves it on day 4
  let xRow: Row;
  let yRows: Row[]; // supplier Y reprices two offers: +10 % and +1 %
  let yCompany: string;
  // 24-month offers: C is the noise (0.09¢ down, across the watched price), A crosses it for real.
  let aRow: Row;
  let cRow: Row;
  let watchedPrice: number;
  let removed: Row[];
  let added: Row;
  const ids: Record<string, number> = {};

  const key = (row: Row) => row['[idKey]'];
  const dayRows = (changes: Map<string, string>, drop: Set<string> = new Set(), extra: Row[] = []) => [
    ...original.flatMap((row) => (drop.has(key(row)!) ? [] : [changes.has(key(row)!) ? { ...row, '[kwh1000]': changes.get(key(row)!)! } : row])),
    ...extra,
  ];
  let day2Changes: Map<string, string>;

  it('a first snapshot announces nothing', async () => {
    day1 = await importDay('2026-01-09', original);
    expect(day1.new).toBe(original.length);
    expect(await eventCount(day1.importId)).toBe(0);
    expect(await noticesOf(day1.importId)).toEqual([]);

    ranks1 = await ranksNow();
    const supplierOf = async (row: Row) => (await server.db.query<{ companyId: string | null }>(
      `select company_id::text as "companyId" from offers where source_key = $1`, [key(row)],
    )).rows[0]!.companyId;
    x = ranks1.slice(5).find((r) => r.companyId && ranks1.filter((o) => o.companyId === r.companyId).length === 1)!;
    expect(x).toBeDefined();
    const { rows: [xKey] } = await server.db.query<{ sourceKey: string }>('select source_key as "sourceKey" from offers where id = $1', [x.offerId]);
    xRow = original.find((r) => key(r) === xKey!.sourceKey)!;
    const xName = xRow['[RepCompany]'];

    const months24 = english.filter((r) => r['[TermValue]'] === '24' && r['[RepCompany]'] !== xName).sort((a, b) => price(a) - price(b));
    cRow = months24[0]!;
    watchedPrice = Math.round((price(cRow) - 0.0005) * 1e6) / 1e6;
    aRow = months24.at(-1)!;
    expect(price(aRow)).toBeGreaterThan(watchedPrice + 0.01);

    const taken = new Set([xName, cRow['[RepCompany]'], aRow['[RepCompany]']]);
    const candidates = new Map<string, Row[]>();
    for (const row of english) {
      const name = row['[RepCompany]']!;
      if (taken.has(name) || row['[TermValue]'] === '24' || price(row) < 0.12) continue;
      candidates.set(name, [...(candidates.get(name) ?? []), row]);
    }
    for (const [, rows] of candidates) {
      if (rows.length < 2) continue;
      const company = await supplierOf(rows[0]!);
      if (!company) continue;
      yRows = rows.slice(0, 2);
      yCompany = company;
      break;
    }
    expect(yRows).toHaveLength(2);
    taken.add(yRows[0]!['[RepCompany]']!);
    const others = english.filter((r) => !taken.has(r['[RepCompany]']!) && r['[TermValue]'] !== '24');
    removed = [others[0]!, others.at(-1)!];
    added = { ...others[1]!, '[idKey]': 'T-NEW1', '[kwh1000]': '0.3000' };
    for (const [name, row] of Object.entries({ a: aRow, c: cRow, x: xRow })) {
      ids[name] = (await server.db.query<{ id: number }>('select id from offers where source_key = $1', [key(row)])).rows[0]!.id;
    }
    day2Changes = new Map([
      [key(aRow)!, at(watchedPrice - 0.005)],
      [key(cRow)!, at(price(cRow) - 0.0009)],
      [key(xRow)!, '0.0100'],
      [key(yRows[0]!)!, at(price(yRows[0]!) * 1.1)],
      [key(yRows[1]!)!, at(price(yRows[1]!) * 1.01)],
    ]);
  });

  const watchIds: Record<string, number> = {};
  it('creates one watch per rule kind, each the caller\'s own', async () => {
    const bodies: Record<string, PriceWatchBody> = {
      price: oncorWatch([{ kind: 'priceAtOrBelow', price: watchedPrice, termMonths: 24 }], 'Cheap two-year offers'),
      rank: oncorWatch([{ kind: 'rank', companyId: x.companyId!, top: 3, direction: 'both' }]),
      supplierBig: oncorWatch([{ kind: 'supplierChange', companyId: yCompany, minPercent: 5 }]),
      supplierAll: oncorWatch([{ kind: 'supplierChange', companyId: yCompany }]),
      any: oncorWatch([{ kind: 'anyChange' }]),
    };
    for (const [name, body] of Object.entries(bodies)) {
      const { status, body: watch } = await call<PriceWatch>('POST', watchesUrl(), adminToken, body);
      expect(status).toBe(200);
      expect(watch).toMatchObject({ stateCode: 'TX', utility: ONCOR, commodity: 'Electric', customerClass: 'Residential', unit: 'kWh', lastNotifiedOn: null });
      watchIds[name] = watch.id;
    }
    const { body: list } = await call<PriceWatch[]>('GET', watchesUrl(), adminToken);
    expect(list.map((w) => w.id)).toEqual(Object.values(watchIds));
    expect(list[0]!.name).toBe('Cheap two-year offers');
    expect(list[1]!.rules[0]).toMatchObject({ kind: 'rank', companyId: x.companyId, top: 3, direction: 'both', companyName: x.companyName });
  });

  it('refuses an unknown market, an unknown company and a watch past the limit', async () => {
    const market = await call<{ message: string }>('POST', watchesUrl(), adminToken, { stateCode: 'TX', utility: 'NO SUCH UTILITY', rules: [{ kind: 'anyChange' }] });
    expect(market).toEqual({ status: 400, body: expect.objectContaining({ message: OFFER_MESSAGES.unknownMarket }) });
    const nobody = '00000000-0000-4000-8000-000000000000';
    const company = await call<{ message: string }>('POST', watchesUrl(), adminToken, oncorWatch([{ kind: 'rank', companyId: nobody, top: 3, direction: 'enters' }]));
    expect(company).toEqual({ status: 400, body: expect.objectContaining({ message: PRICE_WATCH_MESSAGES.unknownSupplier(nobody) }) });
    const noRules = await call<{ message: string }>('POST', watchesUrl(), adminToken, oncorWatch([]));
    expect(noRules.status).toBe(400);
    expect(noRules.body.message).toContain(PRICE_WATCH_MESSAGES.rulesRequired);

    // Fill up to the limit (straight into the table), then one more through the API.
    const { rows: [admin] } = await server.db.query<{ id: number; marketId: number }>(
      `select u.id, w.market_id as "marketId" from users u join price_watches w on w.user_id = u.id where u.email_address = 'admin@northwind.test' limit 1`,
    );
    const fill = PRICE_WATCH_LIMIT - Object.keys(watchIds).length;
    const { rows: filler } = await server.db.query<{ id: number }>(
      `insert into price_watches (user_id, market_id, rules) select $1, $2, '[{"kind":"anyChange"}]' from generate_series(1, $3) returning id`,
      [admin!.id, admin!.marketId, fill],
    );
    const over = await call<{ message: string }>('POST', watchesUrl(), adminToken, oncorWatch([{ kind: 'anyChange' }]));
    expect(over).toEqual({ status: 400, body: expect.objectContaining({ message: PRICE_WATCH_MESSAGES.limit }) });
    await server.db.query('delete from price_watches where id = any($1::int[])', [filler.map((f) => f.id)]);
  });

  it('a member without the pricing module gets 403; with it, only their own watches', async () => {
    const memberToken = await server.tokenFor('member@northwind.test');
    const refused = await call<{ message: string }>('GET', watchesUrl(), memberToken);
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ message: PRICE_WATCH_MESSAGES.pricingModule }) });
    expect((await call('POST', watchesUrl(), memberToken, oncorWatch([{ kind: 'anyChange' }]))).status).toBe(403);
    expect((await call('GET', alertsUrl(), memberToken)).status).toBe(403);

    await server.db.query(`insert into user_modules (user_id, module) select id, 'pricing' from users where email_address = 'member@northwind.test'`);
    const withPricing = (await server.loginAs('member@northwind.test')).accessToken;
    expect(await call('GET', watchesUrl(), withPricing)).toEqual({ status: 200, body: [] });
    const theirs = priceWatchPath(NORTHWIND_CLIENT_ID, watchIds.rank!);
    expect((await call('PUT', theirs, withPricing, oncorWatch([{ kind: 'anyChange' }]))).status).toBe(404);
    expect((await call('DELETE', theirs, withPricing)).status).toBe(404);
    // Another client's path.
    expect((await call('GET', watchesUrl(CONTOSO_CLIENT_ID), withPricing)).status).toBe(403);
    // The admin's watch is untouched.
    const { body: list } = await call<PriceWatch[]>('GET', watchesUrl(), adminToken);
    expect(list.find((w) => w.id === watchIds.rank)!.rules[0]!.kind).toBe('rank');
    await server.db.query(`delete from user_modules where module = 'pricing' and user_id = (select id from users where email_address = 'member@northwind.test')`);
  });

  it("the own supplier's rank changes are on by default", async () => {
    // Northwind's own supplier is X for this test.
    await server.db.query('update clients set supplier_identifier = $2 where id = $1', [NORTHWIND_CLIENT_ID, x.companyId]);
    const { status, body } = await call<OwnSupplierAlerts>('GET', alertsUrl(), adminToken);
    expect(status).toBe(200);
    expect(body).toMatchObject({ company: { companyId: x.companyId }, enabled: true });
    expect(body.rankedMarkets).toBeGreaterThanOrEqual(1);
  });

  let day2: ImportReply;
  it('day 2: each rule fires once, noise fires nothing, and the bell hears it at once', async () => {
    day2 = await importDay('2026-01-10', dayRows(day2Changes, new Set(removed.map((r) => key(r)!)), [added]));
    const ranks2 = await ranksNow();
    expect(ranks2.find((r) => r.companyId === x.companyId)!.rank).toBe(1);

    // The noise: C moved 0.09¢ across the watched price, which is no event at all.
    const { rows: cEvents } = await server.db.query('select 1 from offer_events where import_id = $1 and offer_id = $2', [day2.importId, ids.c]);
    expect(cEvents).toEqual([]);

    const notices = await noticesOf(day2.importId);
    const byWatch = (name: string) => notices.filter((n) => n.priceWatchId === watchIds[name]);
    const y = yRows[0]!;
    const yAfter = Number(at(price(y) * 1.1));
    const yAfter2 = Number(at(price(yRows[1]!) * 1.01));
    const percent = (before: number, after: number) => `${after > before ? '+' : '−'}${Math.abs(((after - before) / before) * 100).toFixed(1)}%`;
    const ySentence = (row: Row, after: number) =>
      `${row['[RepCompany]']!.trim()} raised its offer for ${row['[TermValue]']} months ${row['[RateType]']!.toLowerCase()} from ${formatOfferPrice(price(row), 'kWh')} to ${formatOfferPrice(after, 'kWh')} (${percent(price(row), after)}) in ${MARKET_NAME}`;

    expect(byWatch('price').map((n) => n.message)).toEqual([
      `${aRow['[RepCompany]']!.trim()} offers ${formatOfferPrice(watchedPrice - 0.005, 'kWh')} for 24 months fixed in ${MARKET_NAME}`,
    ]);
    expect(byWatch('rank').map((n) => n.message)).toEqual([`${x.supplierName} entered the top 3 in ${MARKET_NAME}: #1 at 1.0¢/kWh`]);
    expect(byWatch('supplierBig').map((n) => n.message)).toEqual([ySentence(y, yAfter)]);
    // Up to five changes: one sentence each, in one notification.
    expect(byWatch('supplierAll').map((n) => n.message)).toEqual([`${ySentence(y, yAfter)}\n${ySentence(yRows[1]!, yAfter2)}`]);
    // Beyond five: one that counts them (A, X, Y twice repriced; one posted; two withdrawn; C was noise).
    expect(byWatch('any')).toEqual([expect.objectContaining({
      message: `4 price changes, 1 new and 2 withdrawn offers in ${MARKET_NAME}`,
      offerMarket: expect.objectContaining({ summary: true, asOf: '2026-01-10', previousAsOf: '2026-01-09', utility: ONCOR }),
    })]);
    expect(byWatch('price')[0]!.offerMarket.summary).toBe(false);

    // The own supplier (X): one notification for each of the client's users with the pricing module.
    const { rows: pricingUsers } = await server.db.query<{ email: string }>(
      `select u.email_address as email from users u join user_modules um on um.user_id = u.id and um.module = 'pricing'
        where u.client_id = $1 and u.insights_access and u.status_code <> 10900 order by u.id`, [NORTHWIND_CLIENT_ID],
    );
    const own = notices.filter((n) => n.priceWatchId === null);
    expect(own.map((n) => n.userEmail)).toEqual(pricingUsers.map((u) => u.email));
    expect(own.map((n) => n.userEmail)).toContain('admin@northwind.test');
    expect(new Set(own.map((n) => n.message))).toEqual(new Set([`${x.supplierName} rose from #${x.rank} to #1 in ${MARKET_NAME} at 1.0¢/kWh`]));
    expect(notices.filter((n) => n.priceWatchId !== null).every((n) => n.userEmail === 'admin@northwind.test')).toBe(true);

    // Pushed to the connected bell, as the bell shows it.
    const bell = await until(() => pushed.find((n) => n.eventType === 'Price' && n.message.includes('entered the top 3')), 'the Price notification in the bell');
    expect(bell).toMatchObject({ companyId: x.companyId, offerMarket: { stateCode: 'TX', utility: ONCOR, asOf: '2026-01-10', summary: false } });
    const admins = notices.filter((n) => n.userEmail === 'admin@northwind.test').length;
    await until(() => pushed.filter((n) => n.eventType === 'Price').length === admins, "every Price notification of the admin's pushed");

    const { body: list } = await call<PriceWatch[]>('GET', watchesUrl(), adminToken);
    expect(list.every((w) => w.lastNotifiedOn !== null)).toBe(true);
  });

  it('the same file again and an older date tell nothing', async () => {
    const rows = dayRows(day2Changes, new Set(removed.map((r) => key(r)!)), [added]);
    const again = await importDay('2026-01-10', rows);
    const older = await importDay('2026-01-05', rows);
    for (const reply of [again, older]) {
      expect(await eventCount(reply.importId)).toBe(0);
      expect(await noticesOf(reply.importId)).toEqual([]);
    }
  });

  it('stays quiet while true, and fires again only after it cleared', async () => {
    const drop = new Set(removed.map((r) => key(r)!));
    // Day 3: A a little lower still (an event, but the rule is still true); X stays #1.
    const day3Changes = new Map(day2Changes);
    day3Changes.set(key(aRow)!, at(watchedPrice - 0.006));
    const day3 = await importDay('2026-01-11', dayRows(day3Changes, drop, [added]));
    expect(await eventCount(day3.importId)).toBeGreaterThan(0);
    const notices3 = await noticesOf(day3.importId);
    expect(notices3.filter((n) => n.priceWatchId === watchIds.price || n.priceWatchId === watchIds.rank)).toEqual([]);
    expect(notices3.find((n) => n.priceWatchId === watchIds.any)!.message).toBe(
      `${aRow['[RepCompany]']!.trim()} cut its offer for 24 months fixed from ${formatOfferPrice(watchedPrice - 0.005, 'kWh')} to ${formatOfferPrice(watchedPrice - 0.006, 'kWh')} (−${((0.001 / (watchedPrice - 0.005)) * 100).toFixed(1)}%) in ${MARKET_NAME}`,
    );

    // The admin switches the own-supplier alerts off.
    const off = await call<OwnSupplierAlerts>('PUT', alertsUrl(), adminToken, { enabled: false });
    expect(off.body.enabled).toBe(false);

    // Day 4: A back above the price (clears), X back to its own price (leaves the top 3).
    const day4Changes = new Map(day3Changes);
    day4Changes.set(key(aRow)!, at(watchedPrice + 0.01));
    day4Changes.set(key(xRow)!, xRow['[kwh1000]']!);
    const day4 = await importDay('2026-01-12', dayRows(day4Changes, drop, [added]));
    const ranks4 = await ranksNow();
    const x4 = ranks4.find((r) => r.companyId === x.companyId)!;
    expect(x4.rank).toBeGreaterThan(3);
    const notices4 = await noticesOf(day4.importId);
    expect(notices4.filter((n) => n.priceWatchId === watchIds.price)).toEqual([]);
    expect(notices4.filter((n) => n.priceWatchId === watchIds.rank).map((n) => n.message)).toEqual([
      `${x.supplierName} left the top 3 in ${MARKET_NAME}: now #${x4.rank} at ${formatOfferPrice(x4.price, 'kWh')}`,
    ]);
    // Switched off: no own-supplier notification for the admin although X moved (the client's other users still hear it).
    const own4 = notices4.filter((n) => n.priceWatchId === null);
    expect(own4.length).toBeGreaterThan(0);
    expect(own4.filter((n) => n.userEmail === 'admin@northwind.test')).toEqual([]);

    // Day 5: A at the price again: told again.
    const day5Changes = new Map(day4Changes);
    day5Changes.set(key(aRow)!, at(watchedPrice));
    const day5 = await importDay('2026-01-13', dayRows(day5Changes, drop, [added]));
    expect((await noticesOf(day5.importId)).filter((n) => n.priceWatchId === watchIds.price).map((n) => n.message)).toEqual([
      `${aRow['[RepCompany]']!.trim()} offers ${formatOfferPrice(watchedPrice, 'kWh')} for 24 months fixed in ${MARKET_NAME}`,
    ]);

    // Switched on again: X's next move reaches the admin.
    await call('PUT', alertsUrl(), adminToken, { enabled: true });
    const day6Changes = new Map(day5Changes);
    day6Changes.set(key(xRow)!, '0.0100');
    const day6 = await importDay('2026-01-14', dayRows(day6Changes, drop, [added]));
    expect((await noticesOf(day6.importId)).filter((n) => n.priceWatchId === null && n.userEmail === 'admin@northwind.test').map((n) => n.message)).toEqual([
      `${x.supplierName} rose from #${x4.rank} to #1 in ${MARKET_NAME} at 1.0¢/kWh`,
    ]);
  });

  it('a partial snapshot tells nothing, though A crossed and X moved in it', async () => {
    // Oncor's third, with A at the price's far side and X back at its own price: a failed download. The other
    // markets are the file as published (they did not change since day 1).
    const partialRows = original.filter((r, i) => r['[TduCompanyName]'] !== ONCOR || i % 3 === 0 || key(r) === key(aRow) || key(r) === key(xRow))
      .map((r) => (key(r) === key(aRow) ? { ...r, '[kwh1000]': '0.2500' } : r));
    const partial = await importDay('2026-01-20', partialRows);
    expect(partial.partial).toBe(true);
    expect(await eventCount(partial.importId)).toBe(0);
    expect(await noticesOf(partial.importId)).toEqual([]);
  });

  it('GetAll with category Prices lists only the Price notifications, with their market', async () => {
    const page = async (category?: string) => {
      const { body } = await call<{ data: { records: InsightsNotification[]; total: number } }>('POST', NOTIFICATIONS_ENDPOINTS.getAll, adminToken, {
        PageNumber: 1, PageSize: 100, ...(category ? { category } : {}),
      });
      return body.data;
    };
    const { rows: [stored] } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from notifications n join users u on u.id = n.user_id where u.email_address = 'admin@northwind.test' and n.event_type = 'Price'`,
    );
    const prices = await page('Prices');
    expect(prices.total).toBe(stored!.n);
    expect(prices.records.every((n) => n.eventType === 'Price' && n.offerMarket?.stateCode === 'TX')).toBe(true);
    const licenses = await page('Licenses');
    expect(licenses.records.some((n) => n.eventType === 'Price')).toBe(false);
    expect(licenses.total + prices.total + (await page('Integrations')).total).toBe((await page()).total);
  });

  it('a watch changed keeps the memory of the rules it keeps', async () => {
    const memory = async () => (await server.db.query<{ n: number }>(
      'select count(*)::int as n from price_watch_crossings where watch_id = $1', [watchIds.price],
    )).rows[0]!.n;
    // A is at the price since day 5: told, and remembered.
    const before = await memory();
    expect(before).toBeGreaterThan(0);
    const url = priceWatchPath(NORTHWIND_CLIENT_ID, watchIds.price!);
    const rules: PriceWatchBody['rules'] = [{ kind: 'priceAtOrBelow', price: watchedPrice, termMonths: 24 }, { kind: 'anyChange' }];
    const { status, body } = await call<PriceWatch>('PUT', url, adminToken, oncorWatch(rules, 'Renamed'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: watchIds.price, name: 'Renamed', rules: [{ kind: 'priceAtOrBelow', termMonths: 24 }, { kind: 'anyChange' }] });
    expect(await memory()).toBe(before);
    const unknown = await call<{ message: string }>('PUT', url, adminToken, { stateCode: 'TX', utility: 'NO SUCH UTILITY', rules });
    expect(unknown).toEqual({ status: 400, body: expect.objectContaining({ message: OFFER_MESSAGES.unknownMarket }) });
  });

  it('a watch deleted is gone, and another user cannot delete it', async () => {
    const url = priceWatchPath(NORTHWIND_CLIENT_ID, watchIds.supplierBig!);
    expect(await call('DELETE', url, adminToken)).toEqual({ status: 200, body: { data: PRICE_WATCH_MESSAGES.deleted } });
    expect((await call('DELETE', url, adminToken)).status).toBe(404);
  });
});
