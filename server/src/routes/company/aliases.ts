import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { requireSuperAdmin } from '../../auth/guards.js';
import {
  NOT_FOUND_MESSAGE, bool, errorReply, hasPremium, int, offsetOf, pagedBody, redact, requireCompany, searchTerm, str,
  totalRecordsField, uuidField, likeEscape, type PagedBody,
} from './shared.js';

const okReply = { type: 'object', required: ['data'], properties: { data: bool, message: { type: 'string' } } } as const;

const aliasItem = {
  type: 'object',
  properties: { id: int, aliasName: str, aliasType: { type: 'string', enum: ['FKA', 'DBA'] }, isPrimary: bool, isPremium: bool },
} as const;

const relatedItem = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    legalName: str,
    emailDomain: str,
    licenseCount: int,
    contactCount: int,
    relation: { type: 'string', enum: ['Parent', 'Sibling', 'Child'], description: 'How the company relates to the one asked for' },
    isPremium: bool,
  },
} as const;

/** Aliases and related parties, and the super-admin actions on them. */
export function registerCompanyAliases(app: FastifyInstance, db: Db): void {
  app.post<{ Body: PagedBody }>('/api/Company/GetAlias', {
    schema: {
      tags: ['companies'],
      summary: "A company's aliases (FKA / DBA); alias names are '' without premium data",
      body: pagedBody(100),
      response: {
        200: { type: 'object', required: ['data', 'totalRecords'], properties: { data: { type: 'array', items: aliasItem }, totalRecords: totalRecordsField } },
        404: errorReply,
      },
    },
  }, async (request, reply) => {
    const body = request.body;
    if (!(await requireCompany(db, body.companyId, reply))) return reply;
    const term = searchTerm(body.SearchTerm);
    const params: unknown[] = [body.companyId, body.PageSize, offsetOf(body)];
    if (term) params.push(`%${likeEscape(term)}%`);
    const { rows } = await db.query<Record<string, unknown> & { total: number }>(
      `select a.id, a.alias_name as "aliasName", a.alias_type as "aliasType", a.is_primary as "isPrimary", count(*) over ()::int as total
         from aliases a
        where a.company_id = $1 ${term ? 'and lower(a.alias_name) like $4' : ''}
        order by a.is_primary desc, a.alias_type, a.id
        limit $2 offset $3`,
      params,
    );
    const premium = hasPremium(request);
    return { totalRecords: rows[0]?.total ?? 0, data: rows.map(({ total: _total, ...row }) => redact(row, premium, ['aliasName'])) };
  });

  app.post<{ Body: PagedBody }>('/api/Company/GetRelatedCompanies', {
    schema: {
      tags: ['companies'],
      summary: 'Parent, sibling and child companies; names and domains are \'\' without premium data',
      body: pagedBody(100),
      response: {
        200: { type: 'object', required: ['data', 'totalRecords'], properties: { data: { type: 'array', items: relatedItem }, totalRecords: totalRecordsField } },
        404: errorReply,
      },
    },
  }, async (request, reply) => {
    const body = request.body;
    if (!(await requireCompany(db, body.companyId, reply))) return reply;
    const { rows } = await db.query<Record<string, unknown> & { total: number }>(
      `with me as (select id, parent_id from companies where id = $1),
            related as (
              select c.id, 'Parent' as relation, 1 as rank from companies c, me where c.id = me.parent_id
              union all
              select c.id, 'Sibling', 2 from companies c, me where me.parent_id is not null and c.parent_id = me.parent_id and c.id <> me.id
              union all
              select c.id, 'Child', 3 from companies c, me where c.parent_id = me.id)
       select c.id, c.legal_name as "legalName", c.email_domain as "emailDomain", r.relation,
              (select count(*) from licenses l where l.company_id = c.id and l.is_latest)::int as "licenseCount",
              (select count(*) from contacts ct where ct.company_id = c.id)::int as "contactCount",
              count(*) over ()::int as total
         from related r join companies c on c.id = r.id
        order by r.rank, lower(c.legal_name)
        limit $2 offset $3`,
      [body.companyId, body.PageSize, offsetOf(body)],
    );
    const premium = hasPremium(request);
    return {
      totalRecords: rows[0]?.total ?? 0,
      data: rows.map(({ total: _total, ...row }) => redact(row, premium, ['legalName', 'emailDomain'])),
    };
  });

  app.post<{ Body: { CompanyId: string; AliasId: number } }>('/api/company/ChangeDisplayName', {
    preHandler: requireSuperAdmin,
    schema: {
      tags: ['companies'],
      summary: "Super admin: the alias becomes the company's legal name (Set Primary); the old legal name stays as an FKA alias",
      body: {
        type: 'object', additionalProperties: false, required: ['CompanyId', 'AliasId'],
        properties: { CompanyId: uuidField, AliasId: { type: 'integer', minimum: 1 } },
      },
      response: { 200: okReply, 403: errorReply, 404: errorReply },
    },
  }, async (request, reply) => {
    const { CompanyId, AliasId } = request.body;
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ alias_name: string; legal_name: string }>(
        `select a.alias_name, c.legal_name from aliases a join companies c on c.id = a.company_id where a.id = $1 and a.company_id = $2 for update`,
        [AliasId, CompanyId],
      );
      if (rows.length === 0) return false;
      await tx.query('update companies set legal_name = $2 where id = $1', [CompanyId, rows[0].alias_name]);
      await tx.query(`update aliases set alias_name = $2, alias_type = 'FKA', is_primary = false where id = $1`, [AliasId, rows[0].legal_name]);
      return true;
    });
    if (!done) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: NOT_FOUND_MESSAGE });
    return { data: true, message: 'Display name changed' };
  });

  app.get<{ Params: { aliasId: number } }>('/api/company/RemoveAlias/:aliasId', {
    preHandler: requireSuperAdmin,
    schema: {
      tags: ['companies'],
      summary: 'Super admin: deletes an alias',
      params: { type: 'object', required: ['aliasId'], properties: { aliasId: { type: 'integer', minimum: 1 } } },
      response: { 200: okReply, 403: errorReply, 404: errorReply },
    },
  }, async (request, reply) => {
    const { rows } = await db.query('delete from aliases where id = $1 returning id', [request.params.aliasId]);
    if (rows.length === 0) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: NOT_FOUND_MESSAGE });
    return { data: true, message: 'Alias removed' };
  });

  app.post<{ Body: { CompanyId: string; AliasId: string } }>('/api/company/SwapParentChaild', {
    preHandler: requireSuperAdmin,
    schema: {
      tags: ['companies'],
      summary: 'Super admin: Set Parent — the child company (AliasId) becomes the parent of CompanyId and of its other children',
      body: {
        type: 'object', additionalProperties: false, required: ['CompanyId', 'AliasId'],
        properties: { CompanyId: uuidField, AliasId: { ...uuidField, description: 'Id of a child company of CompanyId' } },
      },
      response: { 200: okReply, 400: errorReply, 403: errorReply, 404: errorReply },
    },
  }, async (request, reply) => {
    const parentId = request.body.CompanyId.toLowerCase();
    const childId = request.body.AliasId.toLowerCase();
    const outcome = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ parent_id: string | null }>(
        'select parent_id from companies where id = $1 for update', [parentId],
      );
      if (rows.length === 0) return 'missing';
      const { rows: child } = await tx.query('select 1 from companies where id = $1 and parent_id = $2', [childId, parentId]);
      if (child.length === 0) return 'not-child';
      await tx.query('update companies set parent_id = $2 where id = $1', [childId, rows[0].parent_id]);
      await tx.query('update companies set parent_id = $2 where parent_id = $1 and id <> $2', [parentId, childId]);
      await tx.query('update companies set parent_id = $2 where id = $1', [parentId, childId]);
      return 'ok';
    });
    if (outcome === 'missing') return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: NOT_FOUND_MESSAGE });
    if (outcome === 'not-child') {
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'The company is not a child of this company' });
    }
    return { data: true, message: 'Parent changed' };
  });
}
