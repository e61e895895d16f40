// Global search (issue 24 §3): POST /api/company/SearchCompany as <insights-search> sends it (Limit 10), for what a
// user types into the top bar at seed scale 10 — each prefix of company-name words, license numbers, alias names and
// e-mail domains picked from the seeded data — and the server's own time (Server-Timing) per reply. Figures only.
//   npx tsx scripts/bench/globalSearch.ts      (BENCH_SEARCH_SCALE, default 10; BENCH_REQUESTS per text, default 20)
import { fileURLToPath } from 'node:url';
import { startTestServer } from '../../server/test/support/testServer.js';
import { BROWSER_ACCEPT_ENCODING, sqlTimer } from './latency.js';
import { percentile, printTable, type Row } from './table.js';

const PATH = '/api/company/SearchCompany';
/** What the widget asks for each text (widgets/core/api/companies.ts globalSearch). */
const LIMIT = 10;

export async function benchGlobalSearch(scale: number, requestsPerText: number): Promise<void> {
  const t0 = performance.now();
  const server = await startTestServer({ seedScale: scale });
  try {
    const startup = performance.now() - t0;
    const pick = async (sql: string) => (await server.db.query<{ t: string }>(sql)).rows.map((r) => r.t);
    const [{ n: companies }] = (await server.db.query<{ n: number }>('select count(*)::int as n from companies')).rows;
    // Spread over the alphabet (every n-th row by name), so common and rare texts both come up.
    const spread = (table: string, column: string, where = 'true', count = 6) => pick(
      `select t from (select ${column} as t, row_number() over (order by ${column}) as i, count(*) over () as n
         from ${table} where ${where}) s where i % greatest(n / ${count}, 1) = 0 limit ${count}`,
    );
    const names = await spread('companies', 'legal_name');
    // Each prefix of the name's first word as a user types it (one request per keystroke, as if undebounced: the
    // short prefixes are the expensive ones), then the whole name.
    const typed = names.flatMap((name) => {
      const word = name.split(/\s+/)[0].toLowerCase();
      return [...Array.from({ length: Math.min(word.length, 6) }, (_, i) => word.slice(0, i + 1)), name];
    });
    const licenses = await spread('licenses', 'license_number', 'is_latest');
    const aliases = await spread('aliases', 'alias_name');
    const domains = await spread('companies', 'email_domain', 'email_domain is not null');
    const groups: Array<[string, string[]]> = [
      ['company-name prefixes and whole names', [...new Set(typed)]],
      ['license numbers', licenses],
      ['alias names', aliases],
      ['e-mail domains', domains],
    ];
    const token = await server.tokenFor('member@northwind.test');
    const timer = sqlTimer(server.db);
    const ask = async (text: string) => {
      timer.take();
      const t0 = performance.now();
      const res = await fetch(server.baseUrl + PATH, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': BROWSER_ACCEPT_ENCODING },
        body: JSON.stringify({ Search: text, Limit: LIMIT }),
      });
      if (!res.ok) throw new Error(`${text}: HTTP ${res.status}`);
      await res.arrayBuffer();
      const client = performance.now() - t0;
      const own = /(?:^|,)\s*app;[^,]*dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
      if (!own) throw new Error('no Server-Timing app;dur on the reply');
      return { client, server: Number(own[1]), sql: timer.take() };
    };
    const fmt = (values: number[]) => `p50 ${values.length ? percentile(values, 50).toFixed(1) : '?'} ms, p95 ${values.length ? percentile(values, 95).toFixed(1) : '?'} ms`;
    const rows: Row[] = [];
    const every: number[] = [];
    const perText: Array<{ text: string; p50: number }> = [];
    for (const [what, texts] of groups) {
      const client: number[] = [];
      const own: number[] = [];
      const sql: number[] = [];
      for (const text of texts) {
        for (let i = 0; i < 3; i++) await ask(text);
        const mine: number[] = [];
        for (let i = 0; i < requestsPerText; i++) {
          const r = await ask(text);
          client.push(r.client);
          own.push(r.server);
          mine.push(r.server);
          sql.push(r.sql);
        }
        perText.push({ text, p50: percentile(mine, 50) });
      }
      every.push(...own);
      rows.push({ what: `${what} (${texts.length} texts): server`, figure: fmt(own), goal: 'p95 ≤ 20 ms at 10×' });
      rows.push({ what: '  of which SQL; client to the last byte', figure: `${fmt(sql)}; ${fmt(client)}` });
    }
    rows.push({ what: `every text (${every.length} requests): server`, figure: fmt(every), goal: 'p95 ≤ 20 ms at 10×' });
    const slowest = perText.sort((a, b) => b.p50 - a.p50).slice(0, 5);
    rows.push({ what: 'slowest texts (server p50)', figure: slowest.map((t) => `'${t.text}' ${t.p50.toFixed(1)} ms`).join(', ') });
    printTable(
      `Global search at seed scale ${scale} (${companies.toLocaleString('en-US')} companies; start + seed ${(startup / 1000).toFixed(1)} s)`,
      rows,
      `${requestsPerText} sequential requests per text after a warm-up; server = Server-Timing app;dur (arrival to hand-over to the socket)`,
    );
  } finally {
    await server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchGlobalSearch(Number(process.env.BENCH_SEARCH_SCALE ?? 10), Number(process.env.BENCH_REQUESTS ?? 20));
}
