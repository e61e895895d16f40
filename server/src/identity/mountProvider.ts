import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { OIDC_MOUNT_PATH } from './provider.js';

/**
 * Hands every /oidc/* request to oidc-provider's own (Koa) handler on the raw Node request.
 * The body stream is left unread (oidc-provider parses it itself), and `originalUrl` tells the
 * provider its mount path so the URLs it writes (discovery, redirects, cookies) include /oidc.
 */
export async function mountProvider(app: FastifyInstance, provider: Provider): Promise<void> {
  const handle = provider.callback();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      const original = raw.url ?? OIDC_MOUNT_PATH;
      const rest = original.slice(OIDC_MOUNT_PATH.length);
      raw.originalUrl = original;
      raw.url = rest.startsWith('/') ? rest : `/${rest}`;
      handle(raw, reply.raw);
    };
    const options = { schema: { hide: true } };
    scope.all(OIDC_MOUNT_PATH, options, forward);
    scope.all(`${OIDC_MOUNT_PATH}/*`, options, forward);
  });
}
