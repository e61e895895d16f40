import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../core/api/useApi';
import { subscribeNotification, type FollowRequest } from '../../core/api/companies';
import { useToast } from '../../core/ui/Toast';

/**
 * Follow / unfollow. The caller changes its button only in onConfirmed, i.e. after the server replied with
 * text containing 'Notifications' (spec 1 §4); any other answer leaves the state as it was.
 */
export function useFollow(onConfirmed: (request: FollowRequest) => void) {
  const api = useApi();
  const toast = useToast();
  return useMutation({
    mutationFn: async (request: FollowRequest) => {
      if (!(await subscribeNotification(api, request))) throw new Error('request can not accept this time');
      return request;
    },
    onSuccess: onConfirmed,
    onError: (error) => toast.error(error.message),
  });
}
