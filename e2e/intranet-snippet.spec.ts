import { createServer, type Server } from 'node:http';
import { test, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, accessToken, signIn } from './support/signIn';
import { baseURL, otherOriginURL } from './playwright.config';
import { snippetFromDoc } from '../scripts/docSnippet.mjs';

// docs/embedding.md, "Signing in from an intranet on another origin", followed to the letter: a page at an arbitrary
// path on another origin is registered in SuperAdmin Settings → Embedding, carries the snippet taken from the doc,
// signs in through the real provider and shows real data.
const PAGE_PATH = '/team/portal.html';
const pageUrl = `${otherOriginURL}${PAGE_PATH}`;
/** The pages the intranet serves, by path. */
const pages = new Map<string, string>();
let intranet: Server;

test.beforeAll(async () => {
  intranet = createServer((request, response) => {
    const html = pages.get(request.url?.split('?')[0] ?? '');
    if (html === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
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
  pages.set(PAGE_PATH, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Team portal</title></head><body>\n<h1>Team portal</h1>\n${fromDoc}\n</body></html>`);

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

test("the doc's snippet on another origin: an embedded bell shows the user's unread count and a push arrives live", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A page of its own on the other origin, registered for Northwind through the Embedding API (the settings screen is
  // the test above), carrying the doc's snippet and a bell.
  const bellPath = '/team/bell.html';
  const bellUrl = `${otherOriginURL}${bellPath}`;
  await signIn(page, 'super@insights.test');
  const superToken = await accessToken(page);
  const auth = { authorization: `Bearer ${superToken}` };
  const listed = (await (await page.request.get(`${baseURL}/api/embedding/intranet-clients`, { headers: auth })).json()) as {
    tenants: Array<{ clientID: string; clientName: string }>;
  };
  const northwind = listed.tenants.find((t) => t.clientName === 'Northwind Energy')!.clientID;
  const registered = await page.request.post(`${baseURL}/api/embedding/intranet-clients`, {
    headers: auth,
    data: { name: 'Bell page', tenantClientId: northwind, redirectUris: [bellUrl], postLogoutRedirectUris: [] },
  });
  expect(registered.status()).toBe(200);
  const clientId = ((await registered.json()) as { intranetClient: { clientId: string } }).intranetClient.clientId;
  const snippet = snippetFromDoc().replaceAll('https://insights.example.com', baseURL).replace('YOUR_CLIENT_ID', clientId);
  pages.set(bellPath, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bell page</title></head><body>
<header style="display: flex; justify-content: space-between; align-items: center"><strong>Team portal</strong><insights-notification-bell></insights-notification-bell></header>
${snippet}
</body></html>`);

  // The operator records a company nobody follows yet.
  const stamp = Date.now().toString(36).toUpperCase();
  const companyName = `E2E Embedded Bell Power ${stamp}`;
  const ingest = async (licenseNumber: string) => {
    const response = await page.request.post(`${baseURL}/api/Notification/Ingest`, {
      headers: auth,
      data: { csv: `State,Commodity,CompanyName,LicenseNumber,LicenseType,LicenseRegisteredDate\nTX,Electric,${companyName},${licenseNumber},Supplier,2026-11-02\n` },
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as { licenses: Array<{ companyId: string }>; notifications: number };
  };
  const companyId = (await ingest(`EMB-${stamp}-1`)).licenses[0].companyId;

  // The user follows it in the portal, and a second license makes sure they have something unread whatever the
  // tests before this one marked as read.
  const portalContext = await browser.newContext();
  const portal = await portalContext.newPage();
  await signIn(portal, 'member@northwind.test');
  const follow = await portal.request.post(`${baseURL}/api/Company/SubscribeNotification`, {
    headers: { authorization: `Bearer ${await accessToken(portal)}` },
    data: { CompanyId: companyId, IsSubscribe: true },
  });
  expect(follow.status()).toBe(200);
  expect((await ingest(`EMB-${stamp}-0`)).notifications).toBe(1);
  // The same user's bell in the portal: the count the embedded bell must show.
  await portal.reload();
  const portalBell = portal.getByRole('button', { name: /^Notifications/ });
  await expect(portalBell).toHaveAttribute('data-synced', 'true', { timeout: 30_000 });
  const unread = Number(/(\d+) unread/.exec((await portalBell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  expect(unread, 'member@northwind.test has at least the new license unread').toBeGreaterThan(0);
  await portalContext.close();

  // The user on the intranet page, signed in through the snippet.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.setViewportSize({ width: 1200, height: 800 });
  const errors: string[] = [];
  visitor.on('pageerror', (error) => errors.push(error.message));
  const consoleErrors: string[] = [];
  visitor.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await visitor.goto(bellUrl);
  await signInOnProvider(visitor, 'member@northwind.test');
  await visitor.waitForURL(bellUrl);

  const bell = visitor.locator('insights-notification-bell').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAttribute('data-synced', 'true', { timeout: 30_000 });
  await expect(bell).toHaveAttribute('data-hub-status', 'connected');
  await expect(bell).toHaveAccessibleName(`Notifications, ${unread} unread`);

  // A push: a new license of the company the user now follows, live in the embedded bell.
  const started = Date.now();
  expect((await ingest(`EMB-${stamp}-2`)).notifications).toBe(1);
  await expect(bell).toHaveAccessibleName(`Notifications, ${unread + 1} unread`);
  test.info().annotations.push({ type: 'ingest → embedded bell on another origin', description: `${Date.now() - started} ms (including the ingest request)` });
  await bell.click();
  const panel = visitor.locator('insights-notification-bell').getByRole('region', { name: 'Unread notifications' });
  await expect(panel.getByRole('listitem').first()).toContainText(`New License EMB-${stamp}-2 has been registered for ${companyName} on 11/02/2026`);
  await expect(panel.getByText('Reconnecting…')).toHaveCount(0);
  // Links inside the embedded bell open the portal.
  await expect(panel.getByRole('listitem').first().getByRole('link', { name: companyName })).toHaveAttribute('href', `${baseURL}/companies/${companyId}`);
  expect(errors).toEqual([]);
  expect(consoleErrors.filter((text) => /CORS|Access-Control/i.test(text))).toEqual([]);

  // The popover stays inside the window wherever the page puts the bell: at the right edge (here), at the left edge,
  // and on a 390 px phone; below the bell, never wider than the window.
  const placement = async (where: string) => {
    const [button, box, width, scrollWidth] = await Promise.all([
      bell.boundingBox(), panel.boundingBox(), visitor.evaluate(() => window.innerWidth), visitor.evaluate(() => document.documentElement.scrollWidth),
    ]);
    expect(box, where).not.toBeNull();
    expect(box!.x, `${where}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${where}: right edge`).toBeLessThanOrEqual(width);
    expect(box!.y, `${where}: below the bell`).toBeGreaterThanOrEqual(button!.y + button!.height);
    expect(scrollWidth, `${where}: the page does not grow wider`).toBeLessThanOrEqual(width);
    return { x: Math.round(box!.x), width: Math.round(box!.width) };
  };
  const reopen = async () => {
    await visitor.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await bell.click();
    await expect(panel).toBeVisible();
  };
  const right = await placement('bell at the right edge');
  await visitor.screenshot({ path: 'test-results/e2e/intranet-bell-right.png' });
  await visitor.locator('header').evaluate((header) => { header.style.flexDirection = 'row-reverse'; });
  await reopen();
  const left = await placement('bell at the left edge');
  expect(left.x, 'the panel opens from the bell rightwards').toBeLessThan(right.x);
  await visitor.screenshot({ path: 'test-results/e2e/intranet-bell-left.png' });
  await visitor.setViewportSize({ width: 390, height: 844 });
  await reopen();
  await placement('390 px, bell at the left edge');
  await visitor.screenshot({ path: 'test-results/e2e/intranet-bell-390-left.png' });
  await visitor.locator('header').evaluate((header) => { header.style.flexDirection = 'row'; });
  await reopen();
  await placement('390 px, bell at the right edge');
  await visitor.screenshot({ path: 'test-results/e2e/intranet-bell-390-right.png' });
  await context.close();

  await page.request.delete(`${baseURL}/api/embedding/intranet-clients/${encodeURIComponent(clientId)}`, { headers: auth });
});
