import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../core/api/useQuery';
import { useCallback, useState } from 'react';
import { companyQueries, type Company, type FollowChange, type ListPage } from '../../core/api/companies';
import { licenseQueries } from '../../core/api/licenses';
import { useApiContext } from '../../core/api/queryScope';
import { useDeferredQuery } from '../../core/api/useDeferredQuery';
import { useFollow } from '../shared/useFollow';
import type { ListState } from './listState';
import { useCompanyExport } from './useCompanyExport';

/** The company list screen: one page of companies, the states of the filter panel, Follow and Export CSV. */
export function useCompanyList(state: ListState, onExportError: (message: string) => void) {
  const ctx = useApiContext();
  const queryClient = useQueryClient();
  // Rows, count and pagination follow the page of companies together, built in a background render of short tasks.
  const list = useDeferredQuery(useQuery({ ...companyQueries.list(ctx, state), placeholderData: keepPreviousData }));
  const states = useQuery(companyQueries.states(ctx));
  // Home's license counts (usually cached from Home), so a drill-down can say which license count it came from.
  const licenseSummary = useQuery({ ...licenseQueries.stateWiseCount(ctx), enabled: Boolean(state.stateCode) });

  const { mutate: follow } = useFollow(
    useCallback((confirmed: FollowChange) => {
      // Every cached page showing the company flips, only now that the server confirmed.
      queryClient.setQueriesData<ListPage<Company>>(
        { queryKey: companyQueries.lists(ctx) },
        (page) => page && {
          ...page,
          data: page.data.map((c) => (c.id === confirmed.companyId ? { ...c, isSubscribe: confirmed.follow } : c)),
        },
      );
      void queryClient.invalidateQueries({ queryKey: companyQueries.company(ctx, confirmed.companyId) });
    }, [queryClient, ctx]),
  );
  const [followingId, setFollowingId] = useState<string | null>(null);
  const toggleFollow = useCallback(
    (company: Company) => {
      setFollowingId(company.id);
      follow({ companyId: company.id, follow: !company.isSubscribe }, { onSettled: () => setFollowingId(null) });
    },
    [follow],
  );

  const { exporting, exportCsv } = useCompanyExport(onExportError);
  return { list, states: states.data ?? [], licenseSummary: licenseSummary.data, followingId, toggleFollow, exporting, exportCsv };
}
