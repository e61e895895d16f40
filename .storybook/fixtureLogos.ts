import type { Plugin } from 'vite';
import { monogramSvg } from '../server/src/routes/public/logos.js';
import { PRICING_SUPPLIERS } from '../server/src/db/seed/pricingReference.js';
import { DEFAULT_SUPPLIER_DOMAIN } from '../contract/pricing/supplierDomains.js';

/** Where stories find supplier logos: `logoUrl` template `${FIXTURE_LOGO_PATH}/{domain}.svg`. */
export const FIXTURE_LOGO_PATH = '/fixture-logos';

/**
 * The reference server's logos (a monogram in the supplier's colour, as GET /public/logos/{domain}.svg draws it) for
 * every seeded supplier, so a story's medals look like the product's and differ from each other; served by the
 * dev server (Storybook, the story tests) and written into the static build.
 */
export function fixtureLogos(): Plugin {
  const logos = new Map([
    ...PRICING_SUPPLIERS.map((s) => [`${s.domain}.svg`, monogramSvg(s.domain, s.name)] as const),
    [`${DEFAULT_SUPPLIER_DOMAIN}.svg`, monogramSvg(DEFAULT_SUPPLIER_DOMAIN, 'Energy Supplier')],
  ]);
  return {
    name: 'insights-fixture-logos',
    configureServer(server) {
      server.middlewares.use(FIXTURE_LOGO_PATH, (request, response, next) => {
        const svg = logos.get((request.url ?? '').replace(/^\//, '').split('?')[0]);
        if (!svg) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(svg);
      });
    },
    generateBundle() {
      for (const [file, svg] of logos) this.emitFile({ type: 'asset', fileName: `${FIXTURE_LOGO_PATH.slice(1)}/${file}`, source: svg });
    },
  };
}
