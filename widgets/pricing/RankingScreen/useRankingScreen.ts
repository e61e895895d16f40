import { useState } from 'react';
import { usePricingCaller } from '../../core/api/usePricingCaller';
import type { PricingForm } from '../logic/types';
import { useApplyCounter } from '../shared/useApplyCounter';
import { useChartData } from '../shared/useChartData';
import { useFilterCascade } from '../shared/useFilterCascade';
import { useViewAs } from '../shared/useViewAs';
import { useInsights } from '../../core/config/context';
import { useInitialFilters, usePricingUrl, type PricingUrlInput } from '../shared/usePricingUrl';

export type RankingFilterVariant = 'inline' | 'modal';

/**
 * The Ranking screen's data: the inline filter form (no start date, one usage) or the modal's filters, the 'View as'
 * client, and the 'Best Pricing Ranks' chart. The first fetch runs by itself as on the Pricing screen; the inline
 * form's applied filters live in the URL as there.
 */
export function useRankingScreen(filterVariant: RankingFilterVariant = 'inline', { params = {}, syncUrl = true, enabledWeekDays }: PricingUrlInput = {}) {
  const { routes } = useInsights();
  const { clients, viewAs, setViewAs } = useViewAs();
  const { caller, clientId, tokenError } = usePricingCaller(viewAs);
  // The modal variant keeps its filters in the dialog: only the inline form is shared through the URL.
  const inline = filterVariant === 'inline';
  const initial = useInitialFilters(inline ? params : {}, 'ranking', enabledWeekDays);
  const { state, dispatch } = useFilterCascade(caller, initial);
  usePricingUrl(state, dispatch, { params: inline ? params : {}, variant: 'ranking', route: routes.ranking, syncUrl: inline && syncUrl, enabledWeekDays });
  const { applyId, bump } = useApplyCounter(state, dispatch, caller?.apiKey, 'ranking');
  const [modalFilters, setModalFilters] = useState<PricingForm | null>(null);
  const applied = filterVariant === 'modal' && modalFilters ? modalFilters : state.applied;
  const chart = useChartData('priceranking', caller, applied, clientId, applyId);
  return {
    state,
    dispatch,
    clients,
    viewAs,
    /** The modal filter's lists are asked for with the same chart token. */
    caller,
    refetch: bump,
    changeViewAs: (id: string) => {
      setViewAs(id);
      bump();
    },
    /** The modal variant's Apply: its filters replace the inline ones and the chart fetches again. */
    applyModalFilters: (filters: PricingForm) => {
      setModalFilters(filters);
      bump();
    },
    chart: { ...chart, error: tokenError ?? chart.error },
  };
}
