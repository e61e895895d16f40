import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { markNotification, notificationQueries } from '../../core/api/notifications';
import { useApiContext } from '../../core/api/queryScope';
import { useNotificationHub } from '../../core/realtime/useNotificationHub';
import { useHostEvents } from '../../core/events/HostEventsContext';

/** The bell's unread list from the page's one realtime connection, and Mark all as read. */
export function useNotificationBell() {
  const ctx = useApiContext();
  const client = useQueryClient();
  const { hub, state } = useNotificationHub();
  const { emit } = useHostEvents();
  const markAllRead = useCallback(async () => {
    // A failure shows as nothing changing: the next sync brings the real state.
    if (await markNotification(ctx.api, { isRead: true, all: true }).catch(() => false)) {
      emit('insights-notification-read', { ids: [], all: true });
    }
    await hub?.refresh();
    // A notifications list elsewhere on the page shows them read too.
    await client.invalidateQueries({ queryKey: notificationQueries.all(ctx) });
  }, [client, ctx, hub, emit]);
  return { state, markAllRead };
}
