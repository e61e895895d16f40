import { test, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/signIn';
import { baseURL, intranetURL } from './playwright.config';

// examples/intranet-events.html: a plain page on the example intranet's origin, with the per-tag loader, listening to
// <insights-company-list> and <insights-company-detail> and logging what it hears (each <li> of #log is one event).
const EVENTS_PAGE = `${intranetURL}/intranet-events.html`;
const OIDC_USER_KEY = `oidc.user:${baseURL}/oidc:insights-intranet-example`;

/** Signs in through the real identity provider from the intranet's home page (intranet-sso.html), in this tab. */
async function signInOnIntranet(page: Page, email = 'member@northwind.test') {
  await page.goto(`${intranetURL}/intranet-sso.html`);
  await page.getByRole('button', { name: 'Sign in with Insights' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${intranetURL}/intranet-sso.html`);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
}

const heard = (page: Page, event: string, from: string) => page.locator(`#log li[data-event="${event}"][data-from="${from}"]`);
const detailsOf = async (page: Page, event: string, from: string) =>
  (await heard(page, event, from).evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.detail!)))
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .reverse(); // the log lists the newest first

test('a page on another origin hears ready, a cancelable navigate, follow changes and errors from the company elements', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signInOnIntranet(page);
  await page.goto(EVENTS_PAGE);
  const list = page.locator('insights-company-list');
  const detail = page.locator('insights-company-detail');

  // insights-ready: once, when the rows are there; the page removes its own placeholder then.
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  await expect(heard(page, 'insights-ready', 'insights-company-list')).toHaveCount(1);
  expect(await detailsOf(page, 'insights-ready', 'insights-company-list')).toEqual([{ tag: 'insights-company-list' }]);
  await expect(page.locator('[data-placeholder-for="insights-company-list"]')).toHaveCount(0);

  const listIds = await list.locator('a[href*="/companies/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('/companies/')[1]!));

  // insights-navigate from the list, cancelled by the page: the page stays and opens the company in its own element.
  const firstCompany = list.getByRole('row').nth(1).getByRole('link').first();
  const companyName = (await firstCompany.textContent())!.trim();
  const companyId = (await firstCompany.getAttribute('href'))!.split('/companies/')[1]!;
  expect(await firstCompany.getAttribute('href')).toBe(`${baseURL}/companies/${companyId}`);
  await firstCompany.click();
  await expect(detail.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  expect(page.url()).toBe(EVENTS_PAGE);
  expect(await detailsOf(page, 'insights-navigate', 'insights-company-list')).toEqual([
    { path: `/companies/${companyId}`, route: 'company', params: { companyId } },
  ]);
  await expect(heard(page, 'insights-ready', 'insights-company-detail')).toHaveCount(1);

  // insights-follow-change from the detail, after the server confirmed; and back.
  await detail.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(detail.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Following', exact: true }).click();
  await expect(detail.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  expect(await detailsOf(page, 'insights-follow-change', 'insights-company-detail')).toEqual([
    { companyId, following: true },
    { companyId, following: false },
  ]);

  // …and from the list's Follow button.
  await list.getByRole('button', { name: `Follow ${companyName}` }).click();
  await expect(list.getByRole('button', { name: `Following ${companyName}` })).toBeVisible();
  expect(await detailsOf(page, 'insights-follow-change', 'insights-company-list')).toEqual([{ companyId, following: true }]);
  await list.getByRole('button', { name: `Following ${companyName}` }).click();
  await expect(list.getByRole('button', { name: `Follow ${companyName}` })).toBeVisible();

  // insights-navigate from the detail: a related company opens in the same element, the page stays.
  const related = await page.evaluate(async ({ api, key, ids }) => {
    const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
    for (const id of ids) {
      const reply = await fetch(`${api}/api/Company/GetRelatedCompanies`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ PageNumber: 1, PageSize: 10, SearchTerm: '', companyId: id }),
      });
      const body = (await reply.json()) as { data: Array<{ id: string; legalName: string }> };
      if (body.data.length > 0) return { id, target: body.data[0]! };
    }
    return null;
  }, {
    api: baseURL,
    key: OIDC_USER_KEY,
    ids: listIds,
  });
  expect(related, 'a company of the first page has related companies').not.toBeNull();
  {
    await detail.evaluate((el, id) => el.setAttribute('company-id', id), related!.id);
    await detail.getByRole('link', { name: related!.target.legalName }).first().click();
    await expect(detail.getByRole('heading', { level: 1, name: related!.target.legalName })).toBeVisible();
    expect(page.url()).toBe(EVENTS_PAGE);
    expect(await detailsOf(page, 'insights-navigate', 'insights-company-detail')).toEqual([
      { path: `/companies/${related!.target.id}`, route: 'company', params: { companyId: related!.target.id } },
    ]);
  }

  // insights-error: the server cannot be reached (the request fails in the browser); status 0, beside the error state.
  await page.route('**/api/company/getall', (route) => route.abort('internetdisconnected'));
  await list.getByRole('searchbox', { name: 'Search companies' }).fill('energy');
  await list.getByRole('button', { name: 'Search' }).click();
  await expect(list.getByRole('alert')).toContainText('Could not reach the Insights server');
  const listErrors = await detailsOf(page, 'insights-error', 'insights-company-list');
  expect(listErrors.length).toBeGreaterThanOrEqual(1);
  expect(listErrors[0]).toEqual({
    status: 0,
    message: 'Could not reach the Insights server. Check your connection and try again.',
    operation: 'POST /api/company/getall',
  });
  // The search was a filter change too, in the URL's names.
  expect(await detailsOf(page, 'insights-filters-change', 'insights-company-list')).toContainEqual({ filters: { SearchTerm: 'energy' } });

  // A company not opened before (an opened one would come from the page's cache without a call).
  const unopened = listIds
    .filter((id) => id !== companyId && id !== related!.id && id !== related!.target.id)
    .at(-1)!;
  await page.route(`**/api/company/${unopened.toUpperCase()}`, (route) => route.abort('internetdisconnected'));
  await detail.evaluate((el, id) => el.setAttribute('company-id', id), unopened);
  await expect(detail.getByRole('alert')).toContainText('Could not reach the Insights server');
  expect((await detailsOf(page, 'insights-error', 'insights-company-detail'))[0]).toEqual({
    status: 0,
    message: 'Could not reach the Insights server. Check your connection and try again.',
    operation: `GET /api/company/${unopened.toUpperCase()}`,
  });
  await page.unrouteAll();
  await page.screenshot({ path: 'test-results/e2e/host-events.png', fullPage: true });

  // A navigate the page does not cancel: the company link opens the portal, as without a listener.
  await page.getByLabel('Open companies on this page').uncheck();
  await list.getByRole('button', { name: /Remove filter/ }).first().click();
  await list.getByRole('row').nth(1).getByRole('link').first().click();
  await page.waitForURL(`${baseURL}/companies/**`);
});

test("without a token the elements show 'Sign in required', call nothing and tell the page; a token then brings the data", async ({ page, context }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInOnIntranet(page);
  const signedIn = await page.evaluate((key) => sessionStorage.getItem(key), OIDC_USER_KEY);
  expect(signedIn).toBeTruthy();

  // A second tab has its own sessionStorage: nobody is signed in there.
  const other = await context.newPage();
  await other.setViewportSize({ width: 1400, height: 900 });
  const apiCalls: string[] = [];
  other.on('request', (request) => {
    if (request.url().startsWith(`${baseURL}/api/`)) apiCalls.push(request.url());
  });
  await other.goto(EVENTS_PAGE);
  const list = other.locator('insights-company-list');
  await expect(list.getByText('Sign in required', { exact: true })).toBeVisible();
  await expect(list.getByRole('alert')).toHaveCount(0);
  await expect(list.getByText('Invalid credentials')).toHaveCount(0);
  await expect(heard(other, 'insights-auth-required', 'insights-company-list')).toHaveCount(1);
  expect(await detailsOf(other, 'insights-auth-required', 'insights-company-list')).toEqual([{ tag: 'insights-company-list' }]);
  await expect(other.getByRole('link', { name: 'Sign in on the intranet home' })).toBeVisible();
  const detail = other.locator('insights-company-detail');
  const anyCompany = '00000000-0000-4000-8000-000000000000';
  await detail.evaluate((el, id) => el.setAttribute('company-id', id), anyCompany);
  await expect(detail.getByText('Sign in required', { exact: true })).toBeVisible();
  await expect(heard(other, 'insights-auth-required', 'insights-company-detail')).toHaveCount(1);
  expect(apiCalls).toEqual([]);
  await other.screenshot({ path: 'test-results/e2e/host-events-signed-out.png', fullPage: true });
  await other.setViewportSize({ width: 390, height: 844 });
  await other.screenshot({ path: 'test-results/e2e/host-events-signed-out-390.png', fullPage: true });
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await other.setViewportSize({ width: 1400, height: 900 });

  // The host's sign-in finishes (here: the session the first tab got from the identity provider).
  await other.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [OIDC_USER_KEY, signedIn]);
  // The element's own retry loads it…
  await list.getByRole('button', { name: 'Try again' }).click();
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  await expect(heard(other, 'insights-ready', 'insights-company-list')).toHaveCount(1);
  // …and so does the host's documented refresh (configure() again), for the detail.
  const companyId = (await list.getByRole('row').nth(1).getByRole('link').first().getAttribute('href'))!.split('/companies/')[1]!;
  await detail.evaluate((el, id) => el.setAttribute('company-id', id), companyId);
  await expect(detail.getByText('Sign in required', { exact: true })).toBeVisible();
  await other.getByRole('button', { name: 'Refresh sign-in' }).click();
  await expect(detail.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(heard(other, 'insights-ready', 'insights-company-detail')).toHaveCount(1);
  expect(apiCalls.length).toBeGreaterThan(0);
});

/**
 * Every insights-* event the page hears, with its detail after a JSON round trip and whether that copy equals the
 * detail itself (same keys, same plain values: no option objects, dates, undefined or NaN, which would come back
 * changed or not at all).
 */
async function listenToEveryEvent(page: Page) {
  await page.evaluate((names) => {
    const same = (a: unknown, b: unknown): boolean => {
      if (a === null || typeof a !== 'object' || b === null || typeof b !== 'object') return Object.is(a, b);
      if (Array.isArray(a) !== Array.isArray(b)) return false;
      const proto = Object.getPrototypeOf(a);
      if (!Array.isArray(a) && proto !== Object.prototype && proto !== null) return false;
      const keys = Object.keys(a);
      if (keys.length !== Object.keys(b).length) return false;
      return keys.every((key) => key in b && same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
    };
    const heard: Array<{ type: string; from: string; detail: unknown; survives: boolean }> = [];
    (window as unknown as { heardEvents: typeof heard }).heardEvents = heard;
    for (const name of names) {
      document.addEventListener(name, (event) => {
        const detail = (event as CustomEvent).detail as unknown;
        const copy = JSON.parse(JSON.stringify(detail)) as unknown;
        heard.push({ type: event.type, from: (event.target as Element).localName, detail: copy, survives: same(detail, copy) });
      });
    }
  }, ['insights-navigate', 'insights-follow-change', 'insights-filters-change', 'insights-notification-read', 'insights-market-watch-change']);
}
type Heard = { type: string; from: string; detail: Record<string, unknown>; survives: boolean };
const heardEvents = (page: Page) => page.evaluate(() => (window as unknown as { heardEvents: Heard[] }).heardEvents);
const lastDetail = async (page: Page, type: string, from: string) =>
  (await heardEvents(page)).filter((e) => e.type === type && e.from === from).at(-1)?.detail;

test('every domain event detail is plain JSON that survives a round trip and names what was chosen', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signInOnIntranet(page);
  await page.goto(EVENTS_PAGE);
  await listenToEveryEvent(page);
  await page.evaluate(() => {
    const more = document.createElement('section');
    more.innerHTML = '<insights-licensed-companies></insights-licensed-companies><insights-notifications></insights-notifications>';
    document.body.prepend(more);
  });

  // <insights-licensed-companies>: the chosen state and commodity by id and name, in the API query's names.
  const licensed = page.locator('insights-licensed-companies');
  await expect(licensed.getByRole('row').nth(1)).toBeVisible();
  await licensed.getByRole('combobox', { name: 'State' }).fill('Texas');
  await licensed.getByRole('option', { name: 'Texas', exact: true }).click();
  await licensed.getByRole('combobox', { name: 'Commodity' }).click();
  const commodity = licensed.getByRole('option').first();
  const commodityName = (await commodity.textContent())!.trim();
  await commodity.click();
  await licensed.getByRole('button', { name: 'Apply Filters' }).click();
  await expect.poll(() => lastDetail(page, 'insights-filters-change', 'insights-licensed-companies')).toBeTruthy();
  const chosen = (await lastDetail(page, 'insights-filters-change', 'insights-licensed-companies')) as { filters: Record<string, string> };
  expect(chosen).toEqual({
    filters: {
      companyStateId: expect.stringMatching(/^\d+$/),
      companyStateName: 'Texas',
      companyCommodityId: expect.stringMatching(/^\d+$/),
      companyCommodityName: commodityName,
    },
  });
  await licensed.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect.poll(() => lastDetail(page, 'insights-filters-change', 'insights-licensed-companies')).toEqual({ filters: {} });
  // Its company link: a navigate naming the company (the page opens it in its own detail element).
  const licensedCompany = licensed.getByRole('row').nth(1).getByRole('link').first();
  await expect(licensedCompany).toBeVisible();
  const licensedId = (await licensedCompany.getAttribute('href'))!.split('/companies/')[1]!;
  await licensedCompany.click();
  expect(await lastDetail(page, 'insights-navigate', 'insights-licensed-companies')).toEqual({
    path: `/companies/${licensedId}`, route: 'company', params: { companyId: licensedId },
  });

  // <insights-company-list>: follow and unfollow a company nobody followed, a company link, a search.
  const list = page.locator('insights-company-list');
  const row = list.getByRole('row').filter({ has: page.getByRole('button', { name: /^Follow / }) }).first();
  await expect(row).toBeVisible();
  const company = row.getByRole('link').first();
  const companyName = (await company.textContent())!.trim();
  const companyId = (await company.getAttribute('href'))!.split('/companies/')[1]!;
  await list.getByRole('button', { name: `Follow ${companyName}`, exact: true }).click();
  await expect(list.getByRole('button', { name: `Following ${companyName}`, exact: true })).toBeVisible({ timeout: 30_000 });
  await list.getByRole('button', { name: `Following ${companyName}`, exact: true }).click();
  await expect(list.getByRole('button', { name: `Follow ${companyName}`, exact: true })).toBeVisible({ timeout: 30_000 });
  expect((await heardEvents(page)).filter((e) => e.type === 'insights-follow-change').map((e) => e.detail)).toEqual([
    { companyId, following: true },
    { companyId, following: false },
  ]);
  await list.getByRole('link', { name: companyName, exact: true }).first().click();
  expect(await lastDetail(page, 'insights-navigate', 'insights-company-list')).toEqual({ path: `/companies/${companyId}`, route: 'company', params: { companyId } });
  await list.getByRole('searchbox', { name: 'Search companies' }).fill('energy');
  await list.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => lastDetail(page, 'insights-filters-change', 'insights-company-list')).toEqual({ filters: { SearchTerm: 'energy' } });

  // <insights-notifications>: one message opened (read), then all.
  const notifications = page.locator('insights-notifications');
  const unreadMessage = notifications.getByRole('button', { name: /^View unread message: / }).first();
  await expect(unreadMessage).toBeVisible();
  await unreadMessage.click();
  await notifications.getByRole('dialog', { name: 'Message Content' }).getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => lastDetail(page, 'insights-notification-read', 'insights-notifications')).toEqual({ ids: [expect.any(Number)], all: false });
  await notifications.getByRole('button', { name: 'Mark all as read' }).click();
  await expect.poll(() => lastDetail(page, 'insights-notification-read', 'insights-notifications')).toEqual({ ids: [], all: true });

  // Every detail heard came back from JSON unchanged, and none is an object's name.
  const heard = await heardEvents(page);
  expect(new Set(heard.map((e) => `${e.from} ${e.type}`))).toEqual(new Set([
    'insights-licensed-companies insights-filters-change',
    'insights-licensed-companies insights-navigate',
    'insights-company-list insights-filters-change',
    'insights-company-list insights-follow-change',
    'insights-company-list insights-navigate',
    'insights-notifications insights-notification-read',
  ]));
  for (const event of heard) {
    expect(event.survives, `${event.type} from <${event.from}>: ${JSON.stringify(event.detail)}`).toBe(true);
    expect(JSON.stringify(event.detail)).not.toContain('[object ');
  }
});
