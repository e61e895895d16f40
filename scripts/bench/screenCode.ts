// `npx tsx scripts/bench/screenCode.ts [/route,/route…]`: how long a screen's code takes to arrive over a phone's link,
// in real Chromium with its own network throttling (150 ms round trips, 1.6 Mbit/s down, as Lighthouse's slow 4G),
// not Lighthouse's simulation. Signed in (admin@northwind.test), HTTP cache cleared before each load, three loads of
// each route from scratch: the document's start to the last JavaScript file's arrival, and the LCP.
// Then the same route's blocking time as the tasks really run with the CPU 4× slower (Chromium's own CPU throttling,
// no network throttling, the files now cached): long tasks after the first contentful paint, each beyond 50 ms, summed.
// Beside lantern's figures (scripts/bench/lanternPath.ts), this shows what a real browser does with the same files: on
// this link a cold screen's code arrival follows the bytes, not the number of files or how deep their imports go
// (README, Performance). Needs `npm run build:portal`. A diagnostic: it prints, it asserts nothing.
import type { CDPSession, Page } from 'playwright';
import { clearHttpCache, launchChromium, percentile, signInOnPage, startBenchServer } from './support';

const routes = (process.argv[2] ?? '/companies,/settings/users,/activity,/dashboard').split(',');
const RUNS = Number(process.env.BENCH_RUNS) || 3;

/** When the page's last script file arrived, in ms after the document started, and how many it loaded. */
const lastScript = (page: Page) =>
  page.evaluate(() => {
    const scripts = performance.getEntriesByType('resource').filter((e) => /\/assets\/.*\.js$/.test(e.name)) as PerformanceResourceTiming[];
    return { ms: Math.max(0, ...scripts.map((e) => e.responseEnd)), files: scripts.length };
  });

/** An empty cache and Lighthouse's link; the page must have stopped fetching (settle). */
async function slowLink(cdp: CDPSession) {
  await clearHttpCache(cdp);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8,
  });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
}

/** Total blocking time after FCP from the long tasks the page observed since it started (see the init script). */
const blockingTime = (page: Page) =>
  page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tasks = (window as unknown as { longTasks: [number, number][] }).longTasks;
    return tasks.filter(([start]) => start > fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  });

const server = await startBenchServer();
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/`);
  await signInOnPage(page, 'admin@northwind.test');
  await page.waitForURL((url) => url.pathname === '/');
  await settle(page);
  await page.addInitScript(() => {
    const tasks: [number, number][] = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => list.getEntries().forEach((task) => tasks.push([task.startTime, task.duration]))).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  for (const route of routes) {
    const reload: number[] = [];
    const lcp: number[] = [];
    let files = 0;
    for (let run = 0; run < RUNS; run += 1) {
      await slowLink(cdp);
      await page.goto(server.baseUrl + route);
      await settle(page);
      const loaded = await lastScript(page);
      reload.push(loaded.ms);
      files = loaded.files;
      lcp.push(await page.evaluate(() => new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(NaN), 1000);
      })));

      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    }
    const blocking: number[] = [];
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(server.baseUrl + route);
      await settle(page);
      await page.waitForTimeout(1000);
      blocking.push(await blockingTime(page));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const median = (values: number[]) => `${(percentile(values, 50) / 1000).toFixed(2)} s`;
    console.log(
      `${route.padEnd(24)} slow 4G: code ${median(reload)} (${files} files), LCP ${median(lcp)} · 4× CPU: TBT ${percentile(blocking, 50).toFixed(0)} ms (${blocking.map((b) => b.toFixed(0)).join(', ')})`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
