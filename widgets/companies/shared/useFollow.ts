import { useCallback, useState } from 'react';
import { subscribeNotification, type FollowChange } from '../../core/api/companies';
import { useApiContext } from '../../core/api/queryScope';
import { useToast } from '../../core/ui/Toast';
import { useHostEvents } from '../../core/events/HostEventsContext';

/**
 * Follow / unfollow a company or one of its licenses. The caller changes its button only in onConfirmed, i.e. after
 * the server replied with text containing 'Notifications' (spec 1 §4); any other answer, or a failed request, leaves
 * the state as it was and says why in a toast. `mutate(change, { onSettled })` as with TanStack's useMutation, which
 * this does without: one request and a pending flag do not need it, and the company list's first download is
 * smaller for it (issue 22).
 */
export function useFollow(onConfirmed: (change: FollowChange) => void) {
  const { api } = useApiContext();
  const toast = useToast();
  const { emit } = useHostEvents();
  const [pending, setPending] = useState(0);

  const mutate = useCallback((change: FollowChange, options?: { onSettled?: () => void }) => {
    setPending((count) => count + 1);
    void subscribeNotification(api, change)
      .then((accepted) => {
        if (!accepted) throw new Error('request can not accept this time');
        onConfirmed(change);
        emit('insights-follow-change', {
          companyId: change.companyId,
          ...(change.licenseId !== undefined ? { licenseId: change.licenseId } : {}),
          following: change.follow,
        });
      })
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : String(error)))
      .finally(() => {
        setPending((count) => count - 1);
        options?.onSettled?.();
      });
  }, [api, toast, emit, onConfirmed]);
  return { mutate, isPending: pending > 0 };
}
