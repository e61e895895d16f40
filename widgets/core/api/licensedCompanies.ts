import type { ApiClient } from './createApiClient';

/** One row of GET /api/sqlserver/filteredMostRecentLicensedCompanies, as the server sends it. */
export interface LicensedCompany {
  licenseId: number;
  companyId: string;
  companyName: string;
  companyType: string;
  stateId: number;
  stateCode: string;
  stateName: string;
  commodityId: number;
  commodity: string;
  /** Null for a user without premium data (isPremium false). */
  licenseNumber: string | null;
  /** As stored, possibly pipe-joined ('Broker|n/a'); show it with formatLicenseType. */
  licenseType: string;
  /** YYYY-MM-DD; null when unknown or withheld. */
  dateIssued: string | null;
  officialWebsite: string | null;
  isPremium: boolean;
}

/** Lookups of spec 1 §3: company name with id and type; states and commodities with id and name; license types as strings. */
export interface LicensedCompanyName {
  id: string;
  name: string;
  type: string;
}
export interface LicensedCompanyState {
  id: number;
  name: string;
  code: string;
}
export interface LicensedCompanyCommodity {
  id: number;
  name: string;
}

/** The chosen filters; undefined means unset (sent as -1, as spec 1 §7 writes it). */
export interface LicensedCompanyFilters {
  company?: LicensedCompanyName;
  state?: Pick<LicensedCompanyState, 'id' | 'name'>;
  commodity?: LicensedCompanyCommodity;
  licenseType?: string;
}

const UNSET = -1;

/** Spec 1 §7 query parameters, every one present, -1 when unset. */
export function licensedCompanyQuery(filters: LicensedCompanyFilters): Record<string, string | number> {
  return {
    companyId: filters.company?.id ?? UNSET,
    companyType: filters.company?.type ?? UNSET,
    companyName: filters.company?.name ?? UNSET,
    companyStateId: filters.state?.id ?? UNSET,
    companyStateName: filters.state?.name ?? UNSET,
    companyCommodityId: filters.commodity?.id ?? UNSET,
    companyCommodityName: filters.commodity?.name ?? UNSET,
    companyLicenseType: filters.licenseType ?? UNSET,
  };
}

export async function getLicensedCompanies(
  api: ApiClient,
  args: { page: number; perPage: number; filters: LicensedCompanyFilters },
  signal?: AbortSignal,
): Promise<LicensedCompany[]> {
  const reply = await api.get<{ data?: LicensedCompany[] | null } | null>('/api/sqlserver/filteredMostRecentLicensedCompanies', {
    query: { page: args.page, perPage: args.perPage, ...licensedCompanyQuery(args.filters) },
    signal,
  });
  return reply?.data ?? [];
}

export async function getLicensedCompaniesCount(api: ApiClient, filters: LicensedCompanyFilters, signal?: AbortSignal): Promise<number> {
  const reply = await api.get<{ count?: number | null } | null>('/api/sqlserver/licensedCompaniesCount', {
    query: licensedCompanyQuery(filters),
    signal,
  });
  return reply?.count ?? 0;
}

async function list<T>(api: ApiClient, path: string, signal?: AbortSignal): Promise<T[]> {
  const reply = await api.get<{ data?: T[] | null } | null>(path, { signal });
  return reply?.data ?? [];
}

export const getLicensedCompanyNames = (api: ApiClient, signal?: AbortSignal) =>
  list<LicensedCompanyName>(api, '/api/sqlserver/licensedCompanyNames', signal);
export const getLicensedCompanyStates = (api: ApiClient, signal?: AbortSignal) =>
  list<LicensedCompanyState>(api, '/api/sqlserver/licensedCompanyStates', signal);
export const getLicensedCompanyCommodities = (api: ApiClient, signal?: AbortSignal) =>
  list<LicensedCompanyCommodity>(api, '/api/sqlserver/licensedCompanyCommodities', signal);
export const getLicensedCompanyLicenseTypes = (api: ApiClient, signal?: AbortSignal) =>
  list<string>(api, '/api/sqlserver/licensedCompanyLicenseTypes', signal);
