import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../core/api/useApi';
import { getCompanies, getStates, type CompanyListPage } from '../../core/api/companies';
import { useInsights } from '../../core/config/context';
import { useFollow } from '../shared/useFollow';
import { requestOfState, type ListState } from './listState';

export function useCompanyList(state: ListState) {
  const api = useApi();
  const { apiBaseUrl } = useInsights();
  const queryClient = useQueryClient();
  const request = requestOfState(state);
  const listKey = ['insights', apiBaseUrl, 'companies', 'list'];

  const list = useQuery({
    queryKey: [...listKey, request],
    queryFn: ({ signal }) => getCompanies(api, request, signal),
    placeholderData: keepPreviousData,
  });
  const states = useQuery({
    queryKey: ['insights', apiBaseUrl, 'states'],
    queryFn: ({ signal }) => getStates(api, signal),
    staleTime: 60 * 60 * 1000,
  });

  const follow = useFollow(
    useCallback((confirmed) => {
      // Every cached page showing the company flips, only now that the server confirmed.
      queryClient.setQueriesData<CompanyListPage>({ queryKey: listKey }, (page) => page && {
        ...page,
        data: page.data.map((c) => (c.id === confirmed.CompanyId ? { ...c, isSubscribe: confirmed.IsSubscribe } : c)),
      });
      void queryClient.invalidateQueries({ queryKey: ['insights', apiBaseUrl, 'company', confirmed.CompanyId] });
    // listKey is derived from apiBaseUrl only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [queryClient, apiBaseUrl]),
  );

  return { list, states: states.data ?? [], follow };
}
