import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationSettings,
  getSubscribedCompanies,
  saveNotificationSettings,
  type SaveNotificationSettings,
} from '../../core/api/notifications';
import { useApi } from '../../core/api/useApi';
import { useInsights } from '../../core/config/context';

export function useSubscriptions(clientId: string, secureId: string) {
  const api = useApi();
  const { apiBaseUrl } = useInsights();
  const client = useQueryClient();
  const enabled = Boolean(clientId && secureId);
  const settingsKey = ['insights', apiBaseUrl, 'notification-settings', clientId, secureId];
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => getNotificationSettings(api, clientId, secureId, signal),
    enabled,
  });
  const companies = useQuery({
    queryKey: ['insights', apiBaseUrl, 'subscribed-companies', clientId, secureId],
    queryFn: ({ signal }) => getSubscribedCompanies(api, clientId, secureId, signal),
    enabled,
  });
  const save = useMutation({
    mutationFn: (s: SaveNotificationSettings) => saveNotificationSettings(api, clientId, s),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKey }),
  });
  return { settings, companies, save };
}
