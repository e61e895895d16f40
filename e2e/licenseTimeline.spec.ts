import { test, expect, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

// Issue 24 §2: the company detail's licenses on a timeline, above the Licenses table.
const NORTHWIND = '/companies/a1b2c3d4-0000-4000-8000-00000000a001';
const FULL_DATE = /\d{2}\/\d{2}\/\d{4}/;

const licenseRows = (page: Page) => page.getByRole('table', { name: 'Licenses' }).locator('tbody tr');
const timelineItems = (page: Page) => page.getByRole('list', { name: 'License timeline' }).getByRole('listitem');

/** The table writes MM/DD/YY; the timeline the same day as MM/DD/YYYY (the seed's dates are all this century). */
const fullYear = (short: string) => short.replace(/^(\d{2}\/\d{2}\/)(\d{2})$/, '$120$2');

async function shot(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.getByRole('list', { name: 'License timeline' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/e2e/license-timeline-${name}-${width}.png`, fullPage: width < 800 });
}

test('a company detail shows one timeline item per license, with the dates of its table', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'member@northwind.test', NORTHWIND);
  await expect(licenseRows(page).first().locator('td').nth(2)).not.toBeEmpty();
  const rows = await licenseRows(page).count();
  expect(rows).toBeGreaterThan(1);
  await expect(timelineItems(page)).toHaveCount(rows);
  for (let i = 0; i < rows; i++) {
    const cells = licenseRows(page).nth(i).locator('td');
    const state = (await cells.nth(0).innerText()).replace(/[+−]/g, '').trim();
    const start = (await cells.nth(5).innerText()).trim();
    const end = (await cells.nth(6).innerText()).trim();
    const item = timelineItems(page).nth(i);
    await expect(item).toHaveText(new RegExp(`^${state} `));
    await expect(item).toContainText(`${start ? fullYear(start) : 'no registered date'} – ${end ? fullYear(end) : 'no expiry date'}`);
  }
  // The bars are drawn, one per item, and keyboard users reach the items.
  await timelineItems(page).first().focus();
  await expect(timelineItems(page).first()).toBeFocused();
  await shot(page, 1400, 'premium');
  await shot(page, 390, 'premium');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('for a user without premium data the timeline items carry no dates and no positions', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'member@contoso.test', NORTHWIND);
  await expect(page.getByRole('table', { name: 'Licenses' }).getByRole('img', { name: 'Premium data hidden' }).first()).toBeVisible();
  const rows = await licenseRows(page).count();
  await expect(timelineItems(page)).toHaveCount(rows);
  for (let i = 0; i < rows; i++) {
    const item = timelineItems(page).nth(i);
    await expect(item).toContainText('dates hidden (premium data)');
    await expect(item).not.toHaveText(FULL_DATE);
    await expect(item).toHaveAttribute('data-tone', 'undated');
  }
  await expect(page.getByRole('list', { name: 'Timeline legend' }).getByText('Today')).toHaveCount(0);
  await shot(page, 1400, 'no-premium');
  await shot(page, 390, 'no-premium');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
