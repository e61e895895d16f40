import { ErrorResponse, type User, type UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { mapIdentityError, oopsText } from './identityError';
import { safeReturnUrl } from './returnUrl';
import { completeSignin } from './signinCallback';

describe('callback error mapping (spec 2 §2)', () => {
  it('access_denied from the identity provider shows the access-denied screen', () => {
    const error = new ErrorResponse({ error: 'access_denied', error_description: 'End-User aborted interaction' });
    expect(mapIdentityError(error)).toEqual({ kind: 'accessDenied' });
  });

  it("'Invalid state' and oidc-client-ts's 'No matching state' show the access-denied screen", () => {
    expect(mapIdentityError(new Error('Invalid state'))).toEqual({ kind: 'accessDenied' });
    expect(mapIdentityError(new Error('No matching state found in storage'))).toEqual({ kind: 'accessDenied' });
    expect(mapIdentityError(new ErrorResponse({ error: 'invalid_state' }))).toEqual({ kind: 'oops', message: 'invalid_state' });
  });

  it("other errors show 'Oops... ' with the message", () => {
    const error = new ErrorResponse({ error: 'server_error', error_description: 'Provider exploded' });
    expect(mapIdentityError(error)).toEqual({ kind: 'oops', message: 'Provider exploded' });
    expect(mapIdentityError(new TypeError('Failed to fetch'))).toEqual({ kind: 'oops', message: 'Failed to fetch' });
    expect(mapIdentityError('plain text')).toEqual({ kind: 'oops', message: 'plain text' });
    expect(mapIdentityError(undefined)).toEqual({ kind: 'oops', message: 'Unknown error' });
    expect(oopsText('Provider exploded')).toBe('Oops... Provider exploded');
  });
});

describe('sign-in callback', () => {
  const user = { state: { returnTo: '/companies?StateCode=TX' } } as unknown as User;

  it('redeems one callback URL once even when asked twice (StrictMode)', async () => {
    const signinRedirectCallback = vi.fn().mockResolvedValue(user);
    const manager = { signinRedirectCallback } as unknown as UserManager;
    const url = 'http://localhost/auth/callback?code=abc&state=s1';
    const [first, second] = await Promise.all([completeSignin(manager, url), completeSignin(manager, url)]);
    expect(first).toBe('/companies?StateCode=TX');
    expect(second).toBe('/companies?StateCode=TX');
    expect(signinRedirectCallback).toHaveBeenCalledTimes(1);
  });

  it('a callback URL without a response goes home without calling the provider', async () => {
    const signinRedirectCallback = vi.fn();
    const manager = { signinRedirectCallback } as unknown as UserManager;
    await expect(completeSignin(manager, 'http://localhost/auth/callback')).resolves.toBe('/');
    expect(signinRedirectCallback).not.toHaveBeenCalled();
  });

  it('only same-origin paths are restored after sign-in', () => {
    expect(safeReturnUrl('/companies/42?x=1#a')).toBe('/companies/42?x=1#a');
    expect(safeReturnUrl('https://evil.example')).toBe('/');
    expect(safeReturnUrl('//evil.example')).toBe('/');
    expect(safeReturnUrl('/auth/callback?code=1')).toBe('/');
    expect(safeReturnUrl('/account/logout')).toBe('/');
    expect(safeReturnUrl(undefined)).toBe('/');
  });
});
