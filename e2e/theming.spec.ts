import { test, expect, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

// Screenshots of the themed example (examples/themed.html) for people to look at, next to the other screens.
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/themed-${name}.png`, fullPage: true });

const style = (locator: Locator, ...names: string[]) =>
  locator.evaluate((el, props) => {
    const s = getComputedStyle(el);
    return Object.fromEntries(props.map((name) => [name, s.getPropertyValue(name)]));
  }, names);

async function openThemedPage(page: Page) {
  await signIn(page, 'member@northwind.test');
  await expect(page.getByRole('heading', { name: 'Welcome to Insights!' })).toBeVisible();
  await page.goto('/examples/themed.html');
  for (const theme of ['#dark', '#brand']) {
    await expect(page.locator(`${theme} insights-company-list`).getByRole('row')).toHaveCount(51); // head + a page of 50
    await expect(page.locator(`${theme} insights-license-summary`).getByRole('table')).toBeVisible();
  }
}

test('the --insights-* tokens of a wrapper theme the elements inside it, and ::part() rules reach into the shadow roots', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await openThemedPage(page);

  const dark = page.locator('#dark insights-company-list');
  const brand = page.locator('#brand insights-company-list');

  // Dark theme: the wrapper's tokens, not the defaults (white surface, #111827 text, #f9fafb table head).
  const darkHead = dark.getByRole('columnheader').first();
  const darkCell = dark.getByRole('row').nth(1).getByRole('cell').first();
  expect(await style(darkHead, 'background-color', 'color')).toEqual({
    'background-color': 'rgb(31, 41, 55)', // --insights-surface-muted: #1f2937
    color: 'rgb(156, 163, 175)', // --insights-muted: #9ca3af
  });
  expect(await style(darkCell, 'color')).toEqual({ color: 'rgb(229, 231, 235)' }); // --insights-text: #e5e7eb
  const darkScroller = dark.getByRole('table').locator('xpath=..');
  expect(await style(darkScroller, 'background-color')).toEqual({ 'background-color': 'rgb(17, 24, 39)' }); // --insights-surface
  // The same element in the other wrapper takes that wrapper's tokens.
  expect(await style(brand.getByRole('columnheader').first(), 'background-color')).toEqual({ 'background-color': 'rgb(243, 239, 230)' });
  expect((await style(brand.getByRole('row').nth(1).getByRole('cell').first(), 'font-family'))['font-family']).toMatch(/^Georgia/);

  // ::part(header-row): the page's rule styles the head row inside the shadow root (its cells inherit it).
  expect((await style(darkHead, 'letter-spacing'))['letter-spacing']).not.toBe('normal');
  expect(await style(brand.getByRole('columnheader').first(), 'font-variant-caps')).toEqual({ 'font-variant-caps': 'small-caps' });
  // Parts the page did not style keep the element's own look.
  expect(await style(page.locator('#dark insights-license-summary').getByRole('columnheader').first(), 'font-variant-caps')).toEqual({ 'font-variant-caps': 'normal' });

  // ::part(row):hover: the hovered data row gets the page's accent bar in the theme's primary colour.
  const row = dark.getByRole('row').nth(3);
  expect((await style(row, 'box-shadow'))['box-shadow']).toBe('none');
  await row.hover();
  await expect.poll(async () => (await style(row, 'box-shadow'))['box-shadow']).toBe('rgb(96, 165, 250) 3px 0px 0px 0px inset');

  await page.mouse.move(0, 0);
  await shot(page, '1400');
});

test('the themed example stacks its two themes at phone width without widening the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openThemedPage(page);

  const dark = await page.locator('#dark').boundingBox();
  const brand = await page.locator('#brand').boundingBox();
  expect(dark && brand && brand.y >= dark.y + dark.height - 1).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, '390');
});
