import { queryOptions } from '@tanstack/react-query';
import { COMPANIES_ENDPOINTS as PATHS } from '../../../contract/companies/endpoints';
import { ADDRESS_ENDPOINTS } from '../../../contract/address/endpoints';
import { CONTACT_ENDPOINTS } from '../../../contract/contact/endpoints';
import { LICENSE_CASE_HISTORY_ENDPOINTS } from '../../../contract/licenseCaseHistory/endpoints';
import { LICENSES_ENDPOINTS } from '../../../contract/licenses/endpoints';
import type { Tolerant, Wire } from '../../../contract/http';
import type {
  alias, changeDisplayNameBody, companyListItem, companyListBody, CompanySortColumn, mergeCompanyBody, relatedCompany,
  searchCompanyBody, searchCompanyReply, subscribeBody, swapParentChildBody,
} from '../../../contract/companies/schemas';
import type { address, state } from '../../../contract/address/schemas';
import type { contact } from '../../../contract/contact/schemas';
import type { licenseCase, licenseCaseHistoryBody, licenseCaseHistoryReply } from '../../../contract/licenseCaseHistory/schemas';
import type { companyLicense, licensesBody } from '../../../contract/licenses/schemas';
import type { ApiClient } from './createApiClient';
import type { ApiContext } from './queryScope';

/** Fields the screens read defensively: other deployments of the same API may leave them out. */
type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/**
 * Spec 1 §3 Company, as POST /api/company/getall and GET /api/company/{companyId} send it; a searched list's rows may
 * also say why they matched (`matchedBy`, the reference server's addition).
 */
export type Company = Optional<Wire<typeof companyListItem>, 'emailDomain' | 'hubspotUrl' | 'parentId' | 'matchedBy'>;
export type CompanyMatch = NonNullable<Company['matchedBy']>;

export type { CompanySortColumn };
export type LicenseTypeFilter = '' | 'ABC' | 'Supplier';
/** 0 both, 1 electric, 2 natural gas (spec 1 §9). */
export type CommodityCode = 0 | 1 | 2;

export type State = Wire<typeof state>;
export type License = Optional<Wire<typeof companyLicense>, 'lastFoundOn' | 'createdDate' | 'isLatest' | 'sourceFileDate' | 'caseCount'>;
export type LicenseCase = Optional<Wire<typeof licenseCase>, 'licenseId'>;
export type Contact = Wire<typeof contact>;
export type Address = Wire<typeof address>;
export type Alias = Optional<Wire<typeof alias>, 'isPrimary'>;
export type RelatedCompany = Wire<typeof relatedCompany>;

export interface ListPage<T> {
  data: T[];
  totalRecords: number;
}

type Signal = AbortSignal | undefined;

const page = <T>(reply: Tolerant<ListPage<T>> | null | undefined): ListPage<T> => ({
  data: reply?.data ?? [],
  totalRecords: reply?.totalRecords ?? 0,
});

// ---- the company list

/** What selects the rows of the company list. */
export interface CompanyListQuery {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Trimmed here; empty lists every company. */
  search: string;
  /** '' = every state. */
  stateCode: string;
  licenseType: LicenseTypeFilter;
  commodity: CommodityCode;
  orderBy: CompanySortColumn;
  ascending: boolean;
}

export async function getCompanies(api: ApiClient, query: CompanyListQuery, signal?: Signal): Promise<ListPage<Company>> {
  const body: Wire<typeof companyListBody> = {
    PageNumber: query.page,
    PageSize: query.pageSize,
    SearchTerm: query.search.trim(),
    orderBy: query.orderBy,
    ascendingOrder: query.ascending,
    stateCode: query.stateCode,
    licenseType: query.licenseType,
    commodity: query.commodity,
  };
  return page(await api.post<Tolerant<ListPage<Company>> | null>(PATHS.list, body, { signal }));
}

export async function getStates(api: ApiClient, signal?: Signal): Promise<State[]> {
  return (await api.get<State[] | null>(ADDRESS_ENDPOINTS.states, { signal })) ?? [];
}

// ---- follow

/** One license of a company, as a license follow names it. */
export type LicenseKey = Pick<License, 'stateCode' | 'commodity' | 'licenseType'>;

export interface FollowChange {
  companyId: string;
  follow: boolean;
  /** Follow one license instead of the whole company (premium data only). */
  license?: LicenseKey;
  /** That license's id, for the host's `insights-follow-change` (not sent: the call names the license by its key). */
  licenseId?: number;
}

/** Spec 1 §4: success is a reply text containing 'Notifications'; anything else is a failure. */
export async function subscribeNotification(api: ApiClient, change: FollowChange): Promise<boolean> {
  const body: Wire<typeof subscribeBody> = { CompanyId: change.companyId, IsSubscribe: change.follow };
  if (change.license) {
    body.StateCode = change.license.stateCode ?? undefined;
    body.Commodity = change.license.commodity ?? undefined;
    body.LicenseType = change.license.licenseType ?? undefined;
  }
  const reply = await api.post<unknown>(PATHS.subscribe, body);
  return (typeof reply === 'string' ? reply : JSON.stringify(reply ?? '')).includes('Notifications');
}

// ---- merge (super admin)

/** Merge target search: only for non-empty text, limit 50 (spec 1 §5). */
export async function searchCompanies(api: ApiClient, search: string, signal?: Signal): Promise<Company[]> {
  const text = search.trim();
  if (!text) return [];
  const body: Wire<typeof searchCompanyBody> = { Search: text, Limit: 50 };
  const reply = await api.post<Tolerant<Wire<typeof searchCompanyReply>> | null>(PATHS.search, body, { signal });
  return reply?.data?.data ?? [];
}

/** Truthy reply means success (spec 1 §7). */
export async function mergeCompany(api: ApiClient, merge: { targetCompanyId: string; sourceCompanyId: string }): Promise<boolean> {
  const body: Wire<typeof mergeCompanyBody> = { TargetCompanyId: merge.targetCompanyId, SourceCompanyId: merge.sourceCompanyId };
  return Boolean(await api.post<unknown>(PATHS.merge, body));
}

// ---- the company and its sections

/** The first page of one of a company's lists. */
const firstPage = (companyId: string, pageSize: number) => ({ PageNumber: 1, PageSize: pageSize, SearchTerm: '', companyId });

export async function getCompany(api: ApiClient, companyId: string, signal?: Signal): Promise<Company> {
  return api.get<Company>(`${PATHS.detail}/${encodeURIComponent(companyId.toUpperCase())}`, { signal });
}

export async function getLicenses(api: ApiClient, companyId: string, signal?: Signal): Promise<ListPage<License>> {
  const body: Wire<typeof licensesBody> = firstPage(companyId, 50);
  return page(await api.post<Tolerant<ListPage<License>> | null>(LICENSES_ENDPOINTS.getAll, body, { signal }));
}

export async function getLicenseCaseHistory(
  api: ApiClient, license: { companyId: string; licenseId: number }, signal?: Signal,
): Promise<LicenseCase[]> {
  const body: Wire<typeof licenseCaseHistoryBody> = { ...firstPage(license.companyId, 50), licenseId: license.licenseId };
  const reply = await api.post<Tolerant<Wire<typeof licenseCaseHistoryReply>> | null>(LICENSE_CASE_HISTORY_ENDPOINTS.list, body, { signal });
  return reply?.licenseCaseHistory ?? [];
}

export async function getContacts(api: ApiClient, companyId: string, signal?: Signal): Promise<ListPage<Contact>> {
  return page(await api.post<Tolerant<ListPage<Contact>> | null>(CONTACT_ENDPOINTS.list, firstPage(companyId, 50), { signal }));
}

export async function getAddresses(api: ApiClient, companyId: string, signal?: Signal): Promise<ListPage<Address>> {
  return page(await api.post<Tolerant<ListPage<Address>> | null>(ADDRESS_ENDPOINTS.list, firstPage(companyId, 50), { signal }));
}

export async function getAliases(api: ApiClient, companyId: string, signal?: Signal): Promise<ListPage<Alias>> {
  return page(await api.post<Tolerant<ListPage<Alias>> | null>(PATHS.aliases, firstPage(companyId, 100), { signal }));
}

export async function getRelatedCompanies(api: ApiClient, companyId: string, signal?: Signal): Promise<ListPage<RelatedCompany>> {
  return page(await api.post<Tolerant<ListPage<RelatedCompany>> | null>(PATHS.related, firstPage(companyId, 100), { signal }));
}

// ---- super-admin actions on aliases and parents

/** Set Primary: the alias becomes the company's name. */
export async function changeDisplayName(api: ApiClient, change: { companyId: string; aliasId: number }): Promise<void> {
  const body: Wire<typeof changeDisplayNameBody> = { CompanyId: change.companyId, AliasId: change.aliasId };
  await api.post(PATHS.changeDisplayName, body);
}

export async function removeAlias(api: ApiClient, aliasId: number): Promise<void> {
  await api.get(`${PATHS.removeAlias}/${aliasId}`);
}

/** Set Parent: the child company becomes the parent. */
export async function swapParentChild(api: ApiClient, change: { companyId: string; childCompanyId: string }): Promise<void> {
  const body: Wire<typeof swapParentChildBody> = { CompanyId: change.companyId, AliasId: change.childCompanyId };
  await api.post(PATHS.swapParentChild, body);
}

// ---- query factories

const STATES_STALE_MS = 60 * 60 * 1000;

/**
 * Keyed per user: premium redaction and the follow flags make every company reply depend on who asks.
 * The states of the filter panel are the same for everybody.
 */
export const companyQueries = {
  all: (ctx: ApiContext) => [...ctx.user, 'companies'] as const,
  lists: (ctx: ApiContext) => [...companyQueries.all(ctx), 'list'] as const,
  list: (ctx: ApiContext, query: CompanyListQuery) =>
    queryOptions({
      queryKey: [...companyQueries.lists(ctx), { ...query, search: query.search.trim() }] as const,
      queryFn: ({ signal }) => getCompanies(ctx.api, query, signal),
    }),
  states: (ctx: ApiContext) =>
    queryOptions({
      queryKey: [...ctx.shared, 'address', 'states'] as const,
      queryFn: ({ signal }) => getStates(ctx.api, signal),
      staleTime: STATES_STALE_MS,
    }),
  search: (ctx: ApiContext, text: string) =>
    queryOptions({
      queryKey: [...companyQueries.all(ctx), 'search', text.trim()] as const,
      queryFn: ({ signal }) => searchCompanies(ctx.api, text, signal),
      enabled: text.trim().length > 0,
    }),
  /** Everything of one company: the detail and its sections. */
  company: (ctx: ApiContext, companyId: string) => [...companyQueries.all(ctx), 'company', companyId.toLowerCase()] as const,
  detail: (ctx: ApiContext, companyId: string) =>
    queryOptions({
      queryKey: [...companyQueries.company(ctx, companyId), 'detail'] as const,
      queryFn: ({ signal }) => getCompany(ctx.api, companyId, signal),
    }),
  licenses: (ctx: ApiContext, companyId: string) =>
    queryOptions({
      queryKey: [...companyQueries.company(ctx, companyId), 'licenses'] as const,
      queryFn: ({ signal }) => getLicenses(ctx.api, companyId, signal),
    }),
  caseHistory: (ctx: ApiContext, companyId: string, licenseId: number) =>
    queryOptions({
      queryKey: [...companyQueries.company(ctx, companyId), 'cases', licenseId] as const,
      queryFn: ({ signal }) => getLicenseCaseHistory(ctx.api, { companyId, licenseId }, signal),
    }),
  contacts: (ctx: ApiContext, companyId: string) =>
    queryOptions({
      queryKey: [...companyQueries.company(ctx, companyId), 'contacts'] as const,
      queryFn: ({ signal }) => getContacts(ctx.api, companyId, signal),
    }),
  addresses: (ctx: ApiContext, companyId: string) =>
    queryOptions({
      queryKey: [...companyQueries.company(ctx, companyId), 'addresses'] as const,
      queryFn: ({ signal }) => getAddresses(ctx.api, companyId, signal),
    }),
  aliases: (ctx: ApiContext, companyId: string) =>
    queryOptions({
      queryKey: [...companyQueries.company(ctx, companyId), 'aliases'] as const,
      queryFn: ({ signal }) => getAliases(ctx.api, companyId, signal),
    }),
  related: (ctx: ApiContext, companyId: string) =>
    queryOptions({
      queryKey: [...companyQueries.company(ctx, companyId), 'related'] as const,
      queryFn: ({ signal }) => getRelatedCompanies(ctx.api, companyId, signal),
    }),
};
