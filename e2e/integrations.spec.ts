import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { test, expect } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { accessToken, signIn } from './support/signIn';
import { WEBHOOK_RECEIVER } from './playwright.config';

/**
 * Settings → Integrations against the reference server (issue 37): an admin adds a webhook endpoint pointing to a
 * receiver this test runs on loopback (admitted by the server's WEBHOOK_PRIVATE_ALLOWLIST, set in the e2e config),
 * sends a test event, and sees it delivered in the endpoint's deliveries; the receiver checks the Standard Webhooks
 * signature with the secret the screen showed once. Then a key is created and shown once.
 */

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let receiver: Server;
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  const [host, port] = WEBHOOK_RECEIVER.split(':');
  await new Promise<void>((resolve) => receiver.listen(Number(port), host, resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

test('an admin adds an endpoint, sends a test event and sees it delivered; a new API key shows once', async ({ page, baseURL }) => {
  const hookUrl = `http://${WEBHOOK_RECEIVER}/insights/${Date.now().toString(36)}`;
  await signIn(page, 'admin@northwind.test', '/settings');
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/settings\/integrations$/);
  await expect(page.getByRole('heading', { name: 'Webhook endpoints' })).toBeVisible();

  // Add endpoint: URL, JSON, Texas, every event.
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('dialog', { name: 'Add endpoint' });
  await form.getByLabel(/^URL/).fill(hookUrl);
  await form.getByRole('checkbox', { name: 'Texas' }).check();
  await form.getByRole('button', { name: 'Add endpoint' }).click();

  // The secret, once.
  const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
  await expect(secretDialog.getByText('Copy it now: it will not be shown again.')).toBeVisible();
  const secret = (await secretDialog.getByLabel(`Signing secret of ${hookUrl}`).textContent())!.trim();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32,}$/);
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);

  // Send test event → the receiver gets it, signed; the deliveries show it delivered.
  const item = page.getByRole('listitem', { name: hookUrl });
  await expect(item.getByText('Enabled')).toBeVisible();
  await item.getByRole('button', { name: `Send test event to ${hookUrl}` }).click();
  await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThan(0);
  const delivery = received[0];
  const event = new Webhook(secret).verify(delivery.body, {
    'webhook-id': String(delivery.headers['webhook-id']),
    'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
    'webhook-signature': String(delivery.headers['webhook-signature']),
  }) as { type: string };
  expect(event.type).toBe('webhook.test');

  const log = item.getByRole('list', { name: `Deliveries of ${hookUrl}` });
  const entry = log.getByRole('listitem', { name: /^Test event / }).first();
  await expect(entry.getByText('Delivered')).toBeVisible({ timeout: 20_000 });
  await expect(entry.getByText(String(delivery.headers['webhook-id']))).toBeVisible();
  await expect(entry.getByRole('list', { name: 'Attempts' })).toContainText('HTTP 204');
  await page.screenshot({ path: 'test-results/e2e/integrations-tab.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // Narrowed mid-page: the shell folds its sidebar away once it has seen the new width, so wait for that.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'the tab fits a phone' }).toBeLessThanOrEqual(390);
  await expect(page.getByRole('complementary', { name: 'Main navigation' })).toBeHidden();
  await page.screenshot({ path: 'test-results/e2e/integrations-tab-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Leave no endpoint behind.
  await item.getByRole('button', { name: `Delete ${hookUrl}` }).click();
  await page.getByRole('dialog', { name: 'Delete endpoint' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem', { name: hookUrl })).toHaveCount(0);

  // Create key: shown once, then only its start is listed.
  const name = `E2E key ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Create key' }).click();
  const keyForm = page.getByRole('dialog', { name: 'Create key' });
  await keyForm.getByLabel(/^Name/).fill(name);
  await keyForm.getByRole('button', { name: 'Create key' }).click();
  const keyDialog = page.getByRole('dialog', { name: 'API key created' });
  await expect(keyDialog.getByText('Copy it now: it will not be shown again.')).toBeVisible();
  const key = (await keyDialog.getByLabel(`API key ${name}`).textContent())!.trim();
  expect(key).toMatch(/^ins_[0-9A-Za-z]{22,}$/);
  await keyDialog.getByRole('button', { name: 'Done' }).click();
  const keys = page.getByRole('table', { name: 'API keys' });
  const row = keys.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`${key.slice(0, 12)}…`);
  await expect(page.getByText(key)).toHaveCount(0);

  // A key may not administer its client's integrations (403) ...
  const webhooksPath = `${baseURL}/api/client/${await clientIdOf(page)}/webhooks`;
  const withKey = { headers: { authorization: `Bearer ${key}` } };
  expect((await page.request.get(webhooksPath, withKey)).status()).toBe(403);

  // Revoke it again.
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog', { name: 'Revoke key' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  // ... and, revoked, gets 401 at once.
  expect((await page.request.get(webhooksPath, withKey)).status()).toBe(401);
});

/** The signed-in admin's client id, from the access token's claims. */
async function clientIdOf(page: import('@playwright/test').Page): Promise<string> {
  const token = await accessToken(page);
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
  const id = claims.clientId ?? claims.ClientId ?? claims.client_id;
  expect(typeof id, 'the access token names the client').toBe('string');
  return id as string;
}
