import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/db.js';
import type { SessionVerifier } from '../../auth/apiAuth.js';
import { FORBIDDEN } from '../../auth/apiAuth.js';
import type { EcTokenService } from '../../pricing/ecToken.js';
import { createPricingGuard } from '../../pricing/serviceAuth.js';
import { errorReply } from '../../../../contract/http.js';
import { pricingServiceHeaders } from '../../../../contract/pricing/schemas.js';

export interface PricingServiceOptions {
  db: Db;
  verifySession: SessionVerifier;
  ecTokens: EcTokenService;
}

export const TAGS = ['pricing service'];

/** What every pricing-service route declares besides its body and reply: the headers and the guard's answers. */
export const serviceSchema = {
  tags: TAGS,
  headers: pricingServiceHeaders,
} as const;
export const guardReplies = { 401: errorReply, 403: errorReply } as const;

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
