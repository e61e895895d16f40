import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { COMMODITIES } from '../../../../contract/licensedCompanies/commodities.js';
import { LICENSED_COMPANIES_ENDPOINTS, LICENSED_COMPANY_NAMES_DEFAULT_LIMIT } from '../../../../contract/licensedCompanies/endpoints.js';
import {
  licensedCompanyCommoditiesReply, licensedCompanyLicenseTypesReply, licensedCompanyNamesQuery, licensedCompanyNamesReply,
  licensedCompanyStatesReply,
  type LicensedCompanyCommodity, type LicensedCompanyName, type LicensedCompanyState,
} from '../../../../contract/licensedCompanies/schemas.js';
import { zodRoutes } from '../../http/zodRoutes.js';
import { licenseTypesByDisplay } from './licensedCompanyFilters.js';
import { likeEscape, searchTerm, sendCachedJson } from '../routeHelpers.js';

/** Filter options of the licensed-companies page (spec 1 §3 "Licensed-company lookups"), over latest licenses only. */
export async function licensedCompanyNames(db: Db): Promise<LicensedCompanyName[]> {
  const { rows } = await db.query<LicensedCompanyName>(`
    select c.id, c.legal_name as name, c.company_type as type
      from companies c
     where exists (select 1 from licenses l where l.company_id = c.id and l.is_latest)
     order by lower(c.legal_name), c.id`);
  return rows;
}

/**
 * The picker's page: at most `limit` licensed companies whose name contains `search`, those starting with it first.
 * One row more than asked says whether more matched. Indexed by migration 014 (name order, trigrams).
 */
export async function searchLicensedCompanyNames(db: Db, search: string | null, limit: number): Promise<{ data: LicensedCompanyName[]; hasMore: boolean }> {
  const params: unknown[] = [limit + 1];
  let where = '';
  let order = 'c.legal_name_lc, c.id';
  if (search) {
    params.push(`%${likeEscape(search)}%`, `${likeEscape(search)}%`);
    where = `and c.legal_name_lc like $2`;
    order = `c.legal_name_lc like $3 desc, ${order}`;
  }
  const { rows } = await db.query<LicensedCompanyName>(`
    select c.id, c.legal_name as name, c.company_type as type
      from companies c
     where c.latest_abc_licenses + c.latest_supplier_licenses > 0 ${where}
     order by ${order}
     limit $1`, params);
  return { data: rows.slice(0, limit), hasMore: rows.length > limit };
}

export async function licensedCompanyStates(db: Db) {
  const { rows } = await db.query<LicensedCompanyState>(`
    select s.id, s.name, s.code from states s
     where exists (select 1 from licenses l where l.state_code = s.code and l.is_latest)
     order by s.name`);
  return rows;
}

export async function licensedCompanyCommodities(db: Db): Promise<LicensedCompanyCommodity[]> {
  const { rows } = await db.query<{ commodity: string }>(`select distinct commodity from licenses where is_latest`);
  const present = new Set(rows.map((r) => r.commodity));
  return COMMODITIES.filter((c) => present.has(c.name)).map((c) => ({ id: c.id, name: c.name }));
}

/** The License Type options as the page shows them ('Broker' once, though stored as 'Broker' and 'Broker|n/a'). */
export async function licensedCompanyLicenseTypes(db: Db): Promise<string[]> {
  return [...(await licenseTypesByDisplay(db)).keys()].sort((a, b) => a.localeCompare(b));
}

export function registerLicensedCompanyLookups(app: FastifyInstance, db: Db): void {
  const tags = ['licensed companies'];
  zodRoutes(app, (api) => {
    api.get(LICENSED_COMPANIES_ENDPOINTS.names, {
      schema: {
        tags,
        summary: 'Companies holding a latest license: id, name and type; all of them, or with search / limit the first matches',
        querystring: licensedCompanyNamesQuery,
        response: { 200: licensedCompanyNamesReply },
      },
    }, async (request, reply) => {
      const { search, limit } = request.query;
      if (search !== undefined || limit !== undefined) {
        return searchLicensedCompanyNames(db, searchTerm(search), limit ?? LICENSED_COMPANY_NAMES_DEFAULT_LIMIT);
      }
      // Thousands of rows at 10× data: the reply is kept as JSON text until companies or licenses are written again.
      await sendCachedJson(db, reply, 'licensedCompanyNames', licensedCompanyNamesReply, async () => ({ data: await licensedCompanyNames(db) }));
    });
    api.get(LICENSED_COMPANIES_ENDPOINTS.states, {
      schema: { tags, summary: 'States with latest licenses', response: { 200: licensedCompanyStatesReply } },
    }, async () => ({ data: await licensedCompanyStates(db) }));
    api.get(LICENSED_COMPANIES_ENDPOINTS.commodities, {
      schema: { tags, summary: 'Commodities with latest licenses (1 Electric, 2 Natural Gas)', response: { 200: licensedCompanyCommoditiesReply } },
    }, async () => ({ data: await licensedCompanyCommodities(db) }));
    api.get(LICENSED_COMPANIES_ENDPOINTS.licenseTypes, {
      schema: { tags, summary: 'License types as displayed (each matches every stored value shown that way)', response: { 200: licensedCompanyLicenseTypesReply } },
    }, async () => ({ data: await licensedCompanyLicenseTypes(db) }));
  });
}
