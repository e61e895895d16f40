import { test, expect } from '@playwright/test';
import { signIn } from './support/signIn';

test('a member signs in and sees the license summary; a count opens the filtered company list', async ({ page }) => {
  await signIn(page, 'member@northwind.test');
  await expect(page.getByRole('heading', { name: 'Welcome to Insights!' })).toBeVisible();
  const table = page.getByRole('table');
  for (const column of ['State', 'ABC', 'Supplier', 'Total Licenses']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const abcLink = table.locator('a[href*="LicenseType=ABC"]').first();
  const href = await abcLink.getAttribute('href');
  const licenses = (await abcLink.textContent())!;
  expect(href).toMatch(/^\/companies\?StateCode=[A-Z]{2}&LicenseType=ABC$/);
  await abcLink.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace('?', '\\?')}$`));
  // Home counts licenses, the list companies: the list names the license count it came from.
  await expect(page.getByText(new RegExp(`^[\\d,]+ compan(y holds|ies hold) the ${licenses} ABC licenses? in `))).toBeVisible();
});

test('a user without Insights access sees Not Authorized!', async ({ page }) => {
  await signIn(page, 'noaccess@contoso.test');
  await expect(page.getByText('Not Authorized!')).toBeVisible();
  await expect(
    page.getByText('It seems you are not authorized to access Insights. Contact your administrator if you think you need access to insights.'),
  ).toBeVisible();
});

test("a user without Insights access gets a branded Access Forbidden page whose actions do not loop back", async ({ page }) => {
  await signIn(page, 'noaccess@contoso.test');
  await expect(page.getByText('Not Authorized!')).toBeVisible();
  await page.goto('/access-denied');
  await expect(page.getByRole('heading', { name: 'Access Forbidden' })).toBeVisible();
  await expect(page.getByText('Insights', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
  await page.getByRole('link', { name: 'First to Worst' }).click();
  await expect(page).toHaveURL(/\/public\/first-to-worst$/);
  await expect(page.getByText('Not Authorized!')).toHaveCount(0);
});

test('the portal has a favicon at /favicon.ico, which the sign-in pages ask for too', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('icon');
  expect((await request.get('/favicon.svg')).status()).toBe(200);
});

test('signing out shows the farewell page', async ({ page }) => {
  await signIn(page, 'member@northwind.test');
  await expect(page.getByRole('heading', { name: 'Welcome to Insights!' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByText('See You Again !')).toBeVisible();
  await expect(page.getByText('You are now successfully sign out.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Log In' })).toBeVisible();
});

test('wrong credentials show an error on the login page', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill('member@northwind.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('member@northwind.test');
});

test('on a phone the sidebar is a drawer: the menu button opens it over the page, a link or Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'member@northwind.test');
  await expect(page.getByRole('heading', { name: 'Welcome to Insights!' })).toBeVisible();
  const nav = page.getByRole('complementary', { name: 'Main navigation' });
  await expect(nav).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  // Slid fully in (the screenshot shows the open drawer, not its animation).
  await expect.poll(() => nav.evaluate((el) => getComputedStyle(el).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
  await page.screenshot({ path: 'test-results/e2e/phone-drawer.png' });
  await nav.getByRole('link', { name: 'Companies', exact: true }).click();
  await expect(page).toHaveURL(/\/companies/);
  await expect(nav).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
});
