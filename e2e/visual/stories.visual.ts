import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect, type Page } from '@playwright/test';

/**
 * Every story of the static Storybook build, screenshotted in Chromium and compared with its baseline
 * (__screenshots__/<story id>.png). An unintended visual change fails here, so it fails `npm test`; an intended one
 * is accepted by refreshing the baselines with `npm run visual:update` (docs/visual-testing.md).
 *
 * Determinism: the clock is fixed before the story loads (calendars, "today" markets, relative dates), the time zone
 * and locale are pinned in the config, CSS animations are stopped and the caret hidden by toHaveScreenshot, and the
 * story is shot only after Storybook finished it (render, play function, accessibility check).
 */
const index = fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url));
if (!existsSync(index)) {
  throw new Error('No Storybook build: run `npm run build-storybook` first (`npm run test:visual` builds it).');
}
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}
const entries = Object.values((JSON.parse(readFileSync(index, 'utf8')) as { entries: Record<string, IndexEntry> }).entries);
const stories = entries.filter((entry) => entry.type === 'story');

/**
 * Focus rings are left out of the pictures: whether `:focus-visible` matches depends on the input modality the
 * previous story on the same worker left behind (keys pressed in its play function), and stories are spread over
 * the workers in no fixed order. (Focus styles are checked by the a11y run and the component tests.)
 * The stylesheet (screenshot.css) is applied by toHaveScreenshot, inside shadow roots too.
 */
const SCREENSHOT_CSS = fileURLToPath(new URL('./screenshot.css', import.meta.url));

/** A Wednesday afternoon in Texas: no Monday rule in play, every "today" the same on every run. */
const FIXED_NOW = new Date('2026-06-17T15:00:00-05:00');

/** Storybook's preview object, enough of it to switch stories and read where the current story's render is. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    channel: { emit(event: string, payload: unknown): void };
  };
}

/**
 * One Storybook page per worker, switched from story to story the way Storybook's own UI (and its test runner) does,
 * instead of reloading the whole preview bundle for each of ~200 stories. Each story still gets its own provider,
 * query cache and fixtures (.storybook/preview.tsx), and the previous story is unmounted first.
 */
const storyTest = test.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, locale, timezoneId, colorScheme, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor, locale, timezoneId, colorScheme, reducedMotion });
      const page = await context.newPage();
      await page.clock.setFixedTime(FIXED_NOW);
      await page.goto('/iframe.html?viewMode=story');
      await page.waitForFunction(() => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.channel !== undefined);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test('the Storybook build has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

const baselines = fileURLToPath(new URL('./__screenshots__/', import.meta.url));

test('every baseline belongs to a story', () => {
  const wanted = new Set(stories.map((story) => `${story.id}.png`));
  const orphans = existsSync(baselines) ? readdirSync(baselines).filter((file) => !wanted.has(file)) : [];
  // `npm run visual:update` (--update-snapshots) also removes the baselines of removed or renamed stories.
  if (test.info().config.updateSnapshots !== 'none' && test.info().config.updateSnapshots !== 'missing') {
    for (const file of orphans) rmSync(`${baselines}${file}`);
    return;
  }
  expect(orphans, 'baselines of stories that no longer exist: run `npm run visual:update`').toEqual([]);
});

for (const story of stories) {
  storyTest(`${story.title} › ${story.name}`, async ({ storybook: page }) => {
    await page.evaluate((id) => {
      window.scrollTo(0, 0);
      (window as PreviewWindow).__STORYBOOK_PREVIEW__!.channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    }, story.id);
    // Rendered, played, checked: Storybook's render of this story reached its last phase.
    await page.waitForFunction((id) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && render.phase === 'finished';
    }, story.id);
    // Charts that draw once scrolled near (the Pricing screen's four): bring each into view so it draws.
    // (One at a time, through the page: a chart may turn from deferred to drawn between two calls.)
    const deferred = page.locator('[data-plot="deferred"]');
    await expect(async () => {
      await deferred.evaluateAll((plots) => plots[0]?.scrollIntoView());
      await expect(deferred).toHaveCount(0, { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    // Tables render new rows in the background (TableView): under load that render can come after the story finished,
    // and a stable picture of the rows before it would be taken as the story's.
    await expect(page.locator('[data-rendering]')).toHaveCount(0, { timeout: 10_000 });
    // A story that ends on a toast ('Company Merged successfully') would be captured with it or without it depending on
    // how fast the machine is: toasts leave after 2 s (spec 1 §9), so the baseline is the page after they left.
    await expect(page.locator('[data-toast]')).toHaveCount(0, { timeout: 10_000 });
    await page.evaluate(async () => {
      window.scrollTo(0, 0);
      await document.fonts.ready;
    });
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true, stylePath: SCREENSHOT_CSS });
  });
}
