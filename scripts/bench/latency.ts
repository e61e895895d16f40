import type { Db } from '../../server/src/db/db';
import { percentile } from './table';

export interface LatencyCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/**
 * Times every db.query the server makes (the route's own SQL, and the session look-up of the auth hook), so a
 * request's figure can be set beside the time its SQL took on the same database: the rest is the API's overhead
 * (HTTP, validation, serialisation). The routes hold this very Db object, so replacing its query method suffices.
 */
export function sqlTimer(db: Db) {
  const query = db.query.bind(db);
  // Wall time with at least one query running: queries a route sends together are not counted twice.
  let spent = 0;
  let running = 0;
  let since = 0;
  db.query = (async (sql: string, params?: unknown[]) => {
    if (running++ === 0) since = performance.now();
    try {
      return await query(sql, params);
    } finally {
      if (--running === 0) spent += performance.now() - since;
    }
  }) as Db['query'];
  return {
    /** Milliseconds of SQL since the last call. */
    take() {
      const value = spent;
      spent = 0;
      return value;
    },
  };
}

export interface LatencyResult {
  p50: number;
  p95: number;
  /** The same percentiles of the server's own time (its Server-Timing `app;dur`), null when it sent none. */
  serverP50: number | null;
  serverP95: number | null;
  /** Bytes of the last reply as sent and as read, and its Content-Encoding. */
  wireBytes: number | null;
  bodyBytes: number;
  encoding: string | null;
  /** The same percentiles of the SQL time inside each request (null without a timer). */
  sqlP50: number | null;
  sqlP95: number | null;
  n: number;
}

/**
 * What a browser's fetch sends (Chromium: `gzip, deflate, br, zstd`), less zstd, which Node 20's fetch cannot decode;
 * without it Node's fetch asks for gzip only, and a long reply's gunzip in the client would be timed as the API's.
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

/** `app;dur=12.3` of a Server-Timing header, in ms. */
function serverDuration(header: string | null): number | null {
  const match = header ? /(?:^|,)\s*app;[^,]*dur=([\d.]+)/.exec(header) : null;
  return match ? Number(match[1]) : null;
}

/**
 * Sequential requests after a short warm-up, so the figures are per request, not throughput. Each is timed from the
 * call to the last byte of the decoded body (the client's decompression included, JSON parsing not), beside the
 * server's own time from its Server-Timing header.
 */
export async function measure(
  baseUrl: string, token: string, c: LatencyCase, requests = 300, timer?: ReturnType<typeof sqlTimer>, acceptEncoding = BROWSER_ACCEPT_ENCODING,
): Promise<LatencyResult> {
  let last = { server: null as number | null, wireBytes: null as number | null, bodyBytes: 0, encoding: null as string | null };
  const send = async () => {
    const res = await fetch(baseUrl + c.path, {
      method: c.method,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-encoding': acceptEncoding,
        ...(c.body ? { 'content-type': 'application/json' } : {}),
      },
      body: c.body ? JSON.stringify(c.body) : undefined,
    });
    if (!res.ok) throw new Error(`${c.name}: HTTP ${res.status}`);
    const body = await res.arrayBuffer();
    const length = res.headers.get('content-length');
    last = {
      server: serverDuration(res.headers.get('server-timing')),
      wireBytes: length === null ? null : Number(length),
      bodyBytes: body.byteLength,
      encoding: res.headers.get('content-encoding'),
    };
  };
  for (let i = 0; i < 10; i++) await send();
  const times: number[] = [];
  const sql: number[] = [];
  const server: number[] = [];
  for (let i = 0; i < requests; i++) {
    timer?.take();
    const t0 = performance.now();
    await send();
    times.push(performance.now() - t0);
    if (timer) sql.push(timer.take());
    if (last.server !== null) server.push(last.server);
  }
  times.sort((a, b) => a - b);
  sql.sort((a, b) => a - b);
  server.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    serverP50: server.length ? percentile(server, 50) : null,
    serverP95: server.length ? percentile(server, 95) : null,
    wireBytes: last.wireBytes,
    bodyBytes: last.bodyBytes,
    encoding: last.encoding,
    sqlP50: timer ? percentile(sql, 50) : null,
    sqlP95: timer ? percentile(sql, 95) : null,
    n: requests,
  };
}

/**
 * The same requests made by Chromium's fetch in a page of the server's origin, as the widgets make them (the browser's
 * own Accept-Encoding, so brotli; HTTP cache off): p50/p95 from the call to the decoded body read as text, JSON
 * parsing not included, like `measure`. For long replies, whose decompression Node's fetch does far slower than a browser.
 */
export async function measureInBrowser(
  page: import('playwright').Page, baseUrl: string, token: string, c: LatencyCase, requests = 300,
): Promise<{ p50: number; p95: number }> {
  if (!page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/portal-config.json`);
  const times = await page.evaluate(
    // No named functions in here: tsx's name-keeping helper does not exist in the page.
    async ({ url, method, body, token, requests }) => {
      const out: number[] = [];
      for (let i = -10; i < requests; i++) {
        const t0 = performance.now();
        const res = await fetch(url, {
          method,
          cache: 'no-store',
          headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ?? undefined,
        });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        await res.text();
        if (i >= 0) out.push(performance.now() - t0); // the first ten warm up
      }
      return out;
    },
    { url: baseUrl + c.path, method: c.method, body: c.body ? JSON.stringify(c.body) : null, token, requests },
  );
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
