import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { requireSuperAdmin } from '../../auth/guards.js';
import { errorReply } from '../../../../contract/http.js';
import { COMPANIES_ENDPOINTS } from '../../../../contract/companies/endpoints.js';
import { mergeCompanyBody, mergeCompanyReply, subscribeBody, subscribeReply } from '../../../../contract/companies/schemas.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { hasPremium, notFound, userIdOf } from '../routeHelpers.js';

export const MERGE_SELF_MESSAGE = 'can not merge with self';

/** Follow (company or one license) and the super-admin merge. */
export function registerMergeAndFollow(app: FastifyInstance, db: Db): void {
  zodRoutes(app, (api) => {
    api.post(COMPANIES_ENDPOINTS.subscribe, {
      schema: {
        tags: ['companies'],
        summary: "Follow / unfollow a company, or one license (StateCode + Commodity + LicenseType, premium data only). Replies with text containing 'Notifications'.",
        body: subscribeBody,
        response: { 200: subscribeReply, 400: errorReply, 403: errorReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const body = request.body;
      const companyId = body.CompanyId.toLowerCase();
      const narrowing = [body.StateCode, body.Commodity, body.LicenseType];
      const perLicense = narrowing.some((v) => v != null);
      if (perLicense && narrowing.some((v) => v == null)) {
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'A license follow needs StateCode, Commodity and LicenseType' });
      }
      if (perLicense && !hasPremium(request)) {
        return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'Following a single license needs premium data' });
      }
      const { rows: company } = await db.query('select 1 from companies where id = $1', [companyId]);
      if (company.length === 0) return notFound(reply);
      const stateCode = body.StateCode ? body.StateCode.toUpperCase() : null;
      if (perLicense) {
        const { rows } = await db.query(
          'select 1 from licenses where company_id = $1 and state_code = $2 and commodity = $3 and license_type = $4 and is_latest',
          [companyId, stateCode, body.Commodity, body.LicenseType],
        );
        if (rows.length === 0) return notFound(reply);
      }
      const userId = await userIdOf(db, request);
      if (userId === null) return notFound(reply);
      const key = [userId, companyId, stateCode, body.Commodity ?? null, body.LicenseType ?? null];
      if (body.IsSubscribe) {
        await db.query(
          `insert into follows (user_id, company_id, state_code, commodity, license_type) values ($1, $2, $3, $4, $5)
           on conflict do nothing`,
          key,
        );
      } else {
        await db.query(
          `delete from follows where user_id = $1 and company_id = $2 and state_code is not distinct from $3
             and commodity is not distinct from $4 and license_type is not distinct from $5`,
          key,
        );
      }
      return reply.type('text/plain; charset=utf-8').send(body.IsSubscribe ? 'Notifications enabled' : 'Notifications disabled');
    });

    api.post(COMPANIES_ENDPOINTS.merge, {
      preHandler: requireSuperAdmin,
      schema: {
        tags: ['companies'],
        summary: "Super admin: merge the source company into the target (one transaction). Replies true on success.",
        body: mergeCompanyBody,
        response: { 200: mergeCompanyReply, 400: errorReply, 403: errorReply, 404: errorReply },
      },
    }, async (request, reply) => {
      const target = request.body.TargetCompanyId.toLowerCase();
      const source = request.body.SourceCompanyId.toLowerCase();
      if (target === source) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: MERGE_SELF_MESSAGE });
      const merged = await db.transaction(async (tx) => mergeCompanies(tx, source, target));
      if (!merged) return notFound(reply);
      return true;
    });
  });
}

/** Moves everything of `source` to `target`, keeps the source's legal name as an FKA alias and deletes the source. */
export async function mergeCompanies(tx: Pick<Db, 'query'>, source: string, target: string): Promise<boolean> {
  const { rows } = await tx.query<{ id: string; legal_name: string; parent_id: string | null }>(
    'select id, legal_name, parent_id from companies where id = any($1::uuid[]) for update',
    [[source, target]],
  );
  const from = rows.find((r) => r.id === source);
  const into = rows.find((r) => r.id === target);
  if (!from || !into) return false;
  // Offers too: a supplier found in offers merged into the right company takes its offers along (issue 60 §4).
  for (const table of ['licenses', 'contacts', 'addresses', 'aliases', 'offers']) {
    await tx.query(`update ${table} set company_id = $2 where company_id = $1`, [source, target]);
  }
  // A user following both keeps one follow: drop the source's duplicates before moving the rest.
  await tx.query(
    `delete from follows s using follows t
      where s.company_id = $1 and t.company_id = $2 and s.user_id = t.user_id
        and coalesce(s.state_code, '') = coalesce(t.state_code, '') and coalesce(s.commodity, '') = coalesce(t.commodity, '')
        and coalesce(s.license_type, '') = coalesce(t.license_type, '')`,
    [source, target],
  );
  await tx.query('update follows set company_id = $2 where company_id = $1', [source, target]);
  await tx.query('update companies set parent_id = $2 where parent_id = $1 and id <> $2', [source, target]);
  if (into.parent_id === source) await tx.query('update companies set parent_id = $2 where id = $1', [target, from.parent_id]);
  await tx.query(`insert into aliases (company_id, alias_name, alias_type) values ($1, $2, 'FKA')`, [target, from.legal_name]);
  await tx.query('delete from companies where id = $1', [source]);
  return true;
}
