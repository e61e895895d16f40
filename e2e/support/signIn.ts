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

/** The access token the portal holds after sign-in (oidc-client-ts keeps the user in sessionStorage). */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    return key ? ((JSON.parse(sessionStorage.getItem(key)!) as { access_token?: string }).access_token ?? null) : null;
  });
  expect(token, 'the portal holds an access token').toBeTruthy();
  return token!;
}
