import type { PortalUser, PortalUserManager } from './portalUserManager';
import { returnUrlFromState } from './returnUrl';

/**
 * React StrictMode runs effects twice in development; the authorization code may be redeemed only once, so every
 * call for the same callback URL shares one promise.
 */
const pending = new Map<string, Promise<PortalUser>>();

function hasSigninResponse(url: string): boolean {
  const { search, hash } = new URL(url);
  const params = new URLSearchParams(search || hash.replace(/^#/, '?'));
  return params.has('code') || params.has('error') || params.has('state');
}

/** Finishes the code exchange and answers the URL the user wanted before signing in. */
export async function completeSignin(userManager: PortalUserManager, url: string): Promise<string> {
  // A reload or bookmark of the callback page carries no response: just go home (the guard signs in if needed).
  if (!hasSigninResponse(url)) return '/';
  let promise = pending.get(url);
  if (!promise) {
    promise = userManager.signinRedirectCallback(url);
    pending.set(url, promise);
  }
  const user = await promise;
  return returnUrlFromState(user.state);
}
