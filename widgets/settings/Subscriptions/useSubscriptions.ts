import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../core/api/useQuery';
import type { NotificationSettingsChoice } from '../../../contract/settings/forms';
import { notificationSettingsQueries, saveNotificationSettings } from '../../core/api/notifications';
import { useApiContext } from '../../core/api/queryScope';

/** One user's notification settings and subscribed companies; `save` answers the server's message ('' = none). */
export function useSubscriptions(clientId: string, secureId: string) {
  const ctx = useApiContext();
  const client = useQueryClient();
  const user = { clientId, secureId };
  const settingsQuery = notificationSettingsQueries.settings(ctx, user);
  const settings = useQuery(settingsQuery);
  const companies = useQuery(notificationSettingsQueries.subscribedCompanies(ctx, user));
  const save = useMutation({
    mutationFn: (choice: NotificationSettingsChoice) => {
      // The form has no SMS control (spec 2 §3): the stored value goes back unchanged.
      const current = settings.data;
      return saveNotificationSettings(ctx.api, clientId, { id: current?.id ?? 0, secureId, allowSms: current?.allowSms ?? false, ...choice });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: settingsQuery.queryKey }),
  });
  return { settings, companies, save };
}
