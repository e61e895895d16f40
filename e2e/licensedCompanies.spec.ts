import { test, expect, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

const bodyRows = (page: Page) => page.getByRole('table', { name: 'Licensed companies' }).locator('tbody tr');

async function choose(page: Page, label: string, text: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('filter the licensed companies, page through them and show 100 per page', async ({ page }) => {
  await signIn(page, 'member@northwind.test', '/licenses/browse');
  await expect(page.getByRole('heading', { name: 'Licensed Companies' })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(50);
  const apply = page.getByRole('button', { name: 'Apply Filters' });
  const clear = page.getByRole('button', { name: 'Clear All Filters' });
  await expect(apply).toBeDisabled();
  await expect(clear).toBeDisabled();

  // The API's own count for the same filters is the truth the table must show.
  const token = await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith('oidc.user:')) return JSON.parse(sessionStorage.getItem(key)!).access_token as string;
    }
    return '';
  });
  const states = await (await page.request.get('/api/sqlserver/licensedCompanyStates', { headers: { authorization: `Bearer ${token}` } })).json();
  const ohio = states.data.find((s: { code: string }) => s.code === 'OH');
  const countReply = await page.request.get(`/api/sqlserver/licensedCompaniesCount?companyStateId=${ohio.id}&companyCommodityId=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { count } = await countReply.json();
  expect(count).toBeGreaterThan(100);

  await choose(page, 'State', 'Ohi', 'Ohio');
  await choose(page, 'Commodity', 'Elec', 'Electric');
  await expect(apply).toBeEnabled();
  await apply.click();
  await expect(page.getByText(`1–50 of ${count.toLocaleString('en-US')}`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(50);
  for (const row of await bodyRows(page).all()) {
    await expect(row).toContainText('Ohio');
    await expect(row).toContainText('Electric');
  }
  await expect(bodyRows(page).first().getByRole('link', { name: 'View Official Website' })).toHaveAttribute('href', /^https:\/\/www\./);

  const firstOnPage1 = await bodyRows(page).first().textContent();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(`51–100 of ${count.toLocaleString('en-US')}`)).toBeVisible();
  await expect(bodyRows(page).first()).not.toHaveText(firstOnPage1!);

  await page.getByLabel('Rows per page').selectOption('100');
  await expect(page.getByText(`1–100 of ${count.toLocaleString('en-US')}`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(100);

  await clear.click();
  await expect(apply).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('');
});

test('a user without premium data sees license numbers and dates blurred', async ({ page }) => {
  await signIn(page, 'member@contoso.test', '/licenses/browse');
  await expect(bodyRows(page)).toHaveCount(50);
  await expect(bodyRows(page).first().getByText('Premium data')).toHaveCount(2);
});

test('the Company select asks the server as the user types and keeps the choice', async ({ page }) => {
  const nameCalls: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/sqlserver/licensedCompanyNames')) nameCalls.push(new URL(request.url()));
  });
  await signIn(page, 'member@northwind.test', '/licenses/browse');
  await expect(bodyRows(page)).toHaveCount(50);
  const box = page.getByRole('combobox', { name: 'Company', exact: true });
  const list = page.getByRole('listbox', { name: 'Company' });
  await box.click();
  // The first page: 50 names and a hint that more match, never every licensed company at once.
  await expect(list.getByRole('option')).toHaveCount(50);
  await expect(list.getByText('More match — keep typing to narrow the list')).toBeVisible();

  // A company far down the alphabet, found by a part of its name.
  const token = await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith('oidc.user:')) return JSON.parse(sessionStorage.getItem(key)!).access_token as string;
    }
    return '';
  });
  const headers = { authorization: `Bearer ${token}` };
  const all = (await (await page.request.get('/api/sqlserver/licensedCompanyNames', { headers })).json()).data as { name: string }[];
  const target = all[all.length - 3].name;
  const part = target.slice(0, 8);
  await box.pressSequentially(part, { delay: 30 });
  await expect(list.getByRole('option', { name: target, exact: true })).toBeVisible();
  for (const option of await list.getByRole('option').allTextContents()) expect(option.toLowerCase()).toContain(part.toLowerCase());
  await list.getByRole('option', { name: target, exact: true }).click();
  await expect(box).toHaveValue(target);

  // Reopened with nothing typed: the choice is not among the first 50 names, yet it heads the list, chosen.
  await box.blur();
  await box.click();
  await expect(list.getByRole('option').first()).toHaveText(target);
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Escape');
  await expect(box).toHaveValue(target);

  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(bodyRows(page).first()).toContainText(target);
  for (const row of await bodyRows(page).all()) await expect(row).toContainText(target);
  expect(nameCalls.length).toBeGreaterThan(1);
  for (const url of nameCalls) expect(url.searchParams.get('limit')).toBe('50');
  // Typing eight letters did not cost eight requests.
  expect(nameCalls.filter((url) => url.searchParams.has('search')).length).toBeLessThan(part.length);
});
