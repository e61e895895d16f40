import { useMutation } from '@tanstack/react-query';
import { subscribeNotification, type FollowChange } from '../../core/api/companies';
import { useApiContext } from '../../core/api/queryScope';
import { useToast } from '../../core/ui/Toast';
import { useHostEvents } from '../../core/events/HostEventsContext';

/**
 * Follow / unfollow a company or one of its licenses. The caller changes its button only in onConfirmed, i.e. after
 * the server replied with text containing 'Notifications' (spec 1 §4); any other answer leaves the state as it was.
 */
export function useFollow(onConfirmed: (change: FollowChange) => void) {
  const { api } = useApiContext();
  const toast = useToast();
  const { emit } = useHostEvents();
  return useMutation({
    mutationFn: async (change: FollowChange) => {
      if (!(await subscribeNotification(api, change))) throw new Error('request can not accept this time');
      return change;
    },
    onSuccess: (change) => {
      onConfirmed(change);
      emit('insights-follow-change', {
        companyId: change.companyId,
        ...(change.licenseId !== undefined ? { licenseId: change.licenseId } : {}),
        following: change.follow,
      });
    },
    onError: (error) => toast.error(error.message),
  });
}
