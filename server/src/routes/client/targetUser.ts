import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/db.js';
import { FORBIDDEN } from '../../auth/apiAuth.js';
import { sessionOf } from '../../auth/guards.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user a /api/client/{clientId}/user/... call is about. Everyone may act on themselves; an admin on the
 * users of their own client; a super admin on anyone. The clientId of the path must be the user's client
 * (or, for the caller's own record, the caller's client). Replies 400/403/404 itself and returns null then.
 */
export async function targetUser(db: Db, request: FastifyRequest, reply: FastifyReply, clientId: string, secureId: string | undefined): Promise<{ id: number; secureId: string } | null> {
  const session = sessionOf(request);
  if (!secureId || !UUID.test(secureId)) {
    void reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'The user id (secureId) must be a uuid.' });
    return null;
  }
  if (!UUID.test(clientId)) {
    void reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'The client id must be a uuid.' });
    return null;
  }
  const own = secureId.toLowerCase() === session.sub.toLowerCase();
  if (!session.isSuperAdmin && clientId.toLowerCase() !== session.clientId.toLowerCase()) {
    void reply.code(403).send(FORBIDDEN);
    return null;
  }
  if (!own && !session.isAdmin) {
    void reply.code(403).send(FORBIDDEN);
    return null;
  }
  const { rows } = await db.query<{ id: number; secureId: string; clientId: string | null }>(
    'select id, secure_id::text as "secureId", client_id::text as "clientId" from users where secure_id = $1',
    [secureId],
  );
  const user = rows[0];
  // A super admin without a client acts in the default client; others must belong to the path's client.
  const inClient = user && (own || user.clientId?.toLowerCase() === clientId.toLowerCase());
  if (!user || !inClient) {
    void reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'User not found' });
    return null;
  }
  return { id: user.id, secureId: user.secureId };
}
