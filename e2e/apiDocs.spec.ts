import { test, expect, type Locator, type Page } from '@playwright/test';
import { accessToken, signIn } from './support/signIn';

/** Opens an operation in Swagger UI, runs it with Try it out → Execute and returns its block. */
async function execute(page: Page, path: string): Promise<Locator> {
  const block = page.locator('.opblock').filter({ has: page.locator('.opblock-summary-path', { hasText: path }) }).first();
  await block.locator('.opblock-summary').click();
  await block.getByRole('button', { name: 'Try it out' }).click();
  await block.getByRole('button', { name: 'Execute' }).click();
  await expect(block.locator('.live-responses-table .response .response-col_status').first()).toBeVisible();
  return block;
}

test('/docs Authorize: the bearer token opens /api, the bearer plus the api-key pair opens /common', async ({ page, request }) => {
  await signIn(page, 'admin@northwind.test', '/');
  const token = await accessToken(page);
  const chart = (await (await request.get('/api/PricingMatrix/GetECToken', { headers: { authorization: `Bearer ${token}` } })).json()) as { access_token: string };
  const clientId = (JSON.parse(Buffer.from(chart.access_token.split('.')[1]!, 'base64url').toString('utf8')) as { clientId: string }).clientId;

  await page.goto('/docs');
  await page.getByRole('button', { name: 'Authorize' }).first().click();
  const dialog = page.locator('.modal-ux');
  // One value per scheme, in the document's order: bearer, clientId (X-Client-Id), apiKey (X-Api-Key), downloadLink,
  // and a client's API key (Bearer ins_…, issue 37).
  await expect(dialog.locator('h4')).toHaveText([/^bearer/, /^clientId/, /^apiKey/, /^downloadLink/, /^clientApiKey/]);
  const values = dialog.locator('input');
  await values.nth(0).fill(token);
  await values.nth(1).fill(clientId);
  await values.nth(2).fill(chart.access_token);
  for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Apply credentials' }).first().click();
  await expect(dialog.getByRole('button', { name: 'Remove authorization' })).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  const pricing = await execute(page, '/common/api/BillingMethod');
  await expect(pricing.locator('.live-responses-table .response .response-col_status').first()).toHaveText('200');
  await expect(pricing.locator('.curl')).toContainText('X-Client-Id');
  await expect(pricing.locator('.curl')).toContainText('X-Api-Key');
  await expect(pricing.locator('.live-responses-table')).toContainText('Utility Consolidated Billing');

  const api = await execute(page, '/api/License/GetStateWiseLicenseCount');
  await expect(api.locator('.live-responses-table .response .response-col_status').first()).toHaveText('200');
  await expect(api.locator('.live-responses-table')).toContainText('licenseDetails');
});
