import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { errorReply } from '../../../../contract/http.js';
import { LICENSE_CASE_HISTORY_ENDPOINTS } from '../../../../contract/licenseCaseHistory/endpoints.js';
import {
  licenseCaseHistoryBody, licenseCaseHistoryReply, type LicenseCase,
} from '../../../../contract/licenseCaseHistory/schemas.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { dateText, hasPremium, notFound, offsetOf, redact } from '../routeHelpers.js';

const CASE_PREMIUM = ['caseNumber', 'caseTitle', 'pucUrl', 'caseOpenDate', 'caseCloseDate', 'caseStatus', 'caseType', 'caseNote'] as const;

/** Case history of one license of a company (company detail). */
export function registerLicenseCaseHistoryRoutes(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.post(LICENSE_CASE_HISTORY_ENDPOINTS.list, {
      config: { apiKeyScope: 'licenses:read' },
      schema: {
        tags: ['companies'],
        summary: 'Case history of one license of the company',
        body: licenseCaseHistoryBody,
        response: { 200: licenseCaseHistoryReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const body = request.body;
      const { rows: owner } = await db.query('select 1 from licenses where id = $1 and company_id = $2', [body.licenseId, body.companyId]);
      if (owner.length === 0) return notFound(reply);
      const { rows } = await db.query<Omit<LicenseCase, 'isPremium'> & { total: number }>(
        `select h.id, h.license_id as "licenseId", h.case_number as "caseNumber", h.case_title as "caseTitle", h.puc_url as "pucUrl",
                ${dateText('h.case_open_date')} as "caseOpenDate", ${dateText('h.case_close_date')} as "caseCloseDate",
                h.case_status as "caseStatus", h.case_type as "caseType", h.case_note as "caseNote", count(*) over ()::int as total
           from license_case_history h
          where h.license_id = $1
          order by h.case_open_date desc nulls last, h.id
          limit $2 offset $3`,
        [body.licenseId, body.PageSize, offsetOf(body)],
      );
      const premium = hasPremium(request);
      return {
        totalRecords: rows[0]?.total ?? 0,
        licenseCaseHistory: rows.map(({ total: _total, ...row }) => redact(row, premium, [...CASE_PREMIUM])),
      };
    });
  });
}
