import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { companyPage, SORTABLE, type SortColumn } from './companyQuery.js';
import { STATE_CODE_PATTERN, bool, int, searchTerm, str, totalRecordsField, userIdOf } from './shared.js';

export const companyItem = {
  type: 'object',
  required: ['id', 'legalName', 'companyType', 'contactCount', 'licenseCount', 'licenseType', 'isSubscribe'],
  properties: {
    id: { type: 'string' },
    legalName: { type: 'string' },
    emailDomain: str,
    companyType: { type: 'string', enum: ['supplier', 'broker', 'aggregator'] },
    contactCount: int,
    licenseCount: int,
    licenseType: { type: 'string', description: "'ABC', 'Supplier' or 'ABC, Supplier', from the latest licenses" },
    isSubscribe: { ...bool, description: 'The calling user follows the whole company' },
    hubspotUrl: str,
    parentId: str,
  },
} as const;

interface GetAllBody {
  PageNumber: number;
  PageSize: number;
  SearchTerm?: string | null;
  orderBy?: SortColumn | null;
  ascendingOrder?: boolean;
  stateCode?: string | null;
  licenseType?: 'ABC' | 'Supplier' | '' | null;
  commodity?: 0 | 1 | 2 | null;
}

/** Company list, SearchCompany (merge target search) and GetStates (filter panel). */
export function registerCompanyList(app: FastifyInstance, db: Db): void {
  app.post<{ Body: GetAllBody }>('/api/company/getall', {
    schema: {
      tags: ['companies'],
      summary: 'Company list: search (legal name, alias, license number prefix, e-mail domain), filters, sorting, paging',
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          PageNumber: { type: 'integer', minimum: 1, default: 1 },
          PageSize: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
          SearchTerm: { type: ['string', 'null'], maxLength: 200, description: 'Trimmed by the server too' },
          orderBy: { type: ['string', 'null'], enum: [...SORTABLE, '', null], default: 'legalName' },
          ascendingOrder: { type: 'boolean', default: true },
          stateCode: { anyOf: [{ type: 'string', pattern: STATE_CODE_PATTERN }, { type: 'string', maxLength: 0 }, { type: 'null' }] },
          licenseType: { type: ['string', 'null'], enum: ['ABC', 'Supplier', '', null], description: "'' = both" },
          commodity: { type: ['integer', 'null'], enum: [0, 1, 2, null], description: '0 both, 1 electric, 2 natural gas' },
        },
      },
      response: {
        200: {
          type: 'object',
          required: ['data', 'totalRecords'],
          properties: { data: { type: 'array', items: companyItem }, totalRecords: totalRecordsField },
        },
      },
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
      ascending: body.ascendingOrder ?? true,
      limit: body.PageSize,
      offset: (body.PageNumber - 1) * body.PageSize,
      userId: await userIdOf(db, request),
    });
    return { data: rows, totalRecords };
  });

  app.post<{ Body: { Search: string; Limit: number } }>('/api/company/SearchCompany', {
    schema: {
      tags: ['companies'],
      summary: 'Merge target search by name, alias, license number or domain (non-empty text, limit 50)',
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['Search'],
        properties: {
          Search: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
          Limit: { type: 'integer', minimum: 1, maximum: 50, default: 50 },
        },
      },
      response: {
        200: {
          type: 'object',
          required: ['data'],
          properties: { data: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: companyItem } } } },
        },
      },
    },
  }, async (request) => {
    const { rows } = await companyPage(db, { search: searchTerm(request.body.Search), stateCode: null, licenseType: null, commodity: null }, {
      orderBy: 'legalName', ascending: true, limit: request.body.Limit, offset: 0, userId: await userIdOf(db, request),
    });
    return { data: { data: rows } };
  });

  app.get('/api/address/GetStates', {
    schema: {
      tags: ['companies'],
      summary: 'States for the filter panel',
      response: {
        200: {
          type: 'array',
          items: { type: 'object', required: ['id', 'name', 'code'], properties: { id: int, name: { type: 'string' }, code: { type: 'string' } } },
        },
      },
    },
  }, async () => {
    const { rows } = await db.query('select id, name, code from states order by name');
    return rows;
  });
}
