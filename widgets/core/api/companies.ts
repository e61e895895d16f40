import { queryOptions } from '@tanstack/react-query';
import { COMPANIES_ENDPOINTS as PATHS } from '../../../contract/companies/endpoints';
import { ADDRESS_ENDPOINTS } from '../../../contract/address/endpoints';
import type { Tolerant, Wire } from '../../../contract/http';
import type {
  alias, companyListItem, companyListBody, CompanySortColumn, relatedCompany, subscribeBody,
} from '../../../contract/companies/schemas';
import type { address, state } from '../../../contract/address/schemas';
import type { contact } from '../../../contract/contact/schemas';
import type { licenseCase } from '../../../contract/licenseCaseHistory/schemas';
import type { companyLicense } from '../../../contract/licenses/schemas';
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

/** A list reply as the screens read it: missing fields are an empty page. */
export const toListPage = <T>(reply: Tolerant<ListPage<T>> | null | undefined): ListPage<T> => ({
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
  return toListPage(await api.post<Tolerant<ListPage<Company>> | null>(PATHS.list, body, { signal }));
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

// ---- query factories

const STATES_STALE_MS = 60 * 60 * 1000;

/**
 * Keyed per user: premium redaction and the follow flags make every company reply depend on who asks.
 * The states of the filter panel are the same for everybody. The company's own queries (detail, sections, merge
 * search) are companyDetailQueries in companyDetail.ts, so the list's page does not download them.
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
  /** Everything of one company: the detail and its sections. */
  company: (ctx: ApiContext, companyId: string) => [...companyQueries.all(ctx), 'company', companyId.toLowerCase()] as const,
};
