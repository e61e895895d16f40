import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../core/api/useApi';
import { getPricingClients } from '../../core/api/pricing';
import { useInsights } from '../../core/config/context';

/** Super admins pick the client they 'View as'; everyone else sees their own client and no selector. */
export function useViewAs() {
  const api = useApi();
  const { apiBaseUrl, session } = useInsights();
  const superAdmin = Boolean(session?.isSuperAdmin);
  const [viewAs, setViewAs] = useState<string>(session?.clientId ?? '');
  const clients = useQuery({
    queryKey: ['insights', apiBaseUrl, 'pricing', 'clients'],
    queryFn: ({ signal }) => getPricingClients(api, signal),
    enabled: superAdmin,
    retry: false,
  });
  return { clients: superAdmin ? (clients.data ?? null) : null, viewAs, setViewAs };
}
