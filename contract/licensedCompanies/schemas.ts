/**
 * The licensed-companies page, its count and its filter lookups (spec 1 §3 "Licensed-company lookups", §7).
 * Every filter is optional: '-1' or '' means "not set" (the original client sends -1 for an unset select).
 */
import { z } from 'zod';
import { count, nullableText } from '../http';
import { COMMODITIES } from './commodities';

const commodityNames = z.enum(COMMODITIES.map((c) => c.name));
import {
  LICENSED_COMPANY_MAX_PER_PAGE, LICENSED_COMPANY_NAME_SEARCH_MAX, LICENSED_COMPANY_NAMES_MAX_LIMIT, LICENSED_COMPANY_PAGE_SIZES,
} from './endpoints';

const UNSET = '(-1)?';
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const text = (pattern: string) => z.string().regex(new RegExp(`^(${pattern})$`));

export const licensedCompanyFilters = z.object({
  /** Company id (uuid). */
  companyId: text(`${UNSET}|${UUID}`).optional(),
  companyType: text(`${UNSET}|[Ss]upplier|[Bb]roker|[Aa]ggregator`).optional(),
  /** Part of the company legal name, case-insensitive. */
  companyName: z.string().max(200).optional(),
  /** State id of licensedCompanyStates. */
  companyStateId: text(`${UNSET}|[1-9][0-9]{0,3}`).optional(),
  /** State name or two-letter code. */
  companyStateName: z.string().max(100).optional(),
  /** 1 Electric, 2 Natural Gas. */
  companyCommodityId: text(`${UNSET}|${COMMODITIES.map((c) => c.id).join('|')}`).optional(),
  companyCommodityName: z.enum(['-1', '', ...COMMODITIES.map((c) => c.name)]).optional(),
  /** A value of licensedCompanyLicenseTypes (as displayed, e.g. 'Broker'): matches every stored value shown that way. */
  companyLicenseType: z.string().max(100).optional(),
});
export type LicensedCompanyFilterQuery = z.output<typeof licensedCompanyFilters>;

/** GET licensedCompaniesCount. */
export const licensedCompaniesCountQuery = licensedCompanyFilters;
export const licensedCompaniesCountReply = z.object({ count });
export type LicensedCompaniesCountReply = z.output<typeof licensedCompaniesCountReply>;

/** A query value arrives as text; widgets may hand numbers. */
const queryInt = (max: number, fallback: number) => z.coerce.number<string | number>().int().min(1).max(max).default(fallback);

/** GET filteredMostRecentLicensedCompanies. */
export const licensedCompaniesQuery = licensedCompanyFilters.extend({
  page: queryInt(1_000_000, 1),
  perPage: queryInt(LICENSED_COMPANY_MAX_PER_PAGE, LICENSED_COMPANY_PAGE_SIZES[0]),
});
export type LicensedCompaniesQuery = z.output<typeof licensedCompaniesQuery>;

/** One latest license of the licensed-companies page. */
export const licensedCompany = z.object({
  licenseId: z.number().int(),
  companyId: z.string(),
  companyName: z.string(),
  companyType: z.string(),
  stateId: z.number().int(),
  stateCode: z.string(),
  stateName: z.string(),
  commodityId: z.number().int(),
  commodity: z.string(),
  /** Null for a user without premium data (isPremium false). */
  licenseNumber: nullableText,
  /** As stored, possibly pipe-joined ('Broker|n/a'); the page shows it with the spec's display rule. */
  licenseType: z.string(),
  /** Registration date (YYYY-MM-DD); premium, and null when unknown. */
  dateIssued: nullableText,
  /** The company's own site, from its e-mail domain; null when unknown. */
  officialWebsite: nullableText,
  /** False when premium values were withheld. */
  isPremium: z.boolean(),
});
export type LicensedCompany = z.output<typeof licensedCompany>;

export const licensedCompaniesReply = z.object({ data: z.array(licensedCompany), page: z.number().int(), perPage: z.number().int() });
export type LicensedCompaniesReply = z.output<typeof licensedCompaniesReply>;

// ---- lookups

export const licensedCompanyName = z.object({ id: z.string(), name: z.string(), type: z.string() });
export type LicensedCompanyName = z.output<typeof licensedCompanyName>;
export const licensedCompanyState = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type LicensedCompanyState = z.output<typeof licensedCompanyState>;
export const licensedCompanyCommodity = z.object({ id: z.number().int(), name: commodityNames });
export type LicensedCompanyCommodity = z.output<typeof licensedCompanyCommodity>;

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/**
 * GET licensedCompanyNames. Without parameters: every licensed company (spec 1 §3). With `search` or `limit` (not in
 * the spec, for a picker that asks as the user types): at most `limit` (default 50) companies whose name contains
 * `search` (case-insensitive), names starting with it first, then by name; `hasMore` says whether more matched.
 */
export const licensedCompanyNamesQuery = z.object({
  search: z.string().max(LICENSED_COMPANY_NAME_SEARCH_MAX, `Search must be at most ${LICENSED_COMPANY_NAME_SEARCH_MAX} characters`).optional(),
  limit: z.coerce.number<string | number>().int('Limit must be a whole number').min(1, 'Limit must be at least 1')
    .max(LICENSED_COMPANY_NAMES_MAX_LIMIT, `Limit must be at most ${LICENSED_COMPANY_NAMES_MAX_LIMIT}`).optional(),
});
export type LicensedCompanyNamesQuery = z.output<typeof licensedCompanyNamesQuery>;
export const licensedCompanyNamesReply = z.object({ data: z.array(licensedCompanyName), hasMore: z.boolean().optional() });
export const licensedCompanyStatesReply = list(licensedCompanyState);
export const licensedCompanyCommoditiesReply = list(licensedCompanyCommodity);
/** License types as displayed (spec 1 'License Type display'), each once; the filter matches every stored value shown that way. */
export const licensedCompanyLicenseTypesReply = list(z.string());
