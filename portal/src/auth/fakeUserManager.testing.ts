import { User } from 'oidc-client-ts';
import type { PortalUserManager } from './portalUserManager';
import { vi } from 'vitest';

/** Test helpers of the portal's sign-in code (tokenRenewal, AuthProvider, portalUserManager tests). */
type Handler = (...args: unknown[]) => void;

export function user(name: string, { expiresIn = 600, refreshToken = `refresh-${name}` }: { expiresIn?: number; refreshToken?: string | null } = {}): User {
  return new User({
    access_token: `access-${name}`,
    token_type: 'Bearer',
    refresh_token: refreshToken ?? undefined,
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    profile: { sub: 'm1', name: 'Mia Member', iss: 'http://localhost/oidc', aud: 'insights-portal', exp: 0, iat: 0, allowedAccess: ['access:INS'] },
  });
}

/** The part of oidc-client-ts's UserManager the portal uses: a stored user, its events, and a scripted renewal. */
export function fakeUserManager(initial: User | null, renewal: () => Promise<User>) {
  let stored = initial;
  const handlers = new Map<string, Set<Handler>>();
  const on = (name: string) => (handler: Handler) => void (handlers.get(name) ?? handlers.set(name, new Set()).get(name)!).add(handler);
  const off = (name: string) => (handler: Handler) => void handlers.get(name)?.delete(handler);
  const fire = (name: string, ...args: unknown[]) => handlers.get(name)?.forEach((handler) => handler(...args));
  const manager = {
    getUser: vi.fn(async () => stored),
    signinSilent: vi.fn(async () => {
      const renewed = await renewal();
      stored = renewed;
      fire('loaded', renewed);
      return renewed;
    }),
    removeUser: vi.fn(async () => {
      stored = null;
      fire('unloaded');
    }),
    signinRedirect: vi.fn(async () => undefined),
    events: {
      addUserLoaded: on('loaded'),
      removeUserLoaded: off('loaded'),
      addUserUnloaded: on('unloaded'),
      removeUserUnloaded: off('unloaded'),
      addAccessTokenExpiring: on('expiring'),
      removeAccessTokenExpiring: off('expiring'),
      addAccessTokenExpired: on('expired'),
      removeAccessTokenExpired: off('expired'),
    },
  };
  return { manager, asUserManager: manager as unknown as PortalUserManager, fire };
}

