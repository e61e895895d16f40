import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../core/api/useQuery';
import { useState } from 'react';
import { licensedCompanyQueries, licensedCompanyQuery, type LicensedCompanyFilters } from '../../core/api/licensedCompanies';
import { useApiContext } from '../../core/api/queryScope';
import { DEFAULT_PAGE_SIZE, hasAnyFilter, pageCountOf } from './filters';
import { useHostEvents } from '../../core/events/HostEventsContext';
import { filterRecord } from '../../core/events/filterRecord';

/**
 * The chosen filters as the host hears them: the set fields of the API's query, in its names, so each choice is named
 * and not only numbered (`companyStateId: '1', companyStateName: 'Texas'`); unset fields (-1) are left out.
 */
export function licensedCompanyHostFilters(filters: LicensedCompanyFilters) {
  const chosen = Object.entries(licensedCompanyQuery(filters)).filter(([, value]) => value !== UNSET_FILTER);
  return filterRecord(Object.fromEntries(chosen));
}
const UNSET_FILTER = '-1';

/**
 * The licensed-companies screen: filter options, the filters being chosen (draft) and those applied, and one server
 * page with the total for the applied filters. The previous page stays on screen while the next loads.
 */
export function useLicensedCompanies() {
  const ctx = useApiContext();
  const { emit } = useHostEvents();
  const lookups = {
    states: useQuery(licensedCompanyQueries.states(ctx)),
    commodities: useQuery(licensedCompanyQueries.commodities(ctx)),
    licenseTypes: useQuery(licensedCompanyQueries.licenseTypes(ctx)),
  };
  const [draft, setDraft] = useState<LicensedCompanyFilters>({});
  const [applied, setApplied] = useState<LicensedCompanyFilters>({});
  const [page, setPage] = useState(1);
  const [perPage, setPerPageState] = useState<number>(DEFAULT_PAGE_SIZE);
  const rows = useQuery({ ...licensedCompanyQueries.page(ctx, { page, perPage, filters: applied }), placeholderData: keepPreviousData });
  const count = useQuery({ ...licensedCompanyQueries.count(ctx, applied), placeholderData: keepPreviousData });

  const total = count.data ?? 0;
  const anyChosen = hasAnyFilter(draft);

  return {
    lookups,
    draft,
    setFilter: <K extends keyof LicensedCompanyFilters>(key: K, value: LicensedCompanyFilters[K]) =>
      setDraft((current) => ({ ...current, [key]: value })),
    canApply: anyChosen,
    canClear: anyChosen || hasAnyFilter(applied),
    apply: () => {
      setApplied(draft);
      emit('insights-filters-change', { filters: licensedCompanyHostFilters(draft) });
      setPage(1);
    },
    clear: () => {
      setDraft({});
      setApplied({});
      setPage(1);
      emit('insights-filters-change', { filters: {} });
    },
    rows,
    total,
    page,
    setPage,
    perPage,
    setPerPage: (size: number) => {
      setPerPageState(size);
      setPage(1);
    },
    pageCount: pageCountOf(total, perPage),
    failure: rows.error ?? count.error,
    retry: () => void Promise.all([rows.refetch(), count.refetch()]),
  };
}
