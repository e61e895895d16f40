import { useQuery } from '../../core/api/useQuery';
import { useState } from 'react';
import { pricingQueries } from '../../core/api/pricing';
import { useApiContext } from '../../core/api/queryScope';
import { useInsights } from '../../core/config/context';

/** Super admins pick the client they 'View as'; everyone else sees their own client and no selector. */
export function useViewAs() {
  const { session } = useInsights();
  const superAdmin = Boolean(session?.isSuperAdmin);
  const [viewAs, setViewAs] = useState<string>(session?.clientId ?? '');
  const clients = useQuery(pricingQueries.clients(useApiContext(), superAdmin));
  return { clients: superAdmin ? (clients.data ?? null) : null, viewAs, setViewAs };
}
