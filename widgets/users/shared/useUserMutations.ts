import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserStatusCode } from '../../../contract/users/constants';
import { useApiContext } from '../../core/api/queryScope';
import {
  createUser, deleteUser, resetUserPassword, updateUser, updateUserStatus, userQueries, type NewUser, type UserChanges,
} from '../../core/api/users';

/**
 * The user actions of spec 2 §6 for one client. Each answers the server's message; every cached user list and
 * record of this signed-in user is refreshed once the server has answered.
 */
export function useUserMutations(clientId: string) {
  const ctx = useApiContext();
  const queryClient = useQueryClient();
  const all = userQueries.all(ctx);
  const refresh = () => queryClient.invalidateQueries({ queryKey: all });

  const create = useMutation({ mutationFn: (values: NewUser) => createUser(ctx.api, clientId, values), onSuccess: refresh });
  const update = useMutation({ mutationFn: (changes: UserChanges) => updateUser(ctx.api, clientId, changes), onSuccess: refresh });
  const setStatus = useMutation({
    mutationFn: (args: { userId: number; secureId: string; statusCode: UserStatusCode }) => updateUserStatus(ctx.api, clientId, args),
    onSuccess: refresh,
  });
  const resetPassword = useMutation({ mutationFn: (args: { userId: number }) => resetUserPassword(ctx.api, clientId, args), onSuccess: refresh });
  const remove = useMutation({
    mutationFn: (args: { userId: number; secureId: string }) => deleteUser(ctx.api, clientId, args),
    onSuccess: (_message, args) => {
      // The deleted record is gone: drop it rather than ask the server for it again.
      queryClient.removeQueries({ queryKey: [...all, clientId, 'info', String(args.userId)] });
      queryClient.removeQueries({ queryKey: [...all, clientId, 'info', args.secureId] });
      queryClient.removeQueries({ queryKey: [...all, clientId, 'audit', args.userId] });
      return queryClient.invalidateQueries({ queryKey: [...all, clientId, 'list'] });
    },
  });
  return { create, update, setStatus, resetPassword, remove };
}
