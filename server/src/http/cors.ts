import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_HUB } from '../../../contract/notifications/endpoints.js';

/**
 * Which browser origins may use the API and the realtime hub. Calls carry a bearer token and no cookies, so
 * reflecting the caller's origin exposes nothing ambient; `allowedOrigins` (CORS_ORIGINS) narrows it when set, and
 * then the origins of the registered intranet clients' pages (`isRegisteredOrigin`) are allowed as well, so a page
 * registered in the Embedding settings works at once, without a restart. The server's own origins (the portal,
 * `ownOrigins`) are always allowed. One policy for both: a page that may call the API may also hear the hub.
 */
export interface OriginPolicy {
  /** No list: every origin is allowed. */
  readonly anyOrigin: boolean;
  allows(origin: string): Promise<boolean>;
}

export function createOriginPolicy(
  allowedOrigins: string[] | undefined,
  isRegisteredOrigin?: (origin: string) => Promise<boolean>,
  ownOrigins: string[] = [],
): OriginPolicy {
  const listed = new Set([...(allowedOrigins ?? [])]);
  const anyOrigin = listed.size === 0;
  const own = new Set(ownOrigins);
  return {
    anyOrigin,
    async allows(origin) {
      if (anyOrigin || listed.has(origin) || own.has(origin)) return true;
      if (!isRegisteredOrigin) return false;
      return isRegisteredOrigin(origin).catch(() => false);
    },
  };
}

/**
 * CORS headers by the policy. The identity provider answers CORS for its own endpoints, so /oidc is left to it.
 * The hub's negotiate call allows credentials: the official SignalR client sends it with `credentials: 'include'`
 * unless told otherwise (`withCredentials: false`, which the widgets do), and a browser refuses a credentialed reply
 * without `Access-Control-Allow-Credentials`. Negotiate reads only the bearer token, never a cookie, so a host page
 * running the official client with its defaults gets nothing more than with a token alone.
 */
export async function registerCors(app: FastifyInstance, policy: OriginPolicy): Promise<void> {
  const origin = (requestOrigin: string | undefined, callback: (error: Error | null, allow: boolean) => void) => {
    if (policy.anyOrigin) return callback(null, true);
    if (!requestOrigin) return callback(null, false);
    policy.allows(requestOrigin).then((allowed) => callback(null, allowed), () => callback(null, false));
  };
  await app.register(cors, {
    delegator: (request, callback) => {
      if (request.url.startsWith('/oidc')) return callback(null, { origin: false });
      const hub = request.url.startsWith(`${NOTIFICATION_HUB.path}/`) || request.url === NOTIFICATION_HUB.path;
      // A script on an allowed page may read an API key's budget (issue 37) and when to come back after a 429.
      callback(null, { origin, credentials: hub, maxAge: 600, exposedHeaders: ['RateLimit-Policy', 'RateLimit', 'Retry-After'] });
    },
  });
}
