import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { examplesDir, portalDistDir, widgetsDistDir } from '../paths.js';

export interface StaticDirs {
  widgets?: string;
  examples?: string;
  portal?: string;
}

/** Paths owned by the server itself: never answered with the portal's index.html. */
const SERVER_PREFIXES = ['/api', '/oidc', '/docs', '/widgets', '/examples', '/common', '/public', '/notifications-alerts'];

const PORTAL_NOT_BUILT = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Insights</title></head>
<body style="font-family:system-ui,sans-serif;margin:48px;color:#1b2430">
<h1>Portal not built: run npm run build</h1>
<p>The API (<a href="/docs">/docs</a>) and the identity provider are running; the portal's files are missing from portal/dist.</p>
</body></html>`;

function ownedByServer(pathname: string): boolean {
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Any /public path is served without sign-in (spec 2 §2): a browser navigating to a /public page the server has
 * no route for (e.g. /public/first-to-worst) gets the portal, which renders it signed out.
 */
function isPublicPortalPage(request: FastifyRequest, pathname: string): boolean {
  return pathname.startsWith('/public/') && !path.extname(pathname) && (request.headers.accept ?? '').includes('text/html');
}

/** A browser navigation, or a generic client asking for an extension-less path (curl). */
function wantsHtml(request: FastifyRequest, pathname: string): boolean {
  const accept = request.headers.accept ?? '*/*';
  if (accept.includes('text/html')) return true;
  return accept.includes('*/*') && !path.extname(pathname);
}

/**
 * Widget bundles, examples and the portal (static files + SPA fallback). The folders may be built after the
 * server starts, so their existence is checked per request rather than at start-up.
 */
export async function registerStaticFiles(app: FastifyInstance, dirs: StaticDirs = {}): Promise<void> {
  const portal = dirs.portal ?? portalDistDir;
  // preCompressed: the builds write file.br and file.gz (scripts/precompress.mjs); a browser gets the smallest it
  // accepts, and a file without them is sent as it is.
  const common = { preCompressed: true, cacheControl: false, setHeaders: setCacheHeaders } as const;
  // The portal instance only decorates reply.sendFile; serving is done by the not-found handler below.
  await app.register(fastifyStatic, { ...common, root: portal, serve: false });
  await app.register(fastifyStatic, { ...common, root: dirs.widgets ?? widgetsDistDir, prefix: '/widgets/', decorateReply: false });
  await app.register(fastifyStatic, { ...common, root: dirs.examples ?? examplesDir, prefix: '/examples/', decorateReply: false });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodeURIComponentSafe(request.url.split('?')[0]);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || pathname === null || (ownedByServer(pathname) && !isPublicPortalPage(request, pathname))) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method}:${request.url.split('?')[0]} not found` });
    }
    const indexFile = path.join(portal, 'index.html');
    if (!existsSync(indexFile)) {
      if (!wantsHtml(request, pathname)) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found' });
      return reply.code(503).type('text/html; charset=utf-8').send(PORTAL_NOT_BUILT);
    }
    const candidate = path.resolve(portal, `.${pathname}`);
    if (candidate.startsWith(portal + path.sep) && isFile(candidate)) {
      return reply.sendFile(path.relative(portal, candidate), portal);
    }
    if (!wantsHtml(request, pathname)) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found' });
    }
    // Client-side route: the portal's router resolves it.
    // index.html names the hashed bundles of the current build: always revalidate it.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', portal, { cacheControl: false });
  });
}

/** A file whose name carries its content hash (Vite's assets, the loader's chunks) never changes. */
const HASHED = /[\\/](assets|chunks)[\\/][^\\/]+-[\w-]{8,}(\.\w+)+$/;

/**
 * Hashed files are cached for a year without asking again; every other file (index.html, the loader's entry, the
 * standalone script, the examples) is revalidated on each use through its ETag, so a new release is seen at once.
 */
function setCacheHeaders(res: SetHeadersResponse, file: string): void {
  res.setHeader('cache-control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function decodeURIComponentSafe(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
