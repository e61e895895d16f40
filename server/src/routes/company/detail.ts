import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { companyRows } from './companyQuery.js';
import { companyItem } from './list.js';
import {
  NOT_FOUND_MESSAGE, bool, errorReply, hasPremium, int, offsetOf, pagedBody, redact, requireCompany, searchTerm, str,
  totalRecordsField, userIdOf, uuidField, likeEscape, type PagedBody,
} from './shared.js';

const listReply = (item: object) => ({
  type: 'object',
  required: ['data', 'totalRecords'],
  properties: { data: { type: 'array', items: item }, totalRecords: totalRecordsField },
});

const licenseItem = {
  type: 'object',
  properties: {
    id: int, stateCode: str, associatedLegalName: str, commodity: str, licenseNumber: str,
    licenseRegisteredDate: str, licenseExpiryDate: str, licenseType: str, licenseStatus: str, lastFoundOn: str,
    createdDate: str, isLatest: bool, sourceFileDate: str, sourceUrl: str, screenshotUrl: str, caseCount: int,
    isPremium: bool, isSubscribe: bool,
  },
} as const;
const LICENSE_PREMIUM = [
  'licenseNumber', 'licenseRegisteredDate', 'licenseExpiryDate', 'licenseStatus', 'associatedLegalName', 'lastFoundOn',
  'sourceFileDate', 'sourceUrl', 'screenshotUrl', 'createdDate',
] as const;

const caseItem = {
  type: 'object',
  properties: {
    id: int, licenseId: int, caseNumber: str, caseTitle: str, pucUrl: str, caseOpenDate: str, caseCloseDate: str,
    caseStatus: str, caseType: str, caseNote: str, isPremium: bool,
  },
} as const;
const CASE_PREMIUM = ['caseNumber', 'caseTitle', 'pucUrl', 'caseOpenDate', 'caseCloseDate', 'caseStatus', 'caseType', 'caseNote'] as const;

const contactItem = {
  type: 'object',
  properties: { id: int, contactName: str, contactEmail: str, contactPhone: str, contactRole: str, stateCode: str, isPremium: bool },
} as const;

const addressItem = {
  type: 'object',
  properties: {
    id: int, contactAddress: str, contactCity: str, stateCode: str, contactZip: str, licenseStateCode: str, isPremium: bool,
  },
} as const;

const dateText = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** GET /api/company/{companyId} and the per-company lists of the detail screen. */
export function registerCompanyDetail(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { companyId: string } }>('/api/company/:companyId', {
    schema: {
      tags: ['companies'],
      summary: 'Company detail (the id may be upper-cased); isSubscribe is the caller\'s follow of the whole company',
      params: { type: 'object', required: ['companyId'], properties: { companyId: uuidField } },
      response: { 200: companyItem, 404: errorReply },
    },
  }, async (request, reply) => {
    const [company] = await companyRows(db, [request.params.companyId.toLowerCase()], await userIdOf(db, request));
    if (!company) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: NOT_FOUND_MESSAGE });
    return company;
  });

  app.post<{ Body: PagedBody }>('/api/license/getall', {
    schema: {
      tags: ['companies'],
      summary: "A company's latest licenses (premium fields are '' without premium data)",
      body: pagedBody(50),
      response: { 200: listReply(licenseItem), 404: errorReply },
    },
  }, async (request, reply) => {
    const body = request.body;
    if (!(await requireCompany(db, body.companyId, reply))) return reply;
    const params: unknown[] = [body.companyId, await userIdOf(db, request) ?? -1];
    const term = searchTerm(body.SearchTerm);
    let filter = '';
    if (term) {
      params.push(`%${likeEscape(term)}%`);
      filter = `and (lower(l.license_number) like $3 or lower(l.state_code) like $3 or lower(l.commodity) like $3 or lower(l.license_type) like $3)`;
    }
    params.push(body.PageSize, offsetOf(body));
    const { rows } = await db.query<Record<string, unknown> & { total: number }>(
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
    const premium = hasPremium(request);
    return {
      totalRecords: rows[0]?.total ?? 0,
      data: rows.map(({ total: _total, ...row }) => redact(row, premium, [...LICENSE_PREMIUM])),
    };
  });

  app.post<{ Body: PagedBody & { licenseId: number } }>('/api/licenseCaseHistory/getall', {
    schema: {
      tags: ['companies'],
      summary: 'Case history of one license of the company',
      body: pagedBody(50, { licenseId: { type: 'integer', minimum: 1 } }, ['companyId', 'licenseId']),
      response: {
        200: {
          type: 'object',
          required: ['licenseCaseHistory', 'totalRecords'],
          properties: { licenseCaseHistory: { type: 'array', items: caseItem }, totalRecords: totalRecordsField },
        },
        404: errorReply,
      },
    },
  }, async (request, reply) => {
    const body = request.body;
    const { rows: owner } = await db.query('select 1 from licenses where id = $1 and company_id = $2', [body.licenseId, body.companyId]);
    if (owner.length === 0) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: NOT_FOUND_MESSAGE });
    const { rows } = await db.query<Record<string, unknown> & { total: number }>(
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

  app.post<{ Body: PagedBody }>('/api/contact/getall', {
    schema: {
      tags: ['companies'],
      summary: "A company's contacts; contacts with name, role, e-mail and phone all empty are left out",
      body: pagedBody(50),
      response: { 200: listReply(contactItem), 404: errorReply },
    },
  }, async (request, reply) => {
    const body = request.body;
    if (!(await requireCompany(db, body.companyId, reply))) return reply;
    const term = searchTerm(body.SearchTerm);
    const params: unknown[] = [body.companyId, body.PageSize, offsetOf(body)];
    if (term) params.push(`%${likeEscape(term)}%`);
    const { rows } = await db.query<Record<string, unknown> & { total: number }>(
      `select ct.id, ct.contact_name as "contactName", ct.contact_email as "contactEmail", ct.contact_phone as "contactPhone",
              ct.contact_role as "contactRole", ct.state_code as "stateCode", count(*) over ()::int as total
         from contacts ct
        where ct.company_id = $1
          and coalesce(ct.contact_name, ct.contact_role, ct.contact_email, ct.contact_phone, '') <> ''
          ${term ? 'and (lower(ct.contact_name) like $4 or lower(ct.contact_role) like $4 or lower(ct.state_code) like $4)' : ''}
        order by ct.state_code, ct.contact_name, ct.id
        limit $2 offset $3`,
      params,
    );
    const premium = hasPremium(request);
    return {
      totalRecords: rows[0]?.total ?? 0,
      data: rows.map(({ total: _total, ...row }) => redact(row, premium, ['contactEmail', 'contactPhone'])),
    };
  });

  app.post<{ Body: PagedBody }>('/api/Address/getall', {
    schema: {
      tags: ['companies'],
      summary: "A company's addresses; addresses without contactAddress are left out",
      body: pagedBody(50),
      response: { 200: listReply(addressItem), 404: errorReply },
    },
  }, async (request, reply) => {
    const body = request.body;
    if (!(await requireCompany(db, body.companyId, reply))) return reply;
    const term = searchTerm(body.SearchTerm);
    const params: unknown[] = [body.companyId, body.PageSize, offsetOf(body)];
    if (term) params.push(`%${likeEscape(term)}%`);
    const { rows } = await db.query<Record<string, unknown> & { total: number }>(
      `select a.id, a.contact_address as "contactAddress", a.contact_city as "contactCity", a.state_code as "stateCode",
              a.contact_zip as "contactZip", a.license_state_code as "licenseStateCode", count(*) over ()::int as total
         from addresses a
        where a.company_id = $1 and coalesce(a.contact_address, '') <> ''
          ${term ? 'and (lower(a.contact_city) like $4 or lower(a.state_code) like $4 or lower(a.license_state_code) like $4)' : ''}
        order by a.license_state_code, a.id
        limit $2 offset $3`,
      params,
    );
    const premium = hasPremium(request);
    return {
      totalRecords: rows[0]?.total ?? 0,
      data: rows.map(({ total: _total, ...row }) => redact(row, premium, ['contactAddress', 'contactCity', 'contactZip'])),
    };
  });
}
