import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../config/runtimeConfig.testing';
import { fakeUserManager, user } from './fakeUserManager.testing';
import { createLazyUserManager } from './portalUserManager';
import { readStoredUser, storedUserKey } from './storedUser';
import { createTokenRenewal } from './tokenRenewal';
import { createUserManager } from './userManager';

const config = TEST_CONFIG;

afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe('the signed-in user read without oidc-client-ts', () => {
  it('is what the library stored: tokens, profile, expiry', async () => {
    const stored = user('first', { expiresIn: 300 });
    await createUserManager(config, 'http://localhost:3310').storeUser(stored);
    const read = readStoredUser(config)!;
    expect(read.access_token).toBe('access-first');
    expect(read.refresh_token).toBe('refresh-first');
    expect(read.profile).toEqual(stored.profile);
    expect(read.expires_at).toBe(stored.expires_at);
    expect(read.expires_in).toBeGreaterThan(295);
    expect(read.expired).toBe(false);
  });

  it('knows an expired token, and answers null for no user, another client, or an unreadable entry', async () => {
    await createUserManager(config, 'http://localhost:3310').storeUser(user('old', { expiresIn: -5 }));
    expect(readStoredUser(config)!.expired).toBe(true);
    expect(readStoredUser({ ...config, clientId: 'another' })).toBeNull();
    window.sessionStorage.setItem(storedUserKey(config), '{not json');
    expect(readStoredUser(config)).toBeNull();
    window.sessionStorage.removeItem(storedUserKey(config));
    expect(readStoredUser(config)).toBeNull();
  });
});

describe('the lazily loaded user manager', () => {
  it('answers the stored user and fires the token timers like the library, without loading it', async () => {
    vi.useFakeTimers();
    await createUserManager(config, 'http://localhost:3310').storeUser(user('first', { expiresIn: 120 }));
    const load = vi.fn();
    const lazy = createLazyUserManager(config, load);
    const expiring = vi.fn();
    const expired = vi.fn();
    lazy.events.addAccessTokenExpiring(expiring);
    lazy.events.addAccessTokenExpired(expired);
    expect((await lazy.getUser())?.access_token).toBe('access-first');

    await vi.advanceTimersByTimeAsync(59_000);
    expect(expiring).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000); // a minute before expiry
    expect(expiring).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(61_000); // a second after
    expect(expired).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    expect(lazy.loaded).toBe(false);
  });

  it('arms the timers once per token: reads after "expiring" do not fire it again, a renewed token moves them', async () => {
    vi.useFakeTimers();
    const manager = createUserManager(config, 'http://localhost:3310');
    await manager.storeUser(user('first', { expiresIn: 120 }));
    const lazy = createLazyUserManager(config, vi.fn());
    const expiring = vi.fn();
    lazy.events.addAccessTokenExpiring(expiring);
    for (let i = 0; i < 20; i++) await lazy.getUser(); // every API call reads the user
    expect(vi.getTimerCount()).toBe(2); // "expiring" and "expired"
    await vi.advanceTimersByTimeAsync(60_000); // a minute before expiry
    expect(expiring).toHaveBeenCalledTimes(1);
    // Re-armed on each read, the same token's "expiring" would fire again a second later, call after call.
    for (let i = 0; i < 5; i++) await lazy.getUser();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(expiring).toHaveBeenCalledTimes(1);
    await manager.storeUser(user('second', { expiresIn: 120 })); // renewed: a new token, a new expiry
    await lazy.getUser();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(expiring).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000); // a minute before the second token's expiry
    expect(expiring).toHaveBeenCalledTimes(2);
  });

  it('loads the library once for what needs it, moves the listeners to it and from then on asks it', async () => {
    await createUserManager(config, 'http://localhost:3310').storeUser(user('first'));
    const { manager, asUserManager, fire } = fakeUserManager(user('first'), async () => user('second'));
    const load = vi.fn(async () => asUserManager);
    const lazy = createLazyUserManager(config, load);
    const loaded = vi.fn();
    const expiring = vi.fn();
    lazy.events.addUserLoaded(loaded);
    lazy.events.addAccessTokenExpiring(expiring);

    const [a, b] = await Promise.all([lazy.signinSilent(), lazy.signinSilent()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(lazy.loaded).toBe(true);
    expect([a?.access_token, b?.access_token]).toEqual(['access-second', 'access-second']);
    expect(loaded).toHaveBeenCalled();
    fire('expiring');
    expect(expiring).toHaveBeenCalledTimes(1);

    manager.getUser.mockClear();
    expect((await lazy.getUser())?.access_token).toBe('access-second');
    expect(manager.getUser).toHaveBeenCalledTimes(1);
    lazy.events.removeAccessTokenExpiring(expiring);
    fire('expiring');
    expect(expiring).toHaveBeenCalledTimes(1);
  });

  it('drives the token renewal: the timer a minute before expiry loads the library and renews once', async () => {
    vi.useFakeTimers();
    await createUserManager(config, 'http://localhost:3310').storeUser(user('first', { expiresIn: 90 }));
    const { manager, asUserManager } = fakeUserManager(user('first', { expiresIn: 90 }), async () => user('second'));
    const load = vi.fn(async () => asUserManager);
    const lazy = createLazyUserManager(config, load);
    const renewal = createTokenRenewal(lazy);
    const stop = renewal.start(vi.fn());
    await expect(renewal.getAccessToken()).resolves.toBe('access-first');
    expect(load).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(30_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    await expect(renewal.getAccessToken()).resolves.toBe('access-second');
    stop();
  });
});
