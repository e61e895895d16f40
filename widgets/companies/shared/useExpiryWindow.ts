import { useQuery } from '../../core/api/useQuery';
import { notificationSettingsQueries } from '../../core/api/notifications';
import { useApiContext } from '../../core/api/queryScope';
import { useInsights } from '../../core/config/context';
import { DEFAULT_EXPIRY_WINDOW_DAYS } from './licenseTimeline';

/**
 * The signed-in user's 'Expiry License alerts … days before' setting (Settings → Subscriptions), read through the
 * same cached query as that form, so a saved change shows here too. `needed` is false while no license has a date
 * to compare (nothing loaded yet, or every date hidden as premium data): then no call is made. Without a session
 * or while the call is pending or failed, the server's default window applies.
 */
export function useExpiryWindow(needed: boolean): number {
  const { session } = useInsights();
  const ctx = useApiContext();
  const user = { clientId: session?.clientId ?? '', secureId: session?.sub ?? '' };
  const settings = useQuery({
    ...notificationSettingsQueries.settings(ctx, user),
    enabled: needed && user.clientId !== '' && user.secureId !== '',
  });
  return settings.data?.notificationTriggerInDays ?? DEFAULT_EXPIRY_WINDOW_DAYS;
}
