import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Widgets embedded in a client's intranet call the API from another origin. Calls carry a bearer token and
 * no cookies, so reflecting the caller's origin exposes nothing ambient; `allowedOrigins` narrows it when set.
 * The identity provider answers CORS for its own endpoints, so /oidc is left to it.
 */
export async function registerCors(app: FastifyInstance, allowedOrigins: string[] | undefined): Promise<void> {
  const origin = allowedOrigins && allowedOrigins.length > 0 ? allowedOrigins : true;
  await app.register(cors, {
    delegator: (request, callback) => {
      const ownsCors = request.url.startsWith('/oidc');
      callback(null, ownsCors ? { origin: false } : { origin, credentials: false, maxAge: 600 });
    },
  });
}
