import { commodityName } from '../../../../contract/licensedCompanies/commodities.js';
import type { LicensedCompanyFilterQuery } from '../../../../contract/licensedCompanies/schemas.js';

const COMPANY_TYPES = ['supplier', 'broker', 'aggregator'];

const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== '' && value.trim() !== '-1';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** SQL conditions (over `l` licenses, `c` companies, `s` states) and their parameters, starting at $1. */
export function licensedCompanyWhere(q: LicensedCompanyFilterQuery): { where: string; params: unknown[] } {
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
  if (isSet(q.companyLicenseType)) conditions.push(`l.license_type = ${param(q.companyLicenseType.trim())}`);
  return { where: conditions.join(' and '), params };
}
