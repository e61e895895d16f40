import { test, expect, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

const CONTOSO_POWER = '/companies/a1b2c3d4-0000-4000-8000-00000000a002';

const companiesTable = (page: Page) => page.getByRole('table', { name: 'Companies' });
const firstCompanyLink = (page: Page) => companiesTable(page).locator('tbody a').first();

test('home count → filtered list with badges → search → remove a badge → next page → detail → case history → follow', async ({ page }) => {
  await signIn(page, 'member@northwind.test');
  const link = page.getByRole('table').locator('a[href*="LicenseType=ABC"]').first();
  const href = (await link.getAttribute('href'))!;
  const state = /StateCode=([A-Z]{2})/.exec(href)![1];
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/companies\\?StateCode=${state}&LicenseType=ABC$`));
  const badges = page.getByRole('group', { name: 'Active filters' });
  await expect(badges.getByText(new RegExp(`^State: .*\\(${state}\\)`))).toBeVisible();
  await expect(badges.getByText('License Type: ABC')).toBeVisible();
  await expect(firstCompanyLink(page)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search companies' }).fill('  energy  ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(badges.getByText('Search: energy')).toBeVisible();
  await expect(page).toHaveURL(/SearchTerm=energy/);

  await page.getByRole('button', { name: 'Remove filter License Type: ABC' }).click();
  await expect(badges.getByText('License Type: ABC')).toHaveCount(0);
  await expect(page).not.toHaveURL(/LicenseType=/);
  await expect(page).toHaveURL(new RegExp(`StateCode=${state}`));

  const firstOnPageOne = await firstCompanyLink(page).textContent();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/PageNo=2/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(firstCompanyLink(page)).not.toHaveText(firstOnPageOne!);

  const name = (await firstCompanyLink(page).textContent())!;
  await firstCompanyLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: /^Show case history/ }).first().click();
  await expect(page.getByRole('table', { name: 'Case history' }).or(page.getByText('No cases recorded for this license.')).first()).toBeVisible();

  const follow = page.getByRole('button', { name: 'Follow', exact: true }).first();
  await follow.click();
  await expect(page.getByRole('button', { name: 'Following', exact: true }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Following', exact: true }).first()).toBeVisible();
});

test('a legacy detail route redirects to the company screen', async ({ page }) => {
  await signIn(page, 'member@northwind.test', `/companies/companiesDetailsDataNew/${CONTOSO_POWER.split('/')[2]}`);
  await expect(page).toHaveURL(new RegExp(`${CONTOSO_POWER}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Contoso Power Inc.' })).toBeVisible();
});

test('a super admin merges two companies and cannot merge a company into itself', async ({ page }) => {
  await signIn(page, 'super@insights.test', '/companies?SearchTerm=allegheny');
  await expect(firstCompanyLink(page)).toBeVisible();
  const links = companiesTable(page).locator('tbody a');
  const source = (await links.nth(0).textContent())!;
  const target = (await links.nth(1).textContent())!;
  await links.nth(0).click();
  await expect(page.getByRole('heading', { level: 1, name: source })).toBeVisible();

  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Merge ${source}` });
  await expect(dialog.getByRole('button', { name: 'Merge', exact: true })).toBeDisabled();
  await dialog.getByRole('searchbox').fill(target);
  await dialog.getByRole('radio', { name: new RegExp(target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).check();
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByText(`Are you sure you want to merge ${target} into ${source}?`)).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Company Merged successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: target })).toBeVisible();

  // Self-merge: the target search finds the company itself.
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  const again = page.getByRole('dialog', { name: `Merge ${target}` });
  await again.getByRole('searchbox').fill(target);
  await again.getByRole('radio').first().check();
  await again.getByRole('button', { name: 'Merge', exact: true }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(again.getByText('Error : can not merge with self')).toBeVisible();
});

test('member@contoso.test (no premium data) sees no premium value on a company page', async ({ page, browser }) => {
  // The real values, as a premium user sees them.
  const premium = await browser.newPage();
  await signIn(premium, 'member@northwind.test', CONTOSO_POWER);
  await expect(premium.getByRole('heading', { level: 1, name: 'Contoso Power Inc.' })).toBeVisible();
  const contacts = premium.getByRole('table', { name: 'Contacts' });
  await expect(contacts.locator('a[href^="mailto:"]').first()).toBeVisible();
  const emails = await contacts.locator('a[href^="mailto:"]').allTextContents();
  const licenseNumbers = await premium.getByRole('table', { name: 'Licenses' }).locator('tbody tr td:nth-child(3)').allTextContents(); // State, Commodity, License Number
  const addresses = await premium.getByRole('table', { name: 'Addresses' }).locator('tbody a').allTextContents();
  await premium.close();
  const secrets = [...emails, ...licenseNumbers, ...addresses].map((s) => s.trim()).filter(Boolean);
  expect(secrets.length).toBeGreaterThan(2);

  await signIn(page, 'member@contoso.test', CONTOSO_POWER);
  await expect(page.getByRole('heading', { level: 1, name: 'Contoso Power Inc.' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Premium data hidden' }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Contacts' }).getByRole('img', { name: 'Premium data hidden' }).first()).toBeVisible();
  const html = await page.content();
  for (const secret of secrets) expect(html.includes(secret), secret).toBe(false);
  await expect(page.getByRole('button', { name: /^Follow .* license$/ }).first()).toBeDisabled();
});
