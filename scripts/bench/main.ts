// `npm run bench` (scripts/bench.mjs builds the library and the portal first, then runs this): every figure of issue 13's
// table beside its goal, one table per section. Figures only: no thresholds, nothing fails on a slow number.
//
// Sections, in the order they run (BENCH_ONLY picks some, comma-separated; default all):
//   sizes      bundle files on disk (gzip -9), a host's Rollup bundle of one import (formatCount, LicenseSummary),
//              then the JavaScript Chromium downloads per portal route (signed out and
//              signed in), Home as issue 38 counts it (everything until 1.5 s after its welcome, the map drawn) ÷ its
//              floor (floor.ts), and for a page with one <insights-*> tag on the per-tag loader (or the standalone bundle
//              while the loader is not built), with the loader alone and whether nivo came with a non-chart tag; Home is
//              counted both ways: a reload in the tab that signed in, and a new tab that signs in first (issue 62)
//   home       only Home's rows of the sizes section: reload and new tab, each ÷ the floor (transfer.ts, benchHome)
//   lighthouse Lighthouse 12, mobile defaults, cold and warm (three runs each and their medians), for every portal
//              route with a fixed path (LIGHTHOUSE_ROUTES in lighthouse.ts: Home signed out and in, the screens, the
//              settings tabs), and a warm run with the 4× CPU slowdown applied (DevTools throttling):
//              performance, FCP, LCP, TBT, accessibility and the failing accessibility audits
//   pricing    Apply on /pricing → first chart and all four charts drawn
//   picker     the licensed-company select on /licenses/browse at seed scale 10 (its own server): keystroke → the
//              server's options shown, and its calls as Chromium timed them (the calls from Node: server section)
//   realtime   ingest → bell drawn in an open portal page while BENCH_HUB_CONNECTIONS (2,000) other hub
//              connections are open; BENCH_EVENTS (30) events. Three rows: no others; others of the same user (every
//              push goes to them too, the browser's connection last); others of another tenant (open, not pushed to).
//              Each with the server's share (database work before the push, the writes to every connection)
//   start      `npm start` on a fresh clone: time to the portal's first page and to the whole build
//   server     API p50/p95 at each seed scale (as a client sees it: request to the last byte of the decoded body,
//              Accept-Encoding as a browser's) beside the server's own time (its Server-Timing header) and the SQL time
//              of the same requests on the same database; for a long reply its size as sent and as decoded, and the
//              same requests asked uncompressed (Node's fetch decompresses far slower than a browser)
//   offers-reads GET /api/Offers, Changes over a year and Ranks of the largest market of each state, with a year of
//              daily snapshots in every shipped market (offersReads.ts)
//   offers     the offer import: the Power to Choose file through the API, a year of daily Ohio files through
//              `npm run offers` (offersImport.ts; BENCH_OFFER_DAYS=250 files)
//   price-watches an import of 2,000 offers matching 500 watches of 50 users: evaluation, commit → bell, and the
//              import with and without 20 json webhook endpoints (priceWatches.ts; BENCH_PRICE_WATCH_DAYS=6 files)
//
// Options (environment):
//   BENCH_ONLY=sizes,home,lighthouse,pricing,picker,realtime,start,server  sections to run (default all; sizes includes home)
//   BENCH_SCALES=1,10          seed scales of the server section (default 1,10)
//   BENCH_REQUESTS=300         sequential requests per server case
//   BENCH_CASES=text,…         only the server cases whose name contains one of these texts
//   BENCH_TAGS=tag,…           only these tags in the per-tag sizes (default every tag in widgets/**/element.ts)
//   BENCH_LIGHTHOUSE_ROUTES=/,/pricing   only these Lighthouse routes
//   BENCH_LIGHTHOUSE_RUNS=3              cold and warm runs per route (each printed, then their medians)
//   BENCH_LIGHTHOUSE_HTTP1=1             Lighthouse against the server itself over plain HTTP/1.1, not behind the
//                                        TLS and HTTP/2 of the deployment's load balancer (tlsFront.ts)
//   BENCH_LIGHTHOUSE_SERVER_NICE=10      the niceness of the Lighthouse section's server, which runs in a process of
//                                        its own (serverProcess.ts); 0: its own process at the browser's priority;
//                                        inline: in the bench's process beside Lighthouse, as before 2026-12-03
//   BENCH_LIGHTHOUSE_SCREENSHOTS=dir     save each Lighthouse run's final screenshot there (to see what it measured)
//   BENCH_LIGHTHOUSE_JSON=dir            save each Lighthouse run's report and trace there, the trace with a CPU profile
//   BENCH_LIGHTHOUSE_ARTIFACTS=dir       save each run's Lighthouse artifacts there (a folder per run), for
//                                        scripts/bench/lanternPath.ts: what lies on the simulated LCP
//                                        (long tasks, layout shifts, hot functions; the profiler adds overhead)
//   BENCH_APPLY_RUNS=10        Apply clicks timed (after one warm-up)
//   BENCH_PICKER_SCALE=10      seed scale of the picker section's server
//   BENCH_EVENTS=30            realtime events
//   BENCH_HUB_CONNECTIONS=2000 other hub connections open during the realtime events
//   HUB_NICE=10                CPU niceness of the process holding them (0: same priority as the server and browser)
//   BENCH_PORT                 port of the browser sections' server (default: a free one); CHROMIUM_PATH (/usr/bin/chromium)
// The browser sections share one server in this process (in-memory database, seed scale 1, the built portal and
// widget bundles); the server section starts one per scale.
import { cpus, loadavg } from 'node:os';
import { reportSizes } from './sizes';
import { benchHostBundles } from './hostBundle';
import { measure, measureInBrowser, sqlTimer } from './latency';
import { cases } from './cases';
import { startTestServer } from '../../server/test/support/testServer';
import { launchChromium, startBenchServer, type BenchServer } from './support';
import { benchHomeOnly, benchSizes } from './transfer';
import { benchLighthouse, LIGHTHOUSE_ROUTES } from './lighthouse';
import { startServerProcess } from './serverProcess';
import { benchPricingApply } from './pricingApply';
import { benchPicker } from './picker';
import { benchRealtime } from './realtime';
import { benchFirstStart } from './firstStart';
import { benchOffersReads } from './offersReads';
import { benchOffersImport } from './offersImport';
import { benchPriceWatches } from './priceWatches';

const SECTIONS = ['sizes', 'home', 'lighthouse', 'pricing', 'picker', 'realtime', 'start', 'server', 'offers-reads', 'offers', 'price-watches'] as const;
const list = (value: string | undefined) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const onlySections = list(process.env.BENCH_ONLY).map((s) => s.toLowerCase());
const unknown = onlySections.filter((s) => !(SECTIONS as readonly string[]).includes(s));
if (unknown.length) {
  console.error(`BENCH_ONLY: unknown section ${unknown.join(', ')}; known: ${SECTIONS.join(', ')}`);
  process.exit(2);
}
const runs = (section: (typeof SECTIONS)[number]) => onlySections.length === 0 || onlySections.includes(section);

const benchStarted = performance.now();
const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');
const took = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s, load average now ${load()}`;
console.log(`\nbench on ${cpus().length} cores, load average ${load()} (1, 5, 15 min): figures on a busy machine run slower`);

const shared: { server?: Promise<BenchServer> } = {};
const server = () => (shared.server ??= startBenchServer());

try {
  if (runs('sizes')) {
    const t0 = performance.now();
    reportSizes();
    await benchHostBundles();
    const tags = list(process.env.BENCH_TAGS);
    await benchSizes(await server(), tags.length ? { tags } : {});
    console.log(`  (sizes: ${took(t0)})`);
  }
  if (onlySections.includes('home') && !runs('sizes')) {
    const t0 = performance.now();
    await benchHomeOnly(await server());
    console.log(`  (home: ${took(t0)})`);
  }
  if (runs('lighthouse')) {
    const t0 = performance.now();
    const only = list(process.env.BENCH_LIGHTHOUSE_ROUTES);
    // Behind TLS and HTTP/2, as the deployment serves browsers (tlsFront.ts); BENCH_LIGHTHOUSE_HTTP1=1: the plain server.
    // In a process of its own at a lower priority (serverProcess.ts); BENCH_LIGHTHOUSE_SERVER_NICE=inline: in this one.
    const http1 = process.env.BENCH_LIGHTHOUSE_HTTP1 === '1';
    const niceSetting = process.env.BENCH_LIGHTHOUSE_SERVER_NICE ?? '10';
    const own = niceSetting === 'inline' ? undefined : await startServerProcess({ tlsFront: !http1, nice: Number(niceSetting) });
    const inline = own ? undefined : http1 ? await server() : await startBenchServer({ tlsFront: true });
    const { baseUrl, spki } = own ?? inline!;
    const what = `the server (API, identity provider, PGlite${http1 ? '' : ', TLS front'})`;
    const setup = own
      ? `${what} in a process of its own at nice ${own.nice}, the browser at 0`
      : `${what} in the bench's own process, beside Lighthouse, at the browser's priority`;
    try {
      await benchLighthouse({ baseUrl, spki, setup }, only.length ? LIGHTHOUSE_ROUTES.filter((r) => only.includes(r.path)) : LIGHTHOUSE_ROUTES);
    } finally {
      await own?.close();
      if (inline && !http1) await inline.close();
    }
    console.log(`  (lighthouse: ${took(t0)})`);
  }
  if (runs('pricing')) {
    const t0 = performance.now();
    await benchPricingApply(await server(), Number(process.env.BENCH_APPLY_RUNS ?? 10));
    console.log(`  (pricing: ${took(t0)})`);
  }
  if (runs('picker')) {
    const t0 = performance.now();
    const pickerServer = await startBenchServer({ seedScale: Number(process.env.BENCH_PICKER_SCALE ?? 10) });
    try {
      await benchPicker(pickerServer);
    } finally {
      await pickerServer.close();
    }
    console.log(`  (picker: ${took(t0)})`);
  }
  if (runs('realtime')) {
    const t0 = performance.now();
    await benchRealtime(await server(), {
      events: Number(process.env.BENCH_EVENTS ?? 30),
      others: Number(process.env.BENCH_HUB_CONNECTIONS ?? 2000),
    });
    console.log(`  (realtime: ${took(t0)})`);
  }
} finally {
  await (await shared.server)?.close();
}
if (runs('start')) {
  const t0 = performance.now();
  await benchFirstStart();
  console.log(`  (start: ${took(t0)})`);
}

/** The issue's goals for the server cases it names (p95 at 10× data). */
const SERVER_GOALS: Array<[RegExp, string]> = [
  [/getall search\+filters\+sort/, 'p95 ≤ 20 ms at 10×'],
  [/getall search\+sort licenseCount/, 'p95 ≤ 20 ms at 10×'],
  [/GetStateWiseLicenseCount/, 'p95 ≤ 20 ms at 10×'],
  [/licensedCompanyNames/, 'p95 ≤ 20 ms at 10×'],
  [/licensesRawData/, 'p95 ≤ 20 ms at 10×'],
  [/SearchCompany/, 'p95 ≤ 20 ms at 10×'],
  // Issue 36.
  [/GetActivity 36 months, every market/, 'p95 ≤ 50 ms at 10×'],
];

if (runs('server')) {
  const scales = list(process.env.BENCH_SCALES ?? '1,10').map(Number);
  const requests = Number(process.env.BENCH_REQUESTS ?? 300);
  const only = list(process.env.BENCH_CASES).map((s) => s.toLowerCase());
  const selected = only.length > 0 ? cases.filter((c) => only.some((text) => c.name.toLowerCase().includes(text))) : cases;
  const fmt = (value: number | null) => (value === null ? '' : value.toFixed(1)).padStart(7);
  for (const scale of scales) {
    const t0 = performance.now();
    const testServer = await startTestServer({ seedScale: scale });
    const startup = performance.now() - t0;
    const token = await testServer.tokenFor('member@northwind.test');
    const timer = sqlTimer(testServer.db);
    console.log(`\nServer latency at seed scale ${scale} (in-memory PGlite; start + seed ${(startup / 1000).toFixed(1)} s; ${requests} sequential requests)`);
    console.log(`  ${'what'.padEnd(56)} |  API p50    API p95   server p50 server p95  SQL p50    SQL p95   API/SQL (p50) | goal`);
    const sizes: string[] = [];
    let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
    let page: import('playwright').Page | undefined;
    for (const c of selected) {
      const r = await measure(testServer.baseUrl, token, c, requests, timer);
      const ratio = r.sqlP50 ? `${(r.p50 / r.sqlP50).toFixed(1)}×` : '';
      const goal = SERVER_GOALS.find(([pattern]) => pattern.test(c.name))?.[1] ?? '';
      console.log(
        `  ${c.name.padEnd(56)} | ${fmt(r.p50)} ms ${fmt(r.p95)} ms ${fmt(r.serverP50)} ms ${fmt(r.serverP95)} ms ${fmt(r.sqlP50)} ms ${fmt(r.sqlP95)} ms   ${ratio.padStart(6)}        | ${goal}`,
      );
      if (r.bodyBytes >= 100 * 1024) {
        // Node's fetch decompresses a long body far slower than a browser does: the same requests uncompressed too.
        const plain = await measure(testServer.baseUrl, token, c, requests, undefined, 'identity');
        browser ??= await launchChromium();
        page ??= await browser.newPage();
        const inBrowser = await measureInBrowser(page, testServer.baseUrl, token, c, requests);
        const wire = r.wireBytes === null ? '' : `, ${(r.wireBytes / 1024).toFixed(0)} KB sent${r.encoding ? ` (${r.encoding})` : ''}`;
        sizes.push(
          `${c.name}: ${(r.bodyBytes / 1024).toFixed(0)} KB of JSON${wire}; asked uncompressed (Accept-Encoding: identity) ` +
            `API p50 ${plain.p50.toFixed(1)} ms, p95 ${plain.p95.toFixed(1)} ms, server p50 ${plain.serverP50?.toFixed(1) ?? '?'} ms; ` +
            `by Chromium's fetch (brotli) p50 ${inBrowser.p50.toFixed(1)} ms, p95 ${inBrowser.p95.toFixed(1)} ms`,
        );
      }
    }
    console.log('  API = the client\'s time to the last byte of the decoded body; server = its Server-Timing (arrival to hand-over to the socket)');
    if (sizes.length) console.log(`  long replies (the client's transfer and decompression are in API, not in server):\n    ${sizes.join('\n    ')}`);
    await browser?.close();
    await testServer.close();
  }
}
if (runs('offers-reads')) await benchOffersReads(Number(process.env.BENCH_REQUESTS ?? 300));
if (runs('offers')) await benchOffersImport();
if (runs('price-watches')) await benchPriceWatches();
console.log(`\nbench: ${took(benchStarted)}`);
