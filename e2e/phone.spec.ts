import { test, expect, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

// Issue 14: every screen stays usable at phone width (390 × 844) — nothing wider than the viewport, the filter
// sheet's Apply reachable, the bell's popover on screen, the ranking chart drawn, the home Total reachable.
const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 } });

async function expectNoPageOverflow(page: Page) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'page wider than the viewport').toBeLessThanOrEqual(WIDTH);
}

async function expectInsideViewport(page: Page, box: { x: number; width: number } | null, what: string) {
  expect(box, `${what} has no box`).not.toBeNull();
  expect(box!.x, `${what} left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} right edge`).toBeLessThanOrEqual(WIDTH);
}

const shot = (page: Page, screen: string) => page.screenshot({ path: `test-results/e2e/phone-${screen}.png` });

const ADMIN = 'admin@northwind.test';

test('Home at 390 px: the summary fits and its Total Licenses column is reachable', async ({ page }) => {
  await signIn(page, ADMIN, '/');
  const summary = page.getByRole('table', { name: 'License summary by state' });
  await expect(summary.getByRole('link').first()).toBeVisible();
  await expectNoPageOverflow(page);
  const totalHeader = summary.getByRole('columnheader', { name: /Total Licenses/ });
  await totalHeader.scrollIntoViewIfNeeded();
  await expectInsideViewport(page, await totalHeader.boundingBox(), 'Total Licenses header');
  await shot(page, 'home');
});

test('Companies at 390 px: the filter sheet covers the screen and its Apply filters the list', async ({ page }) => {
  await signIn(page, ADMIN, '/companies');
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  await expectNoPageOverflow(page);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await expectInsideViewport(page, await sheet.boundingBox(), 'filter sheet');
  await sheet.getByLabel('License Type').selectOption('Supplier');
  const apply = sheet.getByRole('button', { name: 'Apply' });
  await expectInsideViewport(page, await apply.boundingBox(), 'Apply button');
  await shot(page, 'companies-filters');
  await apply.click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  // The filtered page has arrived once the table is no longer busy.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoPageOverflow(page);
  await shot(page, 'companies');
});

test('Notifications at 390 px: the bell popover stays inside the viewport', async ({ page }) => {
  await signIn(page, ADMIN, '/notifications');
  await expect(page.getByRole('heading', { name: /Notifications/ }).first()).toBeVisible();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAttribute('data-synced', 'true');
  await bell.click();
  const popover = page.getByRole('region', { name: 'Unread notifications' });
  await expect(popover).toBeVisible();
  await expectInsideViewport(page, await popover.boundingBox(), 'bell popover');
  await expectNoPageOverflow(page);
  await shot(page, 'notifications');
});

test('Pricing at 390 px: the charts draw and the page does not widen', async ({ page }) => {
  await signIn(page, ADMIN, '/pricing');
  await expect(page.getByRole('article', { name: 'Price Trend Chart', exact: true })).toHaveAttribute('data-chart-state', 'drawn', { timeout: 30_000 });
  await shot(page, 'pricing');
  await expectNoPageOverflow(page);
});

test('Ranking at 390 px: Best Pricing Ranks draws without negative widths and the page does not widen', async ({ page }) => {
  const negativeWidths: string[] = [];
  page.on('console', (message) => {
    if (/negative value/.test(message.text())) negativeWidths.push(message.text());
  });
  await signIn(page, ADMIN, '/ranking');
  const ranks = page.getByRole('article', { name: 'Best Pricing Ranks' });
  await expect(ranks).toHaveAttribute('data-chart-state', 'drawn', { timeout: 30_000 });
  await expect(ranks.locator('svg path[d]').first()).toBeAttached();
  await shot(page, 'ranking');
  await expectNoPageOverflow(page);
  expect(negativeWidths, 'nivo drew a negative width').toEqual([]);
});

test('every other screen at 390 px: nothing wider than the viewport', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'super@insights.test', '/companies');
  const firstCompany = page.getByRole('table').locator('a[href^="/companies/"]').first();
  await expect(firstCompany).toBeVisible();
  const companyPath = (await firstCompany.getAttribute('href'))!;
  const screens: Array<[name: string, path: string]> = [
    ['company-detail', companyPath],
    ['dashboard', '/dashboard'],
    ['licensed-companies', '/licenses/browse'],
    ['licenses-raw-data', '/licenses/rawData'],
    ['offers-raw-data', '/offers/rawData'],
    ['subscriptions', '/settings/subscriptions'],
    ['users', '/settings/users'],
    ['addon-access', '/settings/superadmin'],
    ['profile', '/Profile'],
    ['first-to-worst', '/public/first-to-worst'],
  ];
  for (const [name, path] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading').first(), name).toBeVisible({ timeout: 20_000 });
    // Loaded once nothing is busy any more (tables, charts and panels mark themselves aria-busy while loading).
    await expect(page.locator('[aria-busy="true"]'), name).toHaveCount(0, { timeout: 20_000 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name}: page wider than the viewport`).toBeLessThanOrEqual(WIDTH);
    await shot(page, name);
  }
});
