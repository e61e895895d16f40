import { queryOptions } from '@tanstack/react-query';
import { COMPANIES_ENDPOINTS as PATHS } from '../../../contract/companies/endpoints';
import type { Tolerant, Wire } from '../../../contract/http';
import type { searchCompanyBody, searchCompanyReply } from '../../../contract/companies/schemas';
import type { Company } from './companies';
import type { ApiClient } from './createApiClient';
import type { ApiContext } from './queryScope';

/** How many companies the global search shows. */
export const GLOBAL_SEARCH_LIMIT = 10;

/**
 * The global search: SearchCompany's best `limit` companies for the text (name, alias, domain, license number),
 * ranked by the server. Blank text asks nothing (the call refuses it).
 */
export async function findCompanies(api: ApiClient, text: string, limit: number, signal?: AbortSignal): Promise<Company[]> {
  const search = text.trim();
  if (!search) return [];
  const body: Wire<typeof searchCompanyBody> = { Search: search, Limit: limit };
  const reply = await api.post<Tolerant<Wire<typeof searchCompanyReply>> | null>(PATHS.search, body, { signal });
  return reply?.data?.data ?? [];
}

export const companySearchQueries = {
  find: (ctx: ApiContext, text: string, limit = GLOBAL_SEARCH_LIMIT) =>
    queryOptions({
      // Per user: the follow flag and premium match texts differ between users.
      queryKey: [...ctx.user, 'companies', 'globalSearch', text.trim().toLowerCase(), limit] as const,
      queryFn: ({ signal }) => findCompanies(ctx.api, text, limit, signal),
      enabled: text.trim().length > 0,
      // A text typed again within a minute shows at once.
      staleTime: 60_000,
    }),
};
