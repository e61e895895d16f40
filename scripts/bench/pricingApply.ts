// Pricing Apply → four charts drawn, in Chromium on the portal's /pricing (signed in as a Northwind admin): the time
// from the click to the first chart drawn and to all four, over RUNS runs after one warm-up.
//   npx tsx scripts/bench/pricingApply.ts      (own server in this process; needs npm run build:portal first)
// A chart counts as drawn once its card (data-chart-state) has left "drawn" after the click and is "drawn" again with
// something on screen: a [data-drawn="true"] mark, a chart <svg> with a non-empty path, or a <canvas> of non-zero
// size, whichever the chart uses. The viewport is tall enough for all four cards, so charts drawn only when scrolled
// into view are drawn too. Timing runs inside the page (performance.now(), rAF polling).
import { fileURLToPath } from 'node:url';
import { launchChromium, ms, printTable, signInOnPage, startBenchServer, type BenchServer } from './support.js';

export interface ApplyTiming {
  first: number;
  all: number;
  charts: number;
  /** What each chart drew on: 'svg', 'canvas' or 'marked' (data-drawn). */
  kinds: string[];
}

/** One click on Apply, timed in the page; resolves when every chart card is drawn again (or after 60 s). */
function applyOnce(): Promise<ApplyTiming> {
  const cards = () => [...document.querySelectorAll('[data-chart-state]')];
  const drawnOn = (card: Element): string | null => {
    if (card.querySelector('[data-drawn="true"]')) return 'marked';
    const big = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    if ([...card.querySelectorAll('canvas')].some(big)) return 'canvas';
    const svg = [...card.querySelectorAll('svg')].some((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 100 && r.height > 100 && [...el.querySelectorAll('path')].some((p) => (p.getAttribute('d') ?? '').length > 0);
    });
    return svg ? 'svg' : null;
  };
  const button = [...document.querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === 'Apply' && !b.disabled && b.getClientRects().length > 0,
  );
  if (!button) return Promise.reject(new Error('no Apply button on the page'));
  const left = new Set<Element>();
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target as Element;
      if (el.getAttribute('data-chart-state') !== 'drawn') left.add(el);
    }
  });
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-chart-state'] });
  const t0 = performance.now();
  button.click();
  for (const card of cards()) if (card.getAttribute('data-chart-state') !== 'drawn') left.add(card);
  return new Promise((resolve, reject) => {
    const done = new Map<Element, number>();
    const kinds: string[] = [];
    const tick = (now: number) => {
      for (const card of cards()) {
        const kind = !done.has(card) && left.has(card) && card.getAttribute('data-chart-state') === 'drawn' ? drawnOn(card) : null;
        if (kind) {
          done.set(card, now - t0);
          kinds.push(kind);
        }
      }
      const all = cards();
      if (all.length > 0 && all.every((card) => done.has(card))) {
        observer.disconnect();
        const times = [...done.values()];
        resolve({ first: Math.min(...times), all: Math.max(...times), charts: all.length, kinds });
      } else if (now - t0 > 60_000) {
        observer.disconnect();
        reject(new Error(`charts not drawn after 60 s: ${all.map((c) => `${c.getAttribute('aria-label')}=${c.getAttribute('data-chart-state')}`).join(', ')}`));
      } else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

export async function measurePricingApply(baseUrl: string, runs = 10): Promise<ApplyTiming[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 2400 } });
    // tsx compiles with esbuild's keepNames: functions handed to the page call its __name helper.
    await page.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
    await page.goto(`${baseUrl}/pricing`);
    await signInOnPage(page, 'admin@northwind.test');
    await page.waitForURL((u) => u.pathname === '/pricing', { timeout: 30_000 });
    await page.waitForFunction(() => {
      const cards = [...document.querySelectorAll('[data-chart-state]')];
      return cards.length >= 4 && cards.every((c) => c.getAttribute('data-chart-state') === 'drawn');
    }, undefined, { timeout: 60_000 });
    const timings: ApplyTiming[] = [];
    for (let i = 0; i <= runs; i++) {
      const timing = await page.evaluate(applyOnce);
      if (i > 0) timings.push(timing);
      await page.waitForTimeout(300);
    }
    return timings;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export async function benchPricingApply(server: BenchServer, runs = 10): Promise<void> {
  const t = await measurePricingApply(server.baseUrl, runs);
  const spread = (values: number[]) => `median ${ms(median(values))} (min ${ms(Math.min(...values))}, max ${ms(Math.max(...values))})`;
  const kinds = Object.entries(
    (t[0]?.kinds ?? []).reduce<Record<string, number>>((n, kind) => ({ ...n, [kind]: (n[kind] ?? 0) + 1 }), {}),
  ).map(([kind, n]) => `${n} ${kind}`).join(', ');
  printTable(
    `Pricing: Apply → charts drawn on /pricing (Chromium, 1440 × 2400, ${t.length} runs after a warm-up)`,
    [
      { what: `Apply → all ${t[0]?.charts ?? 4} charts drawn`, figure: spread(t.map((x) => x.all)), goal: '≤ 300 ms' },
      { what: 'Apply → first chart drawn', figure: spread(t.map((x) => x.first)), goal: '≤ 150 ms' },
    ],
    `charts drawn on: ${kinds}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const server = await startBenchServer();
  try {
    await benchPricingApply(server, Number(process.env.RUNS ?? 10));
  } finally {
    await server.close();
  }
}
