import { afterEach, describe, expect, it, vi } from 'vitest';
import { signinRedirect } from '../auth/codeFlow';
import { TEST_CONFIG } from '../config/runtimeConfig.testing';
import { usableDiscovery } from './signInNow';

const config = TEST_CONFIG;
const discovery = {
  issuer: 'http://localhost:3310/oidc',
  authorization_endpoint: 'http://localhost:3310/oidc/auth',
  token_endpoint: 'http://localhost:3310/oidc/token',
};

afterEach(() => vi.restoreAllMocks());

describe('the discovery document the start-up script fetched alongside the sign-in code', () => {
  it('stands in for the library\'s own fetch when it is this authority\'s', () => {
    expect(usableDiscovery(config, discovery)).toBe(discovery);
    expect(usableDiscovery({ authority: 'http://localhost:3310/oidc/' }, discovery)).toBe(discovery);
  });

  it('is ignored when missing, of another issuer, or without an authorization endpoint', () => {
    expect(usableDiscovery(config, undefined)).toBeUndefined();
    expect(usableDiscovery(config, { ...discovery, issuer: 'https://elsewhere.example/oidc' })).toBeUndefined();
    expect(usableDiscovery(config, { issuer: discovery.issuer })).toBeUndefined();
  });

  it('given to the redirect, the authorization endpoint comes without another request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    let target = '';
    await signinRedirect(config, { returnTo: '/' }, usableDiscovery(config, discovery), { storage: sessionStorage, assign: (url) => (target = url) });
    expect(target.startsWith(`${discovery.authorization_endpoint}?`)).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
