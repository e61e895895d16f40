import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { markNotification, notificationQueries, removeNotification, type InsightsNotification } from '../../core/api/notifications';
import { useApiContext } from '../../core/api/queryScope';
import { useNotificationHub } from '../../core/realtime/useNotificationHub';
import type { NotificationFilters } from './searchFilters';

export interface NotificationsPageQuery {
  page: number;
  pageSize: number;
  ascending: boolean;
  filters: NotificationFilters;
}

export function useNotificationsPage(q: NotificationsPageQuery) {
  const ctx = useApiContext();
  const { api } = ctx;
  const client = useQueryClient();
  const invalidate = useCallback(() => client.invalidateQueries({ queryKey: notificationQueries.all(ctx) }), [client, ctx]);
  // A pushed notification shows up in the list without a reload; read state changes refresh the bell.
  const { hub } = useNotificationHub(invalidate);

  const list = useQuery({
    ...notificationQueries.list(ctx, {
      pageNumber: q.page,
      pageSize: q.pageSize,
      searchTerm: q.filters.searchTerm,
      orderBy: 'createdOn',
      ascendingOrder: q.ascending,
      from: q.filters.from || undefined,
      to: q.filters.to || undefined,
    }),
    placeholderData: keepPreviousData,
  });

  const afterChange = async () => {
    await invalidate();
    await hub?.refresh();
  };
  const markRead = useMutation({
    mutationFn: (n: InsightsNotification) => markNotification(api, { id: n.id, isRead: true }),
    onSuccess: afterChange,
  });
  const markAllRead = useMutation({ mutationFn: () => markNotification(api, { isRead: true, isAll: true }), onSuccess: afterChange });
  const remove = useMutation({ mutationFn: (id: number) => removeNotification(api, { id }), onSuccess: afterChange });
  const removeAll = useMutation({ mutationFn: () => removeNotification(api, { isAll: true }), onSuccess: afterChange });
  return { list, markRead, markAllRead, remove, removeAll };
}
