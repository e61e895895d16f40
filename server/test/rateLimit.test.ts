import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';
import { rateLimitOptionsFromEnv } from '../src/http/rateLimits.js';

let server: TestServer;
const API_LIMIT = 5;
const TOKEN_LIMIT = 3;
const COUNT_PATH = '/api/License/GetStateWiseLicenseCount';

beforeAll(async () => {
  // trustProxy: the tests pose as several client addresses through X-Forwarded-For.
  server = await startTestServer({ trustProxy: true, rateLimits: { apiPerMinute: API_LIMIT, tokenPerMinute: TOKEN_LIMIT } });
});
afterAll(() => server?.close());

async function expectTooMany(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  return (await response.json()) as Record<string, unknown>;
}

describe('API rate limit (per signed-in user)', () => {
  it('answers 429 with Retry-After after the limit, while another user is unaffected', async () => {
    const alice = await server.tokenFor('member@northwind.test');
    const bob = await server.tokenFor('admin@northwind.test');
    for (let i = 1; i <= API_LIMIT; i++) {
      const response = await server.api(COUNT_PATH, { token: alice });
      expect(response.status, `call ${i}`).toBe(200);
      expect(Number(response.headers.get('ratelimit-remaining'))).toBe(API_LIMIT - i);
    }
    const body = await expectTooMany(await server.api(COUNT_PATH, { token: alice }));
    expect(body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(body.message).toMatch(/^Too many requests: at most 5 API calls a minute\. Try again in \d+ seconds?\.$/);

    // Same address, another user: a budget of its own.
    expect((await server.api(COUNT_PATH, { token: bob })).status).toBe(200);
    // Probes are not /api and never limited.
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });

  it('a request without a valid token is refused with 401 before it could use anyone’s budget', async () => {
    const carol = await server.tokenFor('member@contoso.test');
    for (let i = 0; i < API_LIMIT + 2; i++) expect((await server.api(COUNT_PATH, { token: 'not-a-token' })).status).toBe(401);
    expect((await server.api(COUNT_PATH, { token: carol })).status).toBe(200);
  });
});

describe('OIDC token endpoint rate limit (per address and client)', () => {
  const tokenRequest = (address: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address, ...headers },
      body: new URLSearchParams({ grant_type: 'authorization_code', client_id: 'insights-portal', code: 'bogus', code_verifier: 'x'.repeat(43), redirect_uri: `${server.baseUrl}/auth/callback` }).toString(),
    });

  it('answers 429 with Retry-After after the limit; another address and another client are unaffected', async () => {
    for (let i = 1; i <= TOKEN_LIMIT; i++) {
      const response = await tokenRequest('203.0.113.7');
      // The provider itself answers the bogus code.
      expect(response.status, `request ${i}`).toBe(400);
    }
    // An intranet's browser client on another origin can read the refusal.
    const refused = await tokenRequest('203.0.113.7', { origin: 'https://intranet.northwind.example' });
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://intranet.northwind.example');
    const body = await expectTooMany(refused);
    expect(body).toMatchObject({ statusCode: 429, error: 'too_many_requests' });
    expect(body.error_description).toMatch(/^Too many token requests from this address: at most 3 a minute\. Try again in \d+ seconds?\.$/);

    expect((await tokenRequest('203.0.113.8')).status).toBe(400);
    // A confidential client authenticating with Basic credentials counts on its own.
    const basic = `Basic ${Buffer.from('another-client:secret').toString('base64')}`;
    expect((await tokenRequest('203.0.113.7', { authorization: basic })).status).not.toBe(429);
  });
});

describe('rate limit settings from the environment', () => {
  it('reads whole numbers, 0 turns a limit off, anything else is refused clearly', () => {
    expect(rateLimitOptionsFromEnv({ RATE_LIMIT_API_PER_MINUTE: '50', RATE_LIMIT_TOKEN_PER_MINUTE: '0' })).toEqual({ apiPerMinute: 50, tokenPerMinute: 0 });
    expect(rateLimitOptionsFromEnv({})).toEqual({});
    expect(() => rateLimitOptionsFromEnv({ RATE_LIMIT_API_PER_MINUTE: 'lots' })).toThrow("RATE_LIMIT_API_PER_MINUTE must be a whole number ≥ 0 (0 = no limit), got 'lots'.");
  });
});
