import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { COMMODITIES } from './commodities.js';

/** Filter options of the licensed-companies page (spec 1 §3 "Licensed-company lookups"), over latest licenses only. */
export async function licensedCompanyNames(db: Db) {
  const { rows } = await db.query<{ id: string; name: string; type: string }>(`
    select c.id, c.legal_name as name, c.company_type as type
      from companies c
     where exists (select 1 from licenses l where l.company_id = c.id and l.is_latest)
     order by lower(c.legal_name), c.id`);
  return rows;
}

export async function licensedCompanyStates(db: Db) {
  const { rows } = await db.query<{ id: number; name: string; code: string }>(`
    select s.id, s.name, s.code from states s
     where exists (select 1 from licenses l where l.state_code = s.code and l.is_latest)
     order by s.name`);
  return rows;
}

export async function licensedCompanyCommodities(db: Db) {
  const { rows } = await db.query<{ commodity: string }>(`select distinct commodity from licenses where is_latest`);
  const present = new Set(rows.map((r) => r.commodity));
  return COMMODITIES.filter((c) => present.has(c.name)).map((c) => ({ id: c.id, name: c.name }));
}

export async function licensedCompanyLicenseTypes(db: Db) {
  const { rows } = await db.query<{ licenseType: string }>(
    `select distinct license_type as "licenseType" from licenses where is_latest order by 1`,
  );
  return rows.map((r) => r.licenseType);
}

const list = (items: object) => ({
  200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items } } },
});
const idName = (idType: 'string' | 'integer', extra: Record<string, object> = {}) => ({
  type: 'object',
  required: ['id', 'name', ...Object.keys(extra)],
  properties: { id: { type: idType }, name: { type: 'string' }, ...extra },
});

export function registerLicensedCompanyLookups(app: FastifyInstance, db: Db): void {
  const tags = ['licensed companies'];
  app.get('/api/sqlserver/licensedCompanyNames', {
    schema: { tags, summary: 'Companies holding a latest license: id, name and type', response: list(idName('string', { type: { type: 'string' } })) },
  }, async () => ({ data: await licensedCompanyNames(db) }));
  app.get('/api/sqlserver/licensedCompanyStates', {
    schema: { tags, summary: 'States with latest licenses', response: list(idName('integer', { code: { type: 'string' } })) },
  }, async () => ({ data: await licensedCompanyStates(db) }));
  app.get('/api/sqlserver/licensedCompanyCommodities', {
    schema: { tags, summary: 'Commodities with latest licenses (1 Electric, 2 Natural Gas)', response: list(idName('integer')) },
  }, async () => ({ data: await licensedCompanyCommodities(db) }));
  app.get('/api/sqlserver/licensedCompanyLicenseTypes', {
    schema: { tags, summary: 'License type values as stored (may be pipe-joined)', response: list({ type: 'string' }) },
  }, async () => ({ data: await licensedCompanyLicenseTypes(db) }));
}
