// What a first user tripped over (issue 28 §3), each seen in Chromium against the reference server at 1400 and 390 px.
// Screenshots go to test-results/first-user/ (FIRST_USER_SHOTS overrides) for a person to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

const SHOTS = process.env.FIRST_USER_SHOTS || fileURLToPath(new URL('../test-results/first-user', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
const WIDTHS = [1400, 390] as const;

/**
 * At each width, loaded afresh at that width as a phone or a desktop would (`ready` waits for what the shot shows):
 * the page fits (no sideways scroll at 390 px) and a screenshot is saved.
 */
async function atBothWidths(page: Page, name: string, ready: (width: number) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.reload();
    await ready(width);
    if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`) });
  }
}

test('a company found by a former name says so under its name', async ({ page }) => {
  await signIn(page, 'member@northwind.test', '/companies?SearchTerm=Lone%20Star');
  const table = page.getByRole('table', { name: 'Companies' });
  const reason = /^Formerly known as .*lone star/i;
  await expect(table.getByText(reason).first()).toBeVisible();
  // The row it belongs to does not hold the text in its name.
  const row = table.locator('tbody tr').filter({ has: page.getByText(reason) }).first();
  expect((await row.getByRole('link').first().textContent())!.toLowerCase()).not.toContain('lone star');
  await atBothWidths(page, 'match-reason', () => expect(page.getByText(reason).first()).toBeVisible());
});

test('First to Worst is in the menu, names each logo and says what it ranks and when', async ({ page }) => {
  await signIn(page, 'member@northwind.test');
  await page.getByRole('navigation').getByRole('link', { name: 'First to Worst' }).click();
  await expect(page).toHaveURL(/\/public\/first-to-worst$/);
  await expect(page.getByText(/ranks one utility's suppliers by their 12-month fixed price/)).toBeVisible();
  await expect(page.getByTestId('prices-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  const gold = page.getByRole('group', { name: 'Gold medal' }).first().getByRole('img');
  const name = (await gold.getAttribute('alt'))!;
  expect(name).not.toMatch(/^Supplier \d+$/);
  await expect(gold).toHaveAttribute('title', name);
  await atBothWidths(page, 'first-to-worst', async () => {
    await expect(page.getByTestId('prices-date')).toBeVisible();
    await page.getByRole('group', { name: 'Gold medal' }).first().getByRole('img').hover();
  });
});

test('a chart hover box near the right edge stays inside its card', async ({ page }) => {
  await signIn(page, 'admin@northwind.test', '/pricing');
  const card = page.getByRole('article', { name: 'Price Trend Chart', exact: true });
  await expect(card).toHaveAttribute('data-chart-state', 'drawn', { timeout: 30_000 });
  await atBothWidths(page, 'chart-tooltip', async () => {
    await expect(card).toHaveAttribute('data-chart-state', 'drawn', { timeout: 30_000 });
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('svg path[d]').first()).toBeAttached();
    const svg = await card.locator('svg').first().boundingBox();
    // The pointer comes over the chart (its hover mesh is built then: useMeshOnPointer) and moves on to the point.
    // (nivo's mesh hides the box on a move to another point and shows it on the next move near the same one.)
    await page.mouse.move(svg!.x + svg!.width - 60, svg!.y + 60);
    await expect(card.locator('[data-mesh="waiting"]')).toHaveCount(0);
    await page.mouse.move(svg!.x + svg!.width - 30, svg!.y + 60);
    await page.mouse.move(svg!.x + svg!.width - 29, svg!.y + 60);
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText('Price');
    await expect(async () => {
      const inner = (await tooltip.boundingBox())!;
      const outer = (await card.boundingBox())!;
      expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
      expect(inner.x).toBeGreaterThanOrEqual(outer.x - 0.5);
      expect(inner.y).toBeGreaterThanOrEqual(outer.y - 0.5);
      expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
    }).toPass({ timeout: 5000 });
  });
});

test("'ABC' is explained where it heads a column and on a badge", async ({ page }) => {
  await signIn(page, 'member@northwind.test');
  const header = page.getByRole('columnheader', { name: 'ABC' });
  await expect(header.locator('abbr')).toHaveAttribute('title', 'ABC: agents, brokers and consultants');
  await expect(page.getByTestId('license-type-legend')).toContainText('agents, brokers and consultants');
  await atBothWidths(page, 'abc-home', () => expect(page.getByTestId('license-type-legend')).toBeVisible());
  await page.goto('/companies?LicenseType=ABC');
  const badge = page.getByRole('table', { name: 'Companies' }).locator('abbr[title="ABC: agents, brokers and consultants"]').first();
  await expect(badge).toBeVisible();
  await atBothWidths(page, 'abc-badge', async () => {
    await expect(badge).toBeVisible();
    await badge.hover();
  });
});

test("the bell counts 'unread', the notifications page 'total' and 'unread' where they differ", async ({ page }) => {
  await signIn(page, 'member@northwind.test', '/notifications');
  const total = page.getByTestId('notifications-total');
  // Loaded (the member has seeded notifications).
  await expect(total).toHaveText(/^[1-9][\d,]* total$/);
  const count = Number(/\d+/.exec((await total.textContent())!)![0]);
  // Read one, so unread and total differ.
  const unreadButton = page.getByRole('button', { name: /^View unread message/ }).first();
  if (await unreadButton.count()) {
    await unreadButton.click();
    await page.getByRole('button', { name: 'Close' }).click();
  }
  const unread = page.getByTestId('notifications-unread');
  await expect(unread).toHaveText(/^\d+ unread$/);
  expect(Number(/\d+/.exec((await unread.textContent())!)![0])).toBeLessThan(count);
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toHaveAttribute('title', /^\d+ unread$/);
  await atBothWidths(page, 'notifications-counts', () => expect(page.getByTestId('notifications-unread')).toBeVisible());
  await atBothWidths(page, 'bell-open', async () => {
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(page.getByTestId('bell-unread-count')).toHaveText(/· \d+ unread/);
  });
});

test('unavailable per-license actions look unavailable before any hover', async ({ page }) => {
  await signIn(page, 'member@contoso.test', '/companies?SearchTerm=Lone%20Star');
  await page.getByRole('table', { name: 'Companies' }).locator('tbody a').first().click();
  const source = page.getByRole('link', { name: /Source Site/ }).first();
  await expect(source).toHaveAttribute('aria-disabled', 'true');
  await page.mouse.move(0, 0);
  const look = await source.evaluate((el) => {
    const style = getComputedStyle(el);
    return { border: style.borderTopStyle, cursor: style.cursor, background: style.backgroundColor, image: style.backgroundImage, opacity: style.opacity };
  });
  expect(look.border).toBe('dashed');
  expect(look.cursor).toBe('not-allowed');
  // A surface of its own: the hatching (a gradient), or else a colour unlike the page's.
  const surface = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  if (!look.image.includes('gradient')) {
    expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(look.background).not.toBe(surface);
  }
  await atBothWidths(page, 'disabled-actions', async () => {
    await source.scrollIntoViewIfNeeded();
    await expect(source).toBeVisible();
  });
});

test("company detail leads back to the list with the list's filters", async ({ page }) => {
  await signIn(page, 'member@northwind.test', '/companies?StateCode=TX&LicenseType=Supplier&PageNo=2');
  const table = page.getByRole('table', { name: 'Companies' });
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await table.locator('tbody a').first().click();
  const back = page.getByRole('link', { name: /Back to the company list/ });
  await expect(back).toBeVisible();
  await atBothWidths(page, 'back-to-list', () => expect(back).toBeVisible());
  await back.click();
  await expect(page).toHaveURL(/\/companies\?PageNo=2&StateCode=TX&LicenseType=Supplier$/);
  await expect(page.getByRole('group', { name: 'Active filters' }).getByText('License Type: Supplier')).toBeVisible();
});
