import { createServer, type Server } from 'node:http';
import { test, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/signIn';
import { baseURL, otherOriginURL } from './playwright.config';
import { snippetFromDoc } from '../scripts/docSnippet.mjs';

// docs/embedding.md, "Signing in from an intranet on another origin", followed to the letter: a page at an arbitrary
// path on another origin is registered in SuperAdmin Settings → Embedding, carries the snippet taken from the doc,
// signs in through the real provider and shows real data.
const PAGE_PATH = '/team/portal.html';
const pageUrl = `${otherOriginURL}${PAGE_PATH}`;
let pageHtml = '';
let intranet: Server;

test.beforeAll(async () => {
  intranet = createServer((request, response) => {
    if (request.url?.split('?')[0] !== PAGE_PATH) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageHtml);
  });
  await new Promise<void>((resolve) => intranet.listen(Number(new URL(otherOriginURL).port), 'localhost', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => intranet.close(resolve));
});

async function signInOnProvider(page: Page, email: string) {
  await page.getByRole('button', { name: 'Sign in with Insights' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test("a page registered in the Embedding settings signs in with the doc's snippet and shows data", async ({ page, browser }) => {
  // 1. Register the page and copy its snippet (super admin, the Embedding section).
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'super@insights.test', '/settings/superadmin');
  await page.getByRole('button', { name: 'Add intranet client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add intranet client' });
  await dialog.getByLabel(/^Name/).fill('Team portal');
  await dialog.getByLabel(/^Client/).selectOption({ label: 'Northwind Energy' });
  await dialog.getByLabel(/^Page addresses/).fill(pageUrl);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Intranet client Team portal registered.')).toBeVisible();
  const entry = page.getByRole('listitem', { name: 'Team portal' });
  const clientId = ((await entry.locator('code').first().textContent()) ?? '').trim();
  expect(clientId).toMatch(/^intranet-[0-9a-f]{16}$/);
  await expect(entry.getByText(pageUrl)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/embedding-1400.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/screens/embedding-390.png', fullPage: true });
  await page.setViewportSize({ width: 1400, height: 1000 });

  // The snippet on screen is the doc's, with this server and the new client_id filled in.
  const fromDoc = snippetFromDoc().replaceAll('https://insights.example.com', baseURL).replace('YOUR_CLIENT_ID', clientId);
  expect(await entry.getByLabel('Snippet of Team portal', { exact: true }).textContent()).toBe(fromDoc);
  pageHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Team portal</title></head><body>\n<h1>Team portal</h1>\n${fromDoc}\n</body></html>`;

  // 2. A Northwind user on the page, in a browser without a portal session.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const errors: string[] = [];
  visitor.on('pageerror', (error) => errors.push(error.message));
  await visitor.goto(pageUrl);
  await signInOnProvider(visitor, 'member@northwind.test');
  // Back on the page with code and state gone from the address bar.
  await visitor.waitForURL(pageUrl);
  const list = visitor.locator('insights-licensed-companies');
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Sign in with Insights' })).toBeHidden();
  // A reload replays no spent code: still signed in, same data.
  await visitor.reload();
  expect(visitor.url()).toBe(pageUrl);
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();

  // 3. A user of another client is refused on the sign-in page and never comes back with a code.
  const other = await browser.newContext();
  const contoso = await other.newPage();
  await contoso.goto(pageUrl);
  await signInOnProvider(contoso, 'member@contoso.test');
  await expect(contoso.getByRole('alert')).toHaveText(
    'Team portal is for Northwind Energy users only. Your account belongs to another client: sign in with a Northwind Energy account.',
  );
  expect(contoso.url().startsWith(baseURL)).toBe(true);
  await other.close();

  // 4. Removed in the settings: the page can no longer sign in.
  await page.getByRole('button', { name: 'Remove Team portal' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Intranet client Team portal removed.')).toBeVisible();
  const gone = await browser.newContext();
  const late = await gone.newPage();
  await late.goto(pageUrl);
  await late.getByRole('button', { name: 'Sign in with Insights' }).click();
  await expect(late.getByText(/client is invalid|invalid_client|Sign-in error/i).first()).toBeVisible();
  await gone.close();
});
