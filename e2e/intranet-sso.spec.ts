import { test, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './support/signIn';
import { intranetURL } from './playwright.config';

// examples/intranet-sso.html on its own origin: the intranet signs in with its own public OIDC client and hands the
// token to configure(); two elements sit side by side in a `1fr 1fr` grid.
test('an intranet on another origin signs in with its own client and embeds two widgets side by side', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 900 });
  await page.goto(`${intranetURL}/intranet-sso.html`);
  await page.getByRole('button', { name: 'Sign in with Insights' }).click();

  // The Insights sign-in page, then back to the intranet's own origin.
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill('member@northwind.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${intranetURL}/intranet-sso.html`);
  await expect(page.getByText('Signed in as member@northwind.test')).toBeVisible();

  const list = page.locator('insights-licensed-companies');
  await expect(list.getByRole('table')).toBeVisible();
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  // A click on a company opens it in the detail element beside the list (configure()'s navigate), not in the portal.
  const firstCompany = list.getByRole('row').nth(1).getByRole('link').first();
  const companyName = (await firstCompany.textContent())?.trim() ?? '';
  await firstCompany.click();
  const detail = page.locator('insights-company-detail');
  await expect(detail.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  expect(page.url()).toBe(`${intranetURL}/intranet-sso.html`);

  // Each element contains its own width: the page never grows wider than the window, and the two columns stay equal.
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
    columns: [...document.querySelectorAll('.grid > section')].map((s) => Math.round(s.getBoundingClientRect().width)),
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  expect(widths.columns).toHaveLength(2);
  expect(Math.abs(widths.columns[0] - widths.columns[1])).toBeLessThanOrEqual(1);
  await page.screenshot({ path: 'test-results/e2e/intranet-sso.png', fullPage: true });

  // Two elements placed directly in a narrow `1fr 1fr` grid: each takes its half and scrolls its table inside.
  await page.evaluate(() => {
    const grid = document.createElement('div');
    grid.id = 'narrow';
    grid.style.cssText = 'display: grid; grid-template-columns: 1fr 1fr; gap: 8px; width: 640px';
    grid.innerHTML = '<insights-licensed-companies></insights-licensed-companies><insights-company-list sync-url="false"></insights-company-list>';
    document.body.prepend(grid);
  });
  const narrow = page.locator('#narrow');
  await expect(narrow.locator('insights-company-list').getByRole('table')).toBeVisible();
  await expect(narrow.locator('insights-licensed-companies').getByRole('table')).toBeVisible();
  const narrowWidths = await narrow.evaluate((grid) => ({
    grid: grid.scrollWidth,
    items: [...grid.children].map((el) => Math.round(el.getBoundingClientRect().width)),
    page: document.documentElement.scrollWidth,
  }));
  expect(narrowWidths.grid).toBeLessThanOrEqual(640);
  expect(narrowWidths.items.every((w) => w <= 316)).toBe(true);
  expect(narrowWidths.page).toBeLessThanOrEqual(widths.viewport);

  // Theme tokens set on the page's :root reach inside every element's shadow root.
  const applyButton = list.getByRole('button', { name: 'Apply Filters' }).first();
  const primary = () => applyButton.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await primary()).toBe('rgb(37, 99, 235)');
  await page.evaluate(() => document.documentElement.style.setProperty('--insights-primary', 'rgb(11, 110, 79)'));
  await expect.poll(primary).toBe('rgb(11, 110, 79)');
});
