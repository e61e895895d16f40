// What a browser downloads: the JavaScript responses of one page load in Chromium, summed (cache disabled), for the
// portal's routes and for a page holding one <insights-*> tag and the per-tag loader (or, until it is built, the
// one-file standalone bundle). Transfer sizes are as served (headers included, with the Content-Encoding the server
// chose: identity, gzip or br), and beside them gzip -9 of the same bodies.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright';
import { createSession } from '../../contract/claims.js';
import { login } from '../../server/test/support/oidcLogin.js';
import { CALLBACK_PATH } from '../../portal/src/auth/paths.js';
import { floorBytes, homeFloorBytes } from './floor.js';
import { kb, launchChromium, PASSWORD, printTable, signInOnPage, type BenchServer, type Row } from './support.js';

export const LOADER_PATH = '/widgets/loader/insights-elements.js';
export const STANDALONE_PATH = '/widgets/insights-elements.standalone.js';
/** @nivo/colors' default scheme: a string literal that survives minification, present wherever nivo is. */
const NIVO_MARKER = '"#e8c1a0","#f47560"';

interface Download {
  url: string;
  /** Bytes on the wire, headers included (CDP encodedDataLength). */
  transfer: number;
}

export interface PageLoad {
  finalUrl: string;
  /** HTTP status of the page itself (503: the portal is not built, or being rebuilt). */
  documentStatus: number;
  scripts: Download[];
  /** Scripts that answered an error status or never finished. */
  failed: number;
  /** Content-Encoding of the scripts as served (identity = uncompressed). */
  encodings: string[];
  transfer: number;
  gzip: number;
  nivo: boolean;
}

/**
 * Loads `url` in `page` with the HTTP cache disabled and sums every JavaScript response until the page has been
 * quiet (loaded, no new script for QUIET ms). The gzip figure compresses the very bodies the browser received.
 */
export async function measureScripts(page: Page, url: string): Promise<PageLoad> {
  const QUIET = 1500;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, { url: string; status: number; encoding: string; transfer: number; body?: Promise<Buffer> }>();
  let lastScriptAt = performance.now();
  cdp.on('Network.responseReceived', (e) => {
    if ((e.type === 'Script' || /javascript/.test(e.response.mimeType)) && !e.response.url.startsWith('data:')) {
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
      scripts.set(e.requestId, { url: e.response.url, status: e.response.status, encoding: headers['content-encoding'] ?? 'identity', transfer: 0 });
      lastScriptAt = performance.now();
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (!s) return;
    s.transfer = e.encodedDataLength;
    s.body = cdp
      .send('Network.getResponseBody', { requestId: e.requestId })
      .then((r) => Buffer.from(r.body, r.base64Encoded ? 'base64' : 'utf8'))
      .catch(() => fetch(s.url).then(async (res) => Buffer.from(await res.arrayBuffer())));
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  const deadline = performance.now() + 30_000;
  while (performance.now() - lastScriptAt < QUIET && performance.now() < deadline) await page.waitForTimeout(200);
  // One figure per file: with the cache disabled Chromium fetches a file twice when two imports (or a modulepreload
  // and an import) ask for it at once, where a normal visit fetches it once and reuses it; count each URL once.
  const list = [...new Map([...scripts.values()].map((s) => [s.url, s] as const)).values()];
  const texts = await Promise.all(list.map((s) => s.body ?? Promise.resolve(Buffer.alloc(0))));
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.detach();
  return {
    finalUrl: page.url(),
    documentStatus: response?.status() ?? 0,
    scripts: list.map(({ url: u, transfer }) => ({ url: u, transfer })),
    failed: list.filter((s) => s.status >= 400 || !s.body).length,
    encodings: [...new Set(list.map((s) => s.encoding))].sort(),
    transfer: list.reduce((sum, s) => sum + s.transfer, 0),
    gzip: texts.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
    nivo: texts.some((b) => b.includes(NIVO_MARKER)),
  };
}

/** Paths of the server's data and sign-in calls: what a page asks, not what it is made of. */
const DATA_PATH = /^\/(api|oidc|common|public|notifications-alerts)(\/|$)/;

export interface HomeLoad {
  /** Every response but the page itself and its data calls (scripts, styles, fonts, images, static JSON…). */
  files: { url: string; type: string; gzip: number }[];
  gzip: number;
  /** The data calls of the same window (the API's JSON, the identity provider), for information. */
  dataGzip: number;
  dataCalls: number;
  /** ms from navigation to the welcome heading, and from the welcome to the map's states. */
  welcomeMs: number;
  mapAfterWelcomeMs: number;
  windowMs: number;
}

/**
 * Home as issue 38 counts it: everything the page downloads (cache disabled) from the navigation until 1.5 s after
 * its welcome heading shows, and at least until the map has drawn its states, so the map is always counted. A
 * request started in that window counts whatever its type (a script, the map's shapes as JSON, a font); the server's
 * data calls are summed apart. Each URL once (see measureScripts).
 */
export async function measureHome(page: Page, url: string): Promise<HomeLoad> {
  const AFTER_WELCOME = 1500;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let windowClosed = false;
  const requests = new Map<string, { url: string; type: string; done?: Promise<Buffer> }>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (windowClosed || e.request.url.startsWith('data:') || e.type === 'Document') return;
    requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other' });
  });
  const settle = new Map<string, () => void>();
  const settled = (id: string) => new Promise<void>((resolve) => settle.set(id, resolve));
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.done = cdp
      .send('Network.getResponseBody', { requestId: e.requestId })
      .then((b) => Buffer.from(b.body, b.base64Encoded ? 'base64' : 'utf8'))
      .catch(() => Buffer.alloc(0));
    settle.get(e.requestId)?.();
  });
  cdp.on('Network.loadingFailed', (e) => settle.get(e.requestId)?.());
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('heading', { name: 'Welcome to Insights!' }).waitFor({ timeout: 60_000 });
  const welcomeAt = performance.now();
  await page.getByRole('group', { name: 'Map of the United States' }).getByRole('link').first().waitFor({ timeout: 60_000 });
  const mapAt = performance.now();
  const end = Math.max(welcomeAt + AFTER_WELCOME, mapAt);
  if (end > performance.now()) await page.waitForTimeout(end - performance.now());
  windowClosed = true;
  // The window's requests finish (a WebSocket or a long poll never does: 10 s at most).
  const pending = [...requests.entries()].filter(([, r]) => !r.done).map(([id]) => settled(id));
  await Promise.race([Promise.all(pending), page.waitForTimeout(10_000)]);
  const list = [...new Map([...requests.values()].map((r) => [r.url, r] as const)).values()];
  const sized = await Promise.all(list.map(async (r) => ({ url: r.url, type: r.type, gzip: gzipSync(await (r.done ?? Promise.resolve(Buffer.alloc(0))), { level: 9 }).length })));
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.detach();
  const isData = (u: string) => DATA_PATH.test(new URL(u).pathname);
  const files = sized.filter((f) => !isData(f.url));
  const data = sized.filter((f) => isData(f.url));
  return {
    files,
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    dataGzip: data.reduce((sum, f) => sum + f.gzip, 0),
    dataCalls: data.length,
    welcomeMs: welcomeAt - started,
    mapAfterWelcomeMs: mapAt - welcomeAt,
    windowMs: end - started,
  };
}

/**
 * Home both ways (issue 62), each ÷ the same floor measured now: a reload in the tab that signed in (`page`: its
 * stored user spares the sign-in and oidc-client-ts), and a new tab (a bookmark, a link from an e-mail): a fresh
 * context with the provider's session cookie but nothing in sessionStorage, so the portal goes through the sign-in
 * redirect, which the provider answers at once, and back through the callback to Home. Both are counted by
 * measureHome, from the first navigation to the same end; a file fetched before the redirect and again after the
 * callback counts once, as a browser's cache would have it the second time.
 */
export async function benchHome(browser: Browser, page: Page, baseUrl: string): Promise<Row[]> {
  const homeFloor = await homeFloorBytes();
  const reload = await measureHome(page, baseUrl + '/');
  const fresh = await browser.newContext({ storageState: await page.context().storageState() });
  let newTab: HomeLoad;
  let path: string[];
  try {
    const tab = await fresh.newPage();
    const pages: string[] = [];
    tab.on('framenavigated', (frame) => {
      if (frame === tab.mainFrame()) pages.push(new URL(frame.url()).pathname);
    });
    newTab = await measureHome(tab, baseUrl + '/');
    path = pages.filter((p, i) => p !== pages[i - 1]);
  } finally {
    await fresh.close();
  }
  if (!path.includes(CALLBACK_PATH)) throw new Error(`the new tab did not sign in through ${CALLBACK_PATH} (pages: ${path.join(' → ')})`);
  const rows: Row[] = [];
  for (const [what, home, how] of [
    ['Home, reload in the same tab', reload, 'the stored user: no sign-in'],
    ['Home, new tab', newTab, `no stored user: ${path.join(' → ')}`],
  ] as const) {
    if (process.env.BENCH_FILES) {
      console.log(`  files of ${what} (issue 38 window):`);
      for (const f of [...home.files].sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(f.gzip).padStart(9)}  ${f.type.padEnd(10)} ${new URL(f.url).pathname}`);
    }
    rows.push({
      what: `${what} (${how}): everything downloaded until 1.5 s after the welcome, map included (${home.files.length} files; ${home.dataCalls} data calls, ${kb(home.dataGzip)} gz, apart)`,
      figure: `${kb(home.gzip).padStart(9)} gz  (welcome at ${(home.welcomeMs / 1000).toFixed(1)} s, map ${(home.mapAfterWelcomeMs / 1000).toFixed(1)} s later)`,
      goal: '',
    });
    rows.push({
      what: `${what} ÷ its floor (scripts/bench/floor.ts: React, react-dom, react-router, styled-components, TanStack Query and Table, oidc-client-ts, SignalR; esbuild)`,
      figure: `${(home.gzip / homeFloor).toFixed(2)}× (${kb(home.gzip)} ÷ ${kb(homeFloor)} gz)`,
      goal: '≤ 1.15×',
    });
  }
  return rows;
}

/** BENCH_ONLY=home: Home both ways alone (the tab signs in on /companies first, as in benchSizes). */
export async function benchHomeOnly(server: BenchServer): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await signedInPage(browser, server.baseUrl);
    printTable('Portal Home, reload and new tab (Chromium, cache disabled)', await benchHome(browser, page, server.baseUrl));
  } finally {
    await browser.close();
  }
}

/** A tab signed in through the portal's real login page, the screen it landed on done loading. */
async function signedInPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/companies`);
  await signInOnPage(page, 'admin@northwind.test');
  await page.waitForURL((u) => u.pathname === '/companies', { timeout: 30_000 });
  // The screen the sign-in lands on finishes loading first: its late chunks would otherwise count for the next route.
  await page.waitForLoadState('networkidle');
  return page;
}

/** BENCH_FILES=1 lists every script of a load with its size (to see what a route or tag pulls in). */
function listFiles(what: string, load: PageLoad): void {
  if (!process.env.BENCH_FILES) return;
  console.log(`  files of ${what}:`);
  for (const s of [...load.scripts].sort((a, b) => b.transfer - a.transfer)) console.log(`    ${kb(s.transfer).padStart(9)}  ${new URL(s.url).pathname}`);
}

/** Files, failures and nivo of one load, for the tables. */
function details(load: PageLoad): string {
  return [
    `${kb(load.transfer)} as served${load.encodings.length ? ` ${load.encodings.join('+')}` : ''}`,
    `${load.scripts.length} files`,
    load.failed ? `${load.failed} FAILED` : '',
    load.nivo ? 'nivo' : '',
    load.documentStatus >= 400 ? `page answered ${load.documentStatus}` : '',
  ].filter(Boolean).join(', ');
}

/** Every tag the package defines, read from the elements' sources (`export const X_TAG = 'insights-…'`). */
export function allTags(root = 'widgets'): string[] {
  const tags: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'element.ts') {
        for (const m of readFileSync(path, 'utf8').matchAll(/_TAG = '(insights-[a-z-]+)'/g)) tags.push(m[1]);
      }
    }
  };
  walk(root);
  return [...new Set(tags)].sort();
}

/**
 * Pages with several tags: the example intranet's company page, a typical home page, every tag but the charts, and
 * every tag at once (the case the one-file bundle is for, docs/embedding.md).
 */
const multiTagPages = (): [string, string[], boolean][] => [
  ['page with <insights-company-list> and <insights-company-detail>', ['insights-company-list', 'insights-company-detail'], true],
  ['page with the list, the detail, <insights-license-summary> and <insights-notification-bell>',
    ['insights-company-list', 'insights-company-detail', 'insights-license-summary', 'insights-notification-bell'], true],
  ['page with every tag but the charts', allTags().filter((tag) => !isChartTag(tag)), true],
  ['page with every tag', allTags(), false],
];

/** Tags that draw nivo charts by design (the pricing charts and the screens holding them, market activity). */
export const isChartTag = (tag: string) => /chart|^insights-pricing$|^insights-ranking$|^insights-market-activity$/.test(tag);

/** A page of the server's origin holding `tagHtml` and the element script at `script`, configured with a token. */
function hostPage(origin: string, script: string, tagHtml: string, token: string, session: unknown): string {
  const config = `{ apiBaseUrl: ${JSON.stringify(origin)}, pricingBaseUrl: ${JSON.stringify(origin)}, portalUrl: ${JSON.stringify(origin)},
    getAccessToken: () => ${JSON.stringify(token)}, session: ${JSON.stringify(session)}, features: { pricingMenu: true } }`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>one tag</title>
<script>window.InsightsConfig = ${config};</script>
<script type="module">const m = await import(${JSON.stringify(script)}); m.configure?.(window.InsightsConfig);</script>
</head><body>${tagHtml}</body></html>`;
}

async function withTagPage<T>(context: BrowserContext, origin: string, html: string, run: (page: Page, url: string) => Promise<T>): Promise<T> {
  const url = `${origin}/bench-one-tag.html`;
  await context.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  const page = await context.newPage();
  try {
    return await run(page, url);
  } finally {
    await page.close();
    await context.unroute(url);
  }
}

export async function benchSizes(server: BenchServer, opts: { tags?: string[] } = {}): Promise<void> {
  const { baseUrl } = server;
  const browser = await launchChromium();
  try {
    // Portal routes. Signed out: a fresh context; the visit ends on the sign-in page.
    const routeRows: Row[] = [];
    const describe = (load: PageLoad, route: string) =>
      `${kb(load.gzip).padStart(9)} gz  (${details(load)})${new URL(load.finalUrl).pathname === route ? '' : ` → ${new URL(load.finalUrl).pathname.replace(/[\w-]{20,}/g, '…')}`}`;
    for (const [route, what, goal] of [
      ['/', '/ signed out (until the sign-in page)', 'the sign-in redirect must not wait for the app'],
      ['/public/first-to-worst', '/public/first-to-worst (public, signed out)', 'other screens and charts on demand'],
    ] as const) {
      const context = await browser.newContext();
      const load = await measureScripts(await context.newPage(), baseUrl + route);
      listFiles(route, load);
      routeRows.push({ what, figure: describe(load, route), goal });
      await context.close();
    }
    {
      // Signed in once in this tab: the portal keeps its user in sessionStorage, which outlives the tab's navigations.
      const page = await signedInPage(browser, baseUrl);
      const context = page.context();
      routeRows.push(...(await benchHome(browser, page, baseUrl)));
      for (const [route, goal] of [
        ['/', 'home route ≤ 110 KB gz'],
        ['/companies', 'other screens and charts on demand'],
        ['/pricing', 'other screens and charts on demand'],
        // Issue 36: nivo's bar chart only here, on demand.
        ['/activity', 'other screens and charts on demand'],
      ] as const) {
        const load = await measureScripts(page, baseUrl + route);
        listFiles(`${route} signed in`, load);
        routeRows.push({ what: `${route} signed in`, figure: describe(load, route), goal });
      }
      await context.close();
    }
    printTable('Portal JavaScript per route (Chromium, cache disabled, every JS response of the visit summed)', routeRows);

    // Per tag: one page per tag, each in a fresh context.
    const loaderBuilt = (await fetch(baseUrl + LOADER_PATH, { method: 'HEAD' })).ok;
    const script = loaderBuilt ? LOADER_PATH : STANDALONE_PATH;
    const user = await login(baseUrl, 'admin@northwind.test', PASSWORD);
    const session = createSession(user.idClaims);
    const tagRows: Row[] = [];
    const measureHtml = async (tagHtml: string, elementScript = script) => {
      const context = await browser.newContext();
      try {
        return await withTagPage(context, baseUrl, hostPage(baseUrl, elementScript, tagHtml, user.accessToken, session), (page, url) => measureScripts(page, url));
      } finally {
        await context.close();
      }
    };
    const alone = await measureHtml('');
    tagRows.push({
      what: loaderBuilt ? 'the loader alone (page with no tag)' : 'the standalone bundle alone (page with no tag)',
      figure: `${kb(alone.gzip).padStart(9)} gz  (${details(alone)})`,
      goal: '≤ 15 KB gz (the loader)',
    });
    const nivoWithoutChart: string[] = [];
    let companyList: PageLoad | undefined;
    for (const tag of opts.tags ?? allTags()) {
      const load = await measureHtml(`<${tag}></${tag}>`);
      if (tag === 'insights-company-list') companyList = load;
      listFiles(tag, load);
      if (load.nivo && !isChartTag(tag)) nivoWithoutChart.push(tag);
      tagRows.push({
        what: `page with only <${tag}>${isChartTag(tag) ? ' (chart)' : ''}`,
        figure: `${kb(load.gzip).padStart(9)} gz  (${details(load)})`,
        goal: tag === 'insights-company-list' ? '≤ 100 KB gz in total' : isChartTag(tag) ? 'nivo only with a chart tag' : 'no nivo',
      });
    }
    if (companyList) {
      // Measured in this run, so a library update moves both figures.
      const floor = await floorBytes();
      tagRows.push({
        what: 'page with only <insights-company-list> ÷ its floor (scripts/bench/floor.ts: the libraries it cannot avoid, esbuild)',
        figure: `${(companyList.gzip / floor).toFixed(2)}× (${kb(companyList.gzip)} ÷ ${kb(floor)} gz)`,
        goal: '≤ 1.15×',
      });
    }
    if (loaderBuilt && !opts.tags) {
      // The loader gives each tag its own copy of its code (ADR 0019): what pages with several tags pay for it, beside
      // the one-file bundle such a page could load instead.
      const oneFile = await measureHtml('', STANDALONE_PATH);
      for (const [what, tags, loaderLighter] of multiTagPages()) {
        const load = await measureHtml(tags.map((tag) => `<${tag}></${tag}>`).join(''));
        tagRows.push({
          what,
          figure: `${kb(load.gzip).padStart(9)} gz  (${details(load)})`,
          goal: loaderLighter ? `below the one-file bundle (${kb(oneFile.gzip)} gz)` : `none: the one-file bundle (${kb(oneFile.gzip)} gz) is this page's choice`,
        });
      }
    }
    tagRows.push({
      what: 'non-chart tags that brought nivo',
      figure: nivoWithoutChart.length ? `${nivoWithoutChart.length}: ${nivoWithoutChart.join(', ')}` : 'none',
      goal: 'none',
    });
    printTable(
      `JavaScript a page with one tag downloads (Chromium, cache disabled; script ${script}${loaderBuilt ? '' : ': the per-tag loader is not built yet, so this is the one-file bundle'})`,
      tagRows,
      'gz = gzip -9 of the same files; "nivo" = @nivo code among them.',
    );
  } finally {
    await browser.close();
  }
}
