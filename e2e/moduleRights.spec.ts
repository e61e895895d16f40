import { test, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/signIn';

// Issue 28: a client's add-ons cap what its admins may give; each user's modules are chosen by an admin, per user.

/** The claims of the access token the portal holds (oidc-client-ts keeps the user in sessionStorage). */
async function accessClaims(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      if (!key.startsWith('oidc.user:')) continue;
      const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
      const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
      return JSON.parse(atob(payload)) as Record<string, unknown>;
    }
    throw new Error('no signed-in user in sessionStorage');
  });
}

test('a new Member holds exactly the modules the admin ticked: in the token, the menu and the users list', async ({ page, browser }) => {
  const email = `modules.${Date.now().toString(36)}@northwind.test`;
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'admin@northwind.test', '/settings/users');
  await page.getByRole('button', { name: 'Create User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  const modules = dialog.getByRole('group', { name: 'Modules' });
  // One checkbox per module of Northwind's add-ons, none ticked for a new user, and the rule in words.
  await expect(modules.getByRole('checkbox')).toHaveCount(2);
  await expect(modules.getByRole('checkbox', { name: 'Pricing' })).not.toBeChecked();
  await expect(modules.getByRole('checkbox', { name: 'Ranking' })).not.toBeChecked();
  await expect(modules).toContainText("A client's add-ons (set by a super admin) cap what its admins may give");
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByLabel('Role').selectOption('Member');
  await dialog.getByLabel('First Name').fill('Mona');
  await dialog.getByLabel('Last Name').fill('Modules');
  await modules.getByRole('checkbox', { name: 'Ranking' }).check();
  await page.screenshot({ path: 'test-results/screens/create-user-modules-1400.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await modules.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/create-user-modules-390.png' });
  await page.setViewportSize({ width: 1400, height: 1000 });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('User created successfully.')).toBeVisible();

  // The users list shows each user's modules.
  await page.getByRole('searchbox').or(page.getByPlaceholder('search username, First/Last Name')).first().fill(email);
  await page.keyboard.press('Enter');
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ has: page.getByRole('link', { name: email }) });
  await expect(row).toContainText('Ranking');
  await expect(row).not.toContainText('Pricing');
  await page.screenshot({ path: 'test-results/screens/users-modules-1400.png' });

  // The new member's token carries exactly Ranking, and the menu offers Ranking but not Pricing.
  const context = await browser.newContext();
  const member = await context.newPage();
  await member.setViewportSize({ width: 1400, height: 1000 });
  await signIn(member, email, '/Profile');
  await expect(member.getByRole('region', { name: 'Module Access' })).toContainText('Ranking');
  expect((await accessClaims(member)).insightsModules).toEqual(['ranking']);
  const nav = member.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Ranking' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
  // Market Activity needs no module: every signed-in user has it.
  await expect(nav.getByRole('link', { name: 'Market Activity' })).toBeVisible();

  // The admin ticks Pricing too on the overview's Edit; the member's next sign-in holds both.
  await row.getByRole('link', { name: email }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const update = page.getByRole('dialog', { name: 'Update User' });
  await expect(update.getByRole('checkbox', { name: 'Ranking' })).toBeChecked();
  await update.getByRole('checkbox', { name: 'Pricing' }).check();
  await update.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('User updated successfully.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Module Access' })).toContainText('Pricing');
  await context.close();
  const again = await browser.newContext();
  const memberAgain = await again.newPage();
  await signIn(memberAgain, email, '/Profile');
  await expect(memberAgain.getByRole('region', { name: 'Module Access' })).toContainText('Pricing');
  expect((await accessClaims(memberAgain)).insightsModules).toEqual(['pricing', 'ranking']);
  await again.close();
});

test('the dashboard says which module a member lacks; a client without premium data sees its own licenses in My Licenses', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'member@northwind.test', '/dashboard');
  await expect(page.getByText('Your account has no Pricing module — ask your administrator')).toHaveCount(3);
  await page.screenshot({ path: 'test-results/screens/dashboard-no-module-1400.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/screens/dashboard-no-module-390.png', fullPage: true });

  const context = await browser.newContext();
  const contoso = await context.newPage();
  await contoso.setViewportSize({ width: 1400, height: 1000 });
  await signIn(contoso, 'member@contoso.test', '/dashboard');
  const licenses = contoso.getByRole('table', { name: 'My Licenses' });
  const first = licenses.getByRole('row').nth(1);
  // A client's own licenses are not premium to itself (ADR 0027): number and dates show, nothing is blurred.
  await expect(first.getByRole('cell').nth(2)).not.toBeEmpty();
  await expect(first.getByRole('img', { name: 'Premium data hidden' })).toHaveCount(0);
  await expect(first).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await contoso.screenshot({ path: 'test-results/screens/dashboard-contoso-1400.png', fullPage: true });
  await context.close();
});
