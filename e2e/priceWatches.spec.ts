import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { test, expect, type Browser } from '@playwright/test';
import { accessToken, signIn } from './support/signIn';

// Issue 61's screens on the real server: a price watch made from the Offers screen's "Watch this market", listed in
// Settings → Subscriptions → Price Watches, edited there; a super admin's import of Oncor a few days after the
// seeded Power to Choose file (one offer 1.5¢ dearer) tells it in the bell and on the Notifications page; deleted.

const FILE = fileURLToPath(new URL('../server/src/db/seed/data/tx-power-to-choose/power-to-choose-2026-01-09.csv', import.meta.url));
const ONCOR = 'ONCOR ELECTRIC DELIVERY COMPANY';
const OFFERS_URL = `/offers?state=TX&utility=${encodeURIComponent(ONCOR).replace(/%20/g, '+')}&commodity=Electric&customerClass=Residential`;

const csvLine = (cells: string[]) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',');

/** Oncor's rows of the seeded file, the cheapest English offer 1.5¢ dearer: a change well above the noise floor. */
async function oncorLater(): Promise<string> {
  const records = parse(await readFile(FILE, 'utf8'), { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  const header = records[0];
  const rows = records.slice(1).filter((cells) => cells.length === header.length).map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i]])));
  const oncor = rows.filter((r) => r['[TduCompanyName]'] === ONCOR);
  const cheapest = [...oncor.filter((r) => r['[Language]'] === 'English')].sort((a, b) => Number(a['[kwh1000]']) - Number(b['[kwh1000]']))[0];
  const later = oncor.map((r) => (r === cheapest ? { ...r, '[kwh1000]': (Number(r['[kwh1000]']) + 0.015).toFixed(4) } : r));
  return [csvLine(header), ...later.map((r) => csvLine(header.map((name) => r[name])))].join('\r\n') + '\r\n\r\nEND OF FILE\r\n';
}

async function importAs(browser: Browser, body: string, asOf: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'super@insights.test');
  const response = await page.request.post(`/api/Offers/Import?source=ptc&asOf=${asOf}`, {
    headers: { authorization: `Bearer ${await accessToken(page)}`, 'content-type': 'text/csv' },
    data: Buffer.from(body, 'utf8'),
  });
  expect(response.status(), await response.text()).toBe(200);
  await context.close();
}

// An import and a market of offers drawn on a machine other runs share: room beyond the 60 s default.
test.describe.configure({ timeout: 180_000 });

test('a price watch made from Offers is listed, edited, tells of an import in the bell and the Prices filter, and is deleted', async ({ page, browser }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const name = `E2E Oncor ${stamp}`;
  await signIn(page, 'admin@northwind.test');

  // Offers → Watch this market: the dialog comes prefilled with the market and an any-change rule.
  await page.goto(OFFERS_URL);
  await expect(page.getByRole('table', { name: /^Offers · / }).locator('tbody tr').first()).toBeVisible({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Watch this market' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Price Watch' });
  await expect(dialog.getByRole('combobox', { name: 'Market' })).toHaveValue(`TX|${ONCOR}|Electric|Residential`);
  await expect(dialog.getByRole('listitem', { name: 'Rule 1: Any change' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name (optional)' }).fill(name);
  await dialog.getByRole('button', { name: 'Save Watch' }).click();
  await expect(page.getByText('Price watch added.')).toBeVisible();

  // Settings → Subscriptions → Price Watches, reached from the keyboard.
  await page.goto('/settings/subscriptions');
  const tab = page.getByRole('navigation', { name: 'Subscriptions' }).getByRole('link', { name: 'Price Watches' });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/subscriptions\/prices$/);
  await expect(tab).toHaveAttribute('aria-current', 'page');
  const row = page.getByRole('table', { name: 'Price Watches' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Any offer posted, withdrawn or repriced');
  await expect(row).toContainText('Not yet');

  // Edit: a price rule typed in ¢/kWh, listed back in the same words.
  await page.getByRole('button', { name: `Edit price watch ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Price Watch' });
  await edit.getByRole('button', { name: '+ Price at or below' }).click();
  await edit.getByRole('textbox', { name: 'Price (¢/kWh)' }).fill('9.5');
  await edit.getByRole('button', { name: 'Save Watch' }).click();
  await expect(page.getByText('Price watch saved.')).toBeVisible();
  await expect(row).toContainText('An offer at or below 9.5¢/kWh');

  // A super admin imports Oncor a few days later, one offer dearer: the watch tells it, live in the bell.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAttribute('data-synced', 'true');
  await importAs(browser, await oncorLater(), '2026-01-12');
  await bell.click();
  // The server writes the utility as people read it: 'Oncor Electric Delivery Company (TX)'.
  const notice = page.getByRole('region', { name: 'Unread notifications' }).getByRole('listitem').filter({ hasText: /in Oncor Electric Delivery Company \(TX\)/i }).first();
  await expect(notice).toContainText('Prices');
  await expect(notice.getByRole('link', { name: 'View offers in Oncor Electric Delivery Company (TX)' })).toHaveAttribute('href', /\/offers\?state=TX&utility=ONCOR/);
  await page.keyboard.press('Escape');

  // The Notifications page's Prices filter asks the server for price notices only.
  await page.goto('/notifications');
  const asked = page.waitForRequest((r) => r.url().endsWith('/api/Notification/GetAll') && (r.postDataJSON() as { category?: string }).category === 'Prices');
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Prices' }).click();
  await asked;
  const table = page.getByRole('table', { name: 'Notifications' });
  await expect(table.getByRole('row').nth(1)).toContainText(/Oncor Electric Delivery Company \(TX\)/i);
  await expect(table.getByRole('row').filter({ hasText: 'New License' })).toHaveCount(0);

  // Delete it, confirmed.
  await page.goto('/settings/subscriptions/prices');
  // It told the user once: no longer 'Not yet'.
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await page.getByRole('button', { name: `Delete price watch ${name}` }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Price watch deleted.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Price Watches' }).getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
