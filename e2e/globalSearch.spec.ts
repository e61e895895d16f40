import { test, expect, type Page } from '@playwright/test';
import { accessToken, signIn } from './support/signIn';

// Issue 24 §3: the top bar's global search — Ctrl+K from anywhere, a company's name and Enter opens it, a license
// number finds its company, Escape closes, 'No data found', and at 390 px it fits the screen.
const CONTOSO_POWER_ID = 'a1b2c3d4-0000-4000-8000-00000000a002';
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Find a company' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Companies' });

test('Ctrl+K, a company name and Enter open the company; Escape closes; nothing found says so', async ({ page }) => {
  await signIn(page, 'member@northwind.test', '/licenses/browse');
  await expect(searchBox(page)).toBeVisible();
  // From anywhere on the page: the focus is elsewhere first. The page's heading, not a corner of <main>: once the page
  // has scrolled, that corner lies under the sticky top bar, which takes the click.
  await page.locator('main h1').first().click();
  await page.keyboard.press('Control+K');
  await expect(searchBox(page)).toBeFocused();

  await page.keyboard.type('Contoso Power Inc.');
  const first = results(page).getByRole('option').first();
  await expect(first).toContainText('Contoso Power Inc.');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(first).toContainText(/\d+ licenses?/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/companies/${CONTOSO_POWER_ID}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Contoso Power Inc.' })).toBeVisible();
  await expect(searchBox(page)).toHaveValue('');

  await page.keyboard.press('Control+K');
  await page.keyboard.type('energy');
  await expect(results(page).getByRole('option')).toHaveCount(10);
  await page.keyboard.press('Escape');
  await expect(results(page)).toHaveCount(0);
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');

  await searchBox(page).fill('zzqx no company has this');
  await expect(page.getByText('No data found')).toBeVisible();
});

test('a license number finds its company, which the arrows and Enter open', async ({ page }) => {
  await signIn(page, 'member@northwind.test');
  const token = await accessToken(page);
  const reply = await page.request.post('/api/license/getall', {
    headers: { authorization: `Bearer ${token}` },
    data: { PageNumber: 1, PageSize: 50, SearchTerm: '', companyId: CONTOSO_POWER_ID },
  });
  const licenses = ((await reply.json()) as { data: Array<{ licenseNumber: string }> }).data;
  // The longest number: the one least likely to start another company's number too.
  const number = licenses.map((l) => l.licenseNumber).sort((a, b) => b.length - a.length)[0];
  expect(number).toBeTruthy();

  // The search's code arrives a moment after the first paint; the shortcut works from then on.
  await expect(searchBox(page)).toBeVisible();
  await page.keyboard.press('Control+K');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type(number);
  const option = results(page).getByRole('option', { name: /Contoso Power Inc\./ });
  await expect(option).toContainText(`License ${number}`);
  const options = await results(page).getByRole('option').allTextContents();
  const index = options.findIndex((text) => text.includes('Contoso Power Inc.'));
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/companies/${CONTOSO_POWER_ID}$`));
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the field sits in the top bar and its results stay inside the screen', async ({ page }) => {
    await signIn(page, 'member@northwind.test');
    const box = searchBox(page);
    await expect(box).toBeVisible();
    await box.click();
    await page.keyboard.type('energy');
    const list = results(page);
    await expect(list.getByRole('option')).toHaveCount(10);
    const shown = await list.boundingBox();
    expect(shown!.x).toBeGreaterThanOrEqual(0);
    expect(shown!.x + shown!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/e2e/phone-global-search.png' });
    await list.getByRole('option').first().click();
    await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}$/);
  });
});

// Issue 38: the search's code loads on its first use, and Ctrl+K works from the first paint all the same: what is typed
// before the code has arrived is kept, and typing goes on where it was once the search takes over.
test('Ctrl+K right after Home shows opens the search with what was typed, before and after its code arrives', async ({ page }) => {
  const searchCode: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Hold the search's code until the first keys are typed, as a slow network would.
  await page.route(/\/assets\/globalSearch-[\w-]+\.js$/, async (route) => {
    searchCode.push(route.request().url());
    await released;
    await route.continue();
  });
  await signIn(page, 'member@northwind.test');
  await expect(page.getByRole('heading', { name: 'Welcome to Insights!' })).toBeVisible();
  expect(searchCode, 'the search is not part of the first download').toEqual([]);

  await page.keyboard.press(process.platform === 'darwin' ? 'Meta+K' : 'Control+K');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('Contoso Po');
  await expect(searchBox(page)).toHaveValue('Contoso Po');
  await expect.poll(() => searchCode.length, { message: 'the shortcut fetched the search' }).toBe(1);
  await expect(results(page)).toHaveCount(0);

  release();
  // The search takes over with the text and the focus; the results come without another key.
  await expect(results(page).getByRole('option').first()).toContainText('Contoso Power Inc.');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('wer Inc.');
  await expect(searchBox(page)).toHaveValue('Contoso Power Inc.');
  // Enter opens the highlighted row of the results for the text as typed (not of a page still on screen for 'Contoso Po').
  await expect(results(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(results(page).getByRole('option').first()).toContainText('Contoso Power Inc.');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/companies/${CONTOSO_POWER_ID}$`));
});
