// Time from a click on Apply to four drawn charts on /pricing in Chromium (median of 10).
// Needs a running server with the built portal: BASE_URL (default http://localhost:3104).
import { chromium } from 'playwright';
import { CHROMIUM_ARGS } from '../chromium-args.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:3104';
const runs = Number(process.env.RUNS ?? 10);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
await page.goto(`${base}/pricing`);
await page.getByLabel('Email').fill('admin@northwind.test');
await page.getByLabel('Password').fill('insights-demo');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL((u) => u.pathname === '/pricing');

const fourDrawn = () =>
  page.waitForFunction(() => {
    const cards = [...document.querySelectorAll('[data-chart-state]')];
    return cards.length === 4 && cards.every((c) => c.getAttribute('data-chart-state') === 'drawn' && c.querySelector('svg path[d]'));
  }, undefined, { polling: 'raf', timeout: 60_000 });
await fourDrawn();

const times = [];
for (let i = 0; i < runs; i++) {
  await page.getByRole('button', { name: 'Apply' }).click();
  const t0 = await page.evaluate(() => performance.now());
  await page.waitForFunction(() => document.querySelector('[data-chart-state="loading"]'), undefined, { polling: 'raf' }).catch(() => undefined);
  await fourDrawn();
  const t1 = await page.evaluate(() => performance.now());
  times.push(t1 - t0);
}
times.sort((a, b) => a - b);
const median = runs % 2 ? times[(runs - 1) / 2] : (times[runs / 2 - 1] + times[runs / 2]) / 2;
console.log(`Apply → four drawn charts: median ${median.toFixed(0)} ms over ${runs} runs (min ${times[0].toFixed(0)}, max ${times[runs - 1].toFixed(0)})`);
await browser.close();
