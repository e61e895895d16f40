import { User } from 'oidc-client-ts';
import { afterEach, describe, expect, it } from 'vitest';
import { CALLBACK_PATH, LOGOUT_PATH, SIGNED_OUT_PATH } from '../auth/paths';
import { createUserManager } from '../auth/userManager';
import { TEST_CONFIG } from '../config/runtimeConfig.testing';
import { decideAccess } from '../routes/access';
import { routes } from '../routes/routeTable';
import { decideStart, isSignedOutPage, mayNeedApp } from './startDecision';

const config = TEST_CONFIG;

function storedUser({ expiresIn = 600 }: { expiresIn?: number } = {}) {
  return new User({
    access_token: 'access',
    token_type: 'Bearer',
    refresh_token: 'refresh',
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    profile: { sub: 'm1', iss: config.authority, aud: config.clientId, exp: 0, iat: 0 },
  });
}

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the start-up decision (before the app is downloaded)', () => {
  it('sends a visitor without a stored user straight to sign in from a protected page', () => {
    for (const path of ['/', '/pricing', '/companies/42', '/access-denied', '/no-such-page', '/publications']) {
      expect(decideStart(path, config), path).toBe('signIn');
    }
    expect(mayNeedApp('/')).toBe(false);
  });

  it('reads the user where oidc-client-ts stores it: signed in (even with an expired token) means the app', async () => {
    const userManager = createUserManager(config, 'http://localhost:3310');
    await userManager.storeUser(storedUser({ expiresIn: -60 }));
    expect(mayNeedApp('/')).toBe(true);
    expect(decideStart('/', config)).toBe('app');
    expect(decideStart('/pricing', config)).toBe('app');

    await userManager.removeUser();
    expect(decideStart('/', config)).toBe('signIn');
  });

  it('a user stored for another provider or client does not count, though the app is fetched early just in case', async () => {
    await createUserManager({ ...config, clientId: 'another-client' }, 'http://localhost:3310').storeUser(storedUser());
    expect(mayNeedApp('/')).toBe(true);
    expect(decideStart('/', config)).toBe('signIn');
  });

  it('does not use localStorage, where the portal keeps no user', () => {
    window.localStorage.setItem(`oidc.user:${config.authority}:${config.clientId}`, '{}');
    expect(decideStart('/', config)).toBe('signIn');
  });

  it('gives the app for the pages shown signed out, matched like the router does (any case, trailing slash)', () => {
    for (const path of ['/public/first-to-worst', '/PUBLIC/first-to-worst/', '/public', CALLBACK_PATH, '/Auth/Callback/', LOGOUT_PATH, SIGNED_OUT_PATH]) {
      expect(isSignedOutPage(path), path).toBe(true);
      expect(decideStart(path, config), path).toBe('app');
      expect(mayNeedApp(path), path).toBe(true);
    }
  });

  it('agrees with the route guards on every route of the table: the app is skipped only where the guard would sign in', () => {
    const concrete = routes.filter((route) => !/[:*]/.test(route.path));
    expect(concrete.length).toBeGreaterThan(10);
    for (const route of concrete) {
      const guard = decideAccess(route, route.path, null);
      expect(decideStart(route.path, config), route.path).toBe(guard === 'allow' ? 'app' : 'signIn');
    }
  });
});
