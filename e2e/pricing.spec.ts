import { readFile } from 'node:fs/promises';
import { test, expect, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

const CHARTS = ['Price Trend Chart', 'Price Trend Overview Chart', 'Forward Curve Chart', 'Forward Curve Overview Chart'];

/** The overview charts (every supplier) draw on a canvas, the other two SVG. */
const CANVAS_CHARTS = new Set(['Price Trend Overview Chart', 'Forward Curve Overview Chart']);

async function expectFourDrawnCharts(page: Page) {
  for (const title of CHARTS) {
    const card = page.getByRole('article', { name: title, exact: true });
    await expect(card).toHaveAttribute('data-chart-state', 'drawn', { timeout: 30_000 });
    // A chart below the fold is drawn when it is scrolled into view.
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('[data-plot]')).toHaveAttribute('data-plot', 'drawn');
    await expect(card.locator(CANVAS_CHARTS.has(title) ? 'canvas' : 'svg path[d]').first()).toBeAttached();
    await expect(card.getByText(/^prices as of \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  }
}

test('an admin sees four drawn charts, changes market and utility, is told about a bad usage, applies and sees new charts', async ({ page }) => {
  await signIn(page, 'admin@northwind.test', '/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing', exact: true })).toBeVisible();
  for (const section of ['Market', 'Geography', 'Load Characteristics', 'Pricing Parameters']) {
    await expect(page.getByRole('group', { name: section, exact: true })).toBeVisible();
  }
  // First fetch by itself: ERCOT is the default market and Texas its only state.
  await expect(page.getByRole('button', { name: 'ERCOT' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('TX');
  await expect(page.getByLabel('Load Profile', { exact: true })).toBeVisible();
  await expectFourDrawnCharts(page);
  const overviewLegend = page.getByRole('list', { name: 'Price Trend Overview Chart suppliers' });
  const before = await overviewLegend.textContent();

  await page.getByRole('button', { name: 'PJM' }).click();
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Pennsylvania' });
  await page.getByLabel('Utility', { exact: true }).selectOption({ label: 'PECO Energy' });
  await expect(page.getByLabel('Rate Class', { exact: true })).toBeEnabled();

  await page.getByLabel('Usage From', { exact: true }).fill('-5');
  await expect(page.getByText('Usage From must be 0 or greater')).toBeVisible();
  await page.getByLabel('Usage From', { exact: true }).fill('5000');
  await page.getByLabel('Usage To', { exact: true }).fill('1000');
  await expect(page.getByText('Usage From must be less than or equal to Usage To')).toBeVisible();
  await expect(page.getByText('Usage To must be greater than or equal to Usage From')).toBeVisible();
  await page.getByLabel('Usage To', { exact: true }).fill('250000');
  await expect(page.getByText('Usage To must be greater than or equal to Usage From')).toHaveCount(0);

  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Market: PJM')).toBeVisible();
  await expect(page.getByText('Utility: PECO Energy')).toBeVisible();
  await expect(page.getByText('Usage To: 250,000')).toBeVisible();
  await expectFourDrawnCharts(page);
  await expect(overviewLegend).not.toHaveText(before ?? '');
});

test("a chart's Export CSV downloads its series: one row per supplier and date", async ({ page }) => {
  await signIn(page, 'admin@northwind.test', '/pricing');
  await expectFourDrawnCharts(page);
  const card = page.getByRole('article', { name: 'Price Trend Chart', exact: true });
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^price-trend-chart-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Date,Supplier,Rank,Price,BestPrice,WorstPrice');
  expect(lines.length).toBeGreaterThan(52);
  expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4},[^,]+,\d+,0\.\d+,0\.\d+,0\.\d+$/);
  // The legend names the same suppliers the file holds.
  const legend = await card.getByRole('list', { name: 'Price Trend Chart suppliers' }).getByRole('listitem').allTextContents();
  expect(new Set(lines.slice(1).map((l) => l.split(',')[1]))).toEqual(new Set(legend.map((t) => t.trim())));
});

test('an admin opens /ranking and sees Best Pricing Ranks drawn', async ({ page }) => {
  await signIn(page, 'admin@northwind.test', '/ranking');
  await expect(page.getByRole('heading', { name: 'Ranking', exact: true })).toBeVisible();
  await expect(page.getByLabel('Usage', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Start From', { exact: true })).toHaveCount(0);
  const card = page.getByRole('article', { name: 'Best Pricing Ranks' });
  await expect(card).toHaveAttribute('data-chart-state', 'drawn', { timeout: 30_000 });
  await expect(card.locator('svg path[d]').first()).toBeAttached();
  await expect(card.getByText('Rank', { exact: true })).toBeVisible();
});

test('a member without the pricing module gets Not enough Access! on /pricing', async ({ page }) => {
  await signIn(page, 'member@northwind.test', '/pricing');
  await expect(page.getByText('Not enough Access!')).toBeVisible();
});
