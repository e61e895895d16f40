// Ingest → bell drawn in an open browser: one follower signed in to the portal in Chromium, OTHER hub connections
// held open by a separate process (hubClients.ts), then one license event at a time through the ingest path. Time runs
// from just before the ingest call to the bell's label changing in the page (a MutationObserver stamps it with the
// wall clock), both read from this machine's one clock.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ingestLicenses, parseLicenseFile } from '../../server/src/notifications/ingest.js';
import { login } from '../../server/test/support/oidcLogin.js';
import { launchChromium, ms, PASSWORD, percentile, printTable, signInOnPage, type BenchServer, type Row } from './support.js';

export interface BellLatency {
  times: number[];
  /** Connections the other process held open while the events ran, its failures, and the pushes they received. */
  others: { open: number; failed: number; pushes: number; error?: string };
}

interface HubClients {
  open: number;
  failed: number;
  error?: string;
  count(): Promise<{ pushes: number; open: number }>;
  close(): Promise<void>;
}

/** Starts hubClients.ts with `connections` connections signed in as `token`'s user; resolves once they are open. */
async function startHubClients(baseUrl: string, token: string, connections: number): Promise<HubClients> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/hubClients.ts'], {
    env: { ...process.env, HUB_URL: `${baseUrl.replace(/^http/, 'ws')}/notifications-alerts`, HUB_TOKEN: token, HUB_CONNECTIONS: String(connections) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const waiters: Array<(line: string) => void> = [];
  lines.on('line', (line) => waiters.shift()?.(line));
  const nextLine = () => new Promise<string>((resolve, reject) => {
    waiters.push(resolve);
    child.once('exit', (code) => reject(new Error(`hub clients exited (${code})`)));
  });
  const ready = (await nextLine()).split(' ');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    open: Number(ready[1]),
    failed: Number(ready[2]),
    error: ready.slice(3).join(' ') || undefined,
    async count() {
      const answer = nextLine();
      child.stdin!.write('count\n');
      const parts = (await answer).split(' ');
      return { pushes: Number(parts[1]), open: Number(parts[3]) };
    },
    async close() {
      child.stdin!.end();
      await exited;
    },
  };
}

/**
 * `events` license events for a company `email` follows, each awaited in the portal's bell, while `others` further
 * connections of the same user are open (so each event is pushed to all of them as well).
 */
export async function measureBellLatency(server: BenchServer, opts: { events: number; others: number; email?: string }): Promise<BellLatency> {
  const email = opts.email ?? 'member@contoso.test';
  const { built, baseUrl } = server;
  const { rows } = await built.db.query<{ company_id: string }>(
    'select f.company_id::text from follows f join users u on u.id = f.user_id where u.email_address = $1 and f.state_code is null limit 1',
    [email],
  );
  if (!rows[0]) throw new Error(`${email} follows no company`);
  const companyId = rows[0].company_id;

  const clients = opts.others > 0 ? await startHubClients(baseUrl, (await login(baseUrl, email, PASSWORD)).accessToken, opts.others) : null;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await signInOnPage(page, email);
    const bell = page.locator('button[data-synced="true"]');
    await bell.waitFor({ timeout: 30_000 });

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
    for (let i = 0; i < opts.events; i++) {
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
      // Let the other connections' pushes drain before the next event.
      await new Promise((resolve) => setTimeout(resolve, opts.others > 0 ? 250 : 50));
    }
    const counted = clients ? await clients.count() : { pushes: 0, open: 0 };
    return { times, others: { open: counted.open, failed: clients?.failed ?? 0, pushes: counted.pushes, error: clients?.error } };
  } finally {
    await browser.close();
    await clients?.close();
  }
}

export async function benchRealtime(server: BenchServer, opts: { events: number; others: number }): Promise<void> {
  // First alone (the issue's "now" figure had no other clients), then with the others open.
  const runs = opts.others > 0 ? [0, opts.others] : [0];
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const others of runs) {
    const r = await measureBellLatency(server, { events: opts.events, others });
    const t = r.times;
    rows.push({
      what: `ingest → bell, ${r.others.open} other hub connections open`,
      figure: `p50 ${ms(percentile(t, 50))}, p95 ${ms(percentile(t, 95))}, max ${ms(Math.max(...t))}`,
      goal: others > 0 ? 'p95 ≤ 50 ms while 2,000 other hub connections are open' : '',
    });
    if (others > 0) {
      notes.push(
        `the others: one process of raw SignalR WebSockets signed in as the same follower, so every event is pushed to ` +
          `them too (they received ${r.others.pushes} pushes for ${t.length} events${r.others.failed ? `; ${r.others.failed} failed to open: ${r.others.error}` : ''})`,
      );
    }
  }
  printTable(`Realtime: ingest → bell drawn in an open portal page (Chromium), ${opts.events} events per row`, rows, notes.join('; '));
}
