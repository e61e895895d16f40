// The host fixtures (e2e/hosts/app): a Vite app that installed the packed @insights/widgets from its tarball with only
// its peers, built once with React 18 and once with React 19 by `node scripts/check-package.mjs` (a step of
// `npm test` before this suite). Each is opened against the reference server, signed in through the real identity
// provider, and must show a component and a custom element with the server's data and no console error.
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

const built = fileURLToPath(new URL('./hosts/dist/', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/** Serves e2e/hosts/dist/react<N> at /hosts/react<N>/ on the server's origin (the page reuses the portal's sign-in). */
async function serveFixture(page: Page, name: string) {
  const dir = join(built, name);
  expect(existsSync(join(dir, 'index.html')), `${dir} is missing: run node scripts/check-package.mjs first`).toBe(true);
  await page.route(`**/hosts/${name}/**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(`/hosts/${name}/`.length) || 'index.html';
    const file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ status: 200, contentType: TYPES[extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
  });
}

for (const major of [18, 19]) {
  test(`a React ${major} host built from the packed package shows a component and an element with real data`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));

    await signIn(page, 'member@northwind.test');
    await expect(page.getByRole('heading', { name: 'Welcome to Insights!' })).toBeVisible();
    await serveFixture(page, `react${major}`);
    await page.goto(`/hosts/react${major}/`);

    await expect(page.getByTestId('react-version')).toHaveText(new RegExp(`^React ${major}\\.`));
    // The component (in the host's DOM): the license summary's table of states, each count a link into the portal.
    const summary = page.locator('#root > section').first();
    await expect(summary.getByRole('heading', { name: 'Welcome to Insights!' })).toBeVisible();
    await expect(summary.getByRole('columnheader', { name: 'Total Licenses' })).toBeVisible();
    await expect(summary.locator('a[href*="StateCode="]').first()).toBeVisible();
    expect(await summary.locator('a[href*="StateCode="]').count()).toBeGreaterThan(3);

    // The custom element (its own shadow root): a page of 50 companies from the server.
    const list = page.locator('insights-company-list');
    await expect(list.getByRole('table')).toBeVisible();
    await expect(list.getByRole('row')).toHaveCount(51);
    await expect(list.locator('a[href*="/companies/"]').first()).toBeVisible();

    expect(errors).toEqual([]);
  });
}
