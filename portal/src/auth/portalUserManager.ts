import type { UserManager } from 'oidc-client-ts';
import type { CodeFlowSettings } from './codeFlow';
import { readStoredUser, userStorage, type PortalUser } from './storedUser';

export type { PortalUser } from './storedUser';

/** Only a page that signs in needs it: a reload of a signed-in tab does not download it. */
const codeFlow = () => import('./codeFlow');

type Listener<A extends unknown[] = []> = (...args: A) => unknown;

/** What the portal uses of oidc-client-ts's UserManager; the library's UserManager is one. */
export interface PortalUserManager {
  getUser(): Promise<PortalUser | null>;
  signinSilent(): Promise<PortalUser | null>;
  removeUser(): Promise<void>;
  signinRedirect(args: { state: unknown }): Promise<void>;
  signoutRedirect(args: { id_token_hint?: string }): Promise<void>;
  signinRedirectCallback(url: string): Promise<PortalUser>;
  events: {
    addUserLoaded(listener: Listener<[PortalUser]>): unknown;
    removeUserLoaded(listener: Listener<[PortalUser]>): void;
    addUserUnloaded(listener: Listener): unknown;
    removeUserUnloaded(listener: Listener): void;
    addAccessTokenExpiring(listener: Listener): unknown;
    removeAccessTokenExpiring(listener: Listener): void;
    addAccessTokenExpired(listener: Listener): unknown;
    removeAccessTokenExpired(listener: Listener): void;
  };
}

// Compile-time check that the library's UserManager fits the portal's view of it.
const _fits: (manager: UserManager) => PortalUserManager = (manager) => manager;
void _fits;

/** oidc-client-ts's default accessTokenExpiringNotificationTimeInSeconds (createUserManager keeps the default). */
const EXPIRING_NOTICE_SECONDS = 60;

type EventName = 'userLoaded' | 'userUnloaded' | 'expiring' | 'expired';
const ADD = { userLoaded: 'addUserLoaded', userUnloaded: 'addUserUnloaded', expiring: 'addAccessTokenExpiring', expired: 'addAccessTokenExpired' } as const;
const REMOVE = { userLoaded: 'removeUserLoaded', userUnloaded: 'removeUserUnloaded', expiring: 'removeAccessTokenExpiring', expired: 'removeAccessTokenExpired' } as const;

/**
 * A UserManager whose library (oidc-client-ts, 16 KB gz) is downloaded only when something needs it: a renewal,
 * signing out. Signing in and the callback are the few lines of codeFlow.ts, which store the user as the library does
 * (ADR 0054): a new tab signs in without downloading the library at all. Until then the signed-in user is read from where the library stored it, and
 * the access token's "expiring" and "expired" events come from timers armed here exactly as the library arms them,
 * so the renewal (tokenRenewal.ts) runs at the same moments. Once loaded, every call and listener goes to the library.
 */
export function createLazyUserManager(
  settings: CodeFlowSettings,
  load: () => Promise<PortalUserManager>,
  storage: Storage = userStorage(),
): PortalUserManager & { readonly loaded: boolean } {
  let real: PortalUserManager | null = null;
  let loading: Promise<PortalUserManager> | null = null;
  const listeners: Record<EventName, Set<Listener<never[]>>> = { userLoaded: new Set(), userUnloaded: new Set(), expiring: new Set(), expired: new Set() };
  const timers: ReturnType<typeof setTimeout>[] = [];

  // The token the timers are armed for: every API call reads the user (tokenRenewal's getAccessToken), and re-arming
  // the same token's timers on each one cost ~40 ms of a /pricing load under Lighthouse (two timers cleared and set per
  // call, ~20 calls). Armed again only when the stored token changes, to the same moments.
  let armedFor: string | null = null;
  const clearTimers = () => {
    armedFor = null;
    timers.splice(0).forEach((timer) => clearTimeout(timer));
  };
  const fire = (name: EventName) => [...listeners[name]].forEach((listener) => void listener());

  /** oidc-client-ts's AccessTokenEvents.load: "expiring" a minute before expiry (at least 1 s from now), "expired" 1 s after. */
  function arm(user: PortalUser | null) {
    const key = user?.access_token ? `${user.access_token}|${user.expires_at ?? ''}` : null;
    if (key !== null && key === armedFor) return;
    clearTimers();
    armedFor = key;
    const left = user?.expires_in;
    if (!user?.access_token || left === undefined) return;
    if (left > 0) timers.push(setTimeout(() => fire('expiring'), Math.max(left - EXPIRING_NOTICE_SECONDS, 1) * 1000));
    timers.push(setTimeout(() => fire('expired'), (left + 1) * 1000));
  }

  function library(): Promise<PortalUserManager> {
    loading ??= load().then(async (manager) => {
      clearTimers();
      real = manager;
      for (const name of Object.keys(listeners) as EventName[]) {
        for (const listener of listeners[name]) manager.events[ADD[name]](listener);
        listeners[name].clear();
      }
      // The library arms its own token timers when it reads the stored user.
      await manager.getUser();
      return manager;
    });
    return loading;
  }

  const events = Object.fromEntries(
    (Object.keys(ADD) as EventName[]).flatMap((name) => [
      [ADD[name], (listener: Listener<never[]>) => (real ? real.events[ADD[name]](listener) : listeners[name].add(listener))],
      [REMOVE[name], (listener: Listener<never[]>) => (real ? real.events[REMOVE[name]](listener) : void listeners[name].delete(listener))],
    ]),
  ) as unknown as PortalUserManager['events'];

  return {
    get loaded() {
      return real !== null;
    },
    async getUser() {
      if (real) return real.getUser();
      const user = readStoredUser(settings, storage);
      arm(user);
      return user;
    },
    signinSilent: async () => (await library()).signinSilent(),
    removeUser: async () => (await library()).removeUser(),
    signinRedirect: async (args) => (await codeFlow()).signinRedirect(settings, args.state, undefined, { storage }),
    signoutRedirect: async (args) => (await library()).signoutRedirect(args),
    async signinRedirectCallback(url) {
      const user = await (await codeFlow()).signinRedirectCallback(settings, url, storage);
      // As the library's callback does; once it is loaded it reads the new user from the same store itself.
      if (!real) {
        arm(user);
        listeners.userLoaded.forEach((listener) => void (listener as Listener<[PortalUser]>)(user));
      }
      return user;
    },
    events,
  };
}
