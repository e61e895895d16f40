import { act, render, screen, waitFor } from '@testing-library/react';
import { ErrorResponse, User } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './AuthProvider';
import { createTokenRenewal } from './tokenRenewal';
import { fakeUserManager, user } from './fakeUserManager.testing';

const refused = () => Promise.reject(new ErrorResponse({ error: 'invalid_grant', error_description: 'grant request is invalid' }));

function Probe() {
  const { status, session, getAccessToken } = useAuth();
  return (
    <div>
      <p>{status === 'ready' ? (session ? `signed in as ${String(session.name ?? session.sub)}` : 'signed out') : 'loading'}</p>
      <button type="button" onClick={() => void Promise.resolve(getAccessToken()).then((token) => (document.title = String(token)))}>token</button>
    </div>
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.title = '';
});

describe('portal token renewal', () => {
  it('a refused renewal (revoked refresh token) removes the user and goes to the sign-in page, returning here after', async () => {
    window.history.replaceState(null, '', '/companies/42?PageNo=2');
    const { manager, asUserManager, fire } = fakeUserManager(user('first', { expiresIn: 45 }), refused);
    render(<AuthProvider userManager={asUserManager}><Probe /></AuthProvider>);
    expect(await screen.findByText(/signed in as/)).toBeTruthy();

    await act(async () => fire('expiring'));
    await waitFor(() => expect(manager.signinRedirect).toHaveBeenCalledTimes(1));
    expect(manager.removeUser).toHaveBeenCalled();
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/companies/42?PageNo=2' } });
    expect(screen.getByText('signed out')).toBeTruthy();
    expect(screen.queryByText(/Oops/)).toBeNull();
  });

  it('renews before expiry and hands out the new token', async () => {
    const { manager, asUserManager, fire } = fakeUserManager(user('first', { expiresIn: 45 }), async () => user('second'));
    render(<AuthProvider userManager={asUserManager}><Probe /></AuthProvider>);
    expect(await screen.findByText(/signed in as/)).toBeTruthy();
    await act(async () => fire('expiring'));
    await waitFor(() => expect(manager.signinSilent).toHaveBeenCalledTimes(1));
    await act(async () => screen.getByRole('button', { name: 'token' }).click());
    await waitFor(() => expect(document.title).toBe('access-second'));
    expect(manager.signinRedirect).not.toHaveBeenCalled();
  });

  it('a stored user whose access token expired (tab asleep, reload) is renewed instead of signed in again', async () => {
    const { manager, asUserManager } = fakeUserManager(user('stale', { expiresIn: -60 }), async () => user('fresh'));
    render(<AuthProvider userManager={asUserManager}><Probe /></AuthProvider>);
    expect(await screen.findByText('signed in as Mia Member')).toBeTruthy();
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(manager.signinRedirect).not.toHaveBeenCalled();
  });
});

describe('createTokenRenewal', () => {
  it('returns the stored token while it has time left, without renewing', async () => {
    const { manager, asUserManager } = fakeUserManager(user('first'), async () => user('second'));
    const renewal = createTokenRenewal(asUserManager);
    await expect(renewal.getAccessToken()).resolves.toBe('access-first');
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('renews a token about to expire once, however many callers ask at the same time (rotation allows one use)', async () => {
    let release: (u: User) => void = () => undefined;
    const { manager, asUserManager, fire } = fakeUserManager(user('first', { expiresIn: 10 }), () => new Promise<User>((resolve) => (release = resolve)));
    const renewal = createTokenRenewal(asUserManager);
    const stop = renewal.start(vi.fn());
    const asked = [renewal.getAccessToken(), renewal.getAccessToken()];
    fire('expiring');
    asked.push(renewal.getAccessToken());
    await vi.waitFor(() => expect(manager.signinSilent).toHaveBeenCalled());
    release(user('second'));
    await expect(Promise.all(asked)).resolves.toEqual(['access-second', 'access-second', 'access-second']);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    stop();
  });

  it('network trouble keeps the sign-in and the token while it lasts; nothing is removed', async () => {
    const onSessionEnded = vi.fn();
    const { manager, asUserManager } = fakeUserManager(user('first', { expiresIn: 20 }), () => Promise.reject(new TypeError('Failed to fetch')));
    const renewal = createTokenRenewal(asUserManager);
    renewal.start(onSessionEnded);
    await expect(renewal.getAccessToken()).resolves.toBe('access-first');
    expect(manager.removeUser).not.toHaveBeenCalled();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('a refusal ends the sign-in: the user is removed and the host told', async () => {
    const onSessionEnded = vi.fn();
    const { manager, asUserManager } = fakeUserManager(user('first', { expiresIn: 5 }), refused);
    const renewal = createTokenRenewal(asUserManager);
    renewal.start(onSessionEnded);
    await expect(renewal.getAccessToken()).resolves.toBeNull();
    expect(manager.removeUser).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('without a refresh token an expired sign-in ends (nothing to renew with)', async () => {
    const onSessionEnded = vi.fn();
    const { manager, asUserManager } = fakeUserManager(user('first', { expiresIn: -1, refreshToken: null }), async () => user('x'));
    const renewal = createTokenRenewal(asUserManager);
    renewal.start(onSessionEnded);
    await expect(renewal.renew()).resolves.toBeNull();
    expect(manager.signinSilent).not.toHaveBeenCalled();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });
});
