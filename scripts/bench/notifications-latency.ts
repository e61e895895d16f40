/**
 * Ingest → browser latency of a realtime notification, p50/p95 over N events (default 50).
 *   npx tsx scripts/bench/notifications-latency.ts            (needs npm run build:portal first)
 * Starts the server in this process on an in-memory database, signs a follower in with Chromium through the
 * real portal, then records one license event at a time through the ingest path and waits until the portal's
 * bell shows it. Time runs from just before the ingest call to the DOM change in the page (a MutationObserver
 * on the bell), both read from the wall clock of this one machine.
 */
import { chromium } from 'playwright';
import { createServer } from 'node:net';
import { buildApp } from '../../server/src/app.js';
import { ingestLicenses, parseLicenseFile } from '../../server/src/notifications/ingest.js';
import { CHROMIUM_ARGS } from '../chromium-args.mjs';

const EVENTS = Number(process.env.EVENTS ?? 50);
const EMAIL = 'member@contoso.test';

const port = await new Promise<number>((resolve) => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1', () => {
    const p = (probe.address() as { port: number }).port;
    probe.close(() => resolve(p));
  });
});
const baseUrl = `http://localhost:${port}`;
const built = await buildApp({ publicUrl: baseUrl, notifications: { expiryCheckMs: 0 } });
await built.app.listen({ port, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill('insights-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const bell = page.locator('button[data-synced="true"]');
  await bell.waitFor({ timeout: 30_000 });

  const { rows } = await built.db.query<{ company_id: string }>(
    `select f.company_id::text from follows f join users u on u.id = f.user_id where u.email_address = $1 and f.state_code is null limit 1`,
    [EMAIL],
  );
  const companyId = rows[0].company_id;

  // Each change of the bell's label is stamped in the page with the wall clock.
  await page.evaluate(() => {
    const w = window as unknown as { __seen: Array<{ label: string; at: number }> };
    w.__seen = [];
    const button = document.querySelector('button[data-synced="true"]')!;
    new MutationObserver(() => w.__seen.push({ label: button.getAttribute('aria-label') ?? '', at: performance.timeOrigin + performance.now() })).observe(button, {
      attributes: true,
      attributeFilter: ['aria-label'],
    });
  });
  const labelCount = (label: string) => Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
  let count = labelCount((await bell.getAttribute('aria-label')) ?? '');
  const times: number[] = [];
  for (let i = 0; i < EVENTS; i++) {
    const target = count + 1;
    const csv = `State,Commodity,CompanyId,LicenseNumber,LicenseType\nTX,Electric,${companyId},BENCH-${Date.now().toString(36)}-${i},Supplier\n`;
    const started = performance.timeOrigin + performance.now();
    await ingestLicenses(built.db, built.notifications.bus, parseLicenseFile(csv));
    const seenAt = await page.waitForFunction(
      (n) => (window as unknown as { __seen: Array<{ label: string; at: number }> }).__seen.find((s) => Number(/(\d+) unread/.exec(s.label)?.[1] ?? 0) >= n)?.at,
      target,
      { polling: 10, timeout: 10_000 },
    );
    times.push(((await seenAt.jsonValue()) as number) - started);
    count = target;
    await page.evaluate(() => ((window as unknown as { __seen: unknown[] }).__seen = []));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.max(0, Math.ceil((p / 100) * times.length) - 1))];
  console.log(`ingest → bell in the browser over ${times.length} events: p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
} finally {
  await browser.close();
  await built.close();
}
