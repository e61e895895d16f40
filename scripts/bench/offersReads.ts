// BENCH_ONLY=offers-reads: the offer reads of issue 60 §6 with a year of daily history in every shipped market.
// The sample files are imported (the Power to Choose file, one day of each Ohio utility, the Massachusetts file)
// unless the seed already did; then SQL writes 365 more daily snapshots after each market's latest, each offer's price
// moving by ±2 % once a month (on a day of its own) and each offer away three days twice a year (withdrawn, then new
// again), with the changes between consecutive days as the import would have written them: about 3 % of a market's
// offers change each day (the Ohio sample days: 1 to 5 of about 70).
import { readFileSync } from 'node:fs';
import type { Db } from '../../server/src/db/db';
import { startTestServer } from '../../server/test/support/testServer';
import { MA_FILE, PTC_DAY, PTC_FILE, importOhioDay, importText, ohioDays } from '../../server/test/offersRead.support';
import { OFFERS_ENDPOINTS as E } from '../../contract/offers/endpoints';
import { measure, sqlTimer, type LatencyCase } from './latency';
import { printTable, seconds, type Row } from './table';

const DAYS = 365;

export async function importSamples(db: Db): Promise<void> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from offer_markets');
  if (rows[0]!.n > 0) return;
  await importText(db, 'ptc', readFileSync(PTC_FILE, 'utf8'), { asOf: PTC_DAY });
  const days = ohioDays();
  for (const utility of new Set(days.map((d) => d.utility))) await importOhioDay(db, days.find((d) => d.utility === utility)!);
  await importText(db, 'ma-energy-switch', readFileSync(MA_FILE, 'utf8'), { asOf: '2019-11-10' });
}

/** A year of daily snapshots after each market's latest one, with their observations and changes. */
export async function addYear(db: Db): Promise<{ snapshots: number; observations: number; changes: number }> {
  return db.transaction(async (tx) => {
    await tx.query(`create temp table bench_base on commit drop as
      select m.id as market_id, s.id as snapshot_id, s.as_of
        from offer_markets m
        join lateral (select id, as_of from offer_snapshots where market_id = m.id order by as_of desc limit 1) s on true`);
    const snapshots = await tx.query<{ id: number }>(
      `insert into offer_snapshots (market_id, as_of, partial, offer_count)
       select b.market_id, b.as_of + d, false, 0 from bench_base b, generate_series(1, $1::int) d returning id`,
      [DAYS],
    );
    const observations = await tx.query<{ n: number }>(
      `with added as (
         insert into offer_observations (snapshot_id, offer_id, price, prices_by_usage)
         select s.id, ob.offer_id,
                round(ob.price * (1 + 0.02 * ((((s.as_of - b.as_of) + (ob.offer_id * 13) % 30) / 30) % 3 - 1)), 6),
                ob.prices_by_usage
           from bench_base b
           join offer_snapshots s on s.market_id = b.market_id and s.as_of > b.as_of
           join offer_observations ob on ob.snapshot_id = b.snapshot_id
          where ((s.as_of - b.as_of) + ob.offer_id) % 181 >= 3
         returning 1)
       select count(*)::int as n from added`,
    );
    await tx.query(`update offer_snapshots s set offer_count = (select count(*) from offer_observations ob where ob.snapshot_id = s.id)
                     where s.id = any($1::int[])`, [snapshots.rows.map((r) => r.id)]);
    const changes = await tx.query<{ n: number }>(
      `with pairs as (
         select s.market_id, s.id, s.as_of, p.id as previous_id
           from bench_base b
           join offer_snapshots s on s.market_id = b.market_id and s.as_of > b.as_of
           join offer_snapshots p on p.market_id = s.market_id and p.as_of = s.as_of - 1),
       added as (
         insert into offer_changes (market_id, snapshot_id, as_of, kind, offer_id, before, after)
         select pr.market_id, pr.id, pr.as_of,
                case when x.before is null then 'new' when x.after is null then 'withdrawn' else 'price' end, x.offer_id, x.before, x.after
           from pairs pr
           cross join lateral (
             select coalesce(c.offer_id, p.offer_id) as offer_id, p.price as before, c.price as after
               from (select offer_id, price from offer_observations where snapshot_id = pr.id) c
               full join (select offer_id, price from offer_observations where snapshot_id = pr.previous_id) p on p.offer_id = c.offer_id
              where c.offer_id is null or p.offer_id is null or c.price <> p.price) x
         returning 1)
       select count(*)::int as n from added`,
    );
    await tx.query(`update offers o set last_seen = l.as_of
                      from (select ob.offer_id, max(s.as_of) as as_of from offer_observations ob
                              join offer_snapshots s on s.id = ob.snapshot_id group by ob.offer_id) l
                     where l.offer_id = o.id`);
    return { snapshots: snapshots.rows.length, observations: observations.rows[0]!.n, changes: changes.rows[0]!.n };
  });
}

interface BenchMarket {
  stateCode: string;
  utility: string;
  offers: number;
  first: string;
  last: string;
}

/** The markets measured: the one with the most offers, and the first of every other state. */
async function benchMarkets(db: Db): Promise<BenchMarket[]> {
  const { rows } = await db.query<BenchMarket>(
    `select m.state_code::text as "stateCode", m.utility, (select count(*) from offers o where o.market_id = m.id)::int as offers,
            to_char(l.as_of - ${DAYS - 1}, 'YYYY-MM-DD') as first, to_char(l.as_of, 'YYYY-MM-DD') as last
       from offer_markets m
       join lateral (select max(as_of) as as_of from offer_snapshots where market_id = m.id) l on true
      order by offers desc, m.id`,
  );
  const byState = new Map<string, BenchMarket>();
  for (const market of rows) if (!byState.has(market.stateCode)) byState.set(market.stateCode, market);
  return [...byState.values()];
}

export async function benchOffersReads(requests: number): Promise<void> {
  const t0 = performance.now();
  const server = await startTestServer();
  try {
    await importSamples(server.db);
    const t1 = performance.now();
    const added = await addYear(server.db);
    const built = performance.now() - t1;
    const { rows: [history] } = await server.db.query<{ markets: number; snapshots: number; observations: number; changes: number }>(
      `select (select count(*) from offer_markets)::int as markets, (select count(*) from offer_snapshots)::int as snapshots,
              (select count(*) from offer_observations)::int as observations, (select count(*) from offer_changes)::int as changes`,
    );
    const timer = sqlTimer(server.db);
    const rows: Row[] = [];
    const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
    const run = async (c: LatencyCase, goal: string) => {
      // A fresh sign-in for each case: an access token lives 10 minutes, and on a busy machine the cases take longer.
      const { accessToken: token } = await server.loginAs('member@northwind.test');
      const r = await measure(server.baseUrl, token, c, requests, timer);
      rows.push({
        what: c.name,
        figure: `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (SQL p95 ${r.sqlP95?.toFixed(1)} ms, ${(r.bodyBytes / 1024).toFixed(0)} KB)`,
        goal,
      });
    };
    for (const m of await benchMarkets(server.db)) {
      const market = { stateCode: m.stateCode, utility: m.utility };
      const label = `${m.stateCode} ${m.utility}`;
      await run({ name: `GET /api/Offers ${label} (latest)`, method: 'GET', path: `${E.offers}?${q(market)}` }, 'p95 ≤ 30 ms');
      await run({ name: `GET /api/Offers/Changes ${label}, a year`, method: 'GET', path: `${E.changes}?${q({ ...market, from: m.first, to: m.last })}` }, 'p95 ≤ 50 ms');
      await run({ name: `GET /api/Offers/Ranks ${label}`, method: 'GET', path: `${E.ranks}?${q(market)}` }, '');
    }
    await run({ name: 'GET /api/Offers/Markets', method: 'GET', path: E.markets }, '');
    printTable(
      `Offer reads (issue 60 §6): ${history!.markets} markets, ${history!.snapshots} snapshots, ${history!.observations} prices, ${history!.changes} changes ` +
        `(a year written by SQL in ${seconds(built)}: ${added.snapshots} snapshots, ${added.observations} prices, ${added.changes} changes)`,
      rows,
      `in-memory PGlite, seed scale 1; ${requests} sequential requests each, as a client sees them (request to the last byte of the decoded body)`,
    );
  } finally {
    await server.close();
  }
  console.log(`  (offers-reads: ${seconds(performance.now() - t0)})`);
}
