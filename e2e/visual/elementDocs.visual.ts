import { test, expect } from '@playwright/test';

/**
 * An element's Docs page as a designer opens it (issue 62): all of a file's stories on one page, where configure() is
 * one for all. Default is drawn on the page itself with its own configuration, every other story in a frame of its
 * own (ownDocsFrame, stories/elements/elementStory.tsx): no preview shows another story's configuration. Runs with
 * the visual tests, on the same static build (`npm run test:visual`).
 */
test('the company list Docs page: Default shows the companies, Sign In Required its own state', async ({ page }) => {
  await page.goto('/iframe.html?id=elements-insights-company-list--docs&viewMode=docs');
  const primary = page.locator('#story--elements-insights-company-list--default--primary insights-company-list');
  await expect(primary.getByText('Apex Energy Solutions LLC')).toBeVisible({ timeout: 30_000 });
  await expect(primary.getByText('Sign in required')).toHaveCount(0);

  // Every element drawn on the page itself (Default, and Default again under Stories) shows the member's companies.
  const inline = page.locator('insights-company-list');
  await expect(inline).toHaveCount(2);
  for (const element of await inline.all()) {
    await expect(element.getByText('Apex Energy Solutions LLC')).toBeVisible();
    await expect(element.getByText('Sign in required')).toHaveCount(0);
  }

  // Sign In Required, in its frame, with its own configure(): no token, so no companies.
  const signIn = page.locator('#iframe--elements-insights-company-list--sign-in-required');
  await signIn.scrollIntoViewIfNeeded();
  const frame = signIn.contentFrame();
  await expect(frame.locator('insights-company-list').getByText('Sign in required')).toBeVisible({ timeout: 30_000 });
  await expect(frame.locator('insights-company-list').getByText('Apex Energy Solutions LLC')).toHaveCount(0);
});
