import { useQuery } from '../../core/api/useQuery';
import { dashboardQueries } from '../../core/api/dashboard';
import { useApiContext } from '../../core/api/queryScope';
import { useDashboardClient } from './useDashboardClient';

export function useMyLicenses(viewAs?: string | null) {
  const { clientId } = useDashboardClient(viewAs);
  const query = useQuery(dashboardQueries.licenses(useApiContext(), clientId));
  return { rows: query.data ?? [], loading: query.isPending && query.fetchStatus !== 'idle', error: query.error };
}
