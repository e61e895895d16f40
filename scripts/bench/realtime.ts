// Ingest → bell drawn in an open browser: one follower signed in to the portal in Chromium, OTHER hub connections
// held open by a separate process (hubClients.ts, at a lower CPU priority: HUB_NICE), then one license event at a time
// through the ingest path. The others are the same user as the browser (every push goes to all of them first: the
// worst case) or another tenant's user who follows nothing of the event (they are only open). Time runs
// from just before the ingest call to the bell's label changing in the page (a MutationObserver stamps it with the
// wall clock), both read from this machine's one clock.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ingestLicenses, parseLicenseFile } from '../../server/src/notifications/ingest.js';
import { login } from '../../server/test/support/oidcLogin.js';
import { launchChromium, ms, PASSWORD, percentile, printTable, signInOnPage, type BenchServer, type Row } from './support.js';

export interface BellLatency {
  times: number[];
  /**
   * The server's share of each event, from the same clock: ingest start → the push handed to the bus (the database
   * work before it), and the bus → the hub's last socket write (the fan-out to every connection of the user).
   */
  pushSent: number[];
  fanOut: number[];
  /** Connections the other process held open while the events ran, its failures, and the pushes they received. */
  others: { open: number; failed: number; pushes: number; error?: string; nice: number };
}

interface HubClients {
  open: number;
  failed: number;
  error?: string;
  nice: number;
  count(): Promise<{ pushes: number; open: number }>;
  close(): Promise<void>;
}

/** Starts hubClients.ts with `connections` connections signed in as `token`'s user; resolves once they are open. */
async function startHubClients(baseUrl: string, token: string, connections: number): Promise<HubClients> {
  const nice = Number(process.env.HUB_NICE ?? 10);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/hubClients.ts'], {
    env: {
      ...process.env,
      HUB_URL: `${baseUrl.replace(/^http/, 'ws')}/notifications-alerts`,
      HUB_TOKEN: token,
      HUB_CONNECTIONS: String(connections),
      HUB_NICE: String(nice),
    },
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
    nice,
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
 * connections of `othersEmail` are open: by default the same user (so each event is pushed to all of them as well).
 */
export async function measureBellLatency(
  server: BenchServer,
  opts: { events: number; others: number; email?: string; othersEmail?: string },
): Promise<BellLatency> {
  const email = opts.email ?? 'member@contoso.test';
  const othersEmail = opts.othersEmail ?? email;
  const { built, baseUrl } = server;
  const { rows } = await built.db.query<{ company_id: string }>(
    'select f.company_id::text from follows f join users u on u.id = f.user_id where u.email_address = $1 and f.state_code is null limit 1',
    [email],
  );
  if (!rows[0]) throw new Error(`${email} follows no company`);
  const companyId = rows[0].company_id;

  const clients = opts.others > 0 ? await startHubClients(baseUrl, (await login(baseUrl, othersEmail, PASSWORD)).accessToken, opts.others) : null;
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
    const pushSent: number[] = [];
    const fanOut: number[] = [];
    // The hub subscribed to the bus when the server started, so this handler runs right after its fan-out.
    const bus = built.notifications.bus;
    const publish = bus.publish.bind(bus);
    let publishedAt = 0;
    let fannedOutAt = 0;
    bus.publish = (message) => {
      publishedAt ||= performance.timeOrigin + performance.now();
      return publish(message);
    };
    const unsubscribe = bus.subscribe(() => {
      fannedOutAt ||= performance.timeOrigin + performance.now();
    });
    try {
      for (let i = 0; i < opts.events; i++) {
        const target = count + 1;
        const csv = `State,Commodity,CompanyId,LicenseNumber,LicenseType\nTX,Electric,${companyId},BENCH-${Date.now().toString(36)}-${i},Supplier\n`;
        publishedAt = 0;
        fannedOutAt = 0;
        const started = performance.timeOrigin + performance.now();
        await ingestLicenses(built.db, built.notifications.bus, parseLicenseFile(csv));
        const seenAt = await page.waitForFunction(
          (n) => (window as unknown as { __seen: Array<{ label: string; at: number }> }).__seen.find((s) => Number(/(\d+) unread/.exec(s.label)?.[1] ?? 0) >= n)?.at,
          target,
          { polling: 10, timeout: 10_000 },
        );
        times.push(((await seenAt.jsonValue()) as number) - started);
        if (publishedAt && fannedOutAt) {
          pushSent.push(publishedAt - started);
          fanOut.push(fannedOutAt - publishedAt);
        }
        count = target;
        await page.evaluate(() => ((window as unknown as { __seen: unknown[] }).__seen = []));
        // Let the other connections' pushes drain before the next event.
        await new Promise((resolve) => setTimeout(resolve, opts.others > 0 ? 250 : 50));
      }
    } finally {
      bus.publish = publish;
      unsubscribe();
    }
    const counted = clients ? await clients.count() : { pushes: 0, open: 0 };
    return { times, pushSent, fanOut, others: { open: counted.open, failed: clients?.failed ?? 0, pushes: counted.pushes, error: clients?.error, nice: clients?.nice ?? 0 } };
  } finally {
    await browser.close();
    await clients?.close();
  }
}

/** A user of another tenant, who follows none of member@contoso.test's companies: its connections get no push. */
const OTHER_TENANT_USER = 'broker@fabrikam.test';

export async function benchRealtime(server: BenchServer, opts: { events: number; others: number }): Promise<void> {
  // First alone (the issue's "now" figure had no other clients), then with the others open: the same user's (the worst
  // case: every event goes to all of them, and the browser's connection, opened last, is written last), then another
  // tenant's (open, but not pushed to).
  const runs: Array<{ others: number; othersEmail?: string; label: string }> = [{ others: 0, label: '' }];
  if (opts.others > 0) {
    runs.push({ others: opts.others, label: 'of the same user' });
    runs.push({ others: opts.others, othersEmail: OTHER_TENANT_USER, label: 'of another tenant' });
  }
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const run of runs) {
    const r = await measureBellLatency(server, { events: opts.events, others: run.others, othersEmail: run.othersEmail });
    const t = r.times;
    rows.push({
      what: `ingest → bell, ${r.others.open} other hub connections open${run.label ? ` (${run.label})` : ''}`,
      figure:
        `p50 ${ms(percentile(t, 50))}, p95 ${ms(percentile(t, 95))}, max ${ms(Math.max(...t))}` +
        (r.fanOut.length ? ` (push sent after p50 ${ms(percentile(r.pushSent, 50))}, written to all in p50 ${ms(percentile(r.fanOut, 50))} / p95 ${ms(percentile(r.fanOut, 95))})` : ''),
      goal: run.others > 0 ? 'p95 ≤ 50 ms while 2,000 other hub connections are open' : '',
    });
    if (run.others > 0) {
      notes.push(
        `${run.label}: one process of raw SignalR WebSockets at nice ${r.others.nice} signed in as ${run.othersEmail ?? 'the follower'} ` +
          `(they received ${r.others.pushes} pushes for ${t.length} events${r.others.failed ? `; ${r.others.failed} failed to open: ${r.others.error}` : ''})`,
      );
    }
  }
  notes.push('in brackets, the server\'s share: ingest start → push handed to the hub (database work), then the hub\'s writes to every connection of the user');
  printTable(`Realtime: ingest → bell drawn in an open portal page (Chromium), ${opts.events} events per row`, rows, notes.join('; '));
}
