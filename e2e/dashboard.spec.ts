import { test, expect, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

/**
 * At phone width the sidebar is a drawer, closed until the menu button opens it: the page is no wider than the
 * viewport, the menu opens the navigation over the page and following a link closes it again.
 */
async function fitsAPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Main navigation' })).toBeHidden();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('the public First to Worst page renders signed out, with medals and a last place on every card', async ({ page }) => {
  // Some 70 cards checked one by one, at two widths, plus the sign-in hand-over: over a minute on a busy machine.
  test.slow();
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto('/public/first-to-worst');
  await expect(page.getByRole('heading', { name: 'First to Worst' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Markets' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    for (const medal of ['Gold medal', 'Silver medal', 'Bronze medal']) await expect(card.getByRole('group', { name: medal })).toHaveCount(1);
    await expect(card.getByRole('group', { name: 'Last place' })).toHaveCount(1);
  }
  // Electricity cards come first, gas after.
  const icons = await cards.evaluateAll((items) => items.map((li) => li.querySelector('svg[role="img"]')?.getAttribute('aria-label')));
  expect(icons.indexOf('Natural gas')).toBeGreaterThan(0);
  expect(icons.slice(icons.indexOf('Natural gas')).every((l) => l === 'Natural gas')).toBe(true);
  // Logos load from the server's logo route (no placeholder).
  await expect(page.getByTestId('logo-placeholder')).toHaveCount(0);
  // Signed out: no bell (a visitor has no notifications), a Sign in link instead.
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await expect(topBar.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // Every supplier's name is text on the card, not only an image title a phone cannot show.
  const first = cards.first();
  const names = await first.getByRole('group', { name: 'Suppliers' }).locator('[data-supplier]').allInnerTexts();
  expect(names).toHaveLength(4);
  const titles = await first.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('title')).filter(Boolean));
  expect(names.map((line) => line.replace(/^(\d|Last)\s+/, ''))).toEqual(titles);
  await page.screenshot({ path: 'test-results/screens/first-to-worst-1400.png', fullPage: false });
  await fitsAPhone(page);
  await expect(first.getByRole('group', { name: 'Suppliers' }).locator('[data-supplier]').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/first-to-worst-390.png', fullPage: false });
  // Sign in returns to this page.
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/oidc\//);
});

test('the example page embeds <insights-first-to-worst> with the server address only', async ({ page }) => {
  await page.goto('/examples/first-to-worst.html');
  const widget = page.locator('insights-first-to-worst');
  await expect(widget.getByRole('list', { name: 'Markets' }).getByRole('listitem').first()).toBeVisible();
  await expect(widget.getByRole('group', { name: 'Gold medal' }).first()).toBeVisible();
});

test('the dashboard shows all four panels for admin@northwind.test', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'admin@northwind.test', '/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const licenses = page.getByRole('table', { name: 'My Licenses' });
  await expect(licenses.getByRole('row').nth(1)).toBeVisible();
  await expect(licenses.getByRole('row').nth(1).getByRole('cell').nth(5)).toHaveText(/(\d{2}\/\d{2}\/\d{4}|-|)$/);
  await expect(page.getByRole('list', { name: 'Followed Events' }).getByRole('listitem').first()).toHaveText(/^Following .+ since \d{2}\/\d{2}\/\d{4}/);
  for (const name of ['Best Markets Today', 'Worst Markets Today']) {
    const cards = page.getByRole('list', { name }).getByRole('listitem');
    await expect(cards.first()).toContainText(/#\d+ of \d+/);
    await expect(cards.first()).toContainText(/\$\d+\.\d{6}/);
    expect(await cards.count()).toBeLessThanOrEqual(10);
  }
  const mine = page.getByRole('list', { name: 'My Markets Today' }).getByRole('listitem');
  await expect(mine.first().getByRole('group', { name: 'Gold medal' })).toBeVisible();
  await expect(mine.first().getByRole('slider')).toBeDisabled();
  // Sorting by State.
  await licenses.getByRole('button', { name: 'State' }).click();
  const states = await licenses.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(states).toEqual([...states].sort((a, b) => a.localeCompare(b)));
  await page.screenshot({ path: 'test-results/screens/dashboard-1400.png', fullPage: true });
  await fitsAPhone(page);
  await page.screenshot({ path: 'test-results/screens/dashboard-390.png', fullPage: true });
});

test('a client without a supplier company sees the empty texts (broker@fabrikam.test)', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'broker@fabrikam.test', '/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('No licenses found.')).toBeVisible();
  // Fabrikam has no pricing add-on, so its broker holds no Pricing module: every market panel says so.
  await expect(page.getByText('Your account has no Pricing module — ask your administrator')).toHaveCount(3);
  // A broker still follows companies.
  await expect(page.getByRole('list', { name: 'Followed Events' }).getByRole('listitem').first()).toHaveText(/^Following .+ since \d{2}\/\d{2}\/\d{4}/);
  await page.screenshot({ path: 'test-results/screens/dashboard-empty-1400.png', fullPage: true });
});
