import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getNotifications, markNotification, removeNotification, type InsightsNotification } from '../../core/api/notifications';
import { useApi } from '../../core/api/useApi';
import { useInsights } from '../../core/config/context';
import { useNotificationHub } from '../../core/realtime/useNotificationHub';
import type { NotificationFilters } from './searchFilters';

export interface NotificationsPageQuery {
  page: number;
  pageSize: number;
  ascending: boolean;
  filters: NotificationFilters;
}

export function useNotificationsPage(q: NotificationsPageQuery) {
  const api = useApi();
  const { apiBaseUrl } = useInsights();
  const client = useQueryClient();
  const baseKey = ['insights', apiBaseUrl, 'notifications'] as const;
  const invalidate = useCallback(() => client.invalidateQueries({ queryKey: baseKey }), [client, apiBaseUrl]); // eslint-disable-line react-hooks/exhaustive-deps
  // A pushed notification shows up in the list without a reload; read state changes refresh the bell.
  const { hub } = useNotificationHub(invalidate);

  const list = useQuery({
    queryKey: [...baseKey, q],
    queryFn: ({ signal }) =>
      getNotifications(api, {
        pageNumber: q.page,
        pageSize: q.pageSize,
        searchTerm: q.filters.searchTerm,
        orderBy: 'createdOn',
        ascendingOrder: q.ascending,
        from: q.filters.from || undefined,
        to: q.filters.to || undefined,
      }, signal),
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
