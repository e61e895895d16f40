import type { Queryable } from '../../db/db.js';
import type { Company, CompanyMatch, CompanySortColumn } from '../../../../contract/companies/schemas.js';
import { cachedByDataVersion, likeEscape } from '../routeHelpers.js';

export interface CompanyFilters {
  /** Trimmed and lower-cased, or null. */
  search: string | null;
  stateCode: string | null;
  licenseType: 'ABC' | 'Supplier' | null;
  /** 1 electric, 2 natural gas; 0 or null = both. */
  commodity: number | null;
}

// License Count and License Type sort on the latest-license counts each company row keeps (migration 013, kept by
// triggers on licenses); the License Count expression is the one companies_license_count_sort_idx holds.
const licenseCount = `(c.latest_abc_licenses + c.latest_supplier_licenses)`;
const contactCount = `(select count(*) from contacts ct where ct.company_id = c.id)`;
// Both kinds 3, Supplier only 4, ABC only 2, none 0 (max + min of 1 for ABC and 2 for Supplier over its licenses).
const licenseTypeRank = `(case when c.latest_supplier_licenses > 0 then case when c.latest_abc_licenses > 0 then 3 else 4 end
   when c.latest_abc_licenses > 0 then 2 else 0 end)`;

const ORDER_SQL: Record<CompanySortColumn, string> = {
  legalName: 'lower(c.legal_name)',
  emailDomain: 'lower(c.email_domain)',
  companyType: 'c.company_type',
  licenseCount,
  contactCount,
  licenseType: licenseTypeRank,
};

/**
 * WHERE clause and parameters of the company list (search over name, domain, alias and license number). The
 * search reads the stored lower-cased columns of migration 013 (legal_name_lc = lower(legal_name), …): lower() on
 * every row of every request was most of the list's cost.
 */
export function companyWhere(filters: CompanyFilters, params: unknown[]): string {
  const where: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.search) {
    const contains = param(`%${likeEscape(filters.search)}%`);
    const prefix = param(`${likeEscape(filters.search)}%`);
    where.push(`(c.legal_name_lc like ${contains}
      or c.email_domain_lc like ${contains}
      or c.id in (select a.company_id from aliases a where a.alias_name_lc like ${contains})
      or c.id in (select l.company_id from licenses l where lower(l.license_number) like ${prefix}))`);
  }
  const licenseConditions: string[] = [];
  if (filters.stateCode) licenseConditions.push(`l.state_code = ${param(filters.stateCode.toUpperCase())}`);
  if (filters.licenseType) licenseConditions.push(`l.is_supplier = ${param(filters.licenseType === 'Supplier')}`);
  if (filters.commodity === 1 || filters.commodity === 2) {
    licenseConditions.push(`l.commodity = ${param(filters.commodity === 1 ? 'Electric' : 'Natural Gas')}`);
  }
  if (licenseConditions.length > 0) {
    where.push(`c.id in (select l.company_id from licenses l where l.is_latest and ${licenseConditions.join(' and ')})`);
  }
  return where.length > 0 ? `where ${where.join(' and ')}` : '';
}

/**
 * How many companies match: the same number for every page and every sort of one search, so it is counted once
 * and kept until companies, aliases or licenses are written again (cachedByDataVersion).
 */
export function companyCount(db: Queryable, filters: CompanyFilters): Promise<number> {
  return cachedByDataVersion(db, `companyCount ${JSON.stringify(filters)}`, async () => {
    const params: unknown[] = [];
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from companies c ${companyWhere(filters, params)}`, params);
    return rows[0].n;
  });
}

export interface CompanyPage {
  rows: Array<Company & { matchedBy?: CompanyMatch }>;
  totalRecords: number;
}

/**
 * One page of companies; counts and the follow flag are computed for the page rows only. The total is counted apart
 * from the page (companyCount), and not at all with `count: false` (SearchCompany shows no total).
 */
export async function companyPage(
  db: Queryable,
  filters: CompanyFilters,
  options: {
    orderBy: CompanySortColumn; ascending: boolean; limit: number; offset: number; userId: number | null; count?: boolean;
    /** Say why each row matched the search (`premium`: whether alias names and license numbers may be shown). */
    matchReasons?: { premium: boolean };
  },
): Promise<CompanyPage> {
  const params: unknown[] = [];
  const where = companyWhere(filters, params);
  const direction = options.ascending ? 'asc' : 'desc';
  const nulls = options.ascending ? 'nulls last' : 'nulls first';
  params.push(options.limit, options.offset);
  const [{ rows: page }, totalRecords] = await Promise.all([
    db.query<{ id: string }>(
      `select c.id
         from companies c
         ${where}
        order by ${ORDER_SQL[options.orderBy]} ${direction} ${nulls}, lower(c.legal_name) ${direction}, c.id
        limit $${params.length - 1} offset $${params.length}`,
      params,
    ),
    options.count === false ? Promise.resolve(0) : companyCount(db, filters),
  ]);
  const ids = page.map((r) => r.id);
  const [rows, reasons] = await Promise.all([
    companyRows(db, ids, options.userId),
    filters.search && options.matchReasons ? matchReasons(db, ids, filters.search, options.matchReasons.premium) : null,
  ]);
  if (!reasons) return { rows, totalRecords };
  return { rows: rows.map((row) => (reasons.has(row.id) ? { ...row, matchedBy: reasons.get(row.id) } : row)), totalRecords };
}

/**
 * Why each of the rows matched `search` (the conditions of companyWhere) when its legal name does not hold it: the
 * first alias, then the domain, then a license number. A row found by its name has no entry.
 */
export async function matchReasons(db: Queryable, ids: string[], search: string, premium: boolean): Promise<Map<string, CompanyMatch>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; alias_type: 'FKA' | 'DBA' | null; alias_name: string | null; domain: string | null; license: string | null }>(
    `select c.id, a.alias_type, a.alias_name,
            case when c.email_domain_lc like $2 then c.email_domain end as domain,
            (select l.license_number from licenses l where l.company_id = c.id and lower(l.license_number) like $3
              order by l.is_latest desc, l.license_number limit 1) as license
       from companies c
       left join lateral (select alias_type, alias_name from aliases where company_id = c.id and alias_name_lc like $2
                           order by alias_type desc, id limit 1) a on true
      where c.id = any($1::uuid[]) and c.legal_name_lc not like $2`,
    [ids, `%${likeEscape(search)}%`, `${likeEscape(search)}%`],
  );
  const reasons = new Map<string, CompanyMatch>();
  for (const row of rows) {
    if (row.alias_type) reasons.set(row.id, { field: row.alias_type, text: premium ? row.alias_name ?? '' : '' });
    else if (row.domain) reasons.set(row.id, { field: 'emailDomain', text: row.domain });
    else if (row.license) reasons.set(row.id, { field: 'licenseNumber', text: premium ? row.license : '' });
  }
  return reasons;
}

/** Full rows for the given ids, in the given order. */
export async function companyRows(db: Queryable, ids: string[], userId: number | null): Promise<Company[]> {
  if (ids.length === 0) return [];
  // One grouped pass per table over the page's ids (not one subquery per row and column).
  const { rows } = await db.query<Company>(
    `with lic as (
       select company_id, count(*)::int as n, bool_or(not is_supplier) as abc, bool_or(is_supplier) as supplier
         from licenses where is_latest and company_id = any($1::uuid[]) group by company_id),
     ct as (select company_id, count(*)::int as n from contacts where company_id = any($1::uuid[]) group by company_id),
     fw as (select distinct company_id from follows
             where user_id = $2 and company_id = any($1::uuid[]) and state_code is null and commodity is null and license_type is null)
     select c.id, c.legal_name as "legalName", c.email_domain as "emailDomain", c.company_type as "companyType",
            coalesce(ct.n, 0) as "contactCount", coalesce(lic.n, 0) as "licenseCount",
            concat_ws(', ', case when lic.abc then 'ABC' end, case when lic.supplier then 'Supplier' end) as "licenseType",
            fw.company_id is not null as "isSubscribe", c.hubspot_url as "hubspotUrl", c.parent_id as "parentId"
       from companies c
       left join lic on lic.company_id = c.id
       left join ct on ct.company_id = c.id
       left join fw on fw.company_id = c.id
      where c.id = any($1::uuid[])`,
    [ids, userId ?? -1],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!).filter(Boolean);
}
