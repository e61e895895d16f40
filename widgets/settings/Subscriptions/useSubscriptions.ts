import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationQueries, saveNotificationSettings, type SaveNotificationSettings } from '../../core/api/notifications';
import { useApiContext } from '../../core/api/queryScope';

export function useSubscriptions(clientId: string, secureId: string) {
  const ctx = useApiContext();
  const client = useQueryClient();
  const settingsQuery = notificationQueries.settings(ctx, clientId, secureId);
  const settings = useQuery(settingsQuery);
  const companies = useQuery(notificationQueries.subscribedCompanies(ctx, clientId, secureId));
  const save = useMutation({
    mutationFn: (s: SaveNotificationSettings) => saveNotificationSettings(ctx.api, clientId, s),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsQuery.queryKey }),
  });
  return { settings, companies, save };
}
