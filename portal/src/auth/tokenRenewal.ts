import type { PortalUser, PortalUserManager } from './portalUserManager';

/**
 * Access tokens live ten minutes; the refresh token renews them (ADR 0016). The provider rotates refresh tokens and
 * treats a second use of one as theft (it ends the whole sign-in), so two renewals must never run at once: every
 * renewal of this tab — the timer before expiry, a widget asking for a token after the tab slept — goes through one
 * promise here. oidc-client-ts's own `automaticSilentRenew` would start its renewals independently of ours, so the
 * same events (`accessTokenExpiring`, then `accessTokenExpired` as a fallback) drive this single-flight renewal instead.
 */
export interface TokenRenewal {
  /**
   * A current access token: the stored one while it has more than `marginSeconds` left, otherwise a renewed one.
   * Null when signed out, or when the renewal failed.
   */
  getAccessToken(): Promise<string | null>;
  /** Renews now (joining a renewal already under way). Null when it failed. */
  renew(): Promise<PortalUser | null>;
  /**
   * Listens to the token timers of `userManager`; answers the unsubscribe function. `onSessionEnded` is called when
   * the provider refuses a renewal (refresh token revoked or expired, signed out elsewhere, account blocked): the
   * stored user is already removed; send the browser to the sign-in page.
   */
  start(onSessionEnded: () => void): () => void;
}

export interface TokenRenewalOptions {
  /** Renew this long before expiry when a token is asked for (default 30 s). */
  marginSeconds?: number;
}

/** The provider answered, and said no: the refresh token will not work again. Network trouble is not this. */
export function isRenewalRefused(error: unknown): boolean {
  // oidc-client-ts's ErrorResponse, recognised by the marker the library sets for that purpose (name), so this module
  // does not import the library (which loads only when a renewal runs: portalUserManager.ts).
  return error instanceof Error && error.name === 'ErrorResponse';
}

export function createTokenRenewal(userManager: PortalUserManager, { marginSeconds = 30 }: TokenRenewalOptions = {}): TokenRenewal {
  let pending: Promise<PortalUser | null> | null = null;
  let onSessionEnded: () => void = () => undefined;

  async function attempt(): Promise<PortalUser | null> {
    const current = await userManager.getUser();
    if (!current) return null;
    if (!current.refresh_token) {
      // Nothing to renew with: the sign-in is over once the token is.
      if (current.expired) await end();
      return current.expired ? null : current;
    }
    try {
      return await userManager.signinSilent();
    } catch (error) {
      if (isRenewalRefused(error)) {
        await end();
        return null;
      }
      // Network trouble or a provider that is briefly away: keep the sign-in and the token while it lasts; the next
      // request or timer tries again.
      return current.expired ? null : current;
    }
  }

  async function end(): Promise<void> {
    await userManager.removeUser().catch(() => undefined);
    onSessionEnded();
  }

  function renew(): Promise<PortalUser | null> {
    pending ??= attempt().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function getAccessToken(): Promise<string | null> {
    if (pending) return (await pending)?.access_token ?? null;
    const user = await userManager.getUser();
    if (!user) return null;
    const left = user.expires_in;
    if (left !== undefined && left <= marginSeconds) return (await renew())?.access_token ?? null;
    return user.access_token;
  }

  function start(listener: () => void): () => void {
    onSessionEnded = listener;
    const onTimer = () => void renew();
    userManager.events.addAccessTokenExpiring(onTimer);
    userManager.events.addAccessTokenExpired(onTimer);
    return () => {
      if (onSessionEnded === listener) onSessionEnded = () => undefined;
      userManager.events.removeAccessTokenExpiring(onTimer);
      userManager.events.removeAccessTokenExpired(onTimer);
    };
  }

  return { getAccessToken, renew, start };
}
