import type { PortalUserManager } from './portalUserManager';
import { safeReturnUrl } from './returnUrl';

/** Leaves for the identity provider's sign-in page; `returnTo` is where the callback sends the user back to. */
export function redirectToSignIn(userManager: Pick<PortalUserManager, 'signinRedirect'>, returnTo: string): Promise<void> {
  return userManager.signinRedirect({ state: { returnTo: safeReturnUrl(returnTo) } });
}
