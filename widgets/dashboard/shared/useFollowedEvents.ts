import { useQuery } from '../../core/api/useQuery';
import { dashboardQueries } from '../../core/api/dashboard';
import { useApiContext } from '../../core/api/queryScope';
import { useDashboardClient } from './useDashboardClient';

/** The signed-in user's follows; a super admin viewing as another client still sees their own (it is per user). */
export function useFollowedEvents() {
  const { secureId, clientId } = useDashboardClient();
  const query = useQuery(dashboardQueries.followedEvents(useApiContext(), clientId, secureId));
  return { events: query.data ?? [], loading: query.isPending && query.fetchStatus !== 'idle', error: query.error };
}
