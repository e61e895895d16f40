import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { targetUser } from './targetUser.js';

/** Spec 2 §7: the companies a user follows (whole-company or per-license follows), by name. */
export function registerSubscribedCompanies(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { clientId: string }; Querystring: { secureId?: string } }>('/api/client/:clientId/user/subscribed-companies', {
    schema: {
      tags: ['settings'],
      summary: 'Companies a user follows',
      params: { type: 'object', required: ['clientId'], properties: { clientId: { type: 'string' } } },
      querystring: { type: 'object', required: ['secureId'], properties: { secureId: { type: 'string' } } },
      response: {
        200: {
          type: 'array',
          items: {
            type: 'object',
            required: ['companyId', 'legalName'],
            properties: { companyId: { type: 'string' }, legalName: { type: 'string' } },
          },
        },
      },
    },
  }, async (request, reply) => {
    const user = await targetUser(db, request, reply, request.params.clientId, request.query.secureId);
    if (!user) return reply;
    const { rows } = await db.query<{ companyId: string; legalName: string }>(
      `select c.id::text as "companyId", c.legal_name as "legalName"
         from companies c
        where c.id in (select company_id from follows where user_id = $1)
        order by lower(c.legal_name), c.id`,
      [user.id],
    );
    return rows;
  });
}
