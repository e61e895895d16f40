import type { ApiClient } from './createApiClient';

/** Spec 1 §3 Company, as POST /api/company/getall and GET /api/company/{companyId} send it. */
export interface Company {
  id: string;
  legalName: string;
  emailDomain?: string | null;
  companyType: string;
  contactCount: number;
  licenseCount: number;
  /** 'ABC', 'Supplier' or 'ABC, Supplier'. */
  licenseType: string;
  isSubscribe: boolean;
  hubspotUrl?: string | null;
  parentId?: string | null;
}

export type CompanySortColumn = 'legalName' | 'emailDomain' | 'companyType' | 'licenseCount' | 'contactCount' | 'licenseType';
export type LicenseTypeFilter = '' | 'ABC' | 'Supplier';
/** 0 both, 1 electric, 2 natural gas (spec 1 §9). */
export type CommodityCode = 0 | 1 | 2;

/** Wire body of POST /api/company/getall (spec 1 §7 names). */
export interface CompanyListRequest {
  PageNumber: number;
  PageSize: number;
  SearchTerm: string;
  orderBy: CompanySortColumn;
  ascendingOrder: boolean;
  stateCode: string;
  licenseType: LicenseTypeFilter;
  commodity: CommodityCode;
}

export interface CompanyListPage {
  data: Company[];
  totalRecords: number;
}

export interface State {
  id: number;
  name: string;
  code: string;
}

export interface License {
  id: number;
  stateCode: string | null;
  associatedLegalName: string | null;
  commodity: string | null;
  licenseNumber: string | null;
  licenseRegisteredDate: string | null;
  licenseExpiryDate: string | null;
  licenseType: string | null;
  licenseStatus: string | null;
  lastFoundOn?: string | null;
  createdDate?: string | null;
  isLatest?: boolean;
  sourceFileDate?: string | null;
  sourceUrl: string | null;
  screenshotUrl: string | null;
  caseCount?: number;
  isPremium: boolean;
  isSubscribe: boolean;
}

export interface LicenseCase {
  id: number;
  licenseId?: number;
  caseNumber: string | null;
  caseTitle: string | null;
  pucUrl: string | null;
  caseOpenDate: string | null;
  caseCloseDate: string | null;
  caseStatus: string | null;
  caseType: string | null;
  caseNote: string | null;
  isPremium: boolean;
}

export interface Contact {
  id: number;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  contactRole: string | null;
  stateCode: string | null;
  isPremium: boolean;
}

export interface Address {
  id: number;
  contactAddress: string | null;
  contactCity: string | null;
  stateCode: string | null;
  contactZip: string | null;
  licenseStateCode: string | null;
  isPremium: boolean;
}

export interface Alias {
  id: number;
  aliasName: string | null;
  aliasType: 'FKA' | 'DBA';
  isPrimary?: boolean;
  isPremium: boolean;
}

export interface RelatedCompany {
  id: string;
  legalName: string | null;
  emailDomain: string | null;
  licenseCount: number;
  contactCount: number;
  relation: 'Parent' | 'Sibling' | 'Child';
  isPremium: boolean;
}

export interface ListPage<T> {
  data: T[];
  totalRecords: number;
}

type Signal = AbortSignal | undefined;
const paged = (companyId: string, PageSize: number, PageNumber = 1) => ({ PageNumber, PageSize, SearchTerm: '', companyId });

export async function getCompanies(api: ApiClient, body: CompanyListRequest, signal?: Signal): Promise<CompanyListPage> {
  const reply = await api.post<Partial<CompanyListPage> | null>('/api/company/getall', { ...body, SearchTerm: body.SearchTerm.trim() }, { signal });
  return { data: reply?.data ?? [], totalRecords: reply?.totalRecords ?? 0 };
}

export async function getStates(api: ApiClient, signal?: Signal): Promise<State[]> {
  return (await api.get<State[] | null>('/api/address/GetStates', { signal })) ?? [];
}

export interface FollowRequest {
  CompanyId: string;
  IsSubscribe: boolean;
  StateCode?: string;
  Commodity?: string;
  LicenseType?: string;
}

/** Spec 1 §4: success is a reply text containing 'Notifications'; anything else is a failure. */
export async function subscribeNotification(api: ApiClient, body: FollowRequest): Promise<boolean> {
  const reply = await api.post<unknown>('/api/Company/SubscribeNotification', body);
  return (typeof reply === 'string' ? reply : JSON.stringify(reply ?? '')).includes('Notifications');
}

/** Merge target search: only for non-empty text, limit 50 (spec 1 §5). */
export async function searchCompanies(api: ApiClient, search: string, signal?: Signal): Promise<Company[]> {
  const text = search.trim();
  if (!text) return [];
  const reply = await api.post<{ data?: { data?: Company[] } } | null>('/api/company/SearchCompany', { Search: text, Limit: 50 }, { signal });
  return reply?.data?.data ?? [];
}

/** Truthy reply means success (spec 1 §7). */
export async function mergeCompany(api: ApiClient, targetCompanyId: string, sourceCompanyId: string): Promise<boolean> {
  return Boolean(await api.post<unknown>('/api/company/MergeCompany', { TargetCompanyId: targetCompanyId, SourceCompanyId: sourceCompanyId }));
}

export async function getCompany(api: ApiClient, companyId: string, signal?: Signal): Promise<Company> {
  return api.get<Company>(`/api/company/${encodeURIComponent(companyId.toUpperCase())}`, { signal });
}

export async function getLicenses(api: ApiClient, companyId: string, signal?: Signal): Promise<ListPage<License>> {
  return api.post<ListPage<License>>('/api/license/getall', paged(companyId, 50), { signal });
}

export async function getLicenseCaseHistory(api: ApiClient, companyId: string, licenseId: number, signal?: Signal): Promise<LicenseCase[]> {
  const reply = await api.post<{ licenseCaseHistory?: LicenseCase[] } | null>(
    '/api/licenseCaseHistory/getall', { ...paged(companyId, 50), licenseId }, { signal },
  );
  return reply?.licenseCaseHistory ?? [];
}

export async function getContacts(api: ApiClient, companyId: string, signal?: Signal): Promise<ListPage<Contact>> {
  return api.post<ListPage<Contact>>('/api/contact/getall', paged(companyId, 50), { signal });
}

export async function getAddresses(api: ApiClient, companyId: string, signal?: Signal): Promise<ListPage<Address>> {
  return api.post<ListPage<Address>>('/api/Address/getall', paged(companyId, 50), { signal });
}

export async function getAliases(api: ApiClient, companyId: string, signal?: Signal): Promise<ListPage<Alias>> {
  return api.post<ListPage<Alias>>('/api/Company/GetAlias', paged(companyId, 100), { signal });
}

export async function getRelatedCompanies(api: ApiClient, companyId: string, signal?: Signal): Promise<ListPage<RelatedCompany>> {
  return api.post<ListPage<RelatedCompany>>('/api/Company/GetRelatedCompanies', paged(companyId, 100), { signal });
}

/** Set Primary / change display name (super admin). */
export async function changeDisplayName(api: ApiClient, companyId: string, aliasId: number): Promise<void> {
  await api.post('/api/company/ChangeDisplayName', { CompanyId: companyId, AliasId: aliasId });
}

export async function removeAlias(api: ApiClient, aliasId: number): Promise<void> {
  await api.get(`/api/company/RemoveAlias/${aliasId}`);
}

/** Set Parent: the child company becomes the parent (super admin). */
export async function swapParentChild(api: ApiClient, companyId: string, childCompanyId: string): Promise<void> {
  await api.post('/api/company/SwapParentChaild', { CompanyId: companyId, AliasId: childCompanyId });
}
