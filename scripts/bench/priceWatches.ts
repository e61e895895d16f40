// BENCH_ONLY=price-watches: issue 61 §4. An import of 2,000 offers (the 1,854-row Power to Choose file and copies of
// its English rows) that matches 500 watches of 50 users (ten each, over the seven Texas markets: any change, a price
// at or below, a supplier's rank, a supplier's changes). Each next day moves about one price in ten, withdraws some
// offers and posts some. Printed:
// - the evaluation: the import's events read, every watch judged, the notifications inserted (in the transaction);
// - commit → bell: from the import's commit to a connected user's @microsoft/signalr client receiving its Price
//   notification (the server and the client in this process: one clock);
// - the import with and without 20 `json` webhook endpoints matching every event (queueOfferEventWebhooks, the
//   webhooks helper's queueing, whatever it does at the time of the run), alternating days, medians.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { startTestServer } from '../../server/test/support/testServer';
import { clearImportedOffers } from '../../server/test/support/importedOffers';
import { NORTHWIND_CLIENT_ID } from '../../server/src/db/seed/tenants';
import { importOffers } from '../../server/src/offers/import';
import { createWatch } from '../../server/src/priceWatches/store';
import { expandOfferEventWebhooks } from '../../server/src/notifications/webhooks/offerEvents';
import type { InsightsNotification } from '../../contract/notifications/schemas';
import type { PriceWatchBody } from '../../contract/priceWatches/schemas';
import { ms, percentile, printTable, type Row } from './table';

const PTC_FILE = path.resolve(import.meta.dirname, '../../server/src/db/seed/data/tx-power-to-choose/power-to-choose-2026-01-09.csv');
const OFFERS = 2000;
const USERS = 50;
const WATCHES_PER_USER = 10;
const ENDPOINTS = 20;
const DAYS = Number(process.env.BENCH_PRICE_WATCH_DAYS ?? 6);

function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type CsvRow = Record<string, string>;
const quoted = (cells: string[]) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',');
const toText = (rows: CsvRow[]) => {
  const columns = Object.keys(rows[0]!);
  return [quoted(columns), ...rows.map((row) => quoted(columns.map((c) => row[c] ?? '')))].join('\r\n') + '\r\n\r\nEND OF FILE\r\n';
};

/** Day 0 (2,000 offers) and each next day: about 10 % of prices moved by 0.2–2¢, 1 % withdrawn, 20 posted. */
function days(): CsvRow[][] {
  const original = (parse(readFileSync(PTC_FILE, 'utf8'), { columns: true, bom: true, relax_column_count: true, skip_empty_lines: true }) as CsvRow[])
    .filter((row) => Object.keys(row).length > 1);
  const englishRows = original.filter((r) => r['[Language]'] === 'English');
  const next = random(61);
  let rows: CsvRow[] = [...original, ...Array.from({ length: OFFERS - original.length }, (_, i): CsvRow => ({ ...englishRows[i % englishRows.length]!, '[idKey]': `B${i}` }))];
  const out = [rows];
  for (let d = 1; d < DAYS; d++) {
    rows = rows.filter(() => next() > 0.01).map((row) => (next() < 0.1
      ? { ...row, '[kwh1000]': Math.max(0.01, Number(row['[kwh1000]']) + (next() < 0.5 ? -1 : 1) * (0.002 + Math.round(next() * 18) / 1000)).toFixed(4) }
      : row));
    rows.push(...Array.from({ length: 20 }, (_, i) => ({ ...englishRows[Math.floor(next() * englishRows.length)]!, '[idKey]': `D${d}-${i}` })));
    out.push(rows);
  }
  return out;
}

const median = (values: number[]) => percentile(values, 50);

export async function benchPriceWatches(): Promise<void> {
  const t0 = performance.now();
  // The webhook sender stays off: the queueing in the import is measured, not the sending.
  const server = await startTestServer({ notifications: { expiryCheckMs: 0, webhookFlushMs: 0 } });
  const bus = server.built.notifications.bus;
  try {
    await clearImportedOffers(server.db);
    const files = days();
    const asOf = (d: number) => `2026-02-${String(d + 1).padStart(2, '0')}`;
    await importOffers(server.db, { source: 'ptc', text: toText(files[0]!), options: { asOf: asOf(0) }, importedBy: 'bench' });

    // 50 users with the pricing module: the Northwind admin and 49 more; ten watches each.
    const { rows: [admin] } = await server.db.query<{ id: number }>(`select id from users where email_address = 'admin@northwind.test'`);
    const { rows: others } = await server.db.query<{ id: number }>(
      `insert into users (secure_id, email_address, first_name, last_name, role, client_id)
       select gen_random_uuid(), 'bench-watcher-' || g || '@northwind.test', 'Bench', 'Watcher ' || g, 'Member', $1
         from generate_series(1, $2) g returning id`,
      [NORTHWIND_CLIENT_ID, USERS - 1],
    );
    await server.db.query(`insert into user_modules (user_id, module) select unnest($1::int[]), 'pricing'`, [others.map((o) => o.id)]);
    const users = [admin!.id, ...others.map((o) => o.id)];
    const { rows: markets } = await server.db.query<{ id: number; utility: string }>(
      `select id, utility from offer_markets where state_code = 'TX' order by (select count(*) from offers o where o.market_id = offer_markets.id) desc`,
    );
    const { rows: suppliers } = await server.db.query<{ marketId: number; companyId: string }>(
      `select distinct on (market_id, company_id) market_id as "marketId", company_id::text as "companyId" from offers where company_id is not null order by market_id, company_id`,
    );
    let n = 0;
    for (const userId of users) {
      for (let w = 0; w < WATCHES_PER_USER; w++, n++) {
        const market = markets[n % markets.length]!;
        const companies = suppliers.filter((s) => s.marketId === market.id);
        const company = companies[n % companies.length]!.companyId;
        const rules: PriceWatchBody['rules'] = [
          [{ kind: 'anyChange' }],
          [{ kind: 'priceAtOrBelow', price: 0.12 + (n % 5) / 100 }],
          [{ kind: 'rank', companyId: company, top: 3 + (n % 3), direction: 'both' }],
          [{ kind: 'supplierChange', companyId: company, minPercent: 2 }],
        ][n % 4] as PriceWatchBody['rules'];
        await createWatch(server.db, userId, market.id, { stateCode: 'TX', utility: market.utility, rules }, 1000);
      }
    }

    const token = await server.tokenFor('admin@northwind.test');
    const received: { at: number; n: InsightsNotification }[] = [];
    const hub = new HubConnectionBuilder()
      .withUrl(`${server.baseUrl}/notifications-alerts`, { accessTokenFactory: () => token })
      .configureLogging(LogLevel.None)
      .build();
    hub.on('NotificationReceive', (notification: InsightsNotification) => received.push({ at: performance.now(), n: notification }));
    await hub.start();

    const endpointSql = `insert into webhook_endpoints (client_id, url, format, state_codes, commodity, license_type, event_types, secret)
      select $1, 'https://hooks.example.com/bench-' || g, 'json', array['TX'], 0, '',
             array['offer.new', 'offer.withdrawn', 'offer.price_changed', 'rank.changed'], 'whsec_' || $2
        from generate_series(1, $3) g`;
    const laps: Record<string, number[]> = {};
    const imports: { webhooks: boolean; ms: number; queued: number; fanOutMs: number }[] = [];
    const bell: number[] = [];
    let notices = 0;
    let events = 0;
    for (let d = 1; d < DAYS; d++) {
      const webhooks = d % 2 === 0;
      await server.db.query('delete from webhook_endpoints where client_id = $1', [NORTHWIND_CLIENT_ID]);
      if (webhooks) await server.db.query(endpointSql, [NORTHWIND_CLIENT_ID, Buffer.from(randomUUID()).toString('base64'), ENDPOINTS]);
      const before = (await server.db.query<{ n: number }>('select count(*)::int as n from webhook_deliveries')).rows[0]!.n;
      const seen = received.length;
      let committed = 0;
      const started = performance.now();
      const report = await importOffers(server.db, {
        source: 'ptc', text: toText(files[d]!), options: { asOf: asOf(d) }, importedBy: 'bench', bus,
        measure: (step, took) => {
          (laps[step] ??= []).push(took);
          if (step === 'commit') committed = performance.now();
        },
      });
      const importMs = performance.now() - started;
      const deadline = performance.now() + 5000;
      while (!received.slice(seen).some((r) => r.n.eventType === 'Price') && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1));
      const first = received.slice(seen).find((r) => r.n.eventType === 'Price');
      if (first) bell.push(first.at - committed);
      // The sender's next flush fans the import's marker out into one delivery per event and endpoint, after the
      // commit and off the import's path (ADR 0057); timed here as the sender would run it.
      const fanOutStarted = performance.now();
      await expandOfferEventWebhooks(server.db);
      const fanOutMs = performance.now() - fanOutStarted;
      const queued = (await server.db.query<{ n: number }>('select count(*)::int as n from webhook_deliveries')).rows[0]!.n - before;
      imports.push({ webhooks, ms: importMs, queued, fanOutMs });
      const { rows: [counts] } = await server.db.query<{ notices: number; events: number }>(
        `select (select count(*)::int from notifications where offer_import_id = $1) as notices,
                (select count(*)::int from offer_events where import_id = $1) as events`,
        [report.importId],
      );
      notices += counts!.notices;
      events += counts!.events;
    }
    await hub.stop();

    const imported = DAYS - 1;
    const without = imports.filter((i) => !i.webhooks);
    const withHooks = imports.filter((i) => i.webhooks);
    const slower = (median(withHooks.map((i) => i.ms)) / median(without.map((i) => i.ms)) - 1) * 100;
    const rows: Row[] = [
      {
        what: `evaluation: events read, ${USERS * WATCHES_PER_USER} watches judged, notifications inserted (median of ${imported} imports)`,
        figure: `${ms(median(laps.watches!))} (+ ${ms(median(laps.events!))} reading the events)`,
        goal: '≤ 1 s',
      },
      { what: `commit → the bell of a connected user (hub client), median of ${bell.length}`, figure: `${ms(median(bell))} (max ${ms(Math.max(...bell))})`, goal: '≤ 50 ms' },
      {
        what: `import of ${OFFERS} offers without webhook endpoints (median of ${without.length})`,
        figure: ms(median(without.map((i) => i.ms))),
      },
      {
        what: `… with ${ENDPOINTS} json endpoints matching (median of ${withHooks.length}; ${ms(median(laps.webhooks!.filter((_, i) => imports[i]!.webhooks)))} queueing in the transaction)`,
        figure: `${ms(median(withHooks.map((i) => i.ms)))} (${slower >= 0 ? '+' : ''}${slower.toFixed(0)} %)`,
        goal: '≤ +20 %',
      },
      {
        what: `the sender's fan-out after the commit: ${median(withHooks.map((i) => i.queued))} deliveries per import (median of ${withHooks.length})`,
        figure: ms(median(withHooks.map((i) => i.fanOutMs))),
      },
    ];
    printTable('Price watches (issue 61 §4)', rows, `in-memory PGlite, seed scale 1; ${imported} daily imports, ${events} offer events and ${notices} Price notifications in all`);
  } finally {
    await server.close();
  }
  console.log(`  (price-watches: ${((performance.now() - t0) / 1000).toFixed(0)} s)`);
}
