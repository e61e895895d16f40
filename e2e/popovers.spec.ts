import { test, expect, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

// Issue 39 §4: every popover, menu and tooltip stays inside the window wherever its anchor sits — at the window's left
// edge, at its right edge, and on a 390 px phone — and never makes the page scroll sideways. (The bell's panel has its
// own test in intranet-snippet.spec.ts; the date picker, the searchable select and the column menu share its helper.)

/** The floating box is inside the window, and the page is no wider than the window. */
async function expectInside(page: Page, floating: Locator, where: string) {
  await expect(floating, where).toBeVisible();
  const box = (await floating.boundingBox())!;
  const { width, height, scrollWidth } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: window.innerHeight,
    scrollWidth: document.documentElement.scrollWidth,
  }));
  expect(box.x, `${where}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${where}: right edge`).toBeLessThanOrEqual(width);
  expect(box.y, `${where}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${where}: starts inside the window`).toBeLessThan(height);
  expect(scrollWidth, `${where}: the page does not scroll sideways`).toBeLessThanOrEqual(width);
}

/** Pins an element at the window's left or right edge, the way a host page might put it. */
async function pin(element: Locator, edge: 'left' | 'right' | null, width: number, top: number) {
  await element.evaluate(
    (el: HTMLElement, { edge, width, top }) => {
      el.style.cssText = edge
        ? `position: fixed; ${edge}: 0; top: ${top}px; width: ${width}px; z-index: 100; background: #fff; margin: 0;`
        : '';
    },
    { edge, width, top },
  );
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Find a company' });

test("the global search's results stay inside the window at its left edge, its right edge and at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'member@northwind.test', '/companies');
  const popup = page.locator('[part="popover"]').filter({ has: page.getByRole('listbox', { name: 'Companies' }) });
  // The search loads on first use: a click swaps the stand-in for it.
  await searchBox(page).click();
  await expect(searchBox(page)).toBeFocused();
  const frame = page.locator('[part="frame"]').filter({ has: searchBox(page) });
  const open = async () => {
    await page.keyboard.press('Escape');
    await searchBox(page).fill('');
    await searchBox(page).click();
    await searchBox(page).pressSequentially('energy');
    await expect(popup.getByRole('option').first()).toBeVisible();
  };

  await open();
  await expectInside(page, popup, '1400 px, in the top bar');
  await page.screenshot({ path: 'test-results/e2e/popover-search-1400.png' });
  for (const edge of ['left', 'right'] as const) {
    // A field narrower than the 420 px list: at the right edge the list must slide left to stay in the window.
    await pin(frame, edge, 260, 80);
    await open();
    await expectInside(page, popup, `1400 px, field at the ${edge} edge`);
    const field = (await searchBox(page).boundingBox())!;
    const box = (await popup.boundingBox())!;
    expect(box.y, 'below the field').toBeGreaterThanOrEqual(field.y + field.height);
    expect(box.width, 'as wide as the 420 px list').toBeGreaterThanOrEqual(420);
    await page.screenshot({ path: `test-results/e2e/popover-search-1400-${edge}.png` });
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await pin(frame, null, 0, 0);
  await open();
  await expectInside(page, popup, '390 px, in the top bar');
  await page.screenshot({ path: 'test-results/e2e/popover-search-390.png' });
  for (const edge of ['left', 'right'] as const) {
    await pin(frame, edge, 200, 80);
    await open();
    await expectInside(page, popup, `390 px, field at the ${edge} edge`);
    await page.screenshot({ path: `test-results/e2e/popover-search-390-${edge}.png` });
  }
});

const map = (page: Page) => page.getByRole('group', { name: 'Map of the United States' });
// States with licenses in the seed (only those have a tooltip): at the map's top left, left, middle, bottom, top right.
const STATES = ['Oregon', 'California', 'Illinois', 'Texas', 'Georgia', 'Maine'];

test("the license map's tooltip stays inside the window at its left edge, its right edge and at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'member@northwind.test');
  await expect(map(page).getByRole('link').first()).toBeVisible();
  const tooltip = page.getByRole('tooltip');
  // The map's box, which holds the tooltip.
  const plot = map(page).locator('xpath=..');
  const each = async (where: string) => {
    for (const state of STATES) {
      await map(page).getByRole('link', { name: new RegExp(`^${state}: `) }).focus();
      await expect(tooltip).toContainText(`${state}:`);
      await expectInside(page, tooltip, `${where}, ${state}`);
    }
  };

  await each('1400 px, in Home');
  for (const edge of ['left', 'right'] as const) {
    // At the very top, too: a tooltip above a northern state has no room and goes below it.
    await pin(plot, edge, 300, 0);
    await each(`1400 px, map at the ${edge} edge`);
    await map(page).getByRole('link', { name: edge === 'left' ? /^Oregon: / : /^Maine: / }).focus();
    await page.screenshot({ path: `test-results/e2e/popover-map-1400-${edge}.png` });
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await pin(plot, null, 0, 0);
  await map(page).scrollIntoViewIfNeeded();
  await each('390 px, in Home');
  await map(page).getByRole('link', { name: /^Oregon: / }).focus();
  await page.screenshot({ path: 'test-results/e2e/popover-map-390.png' });
  for (const edge of ['left', 'right'] as const) {
    await pin(plot, edge, 300, 0);
    await each(`390 px, map at the ${edge} edge`);
  }
});
