import type { User } from 'oidc-client-ts';

/**
 * Where oidc-client-ts keeps the signed-in user (see createUserManager), readable without loading the library:
 * the start-up script decides from it whether the app is needed at all or the browser goes straight to sign in.
 */

/** The storage of the user and of the sign-in state: this tab only, gone when the tab closes. */
export function userStorage(): Storage {
  return window.sessionStorage;
}

/** oidc-client-ts's WebStorageStateStore prefix ('oidc.') followed by UserManager's `user:<authority>:<client_id>`. */
const USER_KEY_PREFIX = 'oidc.user:';

export function storedUserKey(settings: { authority: string; clientId: string }): string {
  return `${USER_KEY_PREFIX}${settings.authority}:${settings.clientId}`;
}

/** A user stored for this provider and client (valid or expired: the app renews an expired one before deciding). */
export function hasStoredUser(settings: { authority: string; clientId: string }, storage: Storage = userStorage()): boolean {
  try {
    return storage.getItem(storedUserKey(settings)) !== null;
  } catch {
    // Storage blocked by the browser: let the app decide.
    return true;
  }
}

/** Any stored user at all, before the configuration naming the provider has arrived. */
export function mayHaveStoredUser(storage: Storage = userStorage()): boolean {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith(USER_KEY_PREFIX)) return true;
    }
    return false;
  } catch {
    return true;
  }
}

const epochSeconds = () => Math.floor(Date.now() / 1000);

/** What the portal reads of a signed-in user: oidc-client-ts's User, or the same fields read from storage. */
export type PortalUser = Pick<User, 'access_token' | 'refresh_token' | 'id_token' | 'profile' | 'expires_at' | 'expires_in' | 'expired' | 'state'>;

/** The user oidc-client-ts stored (User.toStorageString), read without the library; null when none or unreadable. */
export function readStoredUser(settings: { authority: string; clientId: string }, storage: Storage = userStorage()): PortalUser | null {
  let raw: Record<string, unknown>;
  try {
    const text = storage.getItem(storedUserKey(settings));
    if (!text) return null;
    raw = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof raw.access_token !== 'string' || !raw.profile || typeof raw.profile !== 'object') return null;
  const expiresAt = typeof raw.expires_at === 'number' ? raw.expires_at : undefined;
  return {
    access_token: raw.access_token,
    refresh_token: typeof raw.refresh_token === 'string' ? raw.refresh_token : undefined,
    id_token: typeof raw.id_token === 'string' ? raw.id_token : undefined,
    profile: raw.profile as PortalUser['profile'],
    state: raw.userState,
    expires_at: expiresAt,
    get expires_in() {
      return expiresAt === undefined ? undefined : expiresAt - epochSeconds();
    },
    get expired() {
      const left = this.expires_in;
      return left === undefined ? undefined : left <= 0;
    },
  };
}
