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
  const trend = page.getByRole('article', { name: 'Price Trend Chart', exact: true });
  await expect(trend).toHaveAttribute('data-chart-state', 'drawn', { timeout: 30_000 });
  // The chart and its legend render in the background (ADR 0040).
  await expect(trend.locator('[data-rendering]')).toHaveCount(0);
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
  await expect(ranks.locator('[data-rendering]')).toHaveCount(0);
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
    ['integrations', '/settings/integrations'],
    ['profile', '/Profile'],
    ['first-to-worst', '/public/first-to-worst'],
    ['market-activity', '/activity?state=TX'],
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

// Issue 25: below 600 px the lists show their rows as cards — the name whole on its own line, the other columns as
// label: value pairs, the row's actions on the card — with a sort control in place of the header row, and paging.

/** Every card's title cell shows its text whole: nothing cut by an ellipsis, nothing past the viewport's edge. */
async function expectTitlesWhole(page: Page, table: ReturnType<Page['getByRole']>) {
  const titles = table.locator('td[data-card-title]');
  await expect(titles.first()).toBeVisible();
  const measured = await titles.evaluateAll((cells) =>
    cells.map((cell) => ({ text: cell.textContent ?? '', scroll: cell.scrollWidth, client: cell.clientWidth, right: cell.getBoundingClientRect().right })));
  expect(measured.length).toBeGreaterThan(0);
  for (const cell of measured) {
    expect(cell.scroll, `'${cell.text}' is cut`).toBeLessThanOrEqual(cell.client + 1);
    expect(cell.right, `'${cell.text}' runs past the viewport`).toBeLessThanOrEqual(WIDTH);
  }
  return measured.map((cell) => cell.text);
}

/** The text of one labelled value on a card (the label is shown, hidden from screen readers). */
const cardValue = (row: ReturnType<Page['locator']>, label: string) =>
  row.locator('td[data-card-label]').filter({ has: row.page().locator('[data-card-label-text]', { hasText: new RegExp(`^${label}$`) }) }).locator('> span').last();

test('Companies at 390 px: cards with whole names, a sort control and paging', async ({ page }) => {
  await signIn(page, ADMIN, '/companies');
  const table = page.getByRole('table', { name: 'Companies' });
  await expect(table.getByRole('link').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoPageOverflow(page);
  // The header row is out of sight, the labels are on the cards instead.
  const firstCard = table.locator('tbody tr').first();
  await expect(firstCard.getByText('Licenses', { exact: true })).toBeVisible();
  const names = await expectTitlesWhole(page, table);
  // The example of a cut name: at least one of the page's names is longer than what a table row showed.
  expect(names.some((name) => name.length > 24), `no long name among ${names.join(', ')}`).toBe(true);
  // The row's action: Follow, on the card and on screen.
  const follow = firstCard.getByRole('button', { name: /Follow/ });
  await expect(follow).toBeVisible();
  await expectInsideViewport(page, await follow.boundingBox(), 'Follow button');
  await shot(page, 'companies-cards');

  // Sort: most licenses first.
  const sortBy = page.getByLabel('Sort by');
  await expect(sortBy).toBeVisible();
  await sortBy.selectOption({ label: 'Licenses' });
  await page.getByLabel('Sort order').selectOption('desc');
  await expect(page).toHaveURL(/OrderBy=licenseCount/);
  await expect(page).toHaveURL(/AscendingOrder=false/);
  await expect(table.getByRole('columnheader', { name: /Licenses/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const counts = await table.locator('tbody tr').evaluateAll((rows) => rows.slice(0, 5).map((row) => {
    const cell = [...row.querySelectorAll('td[data-card-label]')].find((td) => td.querySelector('[data-card-label-text]')?.textContent === 'Licenses');
    return Number((cell?.lastElementChild?.textContent ?? '').replace(/\D/g, ''));
  }));
  expect(counts.length).toBe(5);
  expect(counts, 'most licenses first').toEqual([...counts].sort((a, b) => b - a));
  await shot(page, 'companies-sorted');

  // Paging: the second page of the same order.
  const pages = page.getByRole('navigation', { name: 'Company pages' });
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(pages).toContainText(/51–100 of/);
  await expect(page).toHaveURL(/PageNo=2/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectTitlesWhole(page, table);
  await expectNoPageOverflow(page);
});

test('Licensed companies at 390 px: cards with whole names, labelled values, the website link and paging', async ({ page }) => {
  await signIn(page, ADMIN, '/licenses/browse');
  const table = page.getByRole('table', { name: 'Licensed companies' });
  await expect(table.getByRole('link').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoPageOverflow(page);
  await expectTitlesWhole(page, table);
  const firstCard = table.locator('tbody tr').first();
  await expect(cardValue(firstCard, 'State')).toHaveText(/\w+/);
  await expect(cardValue(firstCard, 'Date Issued')).toBeVisible();
  const website = table.getByRole('link', { name: 'View Official Website' }).first();
  await expectInsideViewport(page, await website.boundingBox(), 'website link');
  await shot(page, 'licensed-companies-cards');
  const pages = page.getByRole('navigation', { name: 'Licensed companies pages' });
  const firstName = await table.locator('td[data-card-title]').first().textContent();
  await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(pages.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(table.locator('td[data-card-title]').first()).not.toHaveText(firstName!);
  await expectTitlesWhole(page, table);
  await expectNoPageOverflow(page);
});

test('Users at 390 px: cards with whole addresses and every row action on screen', async ({ page }) => {
  await signIn(page, ADMIN, '/settings/users');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('link').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoPageOverflow(page);
  const emails = await expectTitlesWhole(page, table);
  expect(emails.every((email) => email.includes('@'))).toBe(true);
  // The same accessible names as the table's buttons, each on screen.
  const reset = table.getByRole('button', { name: /^Reset Password / }).first();
  await expect(reset).toBeVisible();
  await expectInsideViewport(page, await reset.boundingBox(), 'Reset Password button');
  const remove = table.getByRole('button', { name: /^Delete / }).last();
  await remove.scrollIntoViewIfNeeded();
  await expectInsideViewport(page, await remove.boundingBox(), 'Delete button');
  await expect(cardValue(table.locator('tbody tr').first(), 'Role')).toHaveText(/\w+/);
  await shot(page, 'users-cards');
});

test('Notifications at 390 px: cards with the whole message, View and Remove, and the date order control', async ({ page }) => {
  await signIn(page, ADMIN, '/notifications');
  const table = page.getByRole('table', { name: 'Notifications' });
  await expect(table.getByRole('button', { name: /^View / }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoPageOverflow(page);
  await expectTitlesWhole(page, table);
  const dates = async () => table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => {
    const cell = [...row.querySelectorAll('td[data-card-label]')].find((td) => td.querySelector('[data-card-label-text]')?.textContent === 'Date');
    const [m, d, y] = (cell?.lastElementChild?.textContent ?? '').split('/');
    return `${y}-${m}-${d}`;
  }));
  const newestFirst = await dates();
  expect(newestFirst.length).toBeGreaterThan(1);
  expect(newestFirst).toEqual([...newestFirst].sort().reverse());
  await expectInsideViewport(page, await table.getByRole('button', { name: /^Remove: / }).first().boundingBox(), 'Remove button');
  await shot(page, 'notifications-cards');
  await expect(page.getByLabel('Sort by')).toHaveValue('createdOn');
  await page.getByLabel('Sort order').selectOption('asc');
  await expect(table.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Oldest first now: in order, and starting no later than the newest-first page ended.
  await expect.poll(async () => {
    const oldestFirst = await dates();
    return oldestFirst.length > 1 && oldestFirst.join() === [...oldestFirst].sort().join() && oldestFirst[0] <= newestFirst.at(-1)!;
  }).toBe(true);
  await expectNoPageOverflow(page);
});
