import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../core/api/useQuery';
import { useApiContext } from '../../core/api/queryScope';
import { userQueries } from '../../core/api/users';
import { useUserMutations } from '../shared/useUserMutations';
import { argsOfState, type UsersListState } from './listState';

export function useUsersAdmin(clientId: string, state: UsersListState) {
  const ctx = useApiContext();
  const list = useQuery({ ...userQueries.list(ctx, clientId, argsOfState(state)), placeholderData: keepPreviousData });
  return { list, ...useUserMutations(clientId) };
}
