import { queryOptions } from '@tanstack/react-query';
import { COMPANIES_ENDPOINTS as PATHS } from '../../../contract/companies/endpoints';
import { ADDRESS_ENDPOINTS } from '../../../contract/address/endpoints';
import { CONTACT_ENDPOINTS } from '../../../contract/contact/endpoints';
import { LICENSE_CASE_HISTORY_ENDPOINTS } from '../../../contract/licenseCaseHistory/endpoints';
import { LICENSES_ENDPOINTS } from '../../../contract/licenses/endpoints';
import type { Tolerant, Wire } from '../../../contract/http';
import type {
  changeDisplayNameBody, mergeCompanyBody, searchCompanyBody, searchCompanyReply, swapParentChildBody,
} from '../../../contract/companies/schemas';
import type { licenseCaseHistoryBody, licenseCaseHistoryReply } from '../../../contract/licenseCaseHistory/schemas';
import type { licensesBody } from '../../../contract/licenses/schemas';
import { companyQueries, toListPage, type Address, type Alias, type Company, type Contact, type License, type LicenseCase, type ListPage, type RelatedCompany } from './companies';
import type { ApiClient } from './createApiClient';
import type { ApiContext } from './queryScope';

// One company's calls and queries: the detail screen, its sections and its super-admin actions. Apart from the
// list's calls (companies.ts) so that a page with only the company list does not download them.

type Signal = AbortSignal | undefined;

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
  return toListPage(await api.post<Tolerant<ListPage<License>> | null>(LICENSES_ENDPOINTS.getAll, body, { signal }));
}

export async function getLicenseCaseHistory(
  api: ApiClient, license: { companyId: string; licenseId: number }, signal?: Signal,
): Promise<LicenseCase[]> {
  const body: Wire<typeof licenseCaseHistoryBody> = { ...firstPage(license.companyId, 50), licenseId: license.licenseId };
  const reply = await api.post<Tolerant<Wire<typeof licenseCaseHistoryReply>> | null>(LICENSE_CASE_HISTORY_ENDPOINTS.list, body, { signal });
  return reply?.licenseCaseHistory ?? [];
}

export async function getContacts(api: ApiClient, companyId: string, signal?: Signal): Promise<ListPage<Contact>> {
  return toListPage(await api.post<Tolerant<ListPage<Contact>> | null>(CONTACT_ENDPOINTS.list, firstPage(companyId, 50), { signal }));
}

export async function getAddresses(api: ApiClient, companyId: string, signal?: Signal): Promise<ListPage<Address>> {
  return toListPage(await api.post<Tolerant<ListPage<Address>> | null>(ADDRESS_ENDPOINTS.list, firstPage(companyId, 50), { signal }));
}

export async function getAliases(api: ApiClient, companyId: string, signal?: Signal): Promise<ListPage<Alias>> {
  return toListPage(await api.post<Tolerant<ListPage<Alias>> | null>(PATHS.aliases, firstPage(companyId, 100), { signal }));
}

export async function getRelatedCompanies(api: ApiClient, companyId: string, signal?: Signal): Promise<ListPage<RelatedCompany>> {
  return toListPage(await api.post<Tolerant<ListPage<RelatedCompany>> | null>(PATHS.related, firstPage(companyId, 100), { signal }));
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

/** Under companyQueries.company(ctx, id), so one invalidation refreshes the detail and all its sections. */
export const companyDetailQueries = {
  search: (ctx: ApiContext, text: string) =>
    queryOptions({
      queryKey: [...companyQueries.all(ctx), 'search', text.trim()] as const,
      queryFn: ({ signal }) => searchCompanies(ctx.api, text, signal),
      enabled: text.trim().length > 0,
    }),
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
