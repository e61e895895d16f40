import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';

export interface RateLimitOptions {
  /** Requests a minute to /api per user (the token's subject), or per address on public routes; 0 = no limit. */
  apiPerMinute: number;
  /** Requests a minute to the OIDC token endpoint per address and client; 0 = no limit. */
  tokenPerMinute: number;
}

/**
 * A screen loads about ten API calls and a user rarely opens more than a few screens a minute; 1 200 a minute
 * (20 a second) leaves room for bursts. The token endpoint sees one code exchange per sign-in and one refresh per
 * access token lifetime per tab; 120 a minute per address lets an office behind one NAT address sign in at 9:00.
 */
export const DEFAULT_RATE_LIMITS: RateLimitOptions = { apiPerMinute: 1200, tokenPerMinute: 120 };

const WINDOW_MS = 60_000;

/** RATE_LIMIT_API_PER_MINUTE and RATE_LIMIT_TOKEN_PER_MINUTE (0 turns a limit off). */
export function rateLimitOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<RateLimitOptions> {
  const read = (name: string) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0 (0 = no limit), got '${raw}'.`);
    return value;
  };
  const options: Partial<RateLimitOptions> = {};
  const api = read('RATE_LIMIT_API_PER_MINUTE');
  const token = read('RATE_LIMIT_TOKEN_PER_MINUTE');
  if (api !== undefined) options.apiPerMinute = api;
  if (token !== undefined) options.tokenPerMinute = token;
  return options;
}

/** The paths the per-user /api limit counts (a route under them can answer 429). */
export function isRateLimitedPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

const TOKEN_PATH = '/oidc/token';

/** The client of a token request when it authenticates with HTTP Basic (confidential clients). */
function basicClientId(authorization: string | undefined): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 ? decodeURIComponent(decoded.slice(0, colon)) : undefined;
}

/**
 * The client of a token request: Basic credentials or `client_id` in the query. A public client (the portal) names
 * itself in the form body, which is left unread for the identity provider, so its requests count per address.
 */
function tokenClientId(request: FastifyRequest): string {
  const query = request.url.includes('?') ? new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1)) : null;
  return basicClientId(request.headers.authorization) ?? query?.get('client_id') ?? '-';
}

function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number, message: string) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .header('cache-control', 'no-store')
    .send({ statusCode: 429, error: 'Too Many Requests', message });
}

const wait = (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`;

/**
 * Per-client limits (@fastify/rate-limit's fixed one-minute window, in memory per instance):
 * - /api: keyed by the signed-in user (an API key counts against its own limit instead), so colleagues behind one address do not share a budget. Checked after the
 *   /api token check (registered after registerApiAuth), so a request with a bad token is refused with 401 first;
 *   public /api routes count per address.
 * - POST /oidc/token: keyed by address and client, checked before the identity provider reads the request.
 * 429 carries Retry-After (seconds) and a JSON message; the RateLimit-* headers tell clients their budget.
 */
export async function registerRateLimits(app: FastifyInstance, opts: RateLimitOptions): Promise<void> {
  // API keys (auth/apiKeys/keyAuth.ts) may have registered it already for their own limits.
  if (!app.hasDecorator('createRateLimit')) await app.register(rateLimit, { global: false });

  if (opts.apiPerMinute > 0) {
    const check = app.createRateLimit({
      max: opts.apiPerMinute,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => (request.session ? `api:user:${request.session.sub}` : `api:ip:${request.ip}`),
    });
    app.addHook('onRequest', async (request, reply) => {
      // An API key has its own limit (auth/apiKeys/keyAuth.ts), checked with the key.
      if (!isRateLimitedPath(request.url) || request.method === 'OPTIONS' || request.apiKey) return;
      const result = await check(request);
      if (result.isAllowed) return;
      reply.header('ratelimit-limit', String(result.max)).header('ratelimit-remaining', String(result.remaining)).header('ratelimit-reset', String(result.ttlInSeconds));
      if (!result.isExceeded) return;
      return tooManyRequests(reply, result.ttlInSeconds, `Too many requests: at most ${result.max} API calls a minute. Try again in ${wait(result.ttlInSeconds)}.`);
    });
  }

  if (opts.tokenPerMinute > 0) {
    const check = app.createRateLimit({
      max: opts.tokenPerMinute,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `token:${request.ip}:${tokenClientId(request)}`,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST' || request.url.split('?')[0] !== TOKEN_PATH) return;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      // The provider answers token errors as OAuth JSON; this keeps that shape and adds the common fields. It also
      // answers CORS for its endpoints, so the 429 names the caller's origin itself: a browser client on another
      // origin (an intranet) can then read the message instead of seeing a network error. No credentials involved.
      const message = `Too many token requests from this address: at most ${result.max} a minute. Try again in ${wait(result.ttlInSeconds)}.`;
      const origin = request.headers.origin;
      if (origin) reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
      return reply
        .code(429)
        .header('retry-after', String(result.ttlInSeconds))
        .header('cache-control', 'no-store')
        .send({ statusCode: 429, error: 'too_many_requests', error_description: message, message });
    });
  }
}
