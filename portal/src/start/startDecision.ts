import { CALLBACK_PATH, LOGOUT_PATH, SIGNED_OUT_PATH } from '../auth/paths';
import { hasStoredUser, mayHaveStoredUser, userStorage } from '../auth/storedUser';
import { isPublicPath } from '../routes/publicPaths';

/**
 * The first decision of a visit, made by the start-up script before the app is downloaded: a visitor who is not
 * signed in and asks for a protected page goes straight to the identity provider ('signIn'); everyone else gets the
 * app ('app'), whose route guards then decide as usual.
 *
 * Only the dependency-free modules above may be imported here: everything this file pulls in is downloaded by every
 * visitor before the redirect.
 */
export type StartDecision = 'app' | 'signIn';

const SIGN_IN_PATHS = [CALLBACK_PATH, LOGOUT_PATH, SIGNED_OUT_PATH].map((path) => path.toLowerCase());

/** Routes match case-insensitively and with a trailing slash, so this is compared the same way. */
function normalise(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

/** Pages the app shows without a signed-in user: /public/…, the sign-in callback, signing out and signed out. */
export function isSignedOutPage(pathname: string): boolean {
  const path = normalise(pathname);
  return isPublicPath(path) || SIGN_IN_PATHS.includes(path);
}

/**
 * Before the configuration (which names the provider) has arrived: true when the app will probably be needed, so it
 * can be requested at the same time as the configuration rather than after it.
 */
export function mayNeedApp(pathname: string, storage: Storage = userStorage()): boolean {
  return isSignedOutPage(pathname) || mayHaveStoredUser(storage);
}

export function decideStart(
  pathname: string,
  settings: { authority: string; clientId: string },
  storage: Storage = userStorage(),
): StartDecision {
  return isSignedOutPage(pathname) || hasStoredUser(settings, storage) ? 'app' : 'signIn';
}
