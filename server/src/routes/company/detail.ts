import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { errorReply } from '../../../../contract/http.js';
import { COMPANIES_ENDPOINTS } from '../../../../contract/companies/endpoints.js';
import { company, companyParams } from '../../../../contract/companies/schemas.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { companyRows } from './companyQuery.js';
import { notFound, userIdOf } from '../routeHelpers.js';

/** GET /api/company/{companyId}; the per-company lists live in the areas of their paths (license, contact, ...). */
export function registerCompanyDetail(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.get(`${COMPANIES_ENDPOINTS.detail}/:companyId`, {
      config: { apiKeyScope: 'companies:read' },
      schema: {
        tags: ['companies'],
        summary: 'Company detail (the id may be upper-cased); isSubscribe is the caller\'s follow of the whole company',
        params: companyParams,
        response: { 200: company, 404: errorReply },
      },
    }, async (request, reply) => {
      const [row] = await companyRows(db, [request.params.companyId.toLowerCase()], await userIdOf(db, request));
      if (!row) return notFound(reply);
      return row;
    });
  });
}
