import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Widgets embedded in a client's intranet call the API from another origin. Calls carry a bearer token and
 * no cookies, so reflecting the caller's origin exposes nothing ambient; `allowedOrigins` narrows it when set, and
 * then the origins of the registered intranet clients' pages (`isRegisteredOrigin`) are allowed as well, so a page
 * registered in the Embedding settings works at once, without a restart.
 * The identity provider answers CORS for its own endpoints, so /oidc is left to it.
 */
export async function registerCors(
  app: FastifyInstance,
  allowedOrigins: string[] | undefined,
  isRegisteredOrigin?: (origin: string) => Promise<boolean>,
): Promise<void> {
  const listed = new Set(allowedOrigins ?? []);
  const anyOrigin = listed.size === 0;
  const origin = (requestOrigin: string | undefined, callback: (error: Error | null, allow: boolean) => void) => {
    if (anyOrigin) return callback(null, true);
    if (!requestOrigin) return callback(null, false);
    if (listed.has(requestOrigin)) return callback(null, true);
    if (!isRegisteredOrigin) return callback(null, false);
    isRegisteredOrigin(requestOrigin).then((allowed) => callback(null, allowed), () => callback(null, false));
  };
  await app.register(cors, {
    delegator: (request, callback) => {
      const ownsCors = request.url.startsWith('/oidc');
      callback(null, ownsCors ? { origin: false } : { origin, credentials: false, maxAge: 600 });
    },
  });
}
