import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasModule, type Session } from '../../../contract/claims.js';
import { FORBIDDEN, UNAUTHORIZED } from './apiAuth.js';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

/**
 * A refusing guard returns the reply: an async hook that sent a reply must return it, or Fastify goes on to the
 * handler when the reply has not finished yet (its onSend hooks are still running), and the refused call runs.
 */
function guard(allowed: (session: Session) => boolean): Guard {
  return async (request, reply) => {
    if (!request.session) return reply.code(401).send(UNAUTHORIZED);
    if (!allowed(request.session)) return reply.code(403).send(FORBIDDEN);
    return undefined;
  };
}

/** preHandler: super admins only. */
export const requireSuperAdmin: Guard = guard((s) => s.isSuperAdmin);
/** preHandler: admins and super admins. */
export const requireAdmin: Guard = guard((s) => s.isAdmin);
/** preHandler: users holding the module (super admins hold all); an empty name allows everyone. */
export const requireModule = (name: string): Guard => guard((s) => hasModule(s, name));

/** The session of a route behind the API auth hook (which guarantees one). */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error('sessionOf() used on a route without API auth');
  return request.session;
}
