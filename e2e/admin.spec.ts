import { test, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/signIn';

/**
 * The portal renews an expired token by going through the identity provider again on its existing session (no
 * password typed). Marking the stored token expired and reloading makes that renewal happen now instead of in an hour.
 */
async function refreshToken(page: Page, path: string) {
  await page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      if (!key.startsWith('oidc.user:')) continue;
      const user = JSON.parse(sessionStorage.getItem(key)!) as { expires_at?: number };
      user.expires_at = 1;
      sessionStorage.setItem(key, JSON.stringify(user));
    }
  });
  await page.goto(path);
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });

test('an admin creates a user who signs in; blocking ends their open session, unblocking restores it; the overview deletes them', async ({ page, browser }) => {
  const email = `e2e.${Date.now().toString(36)}@northwind.test`;
  await signIn(page, 'admin@northwind.test', '/settings/users');
  await expect(page.getByRole('heading', { name: /^Users/ })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Settings' });
  await expect(tabs.getByRole('link')).toHaveText(['Subscriptions', 'Users', 'Integrations']);
  await expect(tabs.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  await expect(usersTable(page).getByRole('link', { name: 'member@northwind.test' })).toBeVisible();

  // Create: the spec's messages first, then a valid user with the password they will sign in with.
  await page.getByRole('button', { name: 'Create User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('EmailAddress is required.')).toBeVisible();
  await expect(dialog.getByText('Please select a Role')).toBeVisible();
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByLabel('Role').selectOption('Member');
  await dialog.getByLabel('First Name').fill('Erin');
  await dialog.getByLabel('Last Name').fill('Endtoend');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('User created successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = usersTable(page).getByRole('row').filter({ has: page.getByRole('link', { name: email }) });
  await expect(row.getByText('Active')).toBeVisible();

  // The new user signs in with that password and sees their own profile.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signIn(userPage, email, '/Profile');
  await expect(userPage.getByRole('heading', { level: 1, name: 'Erin Endtoend' })).toBeVisible();
  await expect(userPage.getByRole('region', { name: 'User Details' })).toContainText(email);

  // Blocked: the open session's token is refused at once; a new sign-in is refused too.
  await row.getByRole('button', { name: `Block ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Block User' });
  await expect(confirm).toContainText(`Are you sure you want to block user ${email}`);
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('User blocked successfully.')).toBeVisible();
  await expect(row.getByText('Blocked')).toBeVisible();
  await userPage.reload();
  await expect(userPage.getByText('Invalid credentials')).toBeVisible();
  await expect(userPage.getByRole('heading', { level: 1, name: 'Erin Endtoend' })).toHaveCount(0);
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await otherPage.goto('/');
  await otherPage.getByLabel('Email').fill(email);
  await otherPage.getByLabel('Password').fill(DEMO_PASSWORD);
  await otherPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(otherPage.getByText('Your account is blocked.')).toBeVisible();
  await otherContext.close();

  // Unblocked: the same open session works again.
  await row.getByRole('button', { name: `Unblock ${email}` }).click();
  await page.getByRole('dialog', { name: 'Unblock User' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('User unblocked successfully.')).toBeVisible();
  await userPage.reload();
  await expect(userPage.getByRole('heading', { level: 1, name: 'Erin Endtoend' })).toBeVisible();
  await userContext.close();

  // The overview: details, the audit trail, then the Danger Zone.
  await row.getByRole('link', { name: email }).click();
  await expect(page).toHaveURL(/\/settings\/users\/\d+\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Erin Endtoend' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Users', exact: true }).first()).toBeVisible();
  const activity = page.getByRole('list', { name: 'Recent admin actions' });
  await expect(activity.getByRole('listitem')).toHaveCount(3);
  await expect(activity.getByRole('listitem').first()).toContainText('Unblocked user by Alex Admin');
  await expect(page.getByText('Remove user from the system.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete User' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete User' });
  await expect(deletion).toContainText(`Are you sure you want to delete user ${email}`);
  await deletion.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('User deleted successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/users$/);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/Search=/);
  await expect(usersTable(page).getByText('No data found')).toBeVisible();
});

test('a super admin removes an add-on and the affected user loses /pricing at their next token refresh', async ({ page, browser }) => {
  await signIn(page, 'admin@northwind.test', '/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing', exact: true })).toBeVisible();

  const superContext = await browser.newContext();
  const superPage = await superContext.newPage();
  await signIn(superPage, 'super@insights.test', '/settings');
  await expect(superPage).toHaveURL(/\/settings\/subscriptions$/);
  await superPage.getByRole('link', { name: 'SuperAdmin Settings' }).click();
  await expect(superPage).toHaveURL(/\/settings\/superadmin$/);
  const pricing = superPage.getByRole('checkbox', { name: 'Pricing for Northwind Energy' });
  await expect(pricing).toBeChecked();
  await superPage.getByRole('button', { name: 'Save' }).click();
  await expect(superPage.getByText('Nothing to save')).toBeVisible();
  await pricing.uncheck();
  await superPage.getByRole('button', { name: 'Save' }).click();
  await expect(superPage.getByText('Add-on access saved for Northwind Energy.')).toBeVisible();
  await expect(pricing).not.toBeChecked();

  try {
    await refreshToken(page, '/pricing');
    await expect(page.getByText('Not enough Access!')).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Pricing' })).toHaveCount(0);
    await page.goto('/Profile');
    await expect(page.getByRole('region', { name: 'Module Access' })).toContainText('Ranking');
    await expect(page.getByRole('region', { name: 'Module Access' })).not.toContainText('Pricing');
  } finally {
    // Give the add-on back so the other browser tests find the seeded access.
    await pricing.check();
    await superPage.getByRole('button', { name: 'Save' }).click();
    await expect(superPage.getByText('Add-on access saved for Northwind Energy.').first()).toBeVisible();
  }
  await refreshToken(page, '/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing', exact: true })).toBeVisible();
  await superContext.close();
});

test('a member sees Subscriptions only, opened on it from /settings and the old General link; the users screens are closed to them', async ({ page }) => {
  await signIn(page, 'member@northwind.test', '/settings');
  const tabs = page.getByRole('navigation', { name: 'Settings' });
  await expect(tabs.getByRole('link')).toHaveText(['Subscriptions']);
  await expect(tabs.getByRole('link', { name: 'Subscriptions' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/\/settings\/subscriptions$/);
  await page.goto('/settings/general');
  await expect(page).toHaveURL(/\/settings\/subscriptions$/);
  await expect(page.getByText('Coming Soon!')).toHaveCount(0);
  await page.goto('/settings/users');
  await expect(page.getByText('Not enough Access!')).toBeVisible();
  await page.goto('/settings/users/2/overview');
  await expect(page.getByText('Not enough Access!')).toBeVisible();
  await page.goto('/Profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Morgan Member' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'User Details' })).toContainText('member@northwind.test');
});
