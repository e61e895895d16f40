import { useQuery } from '../../core/api/useQuery';
import { pricingQueries, type PricingCaller } from '../../core/api/pricing';
import { useApiContext } from '../../core/api/queryScope';
import { ALL } from '../../../contract/pricing/constants';
import { showsLoadZone } from '../logic/options';
import type { CommodityCode } from '../logic/types';

/** The option lists of the Ranking screen's modal filter: loaded while it is open, each once its parent is chosen. */
export function useRankingFilterOptions(
  caller: PricingCaller | null,
  open: boolean,
  f: { commodity: CommodityCode; state: string; utility: string },
) {
  const ctx = useApiContext();
  return {
    states: useQuery(pricingQueries.states(ctx, caller, open)),
    utilities: useQuery(pricingQueries.utilities(ctx, caller, f.state, f.commodity, open && f.state !== ALL)),
    zones: useQuery(pricingQueries.loadZones(ctx, caller, f.state, open && f.state !== ALL && showsLoadZone(f.commodity))),
    rateClasses: useQuery(pricingQueries.rateClasses(ctx, caller, f.utility, f.commodity, open && f.utility !== ALL)),
    billing: useQuery(pricingQueries.billingMethods(ctx, caller, open)),
  };
}
