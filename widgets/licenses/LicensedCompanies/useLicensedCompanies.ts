import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../core/api/useApi';
import { useInsights } from '../../core/config/context';
import {
  getLicensedCompanies, getLicensedCompaniesCount, getLicensedCompanyCommodities, getLicensedCompanyLicenseTypes,
  getLicensedCompanyNames, getLicensedCompanyStates, type LicensedCompanyFilters,
} from '../../core/api/licensedCompanies';

/** Filter options: they change rarely, so they stay fresh for ten minutes. */
export function useLicensedCompanyLookups() {
  const api = useApi();
  const { apiBaseUrl } = useInsights();
  const key = (name: string) => ['insights', apiBaseUrl, 'licensed-companies', 'lookup', name];
  const staleTime = 10 * 60_000;
  return {
    names: useQuery({ queryKey: key('names'), queryFn: ({ signal }) => getLicensedCompanyNames(api, signal), staleTime }),
    states: useQuery({ queryKey: key('states'), queryFn: ({ signal }) => getLicensedCompanyStates(api, signal), staleTime }),
    commodities: useQuery({ queryKey: key('commodities'), queryFn: ({ signal }) => getLicensedCompanyCommodities(api, signal), staleTime }),
    licenseTypes: useQuery({ queryKey: key('license-types'), queryFn: ({ signal }) => getLicensedCompanyLicenseTypes(api, signal), staleTime }),
  };
}

/** One server page and the total for the applied filters; the previous page stays on screen while the next loads. */
export function useLicensedCompaniesPage(filters: LicensedCompanyFilters, page: number, perPage: number) {
  const api = useApi();
  const { apiBaseUrl } = useInsights();
  const rows = useQuery({
    queryKey: ['insights', apiBaseUrl, 'licensed-companies', 'page', filters, page, perPage],
    queryFn: ({ signal }) => getLicensedCompanies(api, { page, perPage, filters }, signal),
    placeholderData: keepPreviousData,
  });
  const count = useQuery({
    queryKey: ['insights', apiBaseUrl, 'licensed-companies', 'count', filters],
    queryFn: ({ signal }) => getLicensedCompaniesCount(api, filters, signal),
    placeholderData: keepPreviousData,
  });
  return { rows, count };
}
