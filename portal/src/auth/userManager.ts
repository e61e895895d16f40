import { UserManager, WebStorageStateStore, type OidcMetadata } from 'oidc-client-ts';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { CALLBACK_PATH, SIGNED_OUT_PATH } from './paths';
import { userStorage } from './storedUser';

export { CALLBACK_PATH, LOGOUT_PATH, SIGNED_OUT_PATH } from './paths';

/**
 * Authorization code + PKCE against whatever provider the runtime configuration names. `metadata`: the provider's
 * discovery document when the caller already fetched it (otherwise the library fetches it when first needed).
 */
export function createUserManager(config: RuntimeConfig, origin: string = window.location.origin, metadata?: Partial<OidcMetadata>): UserManager {
  return new UserManager({
    authority: config.authority,
    ...(metadata ? { metadata } : {}),
    client_id: config.clientId,
    scope: config.scope,
    response_type: 'code',
    redirect_uri: origin + CALLBACK_PATH,
    post_logout_redirect_uri: origin + SIGNED_OUT_PATH,
    // The custom claims (roles, clientId, allowedAccess, insightsModules, premiumData) are in the ID token.
    loadUserInfo: false,
    // Renewal with the refresh token runs through createTokenRenewal (one renewal at a time: the provider rotates
    // refresh tokens and a second use of one ends the sign-in), driven by the same expiring/expired events.
    automaticSilentRenew: false,
    // A refresh sends no scope, so the provider answers with the refresh token's own scopes, openid included: a new
    // ID token with the claims of that moment (modules, roles). Left alone, oidc-client-ts would send the token
    // response's scope ('access:INS' only) and get back no ID token, keeping stale claims.
    refreshTokenAllowedScope: '',
    monitorSession: false,
    // storedUser.ts reads the same store (and key) before this library is loaded.
    userStore: new WebStorageStateStore({ store: userStorage() }),
    stateStore: new WebStorageStateStore({ store: userStorage() }),
  });
}
