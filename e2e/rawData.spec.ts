import { readFile } from 'node:fs/promises';
import { test, expect } from '@playwright/test';
import { accessToken, signIn } from './support/signIn';

test('download a raw licenses file: a real CSV whose rows match the licenses in the database', async ({ page }) => {
  await signIn(page, 'member@northwind.test', '/licenses/rawData');
  await expect(page.getByRole('heading', { name: 'Licenses Raw Data' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Download Pennsylvania Electric licenses' });

  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`Pennsylvania_Electric_licenses_${today}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('State,Commodity,Company Name,Associated Legal Name,Company Type,License Type,License Number,License Status,Date Issued,Expiry Date,Last Found On,Source URL,Official Website');

  // The database of the e2e server lives in a temporary folder: the licenses API's count is the reference.
  const token = await accessToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const states = (await (await page.request.get('/api/sqlserver/licensedCompanyStates', { headers })).json()).data;
  const pa = states.find((s: { code: string }) => s.code === 'PA');
  const { count } = await (await page.request.get(`/api/sqlserver/licensedCompaniesCount?companyStateId=${pa.id}&companyCommodityId=1`, { headers })).json();
  expect(count).toBeGreaterThan(0);
  expect(lines.length - 1).toBe(count);
  expect(lines.slice(1).every((line) => line.startsWith('Pennsylvania,Electric,'))).toBe(true);

  // Every license number of the first page of the same filter is in the file.
  const first = (await (await page.request.get(`/api/sqlserver/filteredMostRecentLicensedCompanies?companyStateId=${pa.id}&companyCommodityId=1&perPage=50`, { headers })).json()).data;
  for (const license of first) expect(csv).toContain(license.licenseNumber);
  await expect(button).not.toHaveAttribute('aria-busy');
});

test('download a raw offers file', async ({ page }) => {
  await signIn(page, 'member@contoso.test', '/offers/rawData');
  await expect(page.getByRole('heading', { name: 'Offers Raw Data' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Ohio Natural Gas offers' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Ohio_Natural-Gas_offers_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n').filter(Boolean);
  expect(lines.length).toBeGreaterThan(5);
  expect(lines.slice(1).every((line) => line.startsWith('Ohio,Natural Gas,'))).toBe(true);
});

test('a leaked link does not work for another signed-in user', async ({ page, browser }) => {
  await signIn(page, 'member@contoso.test', '/licenses/rawData');
  await expect(page.getByRole('heading', { name: 'Licenses Raw Data' })).toBeVisible();
  const token = await accessToken(page);
  const { data: url } = await (await page.request.get('/api/RawData/downloadLicensesRawData/11', { headers: { authorization: `Bearer ${token}` } })).json();

  const other = await browser.newPage();
  await signIn(other, 'member@northwind.test', '/');
  const otherToken = await accessToken(other);
  const refused = await other.request.get(url, { headers: { authorization: `Bearer ${otherToken}` } });
  expect(refused.status()).toBe(403);
  // Change the signature's first character: the last one carries unused bits (base64url), so changing it can leave
  // the signature's bytes as they were and the test would pass a link that was not really altered.
  const tamperedUrl = url.replace(/\.([A-Za-z0-9_-])([A-Za-z0-9_-]*)$/, (_all: string, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}`);
  expect(tamperedUrl).not.toBe(url);
  const tampered = await other.request.get(tamperedUrl);
  expect(tampered.status()).toBe(403);
  await other.close();
});
