import { readFile, writeFile } from 'node:fs/promises';
import { test, expect, type Page } from '@playwright/test';
import { accessToken, signIn } from './support/signIn';

interface Month {
  month: string;
  new: number;
  renewed: number;
  expired: number;
  active: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const label = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const count = (n: number) => n.toLocaleString('en-US');

/** The months the screen shows for `months` months ending this month, as the API answers them with the page's token. */
async function apiMonths(page: Page, query: string, months: number): Promise<Month[]> {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() - (months - 1), 1);
  const ym = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  const token = await accessToken(page);
  const response = await page.request.get(`/api/License/GetActivity?from=${ym(first)}&to=${ym(now)}&${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { months: reply } = (await response.json()) as { months: Month[] };
  expect(reply).toHaveLength(months);
  return reply;
}

test('/activity?state=TX shows the API numbers in the table and in the CSV', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'member@northwind.test', '/activity?state=TX');
  await expect(page).toHaveURL(/\/activity\?state=TX$/);
  await expect(page.getByRole('heading', { name: 'Market Activity' })).toBeVisible();
  await expect(page.getByTestId('activity-filter-label')).toHaveText('TX · All commodities · All license types · 24 months');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(25);

  const months = await apiMonths(page, 'stateCode=TX', 24);
  // The seed's history gives Texas a shape: not a series of zeros.
  expect(months.some((m) => m.new > 0)).toBe(true);
  expect(months.some((m) => m.active > 0)).toBe(true);
  for (const m of months) {
    await expect(table.getByRole('row', { name: new RegExp(`^${label(m.month)} `) })).toHaveText(
      `${label(m.month)}${count(m.new)}${count(m.renewed)}${count(m.expired)}${count(m.active)}`,
    );
  }

  // The chart is drawn (nivo loaded on demand) and its months can be focused, the latest first.
  const chart = page.getByRole('region', { name: 'Licenses per month' });
  await expect(chart.locator('[data-plot="drawn"] [data-month]').first()).toBeAttached();
  const latest = months[months.length - 1];
  const column = chart.getByRole('img', { name: `${label(latest.month)}: New ${count(latest.new)}, Renewed ${count(latest.renewed)}, Expired ${count(latest.expired)}, Active ${count(latest.active)}` });
  await expect(column).toHaveAttribute('tabindex', '0');
  await column.focus();
  await expect(chart.getByRole('tooltip')).toContainText(label(latest.month));
  await page.screenshot({ path: 'test-results/screens/activity-1400.png', fullPage: true });

  // This month is under way: the panel compares the month before it (over) and gives this one's figures so far.
  const over = months[months.length - 2];
  const before = months[months.length - 3];
  const comparison = page.getByRole('region', { name: `${label(over.month)} against earlier months` });
  const overNew = comparison.locator('[data-figure="new"]');
  await expect(overNew).toContainText(`New${count(over.new)}`);
  const delta = over.new - before.new;
  await expect(overNew).toContainText(`${delta > 0 ? '+' : delta < 0 ? '\u2212' : ''}${count(Math.abs(delta))}`);
  await expect(comparison).toContainText(
    `${label(latest.month)} so far: ${count(latest.new)} new, ${count(latest.renewed)} renewed, ${count(latest.expired)} expired; compared once the month is over.`,
  );

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  const last = months[months.length - 1].month;
  expect(download.suggestedFilename()).toBe(`market-activity-TX-all-commodities-all-types-24-months-${last}.csv`);
  const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  expect(lines).toEqual(['Month,New,Renewed,Expired,Active', ...months.map((m) => `${m.month},${m.new},${m.renewed},${m.expired},${m.active}`)]);

  const png = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PNG' }).click();
  const image = await png;
  expect(image.suggestedFilename()).toBe(`market-activity-TX-all-commodities-all-types-24-months-${last}.png`);
  // A PNG holding the chart's drawing (the canvas), its title and legend: at least as wide as the drawn chart.
  const bytes = await readFile((await image.path())!);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  const chartWidth = await chart.locator('canvas').evaluate((canvas) => canvas.getBoundingClientRect().width);
  expect(bytes.readUInt32BE(16)).toBeGreaterThanOrEqual(Math.floor(chartWidth));
  await writeFile('test-results/screens/activity-download.png', bytes);
});

test('filters live in the URL: a change is a new entry, Back restores the one before, reload keeps it', async ({ page }) => {
  await signIn(page, 'member@northwind.test', '/activity?state=TX');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(25);
  await page.getByLabel('Commodity').selectOption('Electric');
  await page.getByLabel('Period').selectOption('12');
  await expect(page).toHaveURL(/\/activity\?state=TX&commodity=Electric&months=12$/);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(13);
  const months = await apiMonths(page, 'stateCode=TX&commodity=Electric', 12);
  const latest = months[months.length - 1];
  await expect(page.getByRole('table').getByRole('row', { name: new RegExp(`^${label(latest.month)} `) })).toHaveText(
    `${label(latest.month)}${count(latest.new)}${count(latest.renewed)}${count(latest.expired)}${count(latest.active)}`,
  );
  await page.reload();
  await expect(page.getByTestId('activity-filter-label')).toHaveText('TX · Electric · All license types · 12 months');
  await page.goBack();
  await expect(page).toHaveURL(/\/activity\?state=TX&commodity=Electric$/);
  await expect(page.getByTestId('activity-filter-label')).toHaveText('TX · Electric · All license types · 24 months');
  await expect(page.getByLabel('Period')).toHaveValue('24');
});

test('the menu has Market Activity; the Home map\'s New (12 months) opens a state\'s activity', async ({ page }) => {
  await signIn(page, 'member@northwind.test');
  await expect(page.getByRole('link', { name: 'Market Activity' })).toHaveAttribute('href', '/activity');
  const map = page.getByRole('group', { name: 'Map of the United States' });
  await map.getByRole('link').first().waitFor();
  await page.getByRole('radio', { name: 'New (12 months)' }).check();
  const months = await apiMonths(page, 'stateCode=TX', 12);
  const texasNew = months.reduce((sum, m) => sum + m.new, 0);
  const texas = map.getByRole('link', { name: `Texas: ${count(texasNew)} new ${texasNew === 1 ? 'license' : 'licenses'} in 12 months` });
  await expect(texas).toHaveAttribute('href', '/activity?state=TX');
  await texas.click();
  await expect(page).toHaveURL(/\/activity\?state=TX$/);
  await expect(page.getByTestId('activity-filter-label')).toHaveText('TX · All commodities · All license types · 24 months');
});

test('at 390 px /activity is no wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'member@northwind.test', '/activity?state=TX');
  await expect(page.getByRole('region', { name: 'Licenses per month' }).locator('[data-plot="drawn"] [data-month]').first()).toBeAttached();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/screens/activity-390.png', fullPage: true });
});
