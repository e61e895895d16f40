import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from './useApi';
import { getEcToken, type PricingCaller } from './pricing';
import { useInsights } from '../config/context';
import { TOKEN_FETCH_ERROR } from '../../../contract/pricing/constants';

/** Renew the chart token a minute before it runs out. */
const RENEW_MARGIN_S = 60;

export interface PricingCallerState {
  /** Null until the chart token is known. */
  caller: PricingCaller | null;
  /** 'Failed to fetch chart EC token' when the token call failed. */
  tokenError: string | null;
  /** The client whose data is asked for: 'View as' for a super admin, else the session's client. */
  clientId: string;
}

/** Load order of spec 2 §4: the chart token first; every pricing-service call waits for it. */
export function usePricingCaller(viewAs?: string | null): PricingCallerState {
  const api = useApi();
  const { apiBaseUrl, pricingBaseUrl, session } = useInsights();
  const ownClient = session?.clientId ?? '';
  const token = useQuery({
    queryKey: ['insights', apiBaseUrl, 'pricing', 'ec-token', session?.sub ?? ''],
    queryFn: ({ signal }) => getEcToken(api, signal),
    staleTime: (q) => Math.max(0, ((q.state.data?.expires_in ?? 0) - RENEW_MARGIN_S) * 1000),
    refetchInterval: (q) => Math.max(30, (q.state.data?.expires_in ?? 0) - RENEW_MARGIN_S) * 1000,
    retry: false,
  });
  if (token.isError) console.error('Could not get token');
  const apiKey = token.data?.access_token ?? null;
  const caller = useMemo<PricingCaller | null>(
    () => (apiKey ? { api, baseUrl: pricingBaseUrl ?? apiBaseUrl, clientId: ownClient, apiKey } : null),
    [api, pricingBaseUrl, apiBaseUrl, ownClient, apiKey],
  );
  return { caller, tokenError: token.isError ? TOKEN_FETCH_ERROR : null, clientId: viewAs || ownClient };
}
