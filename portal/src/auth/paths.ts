/**
 * The portal's own sign-in URLs. A module of its own (no oidc-client-ts) so the start-up script can tell them apart
 * before the library is loaded.
 */
export const CALLBACK_PATH = '/auth/callback';
export const SIGNED_OUT_PATH = '/signed-out';
export const LOGOUT_PATH = '/account/logout';
