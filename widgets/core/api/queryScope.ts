import { useMemo } from 'react';
import { useInsights } from '../config/context';
import type { ApiClient } from './createApiClient';
import { useApi } from './useApi';

/**
 * Query keys (docs/decisions/0009-query-keys.md): every key starts with `['insights', apiBaseUrl]` so two hosts
 * configured differently never share cached data; keys of data that differ per user (premium redaction, follows,
 * notifications, settings, tenant data) continue with the signed-in subject, so a sign-in as somebody else
 * never shows the previous user's cached replies.
 */
export interface ApiContext {
  api: ApiClient;
  /** ['insights', apiBaseUrl]: data that is the same for every user. */
  shared: readonly unknown[];
  /** ['insights', apiBaseUrl, sub]: data that differs per user. */
  user: readonly unknown[];
}

export function apiContext(api: ApiClient, apiBaseUrl: string, sub: string | undefined): ApiContext {
  const shared = ['insights', apiBaseUrl] as const;
  return { api, shared, user: [...shared, sub ?? ''] };
}

/** The API client and key prefixes for the surrounding InsightsProvider. */
export function useApiContext(): ApiContext {
  const api = useApi();
  const { apiBaseUrl, session } = useInsights();
  const sub = session?.sub;
  return useMemo(() => apiContext(api, apiBaseUrl, sub), [api, apiBaseUrl, sub]);
}
