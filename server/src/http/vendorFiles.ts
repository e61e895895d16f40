import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** oidc-client-ts's browser build (the global `oidc`), as the Embedding snippet loads it. */
export const OIDC_CLIENT_SCRIPT_PATH = '/widgets/vendor/oidc-client-ts.min.js';

/**
 * The sign-in library the Embedding snippet (docs/embedding.md) loads next to the widgets, so a page can paste the
 * snippet and work without a build step or a CDN of its own. Read once, on first request.
 */
export function registerVendorFiles(app: FastifyInstance): void {
  let script: Buffer | null = null;
  app.get(OIDC_CLIENT_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) => {
    // The package exports only its entry points: find the browser build next to its package.json.
    const root = path.dirname(createRequire(import.meta.url).resolve('oidc-client-ts/package.json'));
    script ??= readFileSync(path.join(root, 'dist/browser/oidc-client-ts.min.js'));
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(script);
  });
}
