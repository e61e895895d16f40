import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../core/api/useQuery';
import { useCallback } from 'react';
import { markNotification, notificationQueries, removeNotification, type InsightsNotification } from '../../core/api/notifications';
import { useApiContext } from '../../core/api/queryScope';
import { useNotificationHub } from '../../core/realtime/useNotificationHub';
import { useHostEvents } from '../../core/events/HostEventsContext';
import type { NotificationFilters } from './searchFilters';
import type { NotificationCategory } from '../../core/api/notifications';

export interface NotificationsPageQuery {
  /** 1-based. */
  page: number;
  pageSize: number;
  ascending: boolean;
  filters: NotificationFilters;
  /** The page's category filter (issue 61): '' = every notification. */
  category?: NotificationCategory | '';
}

export function useNotificationsPage(q: NotificationsPageQuery) {
  const ctx = useApiContext();
  const client = useQueryClient();
  const invalidate = useCallback(() => client.invalidateQueries({ queryKey: notificationQueries.all(ctx) }), [client, ctx]);
  // A pushed notification shows up in the list without a reload; read state changes refresh the bell.
  const { hub, state: hubState } = useNotificationHub(invalidate);
  const { emit } = useHostEvents();

  const list = useQuery({
    ...notificationQueries.list(ctx, {
      page: q.page,
      pageSize: q.pageSize,
      search: q.filters.searchTerm,
      ascending: q.ascending,
      from: q.filters.from || undefined,
      to: q.filters.to || undefined,
      category: q.category || undefined,
    }),
    placeholderData: keepPreviousData,
  });

  const afterChange = async () => {
    await invalidate();
    await hub?.refresh();
  };
  const markRead = useMutation({
    mutationFn: (n: InsightsNotification) => markNotification(ctx.api, { id: n.id, isRead: true }),
    onSuccess: (_, n) => {
      emit('insights-notification-read', { ids: [n.id], all: false });
      return afterChange();
    },
  });
  const markAllRead = useMutation({
    mutationFn: () => markNotification(ctx.api, { isRead: true, all: true }),
    onSuccess: () => {
      emit('insights-notification-read', { ids: [], all: true });
      return afterChange();
    },
  });
  const remove = useMutation({ mutationFn: (id: number) => removeNotification(ctx.api, { id }), onSuccess: afterChange });
  const removeAll = useMutation({ mutationFn: () => removeNotification(ctx.api, { all: true }), onSuccess: afterChange });
  // How many are unread in all (the bell's number), once the realtime connection has said so.
  const unread = hubState.synced ? hubState.total : null;
  return { list, unread, markRead, markAllRead, remove, removeAll };
}
