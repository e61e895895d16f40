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

const LICENSED = 'c.latest_abc_licenses + c.latest_supplier_licenses > 0';
const NAME_COLUMNS = 'c.id, c.legal_name as name, c.company_type as type';
/** How many names in order the first try for a contained text reads. */
const EARLY_NAMES = 2000;

/**
 * The picker's page: at most `limit` licensed companies whose name contains `search`, those starting with it first,
 * each group in name order; one row more than asked says whether more matched. Each step is bound to one of
 * migration 014's indexes rather than sorting every match: the names starting with the text are a range of the name
 * index; the others are asked only when those do not fill the page, first among the first 2,000 names in order (a common
 * text fills the page there), then, for a rarer text, from the trigram index (materialized: the planner would
 * otherwise walk the name index past every row to find a rare text) and sorted; a text of one or two letters has no
 * trigrams, so the name index is walked to its end.
 */
export async function searchLicensedCompanyNames(db: Db, search: string | null, limit: number): Promise<{ data: LicensedCompanyName[]; hasMore: boolean }> {
  const page = (rows: LicensedCompanyName[]) => ({ data: rows.slice(0, limit), hasMore: rows.length > limit });
  if (!search) {
    const { rows } = await db.query<LicensedCompanyName>(`select ${NAME_COLUMNS} from companies c where ${LICENSED} order by c.legal_name_lc, c.id limit $1`, [limit + 1]);
    return page(rows);
  }
  const term = likeEscape(search);
  const starting = await db.query<LicensedCompanyName>(`
    select ${NAME_COLUMNS} from companies c where ${LICENSED} and c.legal_name_lc like $2 order by c.legal_name_lc, c.id limit $1`,
  [limit + 1, `${term}%`]);
  if (starting.rows.length > limit) return page(starting.rows);
  const rest = limit + 1 - starting.rows.length;
  const params = [rest, `%${term}%`, `${term}%`];
  // A common text fills the page within the first names in order: those are then its first matches.
  const early = await db.query<LicensedCompanyName>(`
    select id, name, type from (
      select ${NAME_COLUMNS}, c.legal_name_lc from companies c where ${LICENSED} order by c.legal_name_lc, c.id limit ${EARLY_NAMES}
    ) first_names where legal_name_lc like $2 and legal_name_lc not like $3 order by legal_name_lc, id limit $1`, params);
  const containing = early.rows.length === rest || search.length < 3
    ? early.rows.length === rest
      ? early
      : await db.query<LicensedCompanyName>(`
          select ${NAME_COLUMNS} from companies c
           where ${LICENSED} and c.legal_name_lc like $2 and c.legal_name_lc not like $3 order by c.legal_name_lc, c.id limit $1`, params)
    : await db.query<LicensedCompanyName>(`
        with found as materialized (
          select ${NAME_COLUMNS}, c.legal_name_lc from companies c where ${LICENSED} and c.legal_name_lc like $2 and c.legal_name_lc not like $3
        )
        select id, name, type from found order by legal_name_lc, id limit $1`, params);
  return page([...starting.rows, ...containing.rows]);
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
      config: { apiKeyScope: 'licenses:read' },
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
      config: { apiKeyScope: 'licenses:read' },
      schema: { tags, summary: 'States with latest licenses', response: { 200: licensedCompanyStatesReply } },
    }, async () => ({ data: await licensedCompanyStates(db) }));
    api.get(LICENSED_COMPANIES_ENDPOINTS.commodities, {
      config: { apiKeyScope: 'licenses:read' },
      schema: { tags, summary: 'Commodities with latest licenses (1 Electric, 2 Natural Gas)', response: { 200: licensedCompanyCommoditiesReply } },
    }, async () => ({ data: await licensedCompanyCommodities(db) }));
    api.get(LICENSED_COMPANIES_ENDPOINTS.licenseTypes, {
      config: { apiKeyScope: 'licenses:read' },
      schema: { tags, summary: 'License types as displayed (each matches every stored value shown that way)', response: { 200: licensedCompanyLicenseTypesReply } },
    }, async () => ({ data: await licensedCompanyLicenseTypes(db) }));
  });
}
