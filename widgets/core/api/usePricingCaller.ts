import { useQuery } from './useQuery';
import { useMemo } from 'react';
import { pricingQueries, type PricingCaller } from './pricing';
import { useApiContext } from './queryScope';
import { useInsights } from '../config/context';
import { TOKEN_FETCH_ERROR } from '../../../contract/pricing/constants';

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
  const ctx = useApiContext();
  const { apiBaseUrl, pricingBaseUrl, session } = useInsights();
  const ownClient = session?.clientId ?? '';
  const token = useQuery(pricingQueries.ecToken(ctx));
  if (token.isError) console.error('Could not get token');
  const apiKey = token.data?.access_token ?? null;
  const { api } = ctx;
  const caller = useMemo<PricingCaller | null>(
    () => (apiKey ? { api, baseUrl: pricingBaseUrl ?? apiBaseUrl, clientId: ownClient, apiKey } : null),
    [api, pricingBaseUrl, apiBaseUrl, ownClient, apiKey],
  );
  return { caller, tokenError: token.isError ? TOKEN_FETCH_ERROR : null, clientId: viewAs || ownClient };
}
