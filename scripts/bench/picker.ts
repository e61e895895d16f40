// The licensed-company picker (issue 25): in Chromium on /licenses/browse at seed scale 10, the time from a keystroke
// in the Company select to its options showing the server's page for the text typed, and the picker's calls as
// Chromium timed them (Resource Timing). Each prefix is measured once (a prefix asked before comes from the cache).
//   npx tsx scripts/bench/picker.ts          (own server at BENCH_PICKER_SCALE, default 10; needs the built portal)
import { fileURLToPath } from 'node:url';
import { launchChromium, ms, percentile, printTable, signInOnPage, startBenchServer, type BenchServer } from './support.js';

const NAMES = '/api/sqlserver/licensedCompanyNames';
const KEY_GAP_MS = 125;
declare function untilOptionsInPage(expected: string[]): Promise<number>;

/** Resolves with the ms from the next keydown to the listbox showing exactly `expected` (60 s at most). */
function untilOptions(expected: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    let t0: number | undefined;
    const shown = () => {
      const list = document.querySelector('[role="listbox"][aria-label="Company"]');
      const options = list ? [...list.querySelectorAll('[role="option"]')].map((o) => o.textContent ?? '') : [];
      return options.length === expected.length && options.every((text, i) => text === expected[i]);
    };
    const check = () => {
      if (t0 === undefined || !shown()) return;
      observer.disconnect();
      resolve(performance.now() - t0);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    document.addEventListener('keydown', () => {
      t0 = performance.now();
      // The keystroke's own render may already show it (a page filtered on screen that equals the server's).
      queueMicrotask(check);
    }, { once: true, capture: true });
    setTimeout(() => {
      observer.disconnect();
      const list = document.querySelector('[role="listbox"][aria-label="Company"]');
      const now = list ? [...list.querySelectorAll('[role="option"]')].map((o) => o.textContent ?? '') : [];
      const at = now.findIndex((text, i) => text !== expected[i]);
      reject(new Error(`options never became the ${expected.length} expected; ${now.length} shown, first difference at ${at}: ${now[at]} ≠ ${expected[at]}`));
    }, 20_000);
  });
}

export async function benchPicker(server: BenchServer, words = 12): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    // tsx compiles with esbuild's keepNames: functions handed to the page call its __name helper.
    await page.addInitScript({ content: `globalThis.__name ??= (fn) => fn; globalThis.untilOptionsInPage = ${untilOptions.toString()};` });
    await page.goto(`${server.baseUrl}/licenses/browse`);
    await signInOnPage(page, 'member@northwind.test');
    // exact: the header's search (Ctrl/⌘K, "Find a company") is a combobox too, and a name matches as a substring.
    const box = page.getByRole('combobox', { name: 'Company', exact: true });
    await box.waitFor({ timeout: 60_000 });
    const token = await page.evaluate(() => {
      for (const key of Object.keys(sessionStorage)) if (key.startsWith('oidc.user:')) return JSON.parse(sessionStorage.getItem(key)!).access_token as string;
      return '';
    });
    const ask = async (query: string) => {
      const response = await fetch(`${server.baseUrl}${NAMES}?${query}`, { headers: { authorization: `Bearer ${token}` } });
      return ((await response.json()) as { data: { name: string }[] }).data.map((c) => c.name);
    };
    const all = await ask('');
    // Words from names spread over the alphabet, four letters each: what a user types to find a company.
    const picked = Array.from({ length: words }, (_, i) => all[Math.floor(((i + 0.5) * all.length) / words)]);
    const texts = [...new Set(picked.map((name) => (name.split(/\s+/).find((w) => /^[a-z]{4,}/i.test(w)) ?? name).slice(0, 4).toLowerCase()))];

    const keystrokes: number[] = [];
    const seen = new Set<string>(['']);
    await box.click();
    for (const text of texts) {
      await box.fill('');
      await page.waitForFunction((n) => document.querySelectorAll('[role="listbox"][aria-label="Company"] [role="option"]').length === n, 50);
      for (let i = 1; i <= text.length; i++) {
        const prefix = text.slice(0, i);
        const expected = await ask(`search=${encodeURIComponent(prefix)}&limit=50`);
        // A fast typist's pace (eight keys a second) between keystrokes.
        await page.waitForTimeout(KEY_GAP_MS);
        // Armed before the key is sent (an evaluate left pending may reach the page after the key event).
        await page.evaluate((list) => {
          (window as unknown as { __picker: Promise<number> }).__picker = untilOptionsInPage(list);
        }, expected);
        await page.keyboard.type(text[i - 1]);
        const took = await page.evaluate(() => (window as unknown as { __picker: Promise<number> }).__picker);
        if (!seen.has(prefix)) keystrokes.push(took);
        seen.add(prefix);
      }
    }
    const calls = await page.evaluate((path) => performance.getEntriesByType('resource')
      .filter((e) => e.name.includes(path) && new URL(e.name).searchParams.has('limit'))
      .map((e) => (e as PerformanceResourceTiming).responseEnd - (e as PerformanceResourceTiming).startTime), NAMES);
    const scale = (server.built.seed?.counts.companies ?? 0).toLocaleString('en-US');
    printTable(`Licensed-company picker in Chromium (/licenses/browse, ${all.length.toLocaleString('en-US')} licensed companies of ${scale})`, [
      {
        what: `keystroke → the server's options shown (${keystrokes.length} new prefixes of ${texts.length} words)`,
        figure: `p50 ${ms(percentile(keystrokes, 50))}, p95 ${ms(percentile(keystrokes, 95))}, max ${ms(Math.max(...keystrokes))}`,
        goal: '≤ 100 ms',
      },
      {
        what: `the select's calls (search, limit=50) by Chromium's fetch (${calls.length})`,
        figure: `p50 ${ms(percentile(calls, 50))}, p95 ${ms(percentile(calls, 95))}`,
        goal: 'p95 ≤ 20 ms',
      },
    ], `one request at most every 100 ms while typing (the first keystroke after a pause asks at once); keys ${KEY_GAP_MS} ms apart`);
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startBenchServer({ seedScale: Number(process.env.BENCH_PICKER_SCALE ?? 10) });
  try {
    await benchPicker(server);
  } finally {
    await server.close();
  }
}
