import { useQuery } from '../../core/api/useQuery';
import { useApiContext } from '../../core/api/queryScope';
import { userQueries } from '../../core/api/users';
import { useUserMutations } from '../shared/useUserMutations';

/** The signed-in user's own record (POST userInfo with their secureId) and its update. */
export function useProfile(clientId: string, secureId: string) {
  const ctx = useApiContext();
  const info = useQuery(userQueries.info(ctx, clientId, secureId));
  const { update } = useUserMutations(clientId);
  return { info, update };
}
