import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { COMPANIES_ENDPOINTS } from '../../../../contract/companies/endpoints.js';
import {
  companyListBody, companyListReply, searchCompanyBody, searchCompanyReply,
} from '../../../../contract/companies/schemas.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { companyPage } from './companyQuery.js';
import { searchCompanyPage } from './companySearch.js';
import { hasPremium, searchTerm, userIdOf } from '../routeHelpers.js';

/** Company list and SearchCompany (merge target search, global search). */
export function registerCompanyList(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.post(COMPANIES_ENDPOINTS.list, {
      config: { apiKeyScope: 'companies:read' },
      schema: {
        tags: ['companies'],
        summary: 'Company list: search (legal name, alias, license number prefix, e-mail domain), filters, sorting, paging; ' +
          'a searched row found by something other than its name says what (matchedBy)',
        body: companyListBody,
        response: { 200: companyListReply },
      },
    }, async (request) => {
      const body = request.body;
      const { rows, totalRecords } = await companyPage(db, {
        search: searchTerm(body.SearchTerm),
        stateCode: body.stateCode || null,
        licenseType: body.licenseType || null,
        commodity: body.commodity ?? null,
      }, {
        orderBy: body.orderBy || 'legalName',
        ascending: body.ascendingOrder,
        limit: body.PageSize,
        offset: (body.PageNumber - 1) * body.PageSize,
        userId: await userIdOf(db, request),
        matchReasons: { premium: hasPremium(request) },
      });
      return { data: rows, totalRecords };
    });

    api.post(COMPANIES_ENDPOINTS.search, {
      config: { apiKeyScope: 'companies:read' },
      schema: {
        tags: ['companies'],
        summary: 'Company search (the merge target search and the global search; non-blank text, limit 50): names starting ' +
          'with the text (the exact name first), names holding it (three characters or more), then companies with an alias ' +
          'holding it or a domain or license number starting with it, each saying what found it (matchedBy)',
        body: searchCompanyBody,
        response: { 200: searchCompanyReply },
      },
    }, async (request) => {
      // The body's rule (some non-blank text) guarantees a term.
      const rows = await searchCompanyPage(db, searchTerm(request.body.Search)!, {
        limit: request.body.Limit, userId: await userIdOf(db, request), premium: hasPremium(request),
      });
      return { data: { data: rows } };
    });
  });
}
