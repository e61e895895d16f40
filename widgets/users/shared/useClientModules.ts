import { useQuery } from '../../core/api/useQuery';
import { useApiContext } from '../../core/api/queryScope';
import { userQueries } from '../../core/api/users';

/** The modules the client's add-ons allow (the user form's checkboxes), fetched once the form is about to open. */
export function useClientModules(clientId: string, enabled: boolean) {
  const ctx = useApiContext();
  return useQuery({ ...userQueries.clientModules(ctx, clientId), enabled: enabled && Boolean(clientId) });
}
