import { useMemo } from 'react';
import type { ChartKind } from '../../core/api/pricing';
import { usePricingCaller } from '../../core/api/usePricingCaller';
import { emptyForm } from '../logic/cascade';
import type { PricingForm } from '../logic/types';
import { useChartData, type ChartDataState } from './useChartData';

/** What a chart shows when its host gives no filters: the default market, ERCOT, in Texas. */
export const DEFAULT_CHART_FILTERS: PricingForm = { ...emptyForm({ Market: 'ERCOT', Commodity: 'Electricity' }), state: 'TX' };

export interface PricingChartInput {
  /** The applied filters (the Pricing screen's); missing fields take the defaults; null = not applied yet (wait). */
  filters?: Partial<PricingForm> | null;
  /** 'View as' client of a super admin. */
  viewAs?: string | null;
  /** Changes on every Apply: the chart clears and fetches again. */
  applyId?: number;
}

/** The data of one chart on its own: its own chart token, the host's filters over the defaults. */
export function usePricingChart(kind: ChartKind, { filters, viewAs, applyId = 0 }: PricingChartInput): ChartDataState {
  const { caller, clientId, tokenError } = usePricingCaller(viewAs);
  const applied = useMemo(() => (filters === null ? null : { ...DEFAULT_CHART_FILTERS, ...filters }), [filters]);
  const chart = useChartData(kind, caller, applied, clientId, applyId);
  return { ...chart, error: tokenError ?? chart.error };
}
