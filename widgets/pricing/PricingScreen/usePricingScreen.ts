import { useMemo } from 'react';
import { usePricingCaller } from '../../core/api/usePricingCaller';
import { appliedChips } from '../logic/chips';
import { useApplyCounter } from '../shared/useApplyCounter';
import { useFilterCascade } from '../shared/useFilterCascade';
import { useViewAs } from '../shared/useViewAs';
import { useInsights } from '../../core/config/context';
import { useInitialFilters, usePricingUrl, type PricingUrlInput } from '../shared/usePricingUrl';


/**
 * The Pricing screen's data: the filter form with its cascade, the 'View as' client of a super admin, and what the
 * four charts take (the applied filters, the client asked for and the apply counter). The first fetch runs by itself
 * once the token, ERCOT and Texas are known (spec 2 §4), or once the URL's filters are checked; Apply, a removed
 * chip and 'View as' fetch again.
 */
export function usePricingScreen({ params = {}, syncUrl = true, enabledWeekDays }: PricingUrlInput = {}) {
  const { routes } = useInsights();
  const { clients, viewAs, setViewAs } = useViewAs();
  const { caller, clientId } = usePricingCaller(viewAs);
  const initial = useInitialFilters(params, 'pricing', enabledWeekDays);
  const { state, dispatch } = useFilterCascade(caller, initial);
  usePricingUrl(state, dispatch, { params, variant: 'pricing', route: routes.pricing, syncUrl, enabledWeekDays });
  const { applyId, bump } = useApplyCounter(state, dispatch, caller?.apiKey, 'pricing');
  // The chips' words ('State: Texas'), for the charts' downloads; only the applied filters and the names matter.
  const { states, utilities, loadZones, loadProfiles } = state.options;
  const filterChips = useMemo(
    () => appliedChips(state.applied, { states, utilities, loadZones, loadProfiles }),
    [state.applied, states, utilities, loadZones, loadProfiles],
  );
  return {
    state,
    dispatch,
    clients,
    viewAs,
    /** After Apply or a removed chip: the charts clear and fetch again. */
    refetch: bump,
    changeViewAs: (id: string) => {
      setViewAs(id);
      bump();
    },
    chart: { filters: state.applied, viewAs: clientId, applyId, filterChips },
  };
}
