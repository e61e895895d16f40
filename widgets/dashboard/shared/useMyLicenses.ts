import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { dashboardQueries } from '../../core/api/dashboard';
import { useApiContext } from '../../core/api/queryScope';
import { useDashboardClient } from './useDashboardClient';

/** Shown deferred (issue 25): the table builds in a background render instead of one task as the reply lands. */
export function useMyLicenses(viewAs?: string | null) {
  const { clientId } = useDashboardClient(viewAs);
  const query = useQuery(dashboardQueries.licenses(useApiContext(), clientId));
  const loading = query.isPending && query.fetchStatus !== 'idle';
  return useDeferredValue(useMemo(() => ({ rows: query.data ?? [], loading, error: query.error }), [query.data, loading, query.error]));
}
