/**
 * Requests and replies of the company list and the company detail screen (spec 1 §3, §7).
 * Field order follows the replies as they always were (the encoder writes keys in schema order).
 */
import { z } from 'zod';
import { count, nonJsonReply, nullableText, pageNumber, pageSize, totalRecords } from '../http';

/** Company ids are UUIDs; the client upper-cases them (spec 1 §7), so both cases are accepted. */
export const companyId = z.guid();
export const stateCode = z.string().regex(/^[A-Za-z]{2}$/);
/** A list's search text: null or absent = no search; the server trims it. */
export const searchText = z.string().max(200).nullish();

/** The paged per-company list body of spec 1 §7 (PageNumber, PageSize, SearchTerm, companyId). */
export const companyPageBody = (maxPageSize: number) =>
  z.object({ PageNumber: pageNumber, PageSize: pageSize(maxPageSize, maxPageSize), SearchTerm: searchText, companyId });
export type CompanyPageBody = z.output<ReturnType<typeof companyPageBody>>;

/** `{ data, totalRecords }` of every paged list. */
export const listReply = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), totalRecords });

// ---- the company

/**
 * Spec 1 §3 Company, as POST /api/company/getall and GET /api/company/{companyId} send it
 * (the nullable text fields last, as the reply always had them).
 */
export const company = z.object({
  id: z.string(),
  legalName: z.string(),
  companyType: z.enum(['supplier', 'broker', 'aggregator']),
  contactCount: count,
  licenseCount: count,
  /** 'ABC', 'Supplier' or 'ABC, Supplier', from the latest licenses. */
  licenseType: z.string(),
  /** The calling user follows the whole company. */
  isSubscribe: z.boolean(),
  emailDomain: nullableText,
  hubspotUrl: nullableText,
  parentId: nullableText,
});
export type Company = z.output<typeof company>;

export const companyParams = z.object({ companyId });

// ---- POST /api/company/getall

export const COMPANY_SORT_COLUMNS = ['legalName', 'emailDomain', 'companyType', 'licenseCount', 'contactCount', 'licenseType'] as const;
export type CompanySortColumn = (typeof COMPANY_SORT_COLUMNS)[number];

export const companyListBody = z.object({
  PageNumber: pageNumber,
  PageSize: pageSize(500, 50),
  SearchTerm: searchText,
  /** '' or null = legalName. */
  orderBy: z.union([z.enum(COMPANY_SORT_COLUMNS), z.literal(''), z.null()]).default('legalName'),
  ascendingOrder: z.boolean().default(true),
  stateCode: z.union([stateCode, z.literal(''), z.null()]).optional(),
  /** '' = both. */
  licenseType: z.enum(['ABC', 'Supplier', '']).nullish(),
  /** 0 both, 1 electric, 2 natural gas. */
  commodity: z.union([z.literal(0), z.literal(1), z.literal(2), z.null()]).optional(),
});
export type CompanyListBody = z.input<typeof companyListBody>;

/**
 * Why a row of a search matched when its legal name does not hold the text (not in the specs; optional, so a
 * deployment that never sends it keeps the contract): the first former name (FKA) or trade name (DBA), the e-mail
 * domain, or the license number that did. `text` is '' for a caller without premium data when the value is premium
 * (alias names, license numbers), as on the detail screen.
 */
export const companyMatch = z.object({
  field: z.enum(['FKA', 'DBA', 'emailDomain', 'licenseNumber']),
  text: z.string(),
});
export type CompanyMatch = z.output<typeof companyMatch>;

/** A row of the company list: the spec's company and, for a search, why it matched. */
export const companyListItem = company.extend({ matchedBy: companyMatch.optional() });

export const companyListReply = listReply(companyListItem);
export type CompanyListReply = z.output<typeof companyListReply>;

// ---- POST /api/company/SearchCompany (merge target search, global search)

export const searchCompanyBody = z.object({
  Search: z.string().min(1).max(200).regex(/\S/),
  Limit: z.number().int().min(1).max(50).default(50),
});
export type SearchCompanyBody = z.input<typeof searchCompanyBody>;

/** Ranked: the exact name, names starting with the text, names holding it, then rows found otherwise (matchedBy). */
export const searchCompanyReply = z.object({ data: z.object({ data: z.array(companyListItem) }) });
export type SearchCompanyReply = z.output<typeof searchCompanyReply>;

// ---- aliases and related parties

/** Alias names are '' without premium data. */
export const alias = z.object({
  id: z.number().int(),
  aliasName: nullableText,
  aliasType: z.enum(['FKA', 'DBA']),
  isPrimary: z.boolean(),
  isPremium: z.boolean(),
});
export type Alias = z.output<typeof alias>;

export const aliasesBody = companyPageBody(100);
export const aliasesReply = listReply(alias);
export type AliasesReply = z.output<typeof aliasesReply>;

/** Names and domains are '' without premium data. */
export const relatedCompany = z.object({
  id: z.string(),
  legalName: nullableText,
  emailDomain: nullableText,
  licenseCount: count,
  contactCount: count,
  /** How the company relates to the one asked for. */
  relation: z.enum(['Parent', 'Sibling', 'Child']),
  isPremium: z.boolean(),
});
export type RelatedCompany = z.output<typeof relatedCompany>;

export const relatedBody = companyPageBody(100);
export const relatedReply = listReply(relatedCompany);
export type RelatedReply = z.output<typeof relatedReply>;

// ---- super-admin actions

/** `{ data: true, message }` of the alias and parent actions. */
export const okReply = z.object({ data: z.boolean(), message: z.string().optional() });
export type OkReply = z.output<typeof okReply>;

export const changeDisplayNameBody = z.object({ CompanyId: companyId, AliasId: z.number().int().min(1) });
export type ChangeDisplayNameBody = z.input<typeof changeDisplayNameBody>;

/** The alias id arrives as path text. */
export const removeAliasParams = z.object({ aliasId: z.coerce.number<string>().int().min(1) });

/** Set Parent: AliasId is the id of a child company of CompanyId. */
export const swapParentChildBody = z.object({ CompanyId: companyId, AliasId: companyId });
export type SwapParentChildBody = z.input<typeof swapParentChildBody>;

export const mergeCompanyBody = z.object({ TargetCompanyId: companyId, SourceCompanyId: companyId });
export type MergeCompanyBody = z.input<typeof mergeCompanyBody>;
/** true on success. */
export const mergeCompanyReply = z.boolean();

// ---- follow

/** A company follow, or one license (StateCode + Commodity + LicenseType, premium data only). */
export const subscribeBody = z.object({
  CompanyId: companyId,
  IsSubscribe: z.boolean(),
  StateCode: stateCode.nullish(),
  Commodity: z.enum(['Electric', 'Natural Gas']).nullish(),
  LicenseType: z.string().min(1).max(100).nullish(),
});
export type SubscribeBody = z.input<typeof subscribeBody>;
/** 'Notifications enabled' or 'Notifications disabled' (text/plain). */
export const subscribeReply = nonJsonReply('text/plain', z.string().meta({ description: "'Notifications enabled' or 'Notifications disabled'" }));
