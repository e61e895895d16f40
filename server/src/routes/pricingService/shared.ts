import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/db.js';
import type { SessionVerifier } from '../../auth/apiAuth.js';
import { FORBIDDEN } from '../../auth/apiAuth.js';
import type { EcTokenService } from '../../pricing/ecToken.js';
import { createPricingGuard } from '../../pricing/serviceAuth.js';
import { SECURITY } from '../../../../contract/http.js';

export interface PricingServiceOptions {
  db: Db;
  verifySession: SessionVerifier;
  ecTokens: EcTokenService;
}

export const TAGS = ['pricing service'];

/**
 * What every pricing-service route declares besides its body and reply: its security, the bearer token, X-Client-Id
 * and X-Api-Key together (the guard below enforces exactly that); 401 and 403 follow from it (http/routeContract.ts).
 */
export const serviceSchema = {
  tags: TAGS,
  security: SECURITY.pricingService,
};

export type PricingGuardFactory = ReturnType<typeof createPricingGuard>;

/** A non-super-admin may only ask for their own client's data (super admins use 'View as'). */
export function ownClientOnly(request: FastifyRequest, reply: FastifyReply, clientId: string): boolean {
  const session = request.pricingSession!;
  if (session.isSuperAdmin || clientId === session.clientId) return true;
  void reply.code(403).send(FORBIDDEN);
  return false;
}

/** The supplier that is the client's own, if it has one. */
export async function ownSupplierOf(db: Db, clientId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>('select id from pricing_suppliers where client_id::text = $1 limit 1', [clientId]);
  return rows[0]?.id ?? null;
}

/**
 * The client's own supplier across modelled and imported markets: its modelled supplier's id where it has one, else
 * its company (clients.supplier_identifier); `aliases` shows that company as the modelled supplier in imported
 * rankings, so the dashboard finds the client under one identifier in every market.
 */
export async function ownIdentityOf(db: Db, clientId: string): Promise<{ own: string | null; aliases: Map<string, string> }> {
  const { rows } = await db.query<{ supplier: string | null; company: string | null }>(
    `select (select id from pricing_suppliers where client_id::text = $1 limit 1) as supplier,
            (select supplier_identifier::text from clients where id::text = $1) as company`, [clientId]);
  const { supplier, company } = rows[0] ?? { supplier: null, company: null };
  return { own: supplier ?? company, aliases: new Map(supplier && company ? [[company, supplier]] : []) };
}
