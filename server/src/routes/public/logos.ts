import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { DEFAULT_SUPPLIER_DOMAIN } from '../../../../contract/pricing/supplierDomains.js';
import { errorReply } from '../../../../contract/http.js';
import { PUBLIC_PAGE_ENDPOINTS } from '../../../../contract/publicPage/endpoints.js';
import { logoParams, logoReply } from '../../../../contract/publicPage/schemas.js';
import { zodRoutes } from '../../http/zodRoutes.js';

const DOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const SKIPPED_WORDS = new Set(['and', 'the', 'of', 'llc', 'inc', 'lp', 'corp', 'co', 'ltd']);

/** Two initials from the company's name ('Northwind Energy LLC' → 'NE'), or from the domain without one. */
export function initialsOf(domain: string, name?: string | null): string {
  const words = (name || domain.split('.')[0].replace(/-/g, ' '))
    .split(/[\s&.,-]+/)
    .filter((w) => /^[a-z0-9]/i.test(w) && !SKIPPED_WORDS.has(w.toLowerCase()));
  const letters = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? domain).slice(0, 2);
  return letters.toUpperCase();
}

/** A stable, dark-enough hue for white text (contrast ≥ 4.5:1 at 55% saturation, 36% lightness). */
export function colourOf(domain: string): string {
  const hue = createHash('sha256').update(domain).digest().readUInt16BE(0) % 360;
  return `hsl(${hue} 55% 36%)`;
}

export function monogramSvg(domain: string, name?: string | null): string {
  const initials = initialsOf(domain, name).replace(/[^A-Z0-9]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${initials}">`
    + `<rect width="96" height="96" rx="18" fill="${colourOf(domain)}"/>`
    + `<text x="48" y="50" text-anchor="middle" dominant-baseline="central" font-family="Inter, system-ui, sans-serif" `
    + `font-size="38" font-weight="600" fill="#ffffff">${initials}</text></svg>`;
}

/** Name behind the default fallback domain of the supplier-to-domain map (spec 2 §7). */
const DEFAULT_SUPPLIER_NAME = 'Energy Supplier';

/**
 * GET /public/logos/{domain}.svg — the logo template of the portal configuration. A generated monogram for the
 * e-mail domain of a known company or pricing supplier, or for the map's default fallback domain; 404 otherwise,
 * so the widget shows its fallback icon. No sign-in (an <img>).
 */
export function registerLogos(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.get(PUBLIC_PAGE_ENDPOINTS.logo, {
      schema: {
        tags: ['public'],
        summary: 'Company logo by e-mail domain ({domain}.svg), a generated monogram',
        security: [],
        params: logoParams,
        response: { 200: logoReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const match = /^(.+)\.svg$/.exec(request.params.file.toLowerCase());
      const domain = match?.[1];
      if (!domain || !DOMAIN_PATTERN.test(domain)) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No logo' });
      const { rows } = domain === DEFAULT_SUPPLIER_DOMAIN ? { rows: [{ legal_name: DEFAULT_SUPPLIER_NAME }] } : await db.query<{ legal_name: string }>(
        // Pricing suppliers (issue 6) have fictional domains of their own: they get a monogram too.
        `(select legal_name from companies where lower(email_domain) = $1 order by legal_name limit 1)
         union all (select name from pricing_suppliers where lower(domain) = $1 limit 1) limit 1`, [domain]);
      if (rows.length === 0) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No logo' });
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(monogramSvg(domain, rows[0].legal_name));
    });
  });
}
