import { useMemo } from 'react';
import { useInsights } from '../config/context';
import { useHostEvents } from '../events/HostEventsContext';
import { createApiClient, type ApiClient } from './createApiClient';

/**
 * The API client for the surrounding InsightsProvider's configuration. Every call of a widget goes through it, so it
 * is where the widget tells its host that a call failed or that there is no token.
 */
export function useApi(): ApiClient {
  const config = useInsights();
  const { emit } = useHostEvents();
  return useMemo(
    () => createApiClient({
      ...config,
      accessDeniedPath: config.routes.accessDenied,
      onFailure: (error, operation) => emit('insights-error', { status: error.status, message: error.message, operation }),
      onAuthRequired: () => emit('insights-auth-required', { tag: '' }),
    }),
    [config, emit],
  );
}
