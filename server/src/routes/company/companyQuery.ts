import type { Queryable } from '../../db/db.js';
import type { Company, CompanySortColumn } from '../../../../contract/companies/schemas.js';
import { likeEscape } from '../routeHelpers.js';

export interface CompanyFilters {
  /** Trimmed and lower-cased, or null. */
  search: string | null;
  stateCode: string | null;
  licenseType: 'ABC' | 'Supplier' | null;
  /** 1 electric, 2 natural gas; 0 or null = both. */
  commodity: number | null;
}

const licenseCount = `(select count(*) from licenses l where l.company_id = c.id and l.is_latest)`;
const contactCount = `(select count(*) from contacts ct where ct.company_id = c.id)`;
const licenseTypeRank = `(select coalesce(max(case when l.is_supplier then 2 else 1 end) + min(case when l.is_supplier then 2 else 1 end), 0)
   from licenses l where l.company_id = c.id and l.is_latest)`;

const ORDER_SQL: Record<CompanySortColumn, string> = {
  legalName: 'lower(c.legal_name)',
  emailDomain: 'lower(c.email_domain)',
  companyType: 'c.company_type',
  licenseCount,
  contactCount,
  licenseType: licenseTypeRank,
};

/** WHERE clause and parameters of the company list (search over name, domain, alias and license number). */
export function companyWhere(filters: CompanyFilters, params: unknown[]): string {
  const where: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.search) {
    const contains = param(`%${likeEscape(filters.search)}%`);
    const prefix = param(`${likeEscape(filters.search)}%`);
    where.push(`(lower(c.legal_name) like ${contains}
      or lower(c.email_domain) like ${contains}
      or c.id in (select a.company_id from aliases a where lower(a.alias_name) like ${contains})
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

export interface CompanyPage {
  rows: Company[];
  totalRecords: number;
}

/** One page of companies; counts and the follow flag are computed for the page rows only. */
export async function companyPage(
  db: Queryable,
  filters: CompanyFilters,
  options: { orderBy: CompanySortColumn; ascending: boolean; limit: number; offset: number; userId: number | null },
): Promise<CompanyPage> {
  const params: unknown[] = [];
  const where = companyWhere(filters, params);
  const direction = options.ascending ? 'asc' : 'desc';
  const nulls = options.ascending ? 'nulls last' : 'nulls first';
  params.push(options.limit, options.offset);
  const { rows: page } = await db.query<{ id: string; total: number }>(
    `select c.id, count(*) over ()::int as total
       from companies c
       ${where}
      order by ${ORDER_SQL[options.orderBy]} ${direction} ${nulls}, lower(c.legal_name) ${direction}, c.id
      limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  let totalRecords = page[0]?.total ?? 0;
  if (page.length === 0 && options.offset > 0) {
    // Past the last page: the window function saw no rows, so count separately.
    const countParams: unknown[] = [];
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from companies c ${companyWhere(filters, countParams)}`,
      countParams,
    );
    totalRecords = rows[0].n;
  }
  const rows = await companyRows(db, page.map((r) => r.id), options.userId);
  return { rows, totalRecords };
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
