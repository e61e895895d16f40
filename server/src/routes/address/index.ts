import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { errorReply } from '../../../../contract/http.js';
import { ADDRESS_ENDPOINTS } from '../../../../contract/address/endpoints.js';
import { addressesBody, addressesReply, statesReply, type Address, type State } from '../../../../contract/address/schemas.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { companyRowsPage } from '../routeHelpers.js';

/** The states of the filter panel and a company's addresses (company detail). */
export function registerAddressRoutes(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.get(ADDRESS_ENDPOINTS.states, {
      config: { apiKeyScope: 'companies:read' },
      schema: {
        tags: ['companies'],
        summary: 'States for the filter panel',
        response: { 200: statesReply },
      },
    }, async () => {
      const { rows } = await db.query<State>('select id, name, code from states order by name');
      return rows;
    });

    api.post(ADDRESS_ENDPOINTS.list, {
      config: { apiKeyScope: 'companies:read' },
      schema: {
        tags: ['companies'],
        summary: "A company's addresses; addresses without contactAddress are left out",
        body: addressesBody,
        response: { 200: addressesReply, 404: errorReply },
      },
    }, async (request, reply) => {
      return companyRowsPage<Omit<Address, 'isPremium'>>(db, request, reply, request.body, (term) =>
        `select a.id, a.contact_address as "contactAddress", a.contact_city as "contactCity", a.state_code as "stateCode",
                a.contact_zip as "contactZip", a.license_state_code as "licenseStateCode", count(*) over ()::int as total
           from addresses a
          where a.company_id = $1 and coalesce(a.contact_address, '') <> ''
            ${term ? 'and (lower(a.contact_city) like $4 or lower(a.state_code) like $4 or lower(a.license_state_code) like $4)' : ''}
          order by a.license_state_code, a.id
          limit $2 offset $3`,
      ['contactAddress', 'contactCity', 'contactZip']);
    });
  });
}
