import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'insights-demo';

/** Signs in through the real identity provider's login page, starting from a portal path. */
export async function signIn(page: Page, email: string, path = '/') {
  await page.goto(path);
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth/callback'));
}
