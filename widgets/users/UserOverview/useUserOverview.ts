import { useQuery } from '../../core/api/useQuery';
import { useApiContext } from '../../core/api/queryScope';
import { userQueries } from '../../core/api/users';
import { useUserMutations } from '../shared/useUserMutations';

/** One user of the client (POST userInfo), their last admin actions, and the update and delete actions. */
export function useUserOverview(clientId: string, userId: number) {
  const ctx = useApiContext();
  const valid = Number.isSafeInteger(userId) && userId > 0;
  const info = useQuery({ ...userQueries.info(ctx, clientId, userId), enabled: Boolean(clientId) && valid });
  const audit = useQuery({ ...userQueries.audit(ctx, clientId, userId), enabled: Boolean(clientId) && valid && Boolean(info.data) });
  const { update, remove } = useUserMutations(clientId);
  return { valid, info, audit, update, remove };
}
