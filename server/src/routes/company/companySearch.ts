import type { Queryable } from '../../db/db.js';
import { companyRows, matchReasons, type CompanyPage } from './companyQuery.js';
import { likeEscape } from '../routeHelpers.js';

/**
 * How many license numbers starting with a short text are looked at: '1' starts a tenth of them; a user narrows by
 * typing on, and the page shows the companies of the first numbers in order.
 */
const LICENSE_CANDIDATES = 200;

/**
 * Names holding the text are looked for from three characters on (a trigram index answers those): one or two
 * letters inside a name find most companies and say nothing, while names starting with them do.
 */
const TRIGRAM = 3;
/** How many of the text's first characters the trigram index is asked for (six trigrams). */
const TRIGRAM_PROBE = 8;

// Names in byte order: the order of companies_name_search_idx (migration 020), which each stage walks and leaves
// as soon as its page is full.
const NAME_ORDER = `c.legal_name_lc collate "C", c.id`;

/**
 * SearchCompany's page, ranked the way a user types into a search box: names starting with the text (the exact
 * name first), then names holding it (from three characters on), then companies with an alias holding it or an
 * e-mail domain or license number starting with it; by name within each. Asked in that order,
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
  ) || (search.length >= TRIGRAM && await stage(
    // The trigram index looks for the text's first letters only and the whole text is tested on what it found: each
    // trigram more is one more posting list to merge, and a long name's common ones ('pow', 'ene', ' co') are long.
    `select c.id from companies c
      where c.legal_name_lc like $1 and strpos(c.legal_name_lc, $3) > 0 and not (c.legal_name_lc collate "C" like $2)
      order by ${NAME_ORDER} limit $4`,
    [`%${likeEscape(search.slice(0, TRIGRAM_PROBE))}%`, prefix, search],
  ));
  if (!full) {
    // The candidates first (a few hundred at most, found through indexes or the small aliases table), then their
    // names: asked as one join, PostgreSQL walked every company testing each against the candidates.
    await stage(
      `with found as materialized (
         select a.company_id as id from aliases a where a.alias_name_lc like $1
         union select d.id from companies d where d.email_domain_lc collate "C" like $2
         union select l.company_id from (select company_id from licenses where lower(license_number) collate "C" like $2
                                         order by lower(license_number) collate "C" limit ${LICENSE_CANDIDATES}) l)
       select c.id from found join companies c on c.id = found.id
        where not (c.legal_name_lc collate "C" like $3)
        order by ${NAME_ORDER} limit $4`,
      // Not again the names the stages before found.
      [contains, prefix, search.length >= TRIGRAM ? contains : prefix],
    );
  }
  const [rows, reasons] = await Promise.all([companyRows(db, ids, options.userId), matchReasons(db, ids, search, options.premium)]);
  return rows.map((row) => (reasons.has(row.id) ? { ...row, matchedBy: reasons.get(row.id) } : row));
}
