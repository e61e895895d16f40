import { test, expect, type Request } from '@playwright/test';
import { signIn } from './support/signIn';

const isApiRead = (request: Request) => new URL(request.url()).pathname.startsWith('/api/') && request.method() === 'GET';
const isAppCode = (url: URL) => /^\/assets\/vendor-react-[\w-]+\.js$/.test(url.pathname);

/**
 * ADR 0038: a page loaded again in the same tab has its data requested by the start-up script while the app downloads,
 * and the app uses those answers instead of asking twice. The app's code is held back a second here, so "before the
 * app" is not a race with a fast local server.
 */
test('a reloaded page asks for its data while the app downloads, once per request', async ({ page }) => {
  await signIn(page, 'admin@northwind.test', '/settings/users');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  // The page's first requests are noted in its first seconds.
  await page.waitForTimeout(3_500);

  const reads: string[] = [];
  let appArrived = false;
  const readsBeforeApp: string[] = [];
  page.on('request', (request) => {
    if (!isApiRead(request)) return;
    reads.push(request.url());
    if (!appArrived) readsBeforeApp.push(request.url());
  });
  await page.route(isAppCode, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    appArrived = true;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'admin@northwind.test', exact: true })).toBeVisible();

  const list = reads.filter((url) => /\/users\?/.test(url));
  expect(list.length, 'the user list is read').toBe(1);
  // Sent before React arrived: by the start-up script.
  expect(readsBeforeApp).toEqual(expect.arrayContaining(list));
  // And not again by the app: every read once.
  expect(reads.length).toBe(new Set(reads).size);
});

test('another user in the same tab gets none of the first user’s early requests', async ({ page }) => {
  await signIn(page, 'admin@northwind.test', '/companies?StateCode=TX');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await page.waitForTimeout(3_500);
  const key = await page.evaluate(() => Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))!);
  // Another user's session in this tab (as after signing out and in again).
  await page.evaluate((name) => {
    const user = JSON.parse(sessionStorage.getItem(name)!) as { profile: { sub: string } };
    user.profile.sub = 'someone-else';
    sessionStorage.setItem(name, JSON.stringify(user));
  }, key);
  const early: string[] = [];
  let appArrived = false;
  page.on('request', (request) => {
    if (isApiRead(request) && !appArrived) early.push(request.url());
  });
  await page.route(isAppCode, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    appArrived = true;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect(early).toEqual([]);
});
