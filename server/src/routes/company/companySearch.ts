import type { Queryable } from '../../db/db.js';
import { companyRows, matchReasons, type CompanyPage } from './companyQuery.js';
import { likeEscape } from '../routeHelpers.js';

/**
 * How many license numbers starting with a short text are looked at: '1' starts a tenth of them; a user narrows by
 * typing on, and the page shows the companies of the first numbers in order.
 */
const LICENSE_CANDIDATES = 200;

// Names in byte order: the order of companies_name_search_idx (migration 020), which each stage walks and leaves
// as soon as its page is full.
const NAME_ORDER = `c.legal_name_lc collate "C", c.id`;

/**
 * SearchCompany's page: the company list's search (name, alias, domain, license number prefix), ranked the way a
 * user types a name into a search box — names starting with the text (the exact name first), then names holding
 * it, then companies found by an alias, their domain or a license number; by name within each. Asked in that order,
 * each stage only for the rows the page still lacks, so a common text costs one short index walk. Each row found
 * by something other than its name says what (matchedBy, premium values blank without premium data).
 */
export async function searchCompanyPage(
  db: Queryable, search: string, options: { limit: number; userId: number | null; premium: boolean },
): Promise<CompanyPage['rows']> {
  const prefix = `${likeEscape(search)}%`;
  const contains = `%${likeEscape(search)}%`;
  const ids: string[] = [];
  const stage = async (sql: string, params: unknown[]) => {
    const { rows } = await db.query<{ id: string }>(sql, [...params, options.limit - ids.length]);
    ids.push(...rows.map((r) => r.id));
    return ids.length >= options.limit;
  };
  const full = await stage(
    `select c.id from companies c where c.legal_name_lc collate "C" like $1 order by ${NAME_ORDER} limit $2`,
    [prefix],
  ) || await stage(
    `select c.id from companies c
      where c.legal_name_lc like $1 and not (c.legal_name_lc collate "C" like $2)
      order by ${NAME_ORDER} limit $3`,
    [contains, prefix],
  );
  if (!full) {
    await stage(
      `select c.id from companies c
        where not (c.legal_name_lc like $1)
          and c.id in (select a.company_id from aliases a where a.alias_name_lc like $1
                       union all select d.id from companies d where d.email_domain_lc like $1
                       union all select l.company_id from (
                         select company_id from licenses where lower(license_number) collate "C" like $2
                          order by lower(license_number) collate "C" limit ${LICENSE_CANDIDATES}) l)
        order by ${NAME_ORDER} limit $3`,
      [contains, prefix],
    );
  }
  const [rows, reasons] = await Promise.all([companyRows(db, ids, options.userId), matchReasons(db, ids, search, options.premium)]);
  return rows.map((row) => (reasons.has(row.id) ? { ...row, matchedBy: reasons.get(row.id) } : row));
}
