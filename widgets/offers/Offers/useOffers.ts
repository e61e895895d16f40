import { useMemo } from 'react';
import { offerQueries, type OfferMarketKey } from '../../core/api/offers';
import { useApiContext } from '../../core/api/queryScope';
import { useQuery } from '../../core/api/useQuery';
import { useInsights } from '../../core/config/context';
import { useUrlListState } from '../../core/config/useUrlListState';
import { chooseMarket, paramsKeyOf, stateFromParams, stateQuery, type OffersParams, type OffersState } from './offersFilters';

/** The key of disabled queries (nothing chosen yet). */
const NO_MARKET: OfferMarketKey = { stateCode: '', utility: '', commodity: '', customerClass: '' };

export interface OffersInput {
  params: OffersParams;
  /** Write the state into the host's URL through its navigate (default on; nothing happens without one). */
  syncUrl: boolean;
}

/**
 * The screen's state (kept in the host's URL) and its data: the imported markets, the chosen market's offers on the
 * chosen snapshot, and the market's changes up to that snapshot (every row's price line, from one call).
 *
 * A URL that names its market in full asks the offers at once, beside the markets; otherwise they wait for the
 * markets, which say which one to show.
 */
export function useOffers({ params, syncUrl }: OffersInput) {
  const ctx = useApiContext();
  const { routes } = useInsights();
  const { state, update } = useUrlListState<OffersParams, OffersState>({
    params,
    paramsKey: paramsKeyOf(params),
    fromParams: stateFromParams,
    toQuery: stateQuery,
    route: routes.offers,
    syncUrl,
  });
  const markets = useQuery(offerQueries.markets(ctx));
  const market = markets.data ? chooseMarket(markets.data, state) : undefined;
  // A URL that names a market is asked as it is; a market the URL does not name comes from the list.
  const named: OfferMarketKey | null = state.state && state.utility
    ? { stateCode: state.state, utility: state.utility, commodity: state.commodity, customerClass: state.customerClass }
    : null;
  const key = named ?? market ?? null;
  const offers = useQuery({ ...offerQueries.offers(ctx, key ?? NO_MARKET, state.asOf || null), enabled: key !== null && (!markets.data || market !== undefined) });
  const asOf = offers.data?.asOf ?? '';
  const firstSnapshot = market?.snapshots[0] ?? '';
  // Only a market with more than one snapshot up to the one shown has changes to draw.
  const withHistory = Boolean(market && asOf && firstSnapshot && firstSnapshot < asOf);
  const history = useQuery({ ...offerQueries.changes(ctx, market ?? NO_MARKET, firstSnapshot, asOf), enabled: withHistory });
  const snapshots = useMemo(() => market?.snapshots ?? [], [market]);
  return { state, update, markets, market, offers, history, withHistory, snapshots };
}
