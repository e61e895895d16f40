import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../core/api/useApi';
import {
  getAddresses, getAliases, getCompany, getContacts, getLicenseCaseHistory, getLicenses, getRelatedCompanies,
} from '../../core/api/companies';
import { useInsights } from '../../core/config/context';

export function useCompanyKey(companyId: string) {
  const { apiBaseUrl } = useInsights();
  return ['insights', apiBaseUrl, 'company', companyId.toLowerCase()] as const;
}

/** The company and its sections; each section loads (and fails) on its own. */
export function useCompanyDetail(companyId: string) {
  const api = useApi();
  const key = useCompanyKey(companyId);
  const company = useQuery({ queryKey: [...key, 'detail'], queryFn: ({ signal }) => getCompany(api, companyId, signal) });
  const enabled = company.isSuccess;
  const licenses = useQuery({ queryKey: [...key, 'licenses'], queryFn: ({ signal }) => getLicenses(api, companyId, signal), enabled });
  const contacts = useQuery({ queryKey: [...key, 'contacts'], queryFn: ({ signal }) => getContacts(api, companyId, signal), enabled });
  const addresses = useQuery({ queryKey: [...key, 'addresses'], queryFn: ({ signal }) => getAddresses(api, companyId, signal), enabled });
  const aliases = useQuery({ queryKey: [...key, 'aliases'], queryFn: ({ signal }) => getAliases(api, companyId, signal), enabled });
  const related = useQuery({ queryKey: [...key, 'related'], queryFn: ({ signal }) => getRelatedCompanies(api, companyId, signal), enabled });
  return { company, licenses, contacts, addresses, aliases, related };
}

export function useCaseHistory(companyId: string, licenseId: number) {
  const api = useApi();
  const key = useCompanyKey(companyId);
  return useQuery({
    queryKey: [...key, 'cases', licenseId],
    queryFn: ({ signal }) => getLicenseCaseHistory(api, companyId, licenseId, signal),
  });
}

/** After a super-admin action everything of the company reloads (spec: "page reloads"). */
export function useReloadCompany(companyId: string) {
  const queryClient = useQueryClient();
  const key = useCompanyKey(companyId);
  return () => queryClient.invalidateQueries({ queryKey: key });
}
