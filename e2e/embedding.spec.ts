import { test, expect } from '@playwright/test';
import { signIn } from './support/signIn';

test('the one-file standalone bundle, instead of the loader, renders the same widget', async ({ page }) => {
  await signIn(page, 'member@northwind.test');
  await expect(page.getByRole('heading', { name: 'Welcome to Insights!' })).toBeVisible();
  // The intranet example as a page that wants one file would write it.
  await page.route('**/examples/intranet.html', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace("from '/widgets/loader/insights-elements.js'", "from '/widgets/insights-elements.standalone.js'");
    expect(body).toContain('/widgets/insights-elements.standalone.js');
    await route.fulfill({ response, body });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/examples/intranet.html');
  const widget = page.locator('insights-license-summary');
  await expect(widget.getByRole('table').getByRole('columnheader', { name: 'Total Licenses' })).toBeVisible();
  // (The portal left behind may still fetch its own late chunks; only the widget scripts matter here.)
  expect(scripts.filter((path) => path.startsWith('/widgets/'))).toEqual(['/widgets/insights-elements.standalone.js']);
});

test('the per-tag loader renders a widget with its own styles on a hostile intranet page', async ({ page }) => {
  await signIn(page, 'member@northwind.test');
  await expect(page.getByRole('heading', { name: 'Welcome to Insights!' })).toBeVisible();

  await page.goto('/examples/intranet.html');
  const widget = page.locator('insights-license-summary');
  // Locators pierce the open shadow root: the host's `table { display: none }` must not hide it.
  const table = widget.getByRole('table');
  await expect(table).toBeVisible();
  await expect(widget.getByRole('heading', { name: 'Welcome to Insights!' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Total Licenses' })).toBeVisible();

  const cell = table.getByRole('cell').first();
  const style = await cell.evaluate((el) => {
    const s = getComputedStyle(el);
    return { color: s.color, fontSize: s.fontSize, fontFamily: s.fontFamily };
  });
  expect(style.color).not.toBe('rgb(255, 0, 0)');
  expect(style.fontSize).not.toBe('30px');
  expect(style.fontFamily).not.toBe('serif');

  // The widget's styles live in its shadow root, not in the host document.
  const styledInDocument = await page.evaluate(() => document.querySelectorAll('style[data-styled]').length);
  expect(styledInDocument).toBe(0);
  const shadowStyleCount = await widget.evaluate((el) => el.shadowRoot?.querySelectorAll('style').length ?? 0);
  expect(shadowStyleCount).toBeGreaterThan(0);

  // Links point at the portal's URLs.
  const href = await table.locator('a[href*="StateCode="]').first().getAttribute('href');
  expect(href).toMatch(/^http:\/\/localhost:\d+\/companies\?StateCode=[A-Z]{2}/);
});

test('the per-tag loader fetches only the code of the tags on the page, also for tags added later', async ({ page }) => {
  await signIn(page, 'member@northwind.test');
  await expect(page.getByRole('heading', { name: 'Welcome to Insights!' })).toBeVisible();

  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.text().catch(() => ''));
  });
  await page.goto('/examples/company-list.html');
  const list = page.locator('insights-company-list');
  await expect(list.getByRole('table')).toBeVisible();
  await expect(list.getByRole('row')).toHaveCount(51); // the header row and a page of 50
  expect([...scripts.keys()].some((url) => url.endsWith('/widgets/loader/insights-elements.js'))).toBe(true);
  // The charts' code (nivo) is not downloaded for a page without a chart.
  expect([...scripts.values()].filter((text) => text.includes('nivo'))).toEqual([]);
  const before = scripts.size;

  // A tag added by script later, with a property set before its code arrived, is loaded and takes the property.
  await page.evaluate(() => {
    const detail = document.createElement('insights-company-detail') as HTMLElement & { companyId?: string };
    const firstLink = document.querySelector('insights-company-list')!.shadowRoot!.querySelector('a[href*="/companies/"]')!;
    detail.companyId = firstLink.getAttribute('href')!.split('/companies/')[1]!.split(/[?#]/)[0];
    document.body.append(detail);
  });
  const detail = page.locator('insights-company-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.size).toBeGreaterThan(before);
  expect(await page.evaluate(() => customElements.get('insights-pricing'))).toBeUndefined();
  // Each tag brings its own copy of its code (ADR 0019) over one shared runtime: one React on the page.
  expect([...scripts.values()].filter((text) => text.includes('react.transitional.element'))).toHaveLength(1);
});
