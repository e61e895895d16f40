import { redirectToSignIn } from '../auth/signInRedirect';
import { currentUrl } from '../auth/returnUrl';
import { createUserManager } from '../auth/userManager';
import type { RuntimeConfig } from '../config/runtimeConfig';

/** The start-up script's sign-in: oidc-client-ts alone, without React or the app. */
export function signInNow(config: RuntimeConfig): Promise<void> {
  return redirectToSignIn(createUserManager(config), currentUrl());
}
