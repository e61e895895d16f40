import type { StateLicenseCount } from '../../core/api/licenses';
import { formatCount } from '../../core/format/number';
import type { ListState } from './listState';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * What the list's total counts, and — when the list is a drill-down from Home (a state, maybe a license type,
 * nothing else) — the license count Home showed for it: Home counts licenses, this list counts the companies
 * holding them, and one company may hold several (e.g. "475 companies hold the 595 ABC licenses in Pennsylvania").
 */
export function companyCountNote(state: ListState, totalCompanies: number, summary: readonly StateLicenseCount[] | undefined): string {
  const companies = plural(totalCompanies, 'company', 'companies');
  if (!state.stateCode || state.search || state.commodity !== 0 || !summary) return companies;
  const row = summary.find((r) => r.state === state.stateCode);
  if (!row) return companies;
  const licenses = state.licenseType === 'ABC' ? row.abc : state.licenseType === 'Supplier' ? row.supplier : row.totalLicenses;
  if (licenses == null) return companies;
  const kind = state.licenseType ? `${state.licenseType} ` : '';
  const verb = totalCompanies === 1 ? 'holds' : 'hold';
  return `${companies} ${verb} the ${plural(licenses, `${kind}license`, `${kind}licenses`)} in ${row.stateName || row.state}`;
}
