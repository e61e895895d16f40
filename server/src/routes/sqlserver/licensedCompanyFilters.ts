import type { Db } from '../../db/db.js';
import { commodityName } from '../../../../contract/licensedCompanies/commodities.js';
import { formatLicenseType } from '../../../../contract/format/text.js';
import type { LicensedCompanyFilterQuery } from '../../../../contract/licensedCompanies/schemas.js';

const COMPANY_TYPES = ['supplier', 'broker', 'aggregator'];

const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== '' && value.trim() !== '-1';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The stored license types of latest licenses (a handful of values), grouped by how the page shows them. */
export async function licenseTypesByDisplay(db: Db): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ licenseType: string }>('select distinct license_type as "licenseType" from licenses where is_latest');
  const byDisplay = new Map<string, string[]>();
  for (const { licenseType } of rows) {
    const display = formatLicenseType(licenseType) || licenseType;
    byDisplay.set(display, [...(byDisplay.get(display) ?? []), licenseType]);
  }
  return byDisplay;
}

/**
 * The filter's License Type is a displayed value ('Broker'): it matches every stored value shown that way ('Broker',
 * 'Broker|n/a'). A stored value ('Broker|n/a') is read as the value it displays as, so older links keep working.
 */
export async function withStoredLicenseTypes(db: Db, q: LicensedCompanyFilterQuery): Promise<FilterQuery> {
  if (!isSet(q.companyLicenseType)) return q;
  const requested = q.companyLicenseType.trim();
  const display = formatLicenseType(requested) || requested;
  return { ...q, storedLicenseTypes: (await licenseTypesByDisplay(db)).get(display) ?? [] };
}

export type FilterQuery = LicensedCompanyFilterQuery & { storedLicenseTypes?: string[] };

/**
 * SQL conditions (over `l` licenses, `c` companies, `s` states) and their parameters, starting at $1. A License
 * Type filter needs `storedLicenseTypes` (withStoredLicenseTypes).
 */
export function licensedCompanyWhere(q: FilterQuery): { where: string; params: unknown[] } {
  const conditions = ['l.is_latest'];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (isSet(q.companyId)) conditions.push(`l.company_id = ${param(q.companyId.toLowerCase())}`);
  if (isSet(q.companyType) && COMPANY_TYPES.includes(q.companyType.toLowerCase())) {
    conditions.push(`c.company_type = ${param(q.companyType.toLowerCase())}`);
  }
  if (isSet(q.companyName)) conditions.push(`c.legal_name ilike ${param(`%${escapeLike(q.companyName.trim())}%`)}`);
  if (isSet(q.companyStateId)) {
    conditions.push(`l.state_code = (select code from states where id = ${param(Number(q.companyStateId))})`);
  }
  if (isSet(q.companyStateName)) {
    const name = param(q.companyStateName.trim());
    conditions.push(`l.state_code = (select code from states where lower(name) = lower(${name}) or code = upper(${name}))`);
  }
  if (isSet(q.companyCommodityId)) conditions.push(`l.commodity = ${param(commodityName(Number(q.companyCommodityId)))}`);
  if (isSet(q.companyCommodityName)) conditions.push(`l.commodity = ${param(q.companyCommodityName)}`);
  if (isSet(q.companyLicenseType)) {
    if (!q.storedLicenseTypes) throw new Error('licensedCompanyWhere: resolve the License Type with withStoredLicenseTypes first');
    conditions.push(`l.license_type = any(${param(q.storedLicenseTypes)}::text[])`);
  }
  return { where: conditions.join(' and '), params };
}
