import { constants } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Replies of 1 KB or more (API lists, the OpenAPI document, examples) are compressed for clients that accept it:
 * brotli at a fast quality, else gzip. The built bundles are compressed ahead of time (scripts/precompress.mjs) and
 * sent as they are, so no JavaScript is compressed per request. A client that sends no Accept-Encoding (tests,
 * curl) gets plain replies.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // A prebuilt .br or .gz file goes out under the plain file's URL: a shared cache must key on Accept-Encoding.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.getHeader('content-encoding')) varyOnAcceptEncoding(reply);
    return payload;
  });
}

/** Adds Accept-Encoding to the reply's Vary, keeping what is there (CORS varies on Origin). */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
