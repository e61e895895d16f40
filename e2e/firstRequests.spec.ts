import { test, expect, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

const isAppCode = (url: URL) => /^\/assets\/vendor-react-[\w-]+\.js$/.test(url.pathname);

/**
 * Reloads the page and lists its API requests (method and URL): all of them, and those sent before React arrived. The
 * app's code is held back a second, so "before the app" is not a race with a fast local server.
 */
async function reloadWatched(page: Page): Promise<{ all: string[]; beforeApp: string[] }> {
  const all: string[] = [];
  const beforeApp: string[] = [];
  let appArrived = false;
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    const line = `${request.method()} ${request.url()}`;
    all.push(line);
    if (!appArrived) beforeApp.push(line);
  });
  await page.route(isAppCode, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    appArrived = true;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  return { all, beforeApp };
}

/** ADR 0038: a page's first requests are noted in its first seconds. */
const learnt = (page: Page) => page.waitForTimeout(3_500);

test('a reloaded page asks for its data while the app downloads, once per request', async ({ page }) => {
  await signIn(page, 'admin@northwind.test', '/settings/users');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await learnt(page);

  const { all, beforeApp } = await reloadWatched(page);
  await expect(page.getByRole('cell', { name: 'admin@northwind.test', exact: true })).toBeVisible();
  const list = all.filter((line) => /^GET .*\/users\?/.test(line));
  expect(list.length, 'the user list is read').toBe(1);
  // Sent before React arrived: by the start-up script.
  expect(beforeApp).toEqual(expect.arrayContaining(list));
  // And not again by the app: every request once.
  expect(all.length).toBe(new Set(all).size);
});

test('the company search, a POST that reads, is sent early too; another user in the tab gets none of it', async ({ page }) => {
  await signIn(page, 'admin@northwind.test', '/companies?StateCode=TX');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await learnt(page);
  const first = await reloadWatched(page);
  expect(first.beforeApp.filter((line) => /^POST .*\/api\/company\/getall$/i.test(line))).toHaveLength(1);
  expect(first.all.length).toBe(new Set(first.all).size);
  await page.unrouteAll();
  page.removeAllListeners('request');

  // Another user's session in this tab (as after signing out and in again).
  await page.evaluate(() => {
    const name = Object.keys(sessionStorage).find((key) => key.startsWith('oidc.user:'))!;
    const user = JSON.parse(sessionStorage.getItem(name)!) as { profile: { sub: string } };
    user.profile.sub = 'someone-else';
    sessionStorage.setItem(name, JSON.stringify(user));
  });
  const other = await reloadWatched(page);
  expect(other.beforeApp).toEqual([]);
});
