import { CALLBACK_PATH, LOGOUT_PATH, SIGNED_OUT_PATH } from './paths';

/** Paths that must never be the place a user lands after signing in (they would loop or sign out again). */
const NEVER_RETURN_TO = [CALLBACK_PATH, LOGOUT_PATH, SIGNED_OUT_PATH];

/**
 * The URL remembered across the identity provider round trip. Only same-origin paths are accepted so a crafted
 * state can not send the user to another site.
 */
export function safeReturnUrl(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  const path = value.split(/[?#]/)[0];
  if (NEVER_RETURN_TO.some((blocked) => path === blocked || path.startsWith(blocked + '/'))) return '/';
  return value;
}

export function currentUrl(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  return location.pathname + location.search + location.hash;
}

export function returnUrlFromState(state: unknown): string {
  if (state && typeof state === 'object' && 'returnTo' in state) return safeReturnUrl((state as { returnTo: unknown }).returnTo);
  return '/';
}
