import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { sessionOf } from '../../auth/guards.js';
import { commodityId } from './commodities.js';
import {
  countQuerySchema, licensedCompanyWhere, pageQuerySchema, type LicensedCompanyQuery,
} from './licensedCompanyFilters.js';

/** One latest license of the licensed-companies page. */
export interface LicensedCompanyRow {
  licenseId: number;
  companyId: string;
  companyName: string;
  companyType: string;
  stateId: number;
  stateCode: string;
  stateName: string;
  commodityId: number;
  commodity: string;
  /** Premium: null for a user without premium data. */
  licenseNumber: string | null;
  /** 'Broker|n/a' as stored; the page shows it with the spec's display rule. */
  licenseType: string;
  /** Registration date (YYYY-MM-DD); premium, and null when unknown. */
  dateIssued: string | null;
  /** The company's own site, from its e-mail domain; null when unknown. */
  officialWebsite: string | null;
  /** False when premium values were withheld. */
  isPremium: boolean;
}

export async function licensedCompaniesPage(db: Db, q: LicensedCompanyQuery & { page: number; perPage: number }, hasPremium: boolean) {
  const { where, params } = licensedCompanyWhere(q);
  const limit = `$${params.length + 1}`;
  const offset = `$${params.length + 2}`;
  // Page the licenses first and join names only for the rows shown: without fresh planner statistics PostgreSQL
  // would otherwise join every matching license before sorting (150 ms instead of 15 ms at 3x data).
  const needsCompany = /\bc\./.test(where);
  const { rows } = await db.query<Omit<LicensedCompanyRow, 'commodityId' | 'officialWebsite' | 'isPremium'> & { emailDomain: string | null }>(`
    select l.id as "licenseId", c.id as "companyId", c.legal_name as "companyName", c.company_type as "companyType",
           s.id as "stateId", s.code as "stateCode", s.name as "stateName", l.commodity,
           l.license_number as "licenseNumber", l.license_type as "licenseType",
           to_char(l.license_registered_date, 'YYYY-MM-DD') as "dateIssued", c.email_domain as "emailDomain"
      from (select l.* from licenses l ${needsCompany ? 'join companies c on c.id = l.company_id' : ''}
             where ${where}
             order by l.license_registered_date desc nulls last, l.id desc
             limit ${limit} offset ${offset}) l
      join companies c on c.id = l.company_id
      join states s on s.code = l.state_code
     order by l.license_registered_date desc nulls last, l.id desc`, [...params, q.perPage, (q.page - 1) * q.perPage]);
  return rows.map(({ emailDomain, ...row }): LicensedCompanyRow => ({
    ...row,
    commodityId: commodityId(row.commodity),
    licenseNumber: hasPremium ? row.licenseNumber : null,
    dateIssued: hasPremium ? row.dateIssued : null,
    officialWebsite: emailDomain ? `https://www.${emailDomain}` : null,
    isPremium: hasPremium,
  }));
}

export async function licensedCompaniesCount(db: Db, q: LicensedCompanyQuery): Promise<number> {
  const { where, params } = licensedCompanyWhere(q);
  // Only company filters need the companies table; counting licenses alone is cheaper.
  const needsCompany = /\bc\./.test(where);
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from licenses l ${needsCompany ? 'join companies c on c.id = l.company_id' : ''} where ${where}`,
    params,
  );
  return rows[0].count;
}

const nullableString = { type: ['string', 'null'] } as const;

const rowSchema = {
  type: 'object',
  required: ['licenseId', 'companyId', 'companyName', 'companyType', 'stateId', 'stateCode', 'stateName', 'commodityId', 'commodity',
    'licenseNumber', 'licenseType', 'dateIssued', 'officialWebsite', 'isPremium'],
  properties: {
    licenseId: { type: 'integer' },
    companyId: { type: 'string' },
    companyName: { type: 'string' },
    companyType: { type: 'string' },
    stateId: { type: 'integer' },
    stateCode: { type: 'string' },
    stateName: { type: 'string' },
    commodityId: { type: 'integer' },
    commodity: { type: 'string' },
    licenseNumber: nullableString,
    licenseType: { type: 'string' },
    dateIssued: nullableString,
    officialWebsite: nullableString,
    isPremium: { type: 'boolean' },
  },
} as const;

export function registerLicensedCompanies(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: LicensedCompanyQuery & { page: number; perPage: number } }>('/api/sqlserver/filteredMostRecentLicensedCompanies', {
    schema: {
      tags: ['licensed companies'],
      summary: 'One page of latest licenses, most recently issued first (premium values withheld without premium data)',
      querystring: pageQuerySchema,
      response: {
        200: {
          type: 'object',
          required: ['data', 'page', 'perPage'],
          properties: { data: { type: 'array', items: rowSchema }, page: { type: 'integer' }, perPage: { type: 'integer' } },
        },
      },
    },
  }, async (request) => {
    const q = request.query;
    return { data: await licensedCompaniesPage(db, q, sessionOf(request).hasPremium), page: q.page, perPage: q.perPage };
  });

  app.get<{ Querystring: LicensedCompanyQuery }>('/api/sqlserver/licensedCompaniesCount', {
    schema: {
      tags: ['licensed companies'],
      summary: 'Number of latest licenses matching the same filters',
      querystring: countQuerySchema,
      response: { 200: { type: 'object', required: ['count'], properties: { count: { type: 'integer', minimum: 0 } } } },
    },
  }, async (request) => ({ count: await licensedCompaniesCount(db, request.query) }));
}
