import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { errorReply } from '../../../../contract/http.js';
import { LICENSES_ENDPOINTS } from '../../../../contract/licenses/endpoints.js';
import { licensesBody, licensesReply, type CompanyLicense } from '../../../../contract/licenses/schemas.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import {
  dateText, hasPremium, likeEscape, offsetOf, redact, requireCompany, searchTerm, userIdOf,
} from '../routeHelpers.js';
import { companyOfClient } from './clientLicenses.js';

const LICENSE_PREMIUM = [
  'licenseNumber', 'licenseRegisteredDate', 'licenseExpiryDate', 'licenseStatus', 'associatedLegalName', 'lastFoundOn',
  'sourceFileDate', 'sourceUrl', 'screenshotUrl', 'createdDate',
] as const;

/** POST /api/license/getall: a company's latest licenses (company detail) or a client's own company's (My Licenses). */
export function registerLicenseGetAll(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.post(LICENSES_ENDPOINTS.getAll, {
      config: { apiKeyScope: 'licenses:read' },
      schema: {
        tags: ['companies'],
        summary: "A company's latest licenses, or with clientId the client's own company's (premium fields are '' without premium data, except the client's own licenses)",
        body: licensesBody,
        response: { 200: licensesReply, 403: errorReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const body = request.body;
      let companyId = body.companyId;
      // My Licenses: the client's own licenses are not premium data to itself (issue 38), so they come unmasked even
      // without premium data. Asked for by company id (a company page), every company, its own included, follows
      // the premium rule of spec 1 §2 with its contacts, addresses and aliases.
      let ownLicenses = false;
      if (!companyId) {
        const own = await companyOfClient(db, request, reply, body.clientId!);
        if (!own) return reply;
        if (!own.companyId) return { totalRecords: 0, data: [] };
        companyId = own.companyId;
        ownLicenses = true;
      } else if (!(await requireCompany(db, companyId, reply))) return reply;
      const params: unknown[] = [companyId, await userIdOf(db, request) ?? -1];
      const term = searchTerm(body.SearchTerm);
      let filter = '';
      if (term) {
        params.push(`%${likeEscape(term)}%`);
        filter = `and (lower(l.license_number) like $3 or lower(l.state_code) like $3 or lower(l.commodity) like $3 or lower(l.license_type) like $3)`;
      }
      params.push(body.PageSize, offsetOf(body));
      const { rows } = await db.query<Omit<CompanyLicense, 'isPremium'> & { total: number }>(
        `select l.id, l.state_code as "stateCode", l.associated_legal_name as "associatedLegalName", l.commodity,
                l.license_number as "licenseNumber", ${dateText('l.license_registered_date')} as "licenseRegisteredDate",
                ${dateText('l.license_expiry_date')} as "licenseExpiryDate", l.license_type as "licenseType",
                l.license_status as "licenseStatus", ${dateText('l.last_found_on')} as "lastFoundOn",
                to_char(l.created_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdDate", l.is_latest as "isLatest",
                ${dateText('l.source_file_date')} as "sourceFileDate", l.source_url as "sourceUrl", l.screenshot_url as "screenshotUrl",
                (select count(*) from license_case_history h where h.license_id = l.id)::int as "caseCount",
                exists (select 1 from follows f where f.user_id = $2 and f.company_id = l.company_id and f.state_code = l.state_code
                          and f.commodity = l.commodity and f.license_type = l.license_type) as "isSubscribe",
                count(*) over ()::int as total
           from licenses l
          where l.company_id = $1 and l.is_latest ${filter}
          order by l.state_code, l.commodity, l.id
          limit $${params.length - 1} offset $${params.length}`,
        params,
      );
      const premium = hasPremium(request) || ownLicenses;
      return {
        totalRecords: rows[0]?.total ?? 0,
        data: rows.map(({ total: _total, ...row }) => redact(row, premium, [...LICENSE_PREMIUM])),
      };
    });
  });
}
