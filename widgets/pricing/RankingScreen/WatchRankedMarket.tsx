import { offerQueries, offerSourceName, type OfferMarket } from '../../core/api/offers';
import { useApiContext } from '../../core/api/queryScope';
import { useQuery } from '../../core/api/useQuery';
import { emptyRule, WATCH_THIS_MARKET, WatchPricesButton, type PriceWatchDraft } from '../../core/priceWatch';
import type { PricingForm, Utility } from '../logic/types';
import { offerMarketName } from '../../../contract/offers/wording';

/** The filter form's identifier of an imported market (server/src/pricing/importedCharts.ts, ADR 0053). */
export const isImportedUtility = (utilityId: string) => /^offers-\d+$/.test(utilityId);

/** How the utilities list names an imported market: 'ONCOR ELECTRIC DELIVERY COMPANY (Power to Choose)', with a class other than Residential after a comma. */
export const importedUtilityName = (m: OfferMarket) => `${m.utility}${m.customerClass === 'Residential' ? '' : `, ${m.customerClass}`} (${offerSourceName(m.source)})`;

/** The imported market a chosen utility is: its state, commodity and the name the list gave it. */
export function rankedMarket(markets: readonly OfferMarket[], filters: Pick<PricingForm, 'state' | 'utility' | 'commodity'>, utilities: readonly Utility[] | null): OfferMarket | undefined {
  if (!isImportedUtility(filters.utility)) return undefined;
  const name = utilities?.find((u) => u.InsightsUtilityIdenitifier === filters.utility)?.utilityName;
  if (!name) return undefined;
  const commodity = filters.commodity === 2 ? 'Natural Gas' : 'Electric';
  return markets.find((m) => m.stateCode.toUpperCase() === filters.state.toUpperCase() && m.commodity === commodity && importedUtilityName(m) === name);
}

export const rankedMarketDraft = (market: OfferMarket): PriceWatchDraft => ({
  name: '',
  market: { stateCode: market.stateCode, utility: market.utility, commodity: market.commodity, customerClass: market.customerClass },
  rules: [emptyRule('anyChange')],
});

/**
 * 'Watch this market' on the Ranking screen (issue 61 §2): shown when the chart's utility is an imported market
 * (`offers-<id>`), hidden for the modelled utilities, which have no offers to watch.
 */
export function WatchRankedMarket({ filters, utilities }: { filters: PricingForm | null; utilities: readonly Utility[] | null }) {
  const ctx = useApiContext();
  const imported = Boolean(filters && isImportedUtility(filters.utility));
  const markets = useQuery({ ...offerQueries.markets(ctx), enabled: imported });
  const market = filters && markets.data ? rankedMarket(markets.data, filters, utilities) : undefined;
  if (!market) return null;
  return (
    <WatchPricesButton title={`Hear when offers of ${offerMarketName(market)} change`} draft={() => rankedMarketDraft(market)}>
      {WATCH_THIS_MARKET}
    </WatchPricesButton>
  );
}
