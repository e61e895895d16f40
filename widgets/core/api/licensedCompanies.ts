import { queryOptions } from '@tanstack/react-query';
import { LICENSED_COMPANIES_ENDPOINTS as PATHS, LICENSED_COMPANY_NAMES_DEFAULT_LIMIT } from '../../../contract/licensedCompanies/endpoints';
import type { Tolerant, Wire } from '../../../contract/http';
import type {
  licensedCompaniesCountReply, licensedCompaniesQuery, licensedCompaniesReply, licensedCompany, licensedCompanyCommodity,
  licensedCompanyFilters, licensedCompanyName, licensedCompanyNamesQuery, licensedCompanyNamesReply, licensedCompanyState,
} from '../../../contract/licensedCompanies/schemas';
import type { ApiClient } from './createApiClient';
import type { ApiContext } from './queryScope';

/** One row of the licensed-companies page, as the server sends it. */
export type LicensedCompany = Wire<typeof licensedCompany>;

/** Lookups of spec 1 §3: company name with id and type; states and commodities with id and name; license types as strings. */
export type LicensedCompanyName = Wire<typeof licensedCompanyName>;
export type LicensedCompanyState = Wire<typeof licensedCompanyState>;
export type LicensedCompanyCommodity = Wire<typeof licensedCompanyCommodity>;

/** The chosen filters; undefined means unset (sent as -1, as spec 1 §7 writes it). */
export interface LicensedCompanyFilters {
  company?: LicensedCompanyName;
  state?: Pick<LicensedCompanyState, 'id' | 'name'>;
  commodity?: LicensedCompanyCommodity;
  licenseType?: string;
}

/** Wire query of the count (and, with page and perPage, of the page): every filter present. */
export type LicensedCompanyFilterQuery = Required<Wire<typeof licensedCompanyFilters>>;
export type LicensedCompaniesPageQuery = LicensedCompanyFilterQuery & Required<Pick<Wire<typeof licensedCompaniesQuery>, 'page' | 'perPage'>>;

const UNSET = '-1';

/** Spec 1 §7 query parameters, every one present, -1 when unset. */
export function licensedCompanyQuery(filters: LicensedCompanyFilters): LicensedCompanyFilterQuery {
  return {
    companyId: filters.company?.id ?? UNSET,
    companyType: filters.company?.type ?? UNSET,
    companyName: filters.company?.name ?? UNSET,
    companyStateId: filters.state ? String(filters.state.id) : UNSET,
    companyStateName: filters.state?.name ?? UNSET,
    companyCommodityId: filters.commodity ? String(filters.commodity.id) : UNSET,
    companyCommodityName: filters.commodity?.name ?? UNSET,
    companyLicenseType: filters.licenseType ?? UNSET,
  };
}

export interface LicensedCompaniesPageArgs {
  page: number;
  perPage: number;
  filters: LicensedCompanyFilters;
}

export function licensedCompaniesPageQuery({ page, perPage, filters }: LicensedCompaniesPageArgs): LicensedCompaniesPageQuery {
  return { page, perPage, ...licensedCompanyQuery(filters) };
}

export async function getLicensedCompanies(api: ApiClient, args: LicensedCompaniesPageArgs, signal?: AbortSignal): Promise<LicensedCompany[]> {
  const reply = await api.get<Tolerant<Wire<typeof licensedCompaniesReply>> | null>(PATHS.page, { query: licensedCompaniesPageQuery(args), signal });
  return reply?.data ?? [];
}

export async function getLicensedCompaniesCount(api: ApiClient, filters: LicensedCompanyFilters, signal?: AbortSignal): Promise<number> {
  const reply = await api.get<Tolerant<Wire<typeof licensedCompaniesCountReply>> | null>(PATHS.count, {
    query: licensedCompanyQuery(filters),
    signal,
  });
  return reply?.count ?? 0;
}

async function list<T>(api: ApiClient, path: string, signal?: AbortSignal): Promise<T[]> {
  const reply = await api.get<Tolerant<{ data: T[] }> | null>(path, { signal });
  return reply?.data ?? [];
}

export const getLicensedCompanyNames = (api: ApiClient, signal?: AbortSignal) => list<LicensedCompanyName>(api, PATHS.names, signal);
/** One page of the company picker: names containing `search` (all when empty), those starting with it first. */
export interface LicensedCompanyNamePage {
  names: LicensedCompanyName[];
  /** More companies match than the page holds: the user narrows by typing. */
  hasMore: boolean;
}

export async function searchLicensedCompanyNames(
  api: ApiClient,
  { search, limit = LICENSED_COMPANY_NAMES_DEFAULT_LIMIT }: { search: string; limit?: number },
  signal?: AbortSignal,
): Promise<LicensedCompanyNamePage> {
  const query: Wire<typeof licensedCompanyNamesQuery> = search.trim() ? { search: search.trim(), limit } : { limit };
  const reply = await api.get<Tolerant<Wire<typeof licensedCompanyNamesReply>> | null>(PATHS.names, { query, signal });
  return { names: reply?.data ?? [], hasMore: reply?.hasMore ?? false };
}

export const getLicensedCompanyStates = (api: ApiClient, signal?: AbortSignal) => list<LicensedCompanyState>(api, PATHS.states, signal);
export const getLicensedCompanyCommodities = (api: ApiClient, signal?: AbortSignal) =>
  list<LicensedCompanyCommodity>(api, PATHS.commodities, signal);
export const getLicensedCompanyLicenseTypes = (api: ApiClient, signal?: AbortSignal) => list<string>(api, PATHS.licenseTypes, signal);

/** Filter options change rarely: they stay fresh for ten minutes. */
const LOOKUP_STALE_MS = 10 * 60_000;

/**
 * Lookups and counts are the same for every user; a page is not (license number and date issued are withheld
 * without premium data), so its key carries the user. Keys hold the wire query: equal filters share a cache entry.
 */
export const licensedCompanyQueries = {
  all: (ctx: ApiContext) => [...ctx.shared, 'licensed-companies'] as const,
  names: (ctx: ApiContext) =>
    queryOptions({
      queryKey: [...licensedCompanyQueries.all(ctx), 'names'] as const,
      queryFn: ({ signal }) => getLicensedCompanyNames(ctx.api, signal),
      staleTime: LOOKUP_STALE_MS,
    }),
  /** The picker's page for what the user typed (trimmed; '' = the first names). */
  nameSearch: (ctx: ApiContext, search: string) =>
    queryOptions({
      queryKey: [...licensedCompanyQueries.all(ctx), 'name-search', search.trim().toLowerCase()] as const,
      queryFn: ({ signal }) => searchLicensedCompanyNames(ctx.api, { search }, signal),
      staleTime: LOOKUP_STALE_MS,
    }),
  states: (ctx: ApiContext) =>
    queryOptions({
      queryKey: [...licensedCompanyQueries.all(ctx), 'states'] as const,
      queryFn: ({ signal }) => getLicensedCompanyStates(ctx.api, signal),
      staleTime: LOOKUP_STALE_MS,
    }),
  commodities: (ctx: ApiContext) =>
    queryOptions({
      queryKey: [...licensedCompanyQueries.all(ctx), 'commodities'] as const,
      queryFn: ({ signal }) => getLicensedCompanyCommodities(ctx.api, signal),
      staleTime: LOOKUP_STALE_MS,
    }),
  licenseTypes: (ctx: ApiContext) =>
    queryOptions({
      queryKey: [...licensedCompanyQueries.all(ctx), 'license-types'] as const,
      queryFn: ({ signal }) => getLicensedCompanyLicenseTypes(ctx.api, signal),
      staleTime: LOOKUP_STALE_MS,
    }),
  count: (ctx: ApiContext, filters: LicensedCompanyFilters) =>
    queryOptions({
      queryKey: [...licensedCompanyQueries.all(ctx), 'count', licensedCompanyQuery(filters)] as const,
      queryFn: ({ signal }) => getLicensedCompaniesCount(ctx.api, filters, signal),
    }),
  page: (ctx: ApiContext, args: LicensedCompaniesPageArgs) =>
    queryOptions({
      queryKey: [...ctx.user, 'licensed-companies', 'page', licensedCompaniesPageQuery(args)] as const,
      queryFn: ({ signal }) => getLicensedCompanies(ctx.api, args, signal),
    }),
};
