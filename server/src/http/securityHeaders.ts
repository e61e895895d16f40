import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';

type HelmetPolicy = NonNullable<Parameters<FastifyReply['helmet']>[0]>;

export interface SecurityHeaderOptions {
  /** Origin the browser uses; HSTS is sent only when it is https. */
  publicUrl: string;
}

/** Where a response goes: a page of ours (portal, sign-in pages, API docs) or a resource other origins use. */
export type HeaderPolicy = 'page' | 'identity' | 'embeddable';

/**
 * Resources read by pages of other origins: the API (embedded widgets call it through the CORS allow-list), the
 * widget bundles and the example host pages (which carry their own inline set-up scripts, like a client's
 * intranet would), the hub, and files under /public with an extension (logos).
 */
export function headerPolicyFor(url: string): HeaderPolicy {
  const pathname = url.split('?')[0];
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (under('/oidc')) return 'identity';
  if (under('/api') || under('/widgets') || under('/examples') || under('/notifications-alerts')) return 'embeddable';
  if (under('/public') && /\.[a-z0-9]+$/i.test(pathname)) return 'embeddable';
  return 'page';
}

/**
 * Security headers (helmet), chosen per request by path:
 * - pages (portal, /docs) and the identity provider (/oidc/*): a Content-Security-Policy with no inline script,
 *   `frame-ancestors 'none'` + `X-Frame-Options: DENY` (clickjacking), `nosniff`, `Referrer-Policy: no-referrer`.
 *   oidc-provider's own auto-submit pages (form_post, sign-out without a session) add their inline script's hash to
 *   this header themselves (helpers/script_src_sha.js), which is why it must be set before the provider runs;
 * - embeddable resources (/api, /widgets, /examples, the hub, /public files): no CSP and no frame headers, and
 *   `Cross-Origin-Resource-Policy: cross-origin` so an intranet page on another origin can load the widget script
 *   (helmet's default same-origin would block it); who may read API replies stays with the CORS allow-list.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions): Promise<void> {
  const publicUrl = new URL(opts.publicUrl);
  const https = publicUrl.protocol === 'https:';
  const wsOrigin = `${https ? 'wss' : 'ws'}://${publicUrl.host}`;
  // HSTS only means something over https; on http://localhost it would only confuse a later https dev setup.
  const hsts = https ? { maxAge: 15_552_000, includeSubDomains: false } : false;

  const pageDirectives = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // styled-components (widgets, portal) injects <style> tags at run time and the sign-in pages carry one
    // <style> block, so styles need 'unsafe-inline'; scripts never do.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    // The API, the pricing service and the hub's WebSocket are on this origin.
    connectSrc: ["'self'", wsOrigin],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
  const { formAction: _formAction, ...withoutFormAction } = pageDirectives;
  const common = {
    strictTransportSecurity: hsts,
    referrerPolicy: { policy: 'no-referrer' as const },
    // X-Content-Type-Options: nosniff is on in every policy (helmet's default).
  };
  const policies: Record<HeaderPolicy, HelmetPolicy> = {
    page: {
      ...common,
      contentSecurityPolicy: { useDefaults: false, directives: pageDirectives },
      xFrameOptions: { action: 'deny' },
      // Same origin only; the provider's discovery, keys and token endpoint are read with CORS, which CORP leaves alone.
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
    },
    identity: {
      ...common,
      // Browsers apply form-action to the redirects after a form post too, and the sign-in form's redirects end at
      // the redirect_uri of whichever client asked (the portal, an intranet on its own origin): not limited here.
      contentSecurityPolicy: { useDefaults: false, directives: withoutFormAction },
      xFrameOptions: { action: 'deny' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
    },
    embeddable: {
      ...common,
      contentSecurityPolicy: false,
      xFrameOptions: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
    },
  };

  // Not global: the hook below picks a policy per request. onRequest, because /oidc replies are written by the
  // identity provider on the raw response (hijacked), so headers must be on it before the handler runs.
  await app.register(helmet, { global: false });
  app.addHook('onRequest', async (request, reply) => {
    reply.helmet(policies[headerPolicyFor(request.url)]);
  });
}
