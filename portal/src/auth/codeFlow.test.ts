// The code flow's own steps, no provider needed; the token exchange against the real provider is covered by the
// sign-in e2e specs (session, home, firstRequests), which all sign in through it.
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_CONFIG } from '../config/runtimeConfig.testing';
import { signinRedirect, signinRedirectCallback } from './codeFlow';
import { mapIdentityError } from './identityError';

const config = TEST_CONFIG;
const metadata = { issuer: config.authority, authorization_endpoint: `${config.authority}/auth`, token_endpoint: `${config.authority}/token` };
const origin = 'http://localhost:3310';

async function redirect(data: unknown = { returnTo: '/companies' }): Promise<URL> {
  let target = '';
  await signinRedirect(config, data, metadata, { storage: sessionStorage, origin, assign: (url) => (target = url) });
  return new URL(target);
}

const pendingKeys = () => Object.keys(sessionStorage).filter((key) => key.startsWith('insights.signin:'));

beforeEach(() => sessionStorage.clear());

describe('the sign-in redirect without oidc-client-ts', () => {
  it('asks for a code with PKCE (S256 of the verifier it keeps) and a state of its own, for the callback path', async () => {
    const url = await redirect();
    expect(url.origin + url.pathname).toBe(metadata.authorization_endpoint);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: config.clientId,
      redirect_uri: `${origin}/auth/callback`,
      response_type: 'code',
      scope: config.scope,
      code_challenge_method: 'S256',
    });
    const stored = JSON.parse(sessionStorage.getItem(`insights.signin:${params.state}`)!) as { verifier: string; data: unknown };
    expect(stored.data).toEqual({ returnTo: '/companies' });
    expect(stored.verifier).toMatch(/^[\w-]{43,128}$/);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(stored.verifier)));
    const expected = btoa(String.fromCharCode(...digest)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(params.code_challenge).toBe(expected);
    // Each sign-in its own state and verifier.
    const again = await redirect();
    expect(again.searchParams.get('state')).not.toBe(params.state);
    expect(pendingKeys()).toHaveLength(2);
  });

  it('forgets sign-ins left unfinished for more than 15 minutes', async () => {
    sessionStorage.setItem('insights.signin:old', JSON.stringify({ created: Math.floor(Date.now() / 1000) - 16 * 60 }));
    sessionStorage.setItem('insights.signin:broken', '{');
    await redirect();
    expect(pendingKeys()).toHaveLength(1);
  });
});

describe('the callback without oidc-client-ts', () => {
  it('refuses a state it did not send, or one already used, as access denied (spec 2 §2)', async () => {
    const state = (await redirect()).searchParams.get('state')!;
    const unknown = await signinRedirectCallback(config, `${origin}/auth/callback?code=x&state=other`, sessionStorage).catch((e: unknown) => e);
    expect(mapIdentityError(unknown)).toEqual({ kind: 'accessDenied' });
    // The provider's refusal: its error, as oidc-client-ts's ErrorResponse carries it; the state is used up.
    const denied = await signinRedirectCallback(config, `${origin}/auth/callback?error=access_denied&state=${state}`, sessionStorage).catch((e: unknown) => e);
    expect(denied).toMatchObject({ name: 'ErrorResponse', error: 'access_denied' });
    expect(mapIdentityError(denied)).toEqual({ kind: 'accessDenied' });
    expect(pendingKeys()).toHaveLength(0);
    const replayed = await signinRedirectCallback(config, `${origin}/auth/callback?code=x&state=${state}`, sessionStorage).catch((e: unknown) => e);
    expect(mapIdentityError(replayed)).toEqual({ kind: 'accessDenied' });
  });

  it('refuses a sign-in started for another provider or client', async () => {
    const state = (await redirect()).searchParams.get('state')!;
    const error = await signinRedirectCallback({ ...config, clientId: 'another' }, `${origin}/auth/callback?code=x&state=${state}`, sessionStorage).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/mismatch/);
  });
});
