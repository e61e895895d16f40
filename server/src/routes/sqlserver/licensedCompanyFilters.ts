import { COMMODITIES, commodityName } from './commodities.js';

/**
 * Query parameters of spec 1 §7 for the licensed-companies page and count. Every filter is optional:
 * '-1' or '' means "not set" (the original client sends -1 for an unset select).
 */
export interface LicensedCompanyQuery {
  page?: number;
  perPage?: number;
  companyId?: string;
  companyType?: string;
  companyName?: string;
  companyStateId?: string;
  companyStateName?: string;
  companyCommodityId?: string;
  companyCommodityName?: string;
  companyLicenseType?: string;
}

const UNSET = '(-1)?';
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const COMPANY_TYPES = ['supplier', 'broker', 'aggregator'];

export const PAGE_SIZES = [50, 100, 200, 500] as const;
export const MAX_PER_PAGE = 500;

const filterProperties = {
  companyId: { type: 'string', pattern: `^(${UNSET}|${UUID})$`, description: 'Company id (uuid)' },
  companyType: { type: 'string', pattern: `^(${UNSET}|[Ss]upplier|[Bb]roker|[Aa]ggregator)$` },
  companyName: { type: 'string', maxLength: 200, description: 'Part of the company legal name, case-insensitive' },
  companyStateId: { type: 'string', pattern: `^(${UNSET}|[1-9][0-9]{0,3})$`, description: 'State id of licensedCompanyStates' },
  companyStateName: { type: 'string', maxLength: 100, description: 'State name or two-letter code' },
  companyCommodityId: { type: 'string', pattern: `^(${UNSET}|${COMMODITIES.map((c) => c.id).join('|')})$`, description: '1 Electric, 2 Natural Gas' },
  companyCommodityName: { type: 'string', enum: ['-1', '', ...COMMODITIES.map((c) => c.name)] },
  companyLicenseType: { type: 'string', maxLength: 100, description: 'A value of licensedCompanyLicenseTypes' },
} as const;

export const countQuerySchema = { type: 'object', additionalProperties: false, properties: filterProperties } as const;

export const pageQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    perPage: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: PAGE_SIZES[0] },
    ...filterProperties,
  },
} as const;

const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== '' && value.trim() !== '-1';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** SQL conditions (over `l` licenses, `c` companies, `s` states) and their parameters, starting at $1. */
export function licensedCompanyWhere(q: LicensedCompanyQuery): { where: string; params: unknown[] } {
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
