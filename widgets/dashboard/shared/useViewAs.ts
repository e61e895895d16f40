import { useQuery } from '../../core/api/useQuery';
import { useState } from 'react';
import { pricingQueries } from '../../core/api/pricing';
import { useApiContext } from '../../core/api/queryScope';
import { useInsights } from '../../core/config/context';

/** Super admins pick the client they 'View as' (starting from `initial`); everyone else has no selector. */
export function useViewAs(initial?: string | null) {
  const { session } = useInsights();
  const superAdmin = Boolean(session?.isSuperAdmin);
  const [viewAs, setViewAs] = useState(initial || session?.clientId || '');
  const clients = useQuery(pricingQueries.clients(useApiContext(), superAdmin));
  return { clients: superAdmin ? (clients.data ?? []) : [], viewAs: superAdmin ? viewAs : '', setViewAs };
}
