import { test, expect, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

/** The portal's stored oidc-client-ts user (sessionStorage), as the library wrote it. */
async function storedUser(page: Page): Promise<{ access_token: string; refresh_token: string; expires_at: number }> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    return JSON.parse(key ? sessionStorage.getItem(key)! : 'null');
  });
}

const isOidcLibrary = (url: string) => /\/assets\/userManager-[\w-]+\.js$/.test(url);

test('a signed-in page loads without oidc-client-ts; a minute before the token expires it loads and renews it', async ({ page }) => {
  await signIn(page, 'member@northwind.test');
  await expect(page.getByRole('heading', { name: 'Welcome to Insights!' })).toBeVisible();
  const before = await storedUser(page);

  // A later visit in the same tab: the library stays on the server.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Insights!' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(isOidcLibrary)).toEqual([]);

  // Access tokens live ten minutes; nine and a half later the renewal has run through the real provider.
  const renewed = page.waitForResponse((response) => new URL(response.url()).pathname === '/oidc/token' && response.request().method() === 'POST');
  await page.clock.fastForward('09:30');
  expect((await renewed).status()).toBe(200);
  expect(scripts.filter(isOidcLibrary)).toHaveLength(1);
  await expect.poll(async () => (await storedUser(page)).access_token).not.toBe(before.access_token);
  const after = await storedUser(page);
  expect(after.refresh_token).not.toBe(before.refresh_token); // the provider rotates refresh tokens

  // Still signed in, with the new token: a screen loads its data.
  await page.getByRole('link', { name: 'Companies', exact: true }).first().click();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
});
