// Shared pieces of the browser benchmarks: one in-process server with the built portal, Chromium and the real
// sign-in; the tables and percentiles come from table.ts.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { join } from 'node:path';
import { buildApp, type BuiltApp } from '../../server/src/app.js';
import { portalDistDir } from '../../server/src/paths.js';
import { freePort } from '../../server/test/support/testServer.js';
import { CHROMIUM_ARGS } from '../chromium-args.mjs';
import { startTlsFront } from './tlsFront.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const PASSWORD = 'insights-demo';

export interface BenchServer {
  /** http://localhost:<port>, or https://localhost:<port> behind the load balancer's stand-in: the portal's and the identity provider's origin. */
  baseUrl: string;
  port: number;
  built: BuiltApp;
  /** Behind the TLS front: the hash of its certificate's key, which Chromium is told to trust (tlsFront.ts). */
  spki?: string;
  close(): Promise<void>;
}

/**
 * The whole product (API, identity provider, portal, widget bundles) on an in-memory database in this process, on
 * BENCH_PORT or a free port. The browser benches need the built portal (`npm run build:portal`). `tlsFront`: behind
 * a stand-in for the deployment's load balancer (TLS and HTTP/2, tlsFront.ts), which then owns BENCH_PORT, and the
 * server trusts its X-Forwarded headers as deployment.md says.
 */
export async function startBenchServer(opts: { seedScale?: number; tlsFront?: boolean } = {}): Promise<BenchServer> {
  if (!existsSync(join(portalDistDir, 'index.html'))) throw new Error(`${portalDistDir} is missing: run npm run build:lib && npm run build:portal first`);
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const serverPort = opts.tlsFront ? await freePort() : port;
  const front = opts.tlsFront ? await startTlsFront(serverPort, port) : undefined;
  const baseUrl = front?.url ?? `http://localhost:${port}`;
  const built = await buildApp({
    publicUrl: baseUrl,
    trustProxy: Boolean(front),
    seedScale: opts.seedScale ?? 1,
    pricingMenu: true,
    notifications: { expiryCheckMs: 0 },
  });
  await built.app.listen({ port: serverPort, host: '127.0.0.1' });
  return {
    baseUrl,
    port,
    built,
    spki: front?.spki,
    async close() {
      await front?.close();
      await built.close();
    },
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Signs in through the portal's real login page from wherever `page` is (it must be on a signed-in route). */
export async function signInOnPage(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email, { timeout: 30_000 }).catch((error: Error) => {
    throw new Error(`no sign-in page at ${page.url()} (is the portal built? a build in progress empties portal/dist): ${error.message}`);
  });
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * The profilers' set-up: a phone-sized page signed in as `email`, `route` loaded once so its code is cached, then
 * another page (Settings), and the CPU 4× slower (Lighthouse's mobile setting) for the load about to be measured.
 */
export async function warmThenThrottle(browser: Browser, baseUrl: string, route: string, email: string): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/companies`);
  await signInOnPage(page, email);
  await page.waitForURL((u) => u.pathname === '/companies');
  await page.goto(baseUrl + route);
  await page.waitForTimeout(2500);
  await page.goto(`${baseUrl}/settings`);
  await page.waitForTimeout(1500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, cdp };
}

/** What clearHttpCache needs of a DevTools session: Playwright's and puppeteer's both have it. */
interface CacheSession {
  send(method: 'Network.enable' | 'Network.clearBrowserCache'): Promise<unknown>;
  send(method: 'Network.setCacheDisabled', params: { cacheDisabled: boolean }): Promise<unknown>;
}

/**
 * Empties the browser's HTTP cache as Lighthouse's own reset does (core/gather/driver/storage.js clearBrowserCaches):
 * the disk cache, then 'Disable cache' on and off, which evicts the page's memory cache. Call it once the page has
 * stopped fetching: a response still arriving is written to the cache afterwards, and the next "cold" load takes it
 * from there.
 */
export async function clearHttpCache(cdp: CacheSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
}


/** A call frame of a V8 CPU profile (DevTools protocol or trace). */
export interface ProfileFrame {
  functionName: string;
  url?: string;
  lineNumber: number;
  columnNumber: number;
}

/**
 * Names a profile's call frames as the portal's sources do: `name file:line` through the production build's source
 * maps (portal/dist/assets/*.map), a package's file from its path below node_modules; without a map, the function and
 * the file it ran in.
 */
export function portalFrameLabel(): (frame: ProfileFrame) => string {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapFor = (url: string) => {
    if (!maps.has(url)) {
      try {
        maps.set(url, new SourceMapConsumer(JSON.parse(readFileSync(`portal/dist${new URL(url).pathname}.map`, 'utf8'))));
      } catch {
        maps.set(url, null);
      }
    }
    return maps.get(url);
  };
  return (frame) => {
    const map = frame.url ? mapFor(frame.url) : null;
    if (map && frame.lineNumber >= 0) {
      const original = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
      if (original.source) return `${original.name ?? frame.functionName} ${original.source.replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${original.line}`;
    }
    return `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').pop() ?? ''}`.trim();
  };
}

export { kb, ms, percentile, printTable, seconds, type Row } from './table';
