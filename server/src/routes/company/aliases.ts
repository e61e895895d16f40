import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { requireSuperAdmin } from '../../auth/guards.js';
import { errorReply } from '../../../../contract/http.js';
import { COMPANIES_ENDPOINTS } from '../../../../contract/companies/endpoints.js';
import {
  aliasesBody, aliasesReply, changeDisplayNameBody, okReply, relatedBody, relatedReply, removeAliasParams, swapParentChildBody,
  type Alias, type RelatedCompany,
} from '../../../../contract/companies/schemas.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { companyRowsPage, hasPremium, notFound, offsetOf, redact, requireCompany } from '../routeHelpers.js';

/** Aliases and related parties, and the super-admin actions on them. */
export function registerCompanyAliases(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.post(COMPANIES_ENDPOINTS.aliases, {
      config: { apiKeyScope: 'companies:read' },
      schema: {
        tags: ['companies'],
        summary: "A company's aliases (FKA / DBA); alias names are '' without premium data",
        body: aliasesBody,
        response: { 200: aliasesReply, 404: errorReply },
      },
    }, async (request, reply) => {
      return companyRowsPage<Omit<Alias, 'isPremium'>>(db, request, reply, request.body, (term) =>
        `select a.id, a.alias_name as "aliasName", a.alias_type as "aliasType", a.is_primary as "isPrimary", count(*) over ()::int as total
           from aliases a
          where a.company_id = $1 ${term ? 'and lower(a.alias_name) like $4' : ''}
          order by a.is_primary desc, a.alias_type, a.id
          limit $2 offset $3`,
      ['aliasName']);
    });

    api.post(COMPANIES_ENDPOINTS.related, {
      config: { apiKeyScope: 'companies:read' },
      schema: {
        tags: ['companies'],
        summary: 'Parent, sibling and child companies; names and domains are \'\' without premium data',
        body: relatedBody,
        response: { 200: relatedReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const body = request.body;
      if (!(await requireCompany(db, body.companyId, reply))) return reply;
      const { rows } = await db.query<Omit<RelatedCompany, 'isPremium'> & { total: number }>(
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

    api.post(COMPANIES_ENDPOINTS.changeDisplayName, {
      preHandler: requireSuperAdmin,
      schema: {
        tags: ['companies'],
        summary: "Super admin: the alias becomes the company's legal name (Set Primary); the old legal name stays as an FKA alias",
        body: changeDisplayNameBody,
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
      if (!done) return notFound(reply);
      return { data: true, message: 'Display name changed' };
    });

    api.get(`${COMPANIES_ENDPOINTS.removeAlias}/:aliasId`, {
      preHandler: requireSuperAdmin,
      schema: {
        tags: ['companies'],
        summary: 'Super admin: deletes an alias',
        params: removeAliasParams,
        response: { 200: okReply, 403: errorReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const { rows } = await db.query('delete from aliases where id = $1 returning id', [request.params.aliasId]);
      if (rows.length === 0) return notFound(reply);
      return { data: true, message: 'Alias removed' };
    });

    api.post(COMPANIES_ENDPOINTS.swapParentChild, {
      preHandler: requireSuperAdmin,
      schema: {
        tags: ['companies'],
        summary: 'Super admin: Set Parent — the child company (AliasId) becomes the parent of CompanyId and of its other children',
        body: swapParentChildBody,
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
      if (outcome === 'missing') return notFound(reply);
      if (outcome === 'not-child') {
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'The company is not a child of this company' });
      }
      return { data: true, message: 'Parent changed' };
    });
  });
}
