import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { targetUser } from './targetUser.js';
import { errorReply } from '../../../../contract/http.js';
import { SETTINGS_ENDPOINTS } from '../../../../contract/settings/endpoints.js';
import { subscribedCompaniesReply, userParams, userQuery, type SubscribedCompany } from '../../../../contract/settings/schemas.js';

/** Spec 2 §7: the companies a user follows (whole-company or per-license follows), by name. */
export function registerSubscribedCompanies(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.get(SETTINGS_ENDPOINTS.subscribedCompanies, {
      schema: {
        tags: ['settings'],
        summary: 'Companies a user follows',
        params: userParams,
        querystring: userQuery,
        response: { 200: subscribedCompaniesReply, 400: errorReply, 403: errorReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const user = await targetUser(db, request, reply, request.params.clientId, request.query.secureId);
      if (!user) return reply;
      const { rows } = await db.query<SubscribedCompany>(
        `select c.id::text as "companyId", c.legal_name as "legalName"
           from companies c
          where c.id in (select company_id from follows where user_id = $1)
          order by lower(c.legal_name), c.id`,
        [user.id],
      );
      return rows;
    });
  });
}
