import { test, expect } from '@playwright/test';
import { accessToken, signIn } from './support/signIn';

test('a market watch made from the company list’s filter hears a license of a company nobody follows, live in the bell', async ({ page, browser, baseURL }) => {
  await signIn(page, 'member@northwind.test');
  await page.goto('/companies?StateCode=MD&LicenseType=Supplier');
  await page.getByRole('button', { name: 'Watch this market: MD · Electric and Natural Gas · Supplier' }).click();
  await expect(page.getByText('Market watch added: MD · Electric and Natural Gas · Supplier.')).toBeVisible();

  // The watch is listed in Settings → Subscriptions.
  await page.goto('/settings/subscriptions');
  const watches = page.getByRole('table', { name: 'Market Watches' });
  await expect(watches.getByRole('row').filter({ hasText: 'MD' })).toContainText('Supplier');

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAttribute('data-synced', 'true');
  const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

  // The operator records a new Maryland supplier nobody has heard of.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signIn(operator, 'super@insights.test');
  const stamp = Date.now().toString(36).toUpperCase();
  const companyName = `E2E Chesapeake Power ${stamp}`;
  const response = await operator.request.post(`${baseURL}/api/Notification/Ingest`, {
    headers: { authorization: `Bearer ${await accessToken(operator)}` },
    data: { csv: `State,Commodity,CompanyName,LicenseNumber,LicenseType,LicenseRegisteredDate\nMD,Electric,${companyName},MW-${stamp},Supplier,2026-11-02\n` },
  });
  expect(response.status()).toBe(200);
  await operatorContext.close();

  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
  await bell.click();
  await expect(page.getByRole('region', { name: 'Unread notifications' }).getByRole('listitem').first())
    .toContainText(`New License MW-${stamp} has been registered for ${companyName} on 11/02/2026`);

  // Leave no watch behind for the other tests: delete it from the screen.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete watch MD' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes' }).click();
  await expect(watches).toContainText('No market watches yet');
});

test('the e-mail digest choice saves and survives a reload', async ({ page }) => {
  await signIn(page, 'member@contoso.test');
  await page.goto('/settings/subscriptions');
  const digest = page.getByRole('combobox', { name: /E-mail digest/ });
  await expect(digest).toHaveValue('off');
  await digest.selectOption('weekly');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Notification settings saved successfully.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: /E-mail digest/ })).toHaveValue('weekly');
  // Back to Off, as the seed has it.
  await page.getByRole('combobox', { name: /E-mail digest/ }).selectOption('off');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Notification settings saved successfully.')).toBeVisible();
});
