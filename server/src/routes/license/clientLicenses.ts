import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/db.js';
import { FORBIDDEN } from '../../auth/apiAuth.js';
import { sessionOf } from '../../auth/guards.js';

/**
 * POST /api/license/getall with `clientId` (the dashboard's My Licenses, spec 2 §7): the company the client is
 * (clients.supplier_identifier). An admin or member may only ask for their own client, a super admin for any;
 * 403 is sent here and null returned then. `{ companyId: null }` means the client has no company of its own.
 */
export async function companyOfClient(
  db: Db, request: FastifyRequest, reply: FastifyReply, clientId: string,
): Promise<{ companyId: string | null } | null> {
  const session = sessionOf(request);
  if (!session.isSuperAdmin && clientId.toLowerCase() !== session.clientId.toLowerCase()) {
    void reply.code(403).send(FORBIDDEN);
    return null;
  }
  const { rows } = await db.query<{ companyId: string }>(
    `select co.id::text as "companyId" from clients c join companies co on co.id::text = c.supplier_identifier
      where c.id::text = $1`,
    [clientId.toLowerCase()],
  );
  return { companyId: rows[0]?.companyId ?? null };
}
