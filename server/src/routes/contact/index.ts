import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { errorReply } from '../../../../contract/http.js';
import { CONTACT_ENDPOINTS } from '../../../../contract/contact/endpoints.js';
import { contactsBody, contactsReply, type Contact } from '../../../../contract/contact/schemas.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { companyRowsPage } from '../routeHelpers.js';

/** A company's contacts (company detail). */
export function registerContactRoutes(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.post(CONTACT_ENDPOINTS.list, {
      config: { apiKeyScope: 'companies:read' },
      schema: {
        tags: ['companies'],
        summary: "A company's contacts; contacts with name, role, e-mail and phone all empty are left out",
        body: contactsBody,
        response: { 200: contactsReply, 404: errorReply },
      },
    }, async (request, reply) => {
      return companyRowsPage<Omit<Contact, 'isPremium'>>(db, request, reply, request.body, (term) =>
        `select ct.id, ct.contact_name as "contactName", ct.contact_email as "contactEmail", ct.contact_phone as "contactPhone",
                ct.contact_role as "contactRole", ct.state_code as "stateCode", count(*) over ()::int as total
           from contacts ct
          where ct.company_id = $1
            and coalesce(ct.contact_name, ct.contact_role, ct.contact_email, ct.contact_phone, '') <> ''
            ${term ? 'and (lower(ct.contact_name) like $4 or lower(ct.contact_role) like $4 or lower(ct.state_code) like $4)' : ''}
          order by ct.state_code, ct.contact_name, ct.id
          limit $2 offset $3`,
      ['contactEmail', 'contactPhone']);
    });
  });
}
