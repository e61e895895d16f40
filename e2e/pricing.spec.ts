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
    await expect(card.getByText(/^Prices as of \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    // The chart and its legend's entries render in the background (ADR 0040): wait for both before reading them.
    await expect(card.locator('[data-rendering]')).toHaveCount(0);
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

test("a chart's Download CSV holds the drawn series, Download PNG an image of it", async ({ page }) => {
  await signIn(page, 'admin@northwind.test', '/pricing');
  await expectFourDrawnCharts(page);
  const card = page.getByRole('article', { name: 'Price Trend Chart', exact: true });
  const asOf = (await card.getByText(/^Prices as of/).textContent())!.match(/(\d{2})\/(\d{2})\/(\d{4})/)!;
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download CSV' }).click()]);
  // Named after the chart, the applied market and state (ERCOT, Texas by default) and the day of its newest price.
  await expect(page.getByText('State: Texas')).toBeVisible();
  expect(download.suggestedFilename()).toBe(`price-trend-chart-ercot-texas-${asOf[3]}-${asOf[1]}-${asOf[2]}.csv`);
  const text = await readFile((await download.path())!, 'utf8');
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Date,Supplier,Rank,Price,BestPrice,WorstPrice,NextBetterPrice,NextWorsePrice,DeltaToBest,DeltaToWorst');
  expect(lines.length).toBeGreaterThan(52);
  const price = '0\\.\\d+';
  const row = new RegExp(`^\\d{2}/\\d{2}/\\d{4},[^,]+,\\d+,${price},${price},${price},(${price})?,(${price})?,${price},-?${price}$`);
  for (const line of lines.slice(1)) expect(line).toMatch(row);
  // The newest row is the day the card says.
  expect(lines.slice(1).map((l) => l.split(',')[0]).sort((a, b) => a.slice(6).localeCompare(b.slice(6)) || a.localeCompare(b)).at(-1)).toBe(asOf[0]);
  // The deltas are the price minus the best and the worst price of that row.
  for (const line of lines.slice(1, 20)) {
    const [, , , p, best, worst, , , toBest, toWorst] = line.split(',').map(Number);
    expect(toBest).toBeCloseTo(p - best, 6);
    expect(toWorst).toBeCloseTo(p - worst, 6);
  }
  // The legend names the same suppliers the file holds.
  const legend = await card.getByRole('list', { name: 'Price Trend Chart suppliers' }).getByRole('listitem').allTextContents();
  expect(new Set(lines.slice(1).map((l) => l.split(',')[1]))).toEqual(new Set(legend.map((t) => t.trim())));

  for (const title of ['Price Trend Chart', 'Forward Curve Overview Chart']) {
    const chart = page.getByRole('article', { name: title, exact: true });
    await chart.scrollIntoViewIfNeeded();
    const [png] = await Promise.all([page.waitForEvent('download'), chart.getByRole('button', { name: 'Download PNG' }).click()]);
    expect(png.suggestedFilename()).toBe(`${title.toLowerCase().replaceAll(' ', '-')}-ercot-texas-${asOf[3]}-${asOf[1]}-${asOf[2]}.png`);
    const bytes = await readFile((await png.path())!);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The whole drawing (at least its width on screen), with a title above and a legend below its 500 px.
    const box = (await chart.locator('[data-plot]').boundingBox())!;
    expect(bytes.readUInt32BE(16)).toBeGreaterThanOrEqual(Math.floor(box.width));
    expect(bytes.readUInt32BE(20)).toBeGreaterThan(560);
  }
});

test('the four charts place their download buttons alike: top right, beside the title', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'admin@northwind.test', '/pricing');
  await expectFourDrawnCharts(page);
  for (const title of ['Price Trend Chart', 'Price Trend Overview Chart', 'Forward Curve Chart', 'Forward Curve Overview Chart']) {
    const card = page.getByRole('article', { name: title, exact: true });
    const box = (await card.boundingBox())!;
    const heading = (await card.getByRole('heading', { name: title }).boundingBox())!;
    const button = (await card.getByRole('button', { name: 'Download PNG' }).boundingBox())!;
    // On the title's line, at the card's right edge (its 16 px padding).
    expect(Math.abs(button.y - heading.y), title).toBeLessThan(heading.height);
    expect(box.x + box.width - (button.x + button.width), title).toBeLessThan(20);
  }
});

test('Apply puts the filters in the URL; reloading it restores the same filters and charts, and Back the ones before', async ({ page }) => {
  await signIn(page, 'admin@northwind.test', '/pricing');
  await expectFourDrawnCharts(page);
  // The first fetch's filters are written in place, without a new history entry.
  await expect(page).toHaveURL(/\/pricing\?market=ERCOT&state=TX$/);

  await page.getByRole('button', { name: 'PJM' }).click();
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Pennsylvania' });
  await page.getByLabel('Utility', { exact: true }).selectOption({ label: 'PECO Energy' });
  await page.getByRole('radio', { name: '12 Months' }).click();
  await page.getByLabel('Usage From', { exact: true }).fill('5000');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Utility: PECO Energy')).toBeVisible();
  await expectFourDrawnCharts(page);
  await expect(page).toHaveURL(/\/pricing\?market=PJM&state=PA&utility=[^&]+&usageFrom=5000&term=12$/);
  const url = page.url();
  const legendOf = (title: string) => page.getByRole('list', { name: `${title} suppliers` }).getByRole('listitem').allTextContents();
  const before = await legendOf('Price Trend Overview Chart');
  const asOfBefore = await page.getByRole('article', { name: 'Price Trend Chart', exact: true }).getByText(/^Prices as of/).textContent();

  await page.reload();
  await expectFourDrawnCharts(page);
  expect(page.url()).toBe(url);
  for (const chip of ['Market: PJM', 'State: Pennsylvania', 'Utility: PECO Energy', 'Usage From: 5,000', 'Term: 12 Months']) {
    await expect(page.getByText(chip, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Utility', { exact: true }).locator('option:checked')).toHaveText('PECO Energy');
  await expect(page.getByLabel('Usage From', { exact: true })).toHaveValue('5000');
  expect(await legendOf('Price Trend Overview Chart')).toEqual(before);
  await expect(page.getByRole('article', { name: 'Price Trend Chart', exact: true }).getByText(/^Prices as of/)).toHaveText(asOfBefore!);

  await page.goBack();
  await expect(page).toHaveURL(/\/pricing\?market=ERCOT&state=TX$/);
  await expect(page.getByText('Market: ERCOT', { exact: true })).toBeVisible();
  await expect(page.getByText('Utility: PECO Energy')).toHaveCount(0);
  await expectFourDrawnCharts(page);
});

test('a shared URL with values no list holds falls back to the defaults, and the chips and URL say what applied', async ({ page }) => {
  await signIn(page, 'admin@northwind.test', '/pricing?market=NOPE&state=ZZ&term=99&usageFrom=-4&demand=250&billingMethod=Barter');
  await expectFourDrawnCharts(page);
  await expect(page.getByText('Market: ERCOT', { exact: true })).toBeVisible();
  await expect(page.getByText('State: Texas', { exact: true })).toBeVisible();
  await expect(page.getByText('Demand: 250', { exact: true })).toBeVisible();
  await expect(page.getByText(/^(Term|Usage From|Billing Method):/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/pricing\?market=ERCOT&state=TX&demand=250$/);
});

test('the Ranking screen restores its filters from the URL too', async ({ page }) => {
  await signIn(page, 'admin@northwind.test', '/ranking?market=PJM&state=OH&usage=1200&term=24');
  const card = page.getByRole('article', { name: 'Best Pricing Ranks' });
  await expect(card).toHaveAttribute('data-chart-state', 'drawn', { timeout: 30_000 });
  for (const chip of ['Market: PJM', 'State: Ohio', 'Usage: 1,200', 'Term: 24 Months']) {
    await expect(page.getByText(chip, { exact: true })).toBeVisible();
  }
  await expect(card.getByText(/^Prices as of \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download CSV' }).click()]);
  const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Date,Supplier,Rank,Price,BestPrice,WorstPrice,NextBetterPrice,NextWorsePrice,DeltaToBest,DeltaToWorst');
  expect(lines.length).toBeGreaterThan(1);
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
