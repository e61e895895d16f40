import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { dashboardQueries } from '../../core/api/dashboard';
import { useApiContext } from '../../core/api/queryScope';
import { useDashboardClient } from './useDashboardClient';

/**
 * The signed-in user's follows; a super admin viewing as another client still sees their own (it is per user).
 * Shown deferred like the dashboard's other panels (issue 25), so a reply landing is no long task.
 */
export function useFollowedEvents() {
  const { secureId, clientId } = useDashboardClient();
  const query = useQuery(dashboardQueries.followedEvents(useApiContext(), clientId, secureId));
  const loading = query.isPending && query.fetchStatus !== 'idle';
  return useDeferredValue(useMemo(() => ({ events: query.data ?? [], loading, error: query.error }), [query.data, loading, query.error]));
}
