import { test, expect, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

const map = (page: Page) => page.getByRole('group', { name: 'Map of the United States' });

/** The table's counts for Texas (ABC, Supplier, Total), as the map must name them. */
async function texasCounts(page: Page) {
  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Texas' });
  await expect(row.getByRole('link')).toHaveCount(3);
  const cells = await row.getByRole('link').allTextContents();
  return { abc: cells[0], supplier: cells[1], total: cells[2] };
}

test('Home shows the map above the table; clicking Texas opens the company list of Texas', async ({ page }) => {
  await signIn(page, 'member@northwind.test');
  await expect(page.getByRole('heading', { name: 'Licenses by state' })).toBeVisible();
  const { total } = await texasCounts(page);
  const texas = map(page).getByRole('link', { name: `Texas: ${total} licenses` });
  await expect(texas).toBeVisible();
  // The map sits above the table.
  const mapBox = (await map(page).boundingBox())!;
  const tableBox = (await page.getByRole('table').boundingBox())!;
  expect(mapBox.y + mapBox.height).toBeLessThanOrEqual(tableBox.y);
  await texas.hover();
  await expect(page.getByRole('tooltip')).toContainText(`Texas: ${total} licenses`);
  await texas.click();
  await expect(page).toHaveURL(/\/companies\?StateCode=TX$/);
});

test('Tab reaches a state and Enter follows its link', async ({ page }) => {
  await signIn(page, 'member@northwind.test');
  await map(page).getByRole('link').first().waitFor();
  await page.getByRole('radio', { name: 'Total' }).focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  const name = (await focused.getAttribute('aria-label'))!;
  expect(name).toMatch(/^[A-Z][A-Za-z ]+: [\d,]+ licenses?$/);
  await expect(page.getByRole('tooltip')).toContainText(name);
  const href = (await focused.getAttribute('href'))!;
  expect(href).toMatch(/^\/companies\?StateCode=[A-Z]{2}$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
});

test("the ABC switch names each state by its ABC count and links to its ABC companies", async ({ page }) => {
  await signIn(page, 'member@northwind.test');
  const { abc, supplier, total } = await texasCounts(page);
  await expect(map(page).getByRole('link', { name: `Texas: ${total} licenses` })).toBeVisible();
  await page.getByRole('radio', { name: 'ABC' }).check();
  const texas = map(page).getByRole('link', { name: `Texas: ${abc} ABC licenses` });
  await expect(texas).toHaveAttribute('href', '/companies?StateCode=TX&LicenseType=ABC');
  await page.getByRole('radio', { name: 'Supplier' }).check();
  await expect(map(page).getByRole('link', { name: `Texas: ${supplier} Supplier licenses` })).toHaveAttribute(
    'href',
    '/companies?StateCode=TX&LicenseType=Supplier',
  );
});

test('at 390 px Home with the map is no wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'member@northwind.test');
  await expect(map(page).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
