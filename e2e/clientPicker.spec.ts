import { test, expect as baseExpect, type Page } from '@playwright/test';
import { signIn } from './support/signIn';
import { CONTOSO_CLIENT_ID } from '../server/src/db/seed/tenants';
import { USER_MESSAGES } from '../contract/users/constants';

/** Issue 38: a super admin manages any client's users through a client picker; an admin never sees it. */
const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });

// A shared 2-core machine: the first screens of a fresh server may take a while.
test.setTimeout(180_000);
test.use({ actionTimeout: 30_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('a super admin picks Contoso: its users are listed, the pick survives a reload, and the overview works', async ({ page }) => {
  await signIn(page, 'super@insights.test', '/settings/users');
  const picker = page.getByRole('combobox', { name: 'Client' });
  await expect(picker).toBeVisible();
  await expect(picker).toHaveValue(/.+/);
  await expect(picker.locator('option')).toHaveText(['Contoso Power', 'Fabrikam Brokers', 'Northwind Energy']);
  await expect(picker.locator('option:checked')).toHaveText('Northwind Energy');
  await expect(usersTable(page).getByRole('link', { name: 'member@northwind.test' })).toBeVisible();

  const listCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/client\/[^/]+\/users/.test(request.url())) listCalls.push(new URL(request.url()).pathname);
  });
  await picker.selectOption({ label: 'Contoso Power' });
  await expect(usersTable(page).getByRole('link', { name: 'member@contoso.test' })).toBeVisible();
  await expect(usersTable(page).getByRole('link', { name: 'member@northwind.test' })).toHaveCount(0);
  const contosoId = await picker.inputValue();
  expect(listCalls).toContain(`/api/client/${contosoId}/users`);
  await expect(page).toHaveURL(new RegExp(`/settings/users\\?ClientId=${contosoId}$`));

  // The URL holds the pick: a reload shows Contoso again.
  await page.reload();
  await expect(usersTable(page).getByRole('link', { name: 'member@contoso.test' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue(contosoId);

  // The overview of a Contoso user, reached from Contoso's list, loads it; its back link returns to Contoso's list.
  await usersTable(page).getByRole('link', { name: 'member@contoso.test' }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/users/\\d+/overview\\?ClientId=${contosoId}$`));
  await expect(page.getByText('member@contoso.test').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  await expect(page.getByText('User not found')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue(contosoId);
  await page.getByRole('link', { name: 'Users', exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/settings/users\\?ClientId=${contosoId}$`));
  await expect(usersTable(page).getByRole('link', { name: 'member@contoso.test' })).toBeVisible();

  // Back to the super admin's own client: no ClientId in the URL.
  await page.getByRole('combobox', { name: 'Client' }).selectOption({ label: 'Northwind Energy' });
  await expect(usersTable(page).getByRole('link', { name: 'member@northwind.test' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/users$/);
});

test('an admin sees no client picker; a ClientId of another client in the URL is refused by the server', async ({ page }) => {
  await signIn(page, 'admin@northwind.test', '/settings/users');
  await expect(usersTable(page).getByRole('link', { name: 'member@northwind.test' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveCount(0);
  const refused = page.waitForResponse((response) => response.url().includes(`/api/client/${CONTOSO_CLIENT_ID}/users`));
  await page.goto(`/settings/users?ClientId=${CONTOSO_CLIENT_ID}`);
  const response = await refused;
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { message: string }).message).toBe(USER_MESSAGES.otherClient);
  // The widget shows the access error (spec 1 §8), never Contoso's users.
  await expect(page.getByText('Access Forbidden').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'member@contoso.test' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveCount(0);
});

for (const width of [1400, 390]) {
  test(`the picker fits the users screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'super@insights.test', '/settings/users');
    await expect(usersTable(page).getByRole('link', { name: 'member@northwind.test' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Client' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`users-picker-${width}.png`) });
    await usersTable(page).getByRole('link', { name: 'member@northwind.test' }).click();
    await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`overview-picker-${width}.png`) });
  });
}
