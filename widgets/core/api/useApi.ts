import { useMemo } from 'react';
import { useInsights } from '../config/context';
import { createApiClient, type ApiClient } from './createApiClient';

/** The API client for the surrounding InsightsProvider's configuration. */
export function useApi(): ApiClient {
  const config = useInsights();
  return useMemo(
    () => createApiClient({ ...config, accessDeniedPath: config.routes.accessDenied }),
    [config],
  );
}
